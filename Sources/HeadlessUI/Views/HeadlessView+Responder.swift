import Foundation

/// The first responder and the keyboard, as UIKit runs them (`UIResponder` reference, "Managing the responder chain";
/// "Text input" in "About the keyboard"):
///
/// - a view becomes first responder only if it can (``HeadlessView/canBecomeFirstResponder``: a text field can, a
///   plain view cannot) and is in a window; the window's current first responder resigns first;
/// - the keyboard shows when a view that takes text input becomes first responder while it is hidden, and hides when
///   such a view resigns without another one taking over in the same call — handing the keyboard from one text
///   field to another shows nothing and hides nothing;
/// - a first responder that leaves the window (its view or an ancestor is removed) resigns;
/// - `endEditing(_:)` makes the first responder in the view's subtree resign.
///
/// The keyboard's will-show and will-hide moments are kept in ``HeadlessKeyboard/events``, so a test can see a
/// hide–show–hide bounce.
extension HeadlessView {
    /// Whether the view is its window's first responder.
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// `becomeFirstResponder()`: true when the view is now the first responder.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        if window.firstResponder === self { return true }
        // A hand-over: the keyboard stays, since the new responder takes text too.
        window.firstResponder?.resign(handingOverTo: self)
        window.firstResponder = self
        environment.keyboard.show()
        return true
    }

    /// `resignFirstResponder()`: true when the view is no longer the first responder.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        resign(handingOverTo: nil)
        return true
    }

    /// `endEditing(_:)`: the first responder in the view's subtree (the view included) resigns. True when one did.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.firstResponder, responder.isDescendant(of: self) else { return false }
        return responder.resignFirstResponder()
    }

    /// The first responder in the view's subtree (the view included), if its window's first responder is there.
    var firstResponderInSubtree: HeadlessView? {
        guard let responder = window?.firstResponder, responder.isDescendant(of: self) else { return nil }
        return responder
    }

    /// Resigns; the keyboard hides unless `next`, a view that takes text, takes over in the same call.
    func resign(handingOverTo next: HeadlessView?) {
        guard let window, window.firstResponder === self else { return }
        window.firstResponder = nil
        if next == nil { environment.keyboard.hide() }
    }
}
