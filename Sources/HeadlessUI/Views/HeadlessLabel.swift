import Foundation
import TransitionCore

/// An in-memory `UILabel`: text, and no touches (`isUserInteractionEnabled` is false by default, as in UIKit).
@MainActor
public final class HeadlessLabel: HeadlessView {
    /// The text.
    public var text: String?
    /// The text colour.
    public var textColor: HeadlessColor?

    /// A label; it takes no touches.
    public override init(name: String, frame: CGRect = .zero, environment: HeadlessEnvironment) {
        super.init(name: name, frame: frame, environment: environment)
        isUserInteractionEnabled = false
    }
}
