#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// The key of the associated object that stores a controller's transition identifier.
    @MainActor private var transitionIdentifierKey: UInt8 = 0

    extension UIViewController {
        /// The name config rules match this controller by (`"from"`, `"to"`).
        ///
        /// Defaults to the controller's `restorationIdentifier`, else its `title`, else its class name without the
        /// module (`SettingsViewController`); set it to name a screen explicitly. Two children of one container must
        /// not share an identifier.
        public var transitionIdentifier: String {
            get {
                explicitTransitionIdentifier ?? restorationIdentifier ?? title ?? String(describing: type(of: self))
            }
            set {
                withUnsafePointer(to: &transitionIdentifierKey) {
                    objc_setAssociatedObject(self, $0, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
                }
            }
        }

        /// The identifier set with ``transitionIdentifier``, if any: a system container (a navigation or tab bar
        /// controller) is matched by it when set, and by its operation's default name otherwise.
        var explicitTransitionIdentifier: String? {
            withUnsafePointer(to: &transitionIdentifierKey) { objc_getAssociatedObject(self, $0) as? String }
        }
    }
#endif
