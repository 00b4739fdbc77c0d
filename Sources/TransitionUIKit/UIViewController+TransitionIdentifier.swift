import Foundation

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

extension UIViewController {
    /// The name config rules match this controller by (`"from"`, `"to"`).
    ///
    /// Defaults to the controller's `restorationIdentifier`, else its `title`, else its class name without the
    /// module (`SettingsViewController`); set it to name a screen explicitly. A `TransitionContainerViewController`
    /// starts with its container identifier. Two children of one container must not share an identifier.
    ///
    /// A system container (a navigation or tab bar controller) is matched by the identifier set here when one is,
    /// and by its operation's default name otherwise. (It is stored in `ObjectiveCBridging.swift`.)
    public var transitionIdentifier: String {
        get {
            explicitTransitionIdentifier ?? restorationIdentifier ?? title ?? String(describing: type(of: self))
        }
        set { explicitTransitionIdentifier = newValue }
    }
}
