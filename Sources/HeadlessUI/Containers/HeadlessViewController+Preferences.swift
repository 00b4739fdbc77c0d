import Foundation
import TransitionCore

/// `UIStatusBarStyle`.
public enum HeadlessStatusBarStyle: Sendable, Hashable {
    /// The system chooses by the interface style.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
}

/// `UIInterfaceOrientationMask`.
public struct HeadlessInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = HeadlessInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = HeadlessInterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape, home button or indicator on the right.
    public static let landscapeLeft = HeadlessInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, home button or indicator on the left.
    public static let landscapeRight = HeadlessInterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscapes.
    public static let landscape: HeadlessInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: HeadlessInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down (an iPhone's default).
    public static let allButUpsideDown: HeadlessInterfaceOrientationMask = [.portrait, .landscape]
}

/// What a screen asks of the system around it, and how a container passes the question on to a child.
///
/// Modelled rules (`UIViewController` reference, "Managing the status bar", "Managing the home indicator",
/// "Handling view rotations"): the system asks the controller at the root of the window (or the frontmost presented
/// one, when it covers the screen) and follows `childForStatusBarStyle` and its siblings down to the controller
/// whose answer counts; it asks again only when a controller calls `setNeedsStatusBarAppearanceUpdate()` (or its
/// siblings), or the root or presentation changes. The model keeps the shown values on the window
/// (``HeadlessWindow/statusBarStyle`` and siblings), updated at exactly those moments, so a container that forgets
/// to ask for an update shows the old child's preference.
extension HeadlessViewController {
    /// `setNeedsStatusBarAppearanceUpdate()`: the window asks again.
    public func setNeedsStatusBarAppearanceUpdate() {
        view.window?.updateSystemPreferences()
    }

    /// `setNeedsUpdateOfHomeIndicatorAutoHidden()`.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        view.window?.updateSystemPreferences()
    }

    /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        view.window?.updateSystemPreferences()
    }

    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16).
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        view.window?.updateSystemPreferences()
    }

    func resolved<T>(
        _ value: (HeadlessViewController) -> T, following child: (HeadlessViewController) -> HeadlessViewController?
    ) -> T {
        var controller = self
        while let next = child(controller), next !== controller { controller = next }
        return value(controller)
    }
}

extension HeadlessWindow {
    /// Asks the frontmost controller (following its `childFor…` answers) for what the system shows now.
    func updateSystemPreferences() {
        guard let front = frontmostViewController else { return }
        statusBarStyle = front.resolved(\.preferredStatusBarStyle, following: \.childForStatusBarStyle)
        isStatusBarHidden = front.resolved(\.prefersStatusBarHidden, following: \.childForStatusBarHidden)
        isHomeIndicatorAutoHidden = front.resolved(
            \.prefersHomeIndicatorAutoHidden, following: \.childForHomeIndicatorAutoHidden)
        screenEdgesDeferringSystemGestures = front.resolved(
            \.preferredScreenEdgesDeferringSystemGestures, following: \.childForScreenEdgesDeferringSystemGestures)
        supportedInterfaceOrientations = front.supportedInterfaceOrientations
    }
}
