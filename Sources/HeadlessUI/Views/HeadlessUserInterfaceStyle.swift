import Foundation

/// `UIUserInterfaceStyle`: light or dark appearance.
///
/// Modelled rules (`UIView.overrideUserInterfaceStyle` and `UITraitCollection` reference): a view's style is the one
/// its nearest `overrideUserInterfaceStyle` (itself or an ancestor) forces, else the system's
/// (``HeadlessEnvironment/userInterfaceStyle``); changing the system's changes every view that forces none.
public enum HeadlessUserInterfaceStyle: Int, Hashable, Sendable {
    /// No style forced: the view takes its superview's.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

extension HeadlessView {
    /// `traitCollection`: the view's layout direction and appearance.
    public var traitCollection: HeadlessTraitCollection {
        var style = HeadlessUserInterfaceStyle.unspecified
        var view: HeadlessView? = self
        while let current = view, style == .unspecified {
            style = current.overrideUserInterfaceStyle
            view = current.superview
        }
        return HeadlessTraitCollection(
            layoutDirection: effectiveUserInterfaceLayoutDirection,
            userInterfaceStyle: style == .unspecified ? environment.userInterfaceStyle : style)
    }
}
