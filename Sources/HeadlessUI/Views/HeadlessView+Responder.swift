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
        window.firstResponderController?.resignFirstResponder()
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

/// A view controller as a responder (`UIResponder` reference; "Custom views for data input" in UIKit's
/// documentation):
///
/// - a controller becomes its window's first responder only if it can (`canBecomeFirstResponder`, false by default)
///   and its view is in a window, in place of the view that was;
/// - while it is first responder its `inputAccessoryView` shows docked at the bottom of the screen, in a window of
///   the keyboard's own over the app's (``HeadlessKeyboard/window``), where a text field in it can become first
///   responder and raise the keyboard; the accessory goes when the controller resigns.
///
/// Unverified on a device (the reading the model takes; widely reported, as a chat screen's input bar left over the
/// next screen): a controller that is first responder stays so when its view leaves the window, until it resigns;
/// and it stays so while a text field in its accessory, in the keyboard's window, takes the keyboard.
/// Simplified: a view becoming first responder in the controller's window makes the controller resign (UIKit
/// would keep the accessory of the first controller along the new responder's chain).
extension HeadlessViewController {
    /// Whether the controller is its window's first responder.
    public var isFirstResponder: Bool { responderWindow?.firstResponderController === self }

    /// `becomeFirstResponder()`: true when the controller is now the first responder.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = viewIfLoaded?.window else { return false }
        if isFirstResponder { return true }
        window.firstResponder?.resign(handingOverTo: nil)
        window.firstResponderController?.resignFirstResponder()
        window.firstResponderController = self
        responderWindow = window
        if let accessory = inputAccessoryView {
            environment.keyboard.dock(accessory, size: window.bounds.size, environment: environment)
        }
        return true
    }

    /// `resignFirstResponder()`: true when the controller is no longer the first responder; its accessory goes.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window = responderWindow else { return true }
        window.firstResponderController = nil
        responderWindow = nil
        if let accessory = inputAccessoryView, accessory === environment.keyboard.accessory {
            environment.keyboard.undock()
        }
        return true
    }
}
