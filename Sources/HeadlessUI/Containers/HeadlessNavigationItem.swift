import Foundation

/// An in-memory `UINavigationItem`: what a screen asks of the navigation bar while it is on top — here only what
/// decides whether a person can go back (`UINavigationItem` reference: `hidesBackButton`, `leftBarButtonItems`,
/// `leftItemsSupplementBackButton`).
///
/// Modelled rule (an observation, **unverified on a device**; widely reported, e.g. WordPress-iOS pull request 6064):
/// UIKit's back swipe does not begin while the top screen hides its back button, or replaces it with left bar items
/// that do not supplement it. See ``HeadlessNavigationController``.
@MainActor
public final class HeadlessNavigationItem {
    /// `hidesBackButton`.
    public var hidesBackButton = false
    /// `leftBarButtonItems`.
    public var leftBarButtonItems: [HeadlessBarButtonItem]?
    /// `leftItemsSupplementBackButton`: left items shown beside the back button rather than instead of it.
    public var leftItemsSupplementBackButton = false

    /// `leftBarButtonItem`: the first of ``leftBarButtonItems``.
    public var leftBarButtonItem: HeadlessBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// A navigation item with the back button shown.
    public init() {}

    /// Whether the back button shows: not hidden, and not replaced by left items that do not supplement it.
    public var showsBackButton: Bool {
        !hidesBackButton && ((leftBarButtonItems ?? []).isEmpty || leftItemsSupplementBackButton)
    }
}

/// An in-memory `UIBarButtonItem`: a titled item in a navigation bar.
@MainActor
public final class HeadlessBarButtonItem {
    /// `title`.
    public var title: String?

    /// `UIBarButtonItem(title:style:target:action:)`, without the action.
    public init(title: String?) {
        self.title = title
    }
}
