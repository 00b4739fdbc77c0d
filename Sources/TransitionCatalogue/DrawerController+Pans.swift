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
    /// moving drawer grabs it — so every other touch stays the screens'. Screen-edge swipes inside the container
    /// (tabs', a navigation stack's back swipe) go first; the drawer opens from an edge where none of them can begin.
    /// Keep the returned forwarder as long as the pans should work; `remove()` takes them off.
    public func installPans(on container: TransitionContainerViewController) -> GestureForwarder {
        let forwarder = GestureForwarder(UIPanGestureRecognizer(), on: container.view) { [weak self] touch in
            self?.handlePan(touch)
        }
        forwarder.shouldBegin = { [weak self] touch in self?.canBeginPan(touch) ?? false }
        // Edge swipes inside the container go first (the tabs' swipes, a navigation stack's back swipe): the drawer
        // opens from an edge only where none of them can begin.
        forwarder.waitsFor = { [weak container] other in
            guard let container, other is UIScreenEdgePanGestureRecognizer, let view = other.view else { return false }
            return view !== container.view && view.isDescendant(of: container.view)
        }
        return forwarder
    }
}
