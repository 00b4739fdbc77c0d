import Foundation

/// An in-memory `UIRefreshControl`: set as a scroll view's ``HeadlessScrollView/refreshControl``, a pull down on the
/// list at its top past ``pullDistance`` begins refreshing and sends `.valueChanged` (`UIRefreshControl` reference:
/// "When the user pulls down, the control... sends the valueChanged event"); ``endRefreshing()`` ends it.
///
/// How far the pull must go is not documented: the model's ``pullDistance`` is a reading (unverified on a device).
@MainActor
public final class HeadlessRefreshControl: HeadlessControl {
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// How far past the list's top a pull begins a refresh (a reading of UIKit, which does not document it).
    public static let pullDistance: CGFloat = 100

    /// A refresh control in the current environment.
    public convenience init() {
        self.init(name: "refresh control", frame: .zero, environment: .current)
    }

    /// `beginRefreshing()`: shows a refresh under way (sends no event, as UIKit's does not).
    public func beginRefreshing() {
        isRefreshing = true
    }

    /// `endRefreshing()`.
    public func endRefreshing() {
        isRefreshing = false
    }

    /// The list was pulled `distance` past its top by a person's drag.
    func pulled(_ distance: CGFloat) {
        guard isEnabled, !isRefreshing, distance >= Self.pullDistance else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
