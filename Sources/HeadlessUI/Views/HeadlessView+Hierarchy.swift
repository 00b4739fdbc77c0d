import Foundation
import TransitionCore

extension HeadlessView {
    /// The window the view is in, through its superviews, if any.
    public var window: HeadlessWindow? {
        var view = self
        while let parent = view.superview { view = parent }
        return view.hostingWindow
    }

    /// Whether the view is visible to a person: in a window, not hidden and not transparent, all the way up.
    public var isVisibleOnScreen: Bool {
        guard window != nil else { return false }
        var view: HeadlessView? = self
        while let current = view {
            if current.isHidden || current.alpha <= 0 { return false }
            view = current.superview
        }
        return true
    }

    /// Whether `self` is `view` or one of its subviews, at any depth.
    public func isDescendant(of view: HeadlessView) -> Bool {
        var current: HeadlessView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The subviews of this view, at any depth, parents first.
    public var allSubviews: [HeadlessView] {
        subviews.flatMap { [$0] + $0.allSubviews }
    }

    /// `addSubview(_:)`: on top of the other subviews.
    public func addSubview(_ view: HeadlessView) {
        insert(view, at: subviews.count)
    }

    /// `insertSubview(_:at:)`; the index is clamped to the subviews' range.
    public func insertSubview(_ view: HeadlessView, at index: Int) {
        insert(view, at: index)
    }

    /// `insertSubview(_:aboveSubview:)`: `view` ends just above `sibling`, also when it already was a subview on
    /// either side of it (Apple's reference: "Inserts a view above another view in the view hierarchy"); a sibling
    /// that is not a subview puts `view` on top.
    public func insertSubview(_ view: HeadlessView, aboveSubview sibling: HeadlessView) {
        guard view !== sibling else { return }
        if view.superview === self { subviews.removeAll { $0 === view } }
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insert(view, at: index)
    }

    /// `insertSubview(_:belowSubview:)`: `view` ends just below `sibling`, also when it already was a subview on
    /// either side of it; a sibling that is not a subview puts `view` at the back.
    public func insertSubview(_ view: HeadlessView, belowSubview sibling: HeadlessView) {
        guard view !== sibling else { return }
        if view.superview === self { subviews.removeAll { $0 === view } }
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insert(view, at: index)
    }

    /// `bringSubviewToFront(_:)`.
    public func bringSubviewToFront(_ view: HeadlessView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    /// `sendSubviewToBack(_:)`.
    public func sendSubviewToBack(_ view: HeadlessView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
    }

    /// `removeFromSuperview()`. Leaving a window sends `viewWillDisappear` now and `viewDidDisappear` when the
    /// run-loop turn ends, to every controller in the subtree that receives automatic appearance calls, and makes a
    /// first responder in the subtree resign.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let wasInWindow = window != nil
        firstResponderInSubtree?.resign(handingOverTo: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if let owner { environment.record(owner.identifier, .removeFromSuperview, .containerCode) }
        if wasInWindow {
            forgetSafeAreaInSubtree()
            environment.cancelTouches(in: self)
            HeadlessViewController.forwardAppearance(in: self, appearing: false)
        }
    }

    private func insert(_ view: HeadlessView, at requested: Int) {
        // Adding a view to itself or to one of its own subviews would make a cycle; UIKit raises, we refuse.
        guard !isDescendant(of: view) else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(requested, 0), subviews.count))
            return
        }
        let wasInWindow = view.window != nil
        if let old = view.superview {
            old.subviews.removeAll { $0 === view }
            view.superview = nil
        }
        subviews.insert(view, at: min(max(requested, 0), subviews.count))
        view.superview = self
        if let child = view.owner {
            environment.record(nearestOwner?.identifier ?? name, .addSubview(child.identifier), .containerCode)
        }
        let isInWindow = window != nil
        if isInWindow, !wasInWindow {
            view.countWindowEntry()
            // "Immediately before your view appears onscreen" (`viewSafeAreaInsetsDidChange()`): insets first.
            view.updateSafeAreaInSubtree()
            view.setNeedsLayout()
            HeadlessViewController.forwardAppearance(in: view, appearing: true)
        } else if wasInWindow, !isInWindow {
            view.forgetSafeAreaInSubtree()
            HeadlessViewController.forwardAppearance(in: view, appearing: false)
        }
    }

    private func countWindowEntry() {
        windowEntries += 1
        for subview in subviews { subview.countWindowEntry() }
    }

    /// The controller owning this view or its nearest ancestor.
    var nearestOwner: HeadlessViewController? {
        var view: HeadlessView? = self
        while let current = view {
            if let owner = current.owner { return owner }
            view = current.superview
        }
        return nil
    }
}
