import Foundation

/// Safe-area insets, as UIKit hands them down (`UIView.safeAreaInsets`, `UIViewController.additionalSafeAreaInsets`
/// and `viewSafeAreaInsetsDidChange()` references):
///
/// - a view that is not in a window has no insets;
/// - the window's insets are the device's (status bar, sensor housing, home indicator): ``HeadlessWindow/safeAreaInsets``,
///   which a test sets for the device and orientation it models;
/// - any other view's insets are the part of it its superview's safe area does not cover: the overlap of its frame
///   with its superview's insets, each edge clamped to the view's size;
/// - a controller's root view adds its controller's `additionalSafeAreaInsets`, and keeps its insets between
///   updates ("frozen"): UIKit computes them when the view is about to appear on screen, when its size changes,
///   when the window's or an ancestor's insets change, and when `additionalSafeAreaInsets` changes — not when the
///   view merely moves. A child whose view enters the window away from its resting place (a screen sliding in)
///   keeps the insets of *that* place until its next update. This is the conservative reading of UIKit: how a
///   device treats a controller's view that moves is undocumented; the behaviour that a controller's view keeps
///   its insets while it moves, and gets none when it is added off its resting place, was observed and published
///   ("Safe Area Insets", matrixprojects.net).
///
/// When a root view's insets change, its controller gets `viewSafeAreaInsetsDidChange()`, the view
/// `safeAreaInsetsDidChange()`, and the view needs layout. ``HeadlessScrollView/adjustedContentInset`` adds the scroll
/// view's safe area to its content inset.
extension HeadlessView {
    /// `safeAreaInsets`.
    public var safeAreaInsets: HeadlessEdgeInsets {
        guard let window else { return HeadlessEdgeInsets() }
        if self === window.rootView { return window.safeAreaInsets }
        if owner != nil { return controllerSafeArea?.insets ?? HeadlessEdgeInsets() }
        return uncoveredInsets
    }

    /// The part of the view its superview's safe area does not cover, from the view's frame where it stands now.
    var uncoveredInsets: HeadlessEdgeInsets {
        guard let superview else { return HeadlessEdgeInsets() }
        let outer = superview.safeAreaInsets
        let space = superview.bounds
        let safe = CGRect(
            x: space.minX + outer.left, y: space.minY + outer.top, width: space.width - outer.left - outer.right,
            height: space.height - outer.top - outer.bottom)
        let frame = self.frame
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return HeadlessEdgeInsets(
            top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
    }

    /// Updates the insets of every controller's root view in the subtree, parents first (the view's own, if it is
    /// one): where each view stands now, relative to its superview's safe area.
    func updateSafeAreaInSubtree() {
        guard window != nil else { return }
        for view in [self] + allSubviews where view.owner != nil { view.updateControllerSafeArea() }
    }

    /// A layout pass of a controller's root view whose size changed since its insets were computed updates them.
    func updateSafeAreaIfResized() {
        guard owner != nil, window != nil, controllerSafeArea?.size != bounds.size else { return }
        updateSafeAreaInSubtree()
    }

    /// The subtree left its window: its controllers' views have no insets, and get new ones when they come back.
    func forgetSafeAreaInSubtree() {
        for view in [self] + allSubviews where view.owner != nil { view.controllerSafeArea = nil }
    }

    private func updateControllerSafeArea() {
        guard let owner else { return }
        var insets = uncoveredInsets
        let extra = owner.additionalSafeAreaInsets
        insets.top += extra.top
        insets.left += extra.left
        insets.bottom += extra.bottom
        insets.right += extra.right
        let changed = controllerSafeArea?.insets != insets
        controllerSafeArea = (insets, bounds.size)
        guard changed else { return }
        owner.viewSafeAreaInsetsDidChange()
        safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}

extension HeadlessWindow {
    /// The window's safe-area insets: the device's status bar, sensor housing and home indicator for the orientation
    /// modelled. Setting them (a rotation, a status bar that grows) updates every controller's view in the window.
    public var safeAreaInsets: HeadlessEdgeInsets {
        get { deviceSafeAreaInsets }
        set {
            guard newValue != deviceSafeAreaInsets else { return }
            deviceSafeAreaInsets = newValue
            rootView.updateSafeAreaInSubtree()
        }
    }
}
