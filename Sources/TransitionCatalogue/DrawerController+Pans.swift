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
    /// moving drawer grabs it — so every other touch stays the screens'. A finger that touches down on a drawer moving
    /// by itself catches it there at once; lifting lets it go on where it was heading. Screen-edge swipes inside the container
    /// (tabs', a navigation stack's back swipe) go first; the drawer opens from an edge where none of them can begin.
    /// Keep the returned forwarder as long as the pans should work; `remove()` takes them off.
    public func installPans(on container: TransitionContainerViewController) -> GestureForwarder {
        let forwarder = GestureForwarder(UIPanGestureRecognizer(), on: container.view) { [weak self] touch in
            self?.handlePan(touch)
        }
        forwarder.shouldBegin = { [weak self, weak container] touch in
            guard let self, self.canBeginPan(touch) else { return false }
            // A close is a sideways pan anywhere, an opening one from the edge: one that starts on what takes sideways
            // drags itself (a control other than a button — a slider, a switch, a segmented control, a text field's
            // selection —, a list that scrolls sideways or swipes its rows) is that view's, under every reading of
            // whether UIKit would let the container's pan take it. A touch on a moving drawer grabs it.
            guard self.phase == .idle, let view = container?.view else { return true }
            return !takesSidewaysDrags(at: touch.startPosition, in: view)
        }
        // Edge swipes inside the container go first (the tabs' swipes, a navigation stack's back swipe): the drawer
        // opens from an edge only where none of them can begin.
        forwarder.waitsFor = { [weak container] other in
            guard let container, other is UIScreenEdgePanGestureRecognizer, let view = other.view else { return false }
            return view !== container.view && view.isDescendant(of: container.view)
        }
        // A finger that touches down on a drawer moving by itself catches it; the pan then takes it over, or lifting
        // lets it go on. It goes with the pans (kept by their recognizer, idle once they are taken off).
        let recognizer = forwarder.recognizer
        let touchCatch = TouchDownCatch(
            on: container.view,
            isMoving: { [weak self, weak recognizer] in recognizer?.view != nil && self?.motionPlaysByItself == true },
            catches: { [weak self] in self?.holdMotion() },
            letsGo: { [weak self] opens in self?.releaseHeldMotion(towardsOpen: opens) })
        recognizer.retainAlongside(touchCatch)
        return forwarder
    }
}

/// Whether the view under `point` (in `root`'s coordinates), or one of its ancestors below `root`, takes sideways
/// drags itself: a control other than a button (a slider, a switch, a segmented control, a page control, a text
/// field), a scroll view that scrolls sideways (content wider than it, or bouncing sideways always), or a table
/// whose rows swipe to show actions.
@MainActor
func takesSidewaysDrags(at point: CGPoint, in root: UIView) -> Bool {
    var view = root.hitTest(point, with: nil)
    while let current = view, current !== root {
        if current is UIControl, !(current is UIButton) { return true }
        #if canImport(UIKit)
            if let table = current as? UITableView, !table.isEditing, table.swipesRows { return true }
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

#if canImport(UIKit)
    extension UITableView {
        /// Whether a sideways drag on a row swipes it: the delegate gives rows swipe actions, or the data source
        /// commits an edit (swipe to delete).
        fileprivate var swipesRows: Bool {
            let trailing = #selector(UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:))
            let leading = #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:))
            let commit = #selector(UITableViewDataSource.tableView(_:commit:forRowAt:))
            return delegate?.responds(to: trailing) == true || delegate?.responds(to: leading) == true
                || dataSource?.responds(to: commit) == true
        }
    }
#endif
