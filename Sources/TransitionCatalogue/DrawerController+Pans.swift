import DrawerTransition
import TransitionCore
import TransitionUIKit

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

extension DrawerController where Child == UIViewController, View == UIView {
    /// Puts the drawer's pans on `container`'s view: one pan recognizer over the whole container that begins only
    /// when the drawer wants the touch (``/DrawerTransition/DrawerController/canBeginPan(_:)``) — a pan from a screen
    /// edge where a drawer is set opens it following the finger, a horizontal pan closes the open drawer, a touch on a
    /// moving drawer grabs it — so every other touch stays the screens'. Keep the returned forwarder as long as the
    /// pans should work; `remove()` takes them off.
    public func installPans(on container: TransitionContainerViewController) -> GestureForwarder {
        let forwarder = GestureForwarder(UIPanGestureRecognizer(), on: container.view) { [weak self] touch in
            self?.handlePan(touch)
        }
        forwarder.shouldBegin = { [weak self] touch in self?.canBeginPan(touch) ?? false }
        return forwarder
    }
}
