import Foundation
import TransitionCore

/// What `snapshotView(afterScreenUpdates:)` returns on the model: a plain view the size of the snapshotted view's
/// bounds, at the origin, that records what it pictures instead of pixels.
///
/// Modelled rules, from UIKit's `UIView.snapshotView(afterScreenUpdates:)` reference and the message UIKit logs for
/// an empty snapshot ("Snapshotting a view that has not been rendered results in an empty snapshot"):
/// - the snapshot is a new view, outside any hierarchy, sized to the view's bounds;
/// - it pictures the view's rendered contents: a view that is not in a window, or is hidden (itself or an
///   ancestor), renders nothing, so its snapshot is blank (``isBlank``);
/// - `afterScreenUpdates: false` captures the screen as it is, which may miss recent changes; `true` incorporates
///   them first. The model renders no pixels, so it only records the flag (``includesRecentChanges``).
/// - `afterScreenUpdates: true` of a rendered view commits the pending changes to the render server to picture them
///   (the reference: "the snapshot incorporates any recent changes"; rdar 23280454 reports the commit showing on
///   screen): whatever the layer tree is at that moment may be shown for a frame. The model tells the environment's
///   screen-update observers (``HeadlessEnvironment/observeScreenUpdates(_:)``), as it tells frame observers of a
///   frame; whether a display refresh falls between that commit and the run loop's own is unverified on a device,
///   and the model takes the reading where it does.
public final class HeadlessSnapshotView: HeadlessView {
    /// The view the snapshot pictures.
    public private(set) weak var snapshotted: HeadlessView?
    /// Whether the snapshot shows nothing (the view was not rendered when it was taken).
    public let isBlank: Bool
    /// The `afterScreenUpdates` it was taken with.
    public let includesRecentChanges: Bool
    /// The part of the view it pictures, in the view's bounds coordinates: all of its bounds for
    /// `snapshotView(afterScreenUpdates:)`, the rectangle asked for by
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    public let region: CGRect

    init(of view: HeadlessView, region: CGRect? = nil, afterScreenUpdates: Bool) {
        if afterScreenUpdates, view.isRendered { view.environment.commitScreenUpdates() }
        snapshotted = view
        isBlank = !view.isRendered
        includesRecentChanges = afterScreenUpdates
        self.region = region ?? view.bounds
        super.init(
            name: "snapshot of \(view.name)", frame: CGRect(origin: .zero, size: self.region.size),
            environment: view.environment)
    }
}

extension HeadlessView {
    /// `snapshotView(afterScreenUpdates:)`: a new view picturing this one's rendered contents (see
    /// ``HeadlessSnapshotView``).
    public func snapshotView(afterScreenUpdates: Bool) -> HeadlessView? {
        HeadlessSnapshotView(of: self, afterScreenUpdates: afterScreenUpdates)
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: a new view picturing `rect` of this one's
    /// rendered contents (in its bounds coordinates), sized to `rect`. The cap insets only matter when the snapshot
    /// is stretched, which the model does not draw.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates: Bool, withCapInsets capInsets: HeadlessEdgeInsets
    ) -> HeadlessView? {
        HeadlessSnapshotView(of: self, region: rect, afterScreenUpdates: afterScreenUpdates)
    }

    /// Whether the view renders: it is in a window and neither it nor an ancestor is hidden.
    var isRendered: Bool {
        guard window != nil else { return false }
        var view: HeadlessView? = self
        while let current = view {
            if current.isHidden { return false }
            view = current.superview
        }
        return true
    }
}

extension HeadlessView {
    /// Every view whose ``transitionElement`` is `identifier` in a depth-first walk of this view's subtree (this view
    /// first, then its subviews back to front), hidden subtrees skipped: the cells of a grid, in order.
    public func views(taggedAs identifier: String) -> [HeadlessView] {
        var found: [HeadlessView] = []
        collect(taggedAs: identifier, into: &found)
        return found
    }

    private func collect(taggedAs identifier: String, into found: inout [HeadlessView]) {
        guard !isHidden else { return }
        if transitionElement == identifier { found.append(self) }
        for subview in subviews { subview.collect(taggedAs: identifier, into: &found) }
    }

    /// The first view whose ``transitionElement`` is `identifier` in a depth-first walk of this view's subtree (this
    /// view first, then its subviews back to front), skipping hidden subtrees: a view nobody sees is not the element.
    public func firstView(taggedAs identifier: String) -> HeadlessView? {
        guard !isHidden else { return nil }
        if transitionElement == identifier { return self }
        for subview in subviews {
            if let found = subview.firstView(taggedAs: identifier) { return found }
        }
        return nil
    }
}

