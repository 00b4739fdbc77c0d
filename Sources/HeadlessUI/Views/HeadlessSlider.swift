import Foundation
import TransitionCore

/// An in-memory `UISlider`: a control whose value follows a finger dragged along it while it tracks the touches
/// (until a gesture recognizer takes them: `cancelsTouchesInView`, as for every control).
///
/// Simplified: the value follows the finger wherever it went down on the slider (a `UISlider` tracks a touch that
/// starts on its thumb), across its bounds from ``minimumValue`` at the left edge to ``maximumValue`` at the right
/// (right to left: mirrored, as a slider in an Arabic or Hebrew layout runs).
@MainActor
public final class HeadlessSlider: HeadlessControl {
    /// `value`.
    public var value: Float = 0
    /// `minimumValue`.
    public var minimumValue: Float = 0
    /// `maximumValue`.
    public var maximumValue: Float = 1

    /// A slider in the current environment.
    public convenience init(frame: CGRect) {
        self.init(name: "slider", frame: frame, environment: .current)
    }

    override func trackingMoved(to point: CGPoint) {
        let local = convert(point, from: nil)
        guard bounds.width > 0 else { return }
        var share = Float(min(max((local.x - bounds.minX) / bounds.width, 0), 1))
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { share = 1 - share }
        value = minimumValue + (maximumValue - minimumValue) * share
    }
}
