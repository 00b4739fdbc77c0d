import Foundation
import TransitionCore

/// An in-memory `UIBezierPath`, for the rounded rectangles shadows use.
public final class HeadlessBezierPath {
    /// `cgPath`.
    public let cgPath: HeadlessPath

    /// `UIBezierPath(roundedRect:cornerRadius:)`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = HeadlessPath(rect: rect, cornerRadius: cornerRadius)
    }
}
