import DrawerTransition
import Foundation
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
        forwarder.shouldBegin = { [weak self, weak container] touch in
            guard let self, self.canBeginPan(touch) else { return false }
            // A close is a sideways pan anywhere: one that starts on what takes sideways drags itself (a slider, a
            // switch, a list that scrolls sideways) is that view's, under every reading of whether UIKit would let the
            // container's pan take it.
            guard self.openSide != nil, self.phase == .idle, let view = container?.view else { return true }
            return !takesSidewaysDrags(at: touch.startPosition, in: view)
        }
        // Edge swipes inside the container go first (the tabs' swipes, a navigation stack's back swipe): the drawer
        // opens from an edge only where none of them can begin.
        forwarder.waitsFor = { [weak container] other in
            guard let container, other is UIScreenEdgePanGestureRecognizer, let view = other.view else { return false }
            return view !== container.view && view.isDescendant(of: container.view)
        }
        return forwarder
    }
}

/// Whether the view under `point` (in `root`'s coordinates), or one of its ancestors below `root`, takes sideways
/// drags itself: a slider or a switch, or a scroll view that scrolls sideways (content wider than it, or bouncing
/// sideways always).
@MainActor
func takesSidewaysDrags(at point: CGPoint, in root: UIView) -> Bool {
    var view = root.hitTest(point, with: nil)
    while let current = view, current !== root {
        if current is UISlider { return true }
        #if canImport(UIKit)
            if current is UISwitch { return true }
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled,
                scroll.alwaysBounceHorizontal
                    || scroll.contentSize.width + scroll.adjustedContentInset.left + scroll.adjustedContentInset.right
                        > scroll.bounds.width
            {
                return true
            }
        #else
            if let scroll = current as? UIScrollView,
                scroll.contentSize.width + scroll.adjustedContentInset.left + scroll.adjustedContentInset.right
                    > scroll.bounds.width
            {
                return true
            }
        #endif
        view = current.superview
    }
    return false
}
