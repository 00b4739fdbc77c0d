import Foundation

/// An in-memory `UITextField`: a control that takes text input, so it can become first responder and brings up the
/// keyboard.
open class HeadlessTextField: HeadlessControl {
    /// True: a text field takes text input.
    open override var canBecomeFirstResponder: Bool { true }
}
