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
            return !takesSidewaysDrags(
                at: touch.startPosition, leftward: touch.position.x < touch.startPosition.x, in: view)
        }
        // A scroll view's pan in the container that scrolls sideways waits for this one, which fails at once unless
        // the drag is the drawer's (a carousel on its first page, dragged from the leading edge, would only bounce):
        // under either reading of which of two recognizers UIKit begins on the same move, the scroll view keeps every
        // drag it can scroll, and the drawer the ones it cannot.
        forwarder.makesWait = { [weak container] other in
            guard let container, let scrollView = other.view as? UIScrollView,
                other === scrollView.panGestureRecognizer, scrollView.isDescendant(of: container.view)
            else { return false }
            let inset = scrollView.adjustedContentInset
            return scrollView.contentSize.width + inset.left + inset.right > scrollView.bounds.width + 0.5
        }
        // Edge swipes inside the container go first (the tabs' swipes, a navigation stack's back swipe): the drawer
        // opens from an edge only where none of them can begin.
        // So does the back swipe of a navigation controller the container was pushed on: a swipe from that edge goes
        // back, as on any pushed screen.
        forwarder.waitsFor = { [weak container] other in
            guard let container, other is UIScreenEdgePanGestureRecognizer, let view = other.view else { return false }
            return (view !== container.view && view.isDescendant(of: container.view))
                || container.isEnclosingBackSwipe(other)
        }
        // A finger that touches down on a drawer moving by itself catches it; the pan then takes it over, or lifting
        // lets it go on. It goes with the pans (kept by their recognizer, idle once they are taken off).
        let recognizer = forwarder.recognizer
        let touchCatch = TouchDownCatch(
            on: container.view, clock: engine.clock,
            isMoving: { [weak self, weak recognizer] in recognizer?.view != nil && self?.motionPlaysByItself == true },
            catches: { [weak self] in self?.holdMotion() },
            letsGo: { [weak self] opens in self?.releaseHeldMotion(towardsOpen: opens) })
        recognizer.retainAlongside(touchCatch)
        return forwarder
    }
}

/// Whether the view under `point` (in `root`'s coordinates), or one of its ancestors below `root`, takes a sideways
/// drag (`leftward` or not) itself: a control other than a button (a slider, a switch, a segmented control, a page
/// control, a text field), a scroll view that can scroll the drag's way from where it is (a carousel or a pager on
/// its first page leaves a drag towards its start to the drawer, as it would only bounce), or a table whose row under
/// the finger swipes that way to show actions.
@MainActor
func takesSidewaysDrags(at point: CGPoint, leftward: Bool, in root: UIView) -> Bool {
    var view = root.hitTest(point, with: nil)
    while let current = view, current !== root {
        if current is UIControl, !(current is UIButton) { return true }
        #if canImport(UIKit)
            if let table = current as? UITableView, !table.isEditing,
                let actions = table.swipeActions(at: root.convert(point, to: table)),
                actions.takeDrag(
                    leftward: leftward, rightToLeft: table.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            {
                return true
            }
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled,
                scroll.scrollsSideways(leftward: leftward)
            {
                return true
            }
        #else
            if let scroll = current as? UIScrollView, scroll.scrollsSideways(leftward: leftward) { return true }
        #endif
        view = current.superview
    }
    return false
}

/// What a table's row offers a sideways drag, as its delegate and data source say: the decision runs everywhere, the
/// asking only on UIKit.
package struct RowSwipeActions: Equatable, Sendable {
    /// Whether the delegate's trailing swipe actions for the row are not empty; nil when it gives none (no method, or
    /// nil: "Return nil to get the default swipe actions", UIKit's swipe to delete).
    package var trailing: Bool?
    /// Whether the delegate's leading swipe actions for the row are not empty (UIKit has no default there).
    package var leading: Bool
    /// Whether UIKit's default swipe to delete applies: the data source commits edits, allows editing the row
    /// (`tableView(_:canEditRowAt:)`, true when not implemented; a diffable data source's answers false unless
    /// overridden), and its editing style is delete.
    package var deletes: Bool

    package init(trailing: Bool?, leading: Bool, deletes: Bool) {
        self.trailing = trailing
        self.leading = leading
        self.deletes = deletes
    }

    /// Whether a drag `leftward` (or rightward) swipes the row: a drag towards the leading edge (leftward,
    /// rightward right-to-left) shows the trailing actions, the other way the leading ones.
    package func takeDrag(leftward: Bool, rightToLeft: Bool) -> Bool {
        leftward != rightToLeft ? (trailing ?? deletes) : leading
    }
}

#if canImport(UIKit)
    extension UITableView {
        /// What the row at `point` (in the table's coordinates) offers a sideways drag; nil where no row is.
        fileprivate func swipeActions(at point: CGPoint) -> RowSwipeActions? {
            guard let indexPath = indexPathForRow(at: point) else { return nil }
            let trailing = delegate?.tableView?(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            let leading = delegate?.tableView?(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            let commit = #selector(UITableViewDataSource.tableView(_:commit:forRowAt:))
            let editable = dataSource?.tableView?(self, canEditRowAt: indexPath) ?? true
            let style = delegate?.tableView?(self, editingStyleForRowAt: indexPath) ?? .delete
            return RowSwipeActions(
                trailing: trailing.map { !$0.actions.isEmpty }, leading: leading.map { !$0.actions.isEmpty } ?? false,
                deletes: dataSource?.responds(to: commit) == true && editable && style == .delete)
        }
    }
#endif

extension UIScrollView {
    /// Whether a sideways drag (`leftward`: the content follows the finger towards larger offsets) scrolls the
    /// content from where it is: it is wider than the scroll view, and not already at the end the drag heads for.
    fileprivate func scrollsSideways(leftward: Bool) -> Bool {
        let inset = adjustedContentInset
        let lowest = -inset.left
        let highest = max(lowest, contentSize.width + inset.right - bounds.width)
        guard highest > lowest + 0.5 else { return false }
        return leftward ? contentOffset.x < highest - 0.5 : contentOffset.x > lowest + 0.5
    }
}
