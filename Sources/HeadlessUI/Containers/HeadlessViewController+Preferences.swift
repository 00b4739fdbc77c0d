import Foundation
import TransitionCore

/// What a screen asks of the system around it, and how a container passes the question on to a child.
///
/// Modelled rules (`UIViewController` reference, "Managing the status bar", "Managing the home indicator",
/// "Handling view rotations"): the system asks the controller at the root of the window (or the frontmost presented
/// one, when it covers the screen) and follows `childForStatusBarStyle` and its siblings down to the controller
/// whose answer counts; it asks again only when a controller calls `setNeedsStatusBarAppearanceUpdate()` (or its
/// siblings, each for its own preference: a status-bar update does not re-read the orientations, which iOS 16
/// re-reads only on `setNeedsUpdateOfSupportedInterfaceOrientations()`), or the root or presentation changes. The model keeps the shown values on the window
/// (``HeadlessWindow/statusBarStyle`` and siblings), updated at exactly those moments, so a container that forgets
/// to ask for an update shows the old child's preference.
extension HeadlessViewController {
    /// `setNeedsStatusBarAppearanceUpdate()`: the window asks again.
    public func setNeedsStatusBarAppearanceUpdate() {
        view.window?.updateSystemPreferences([.statusBar])
    }

    /// `setNeedsUpdateOfHomeIndicatorAutoHidden()`.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        view.window?.updateSystemPreferences([.homeIndicator])
    }

    /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        view.window?.updateSystemPreferences([.screenEdges])
    }

    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16).
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        view.window?.updateSystemPreferences([.orientations])
    }

    func resolved<T>(
        _ value: (HeadlessViewController) -> T, following child: (HeadlessViewController) -> HeadlessViewController?
    ) -> T {
        var controller = self
        while let next = child(controller), next !== controller { controller = next }
        return value(controller)
    }
}

/// The preferences the system reads from the frontmost controller, each updated on its own request.
enum SystemPreference: CaseIterable {
    case statusBar, homeIndicator, screenEdges, orientations
}

extension HeadlessWindow {
    /// Asks the frontmost controller (following its `childFor…` answers) for what the system shows now: `which`
    /// preferences, all of them when the root or the presentation changed.
    func updateSystemPreferences(_ which: Set<SystemPreference> = Set(SystemPreference.allCases)) {
        guard let front = frontmostViewController else { return }
        if which.contains(.statusBar) {
            let style = front.resolved(\.preferredStatusBarStyle, following: \.childForStatusBarStyle)
            let hidden = front.resolved(\.prefersStatusBarHidden, following: \.childForStatusBarHidden)
            if style != statusBarStyle || hidden != isStatusBarHidden {
                statusBarChangeDuration = rootView.environment.animationBlockDuration ?? 0
            }
            statusBarStyle = style
            isStatusBarHidden = hidden
        }
        if which.contains(.homeIndicator) {
            isHomeIndicatorAutoHidden = front.resolved(
                \.prefersHomeIndicatorAutoHidden, following: \.childForHomeIndicatorAutoHidden)
        }
        if which.contains(.screenEdges) {
            screenEdgesDeferringSystemGestures = front.resolved(
                \.preferredScreenEdgesDeferringSystemGestures,
                following: \.childForScreenEdgesDeferringSystemGestures)
        }
        if which.contains(.orientations) { supportedInterfaceOrientations = front.supportedInterfaceOrientations }
    }
}
