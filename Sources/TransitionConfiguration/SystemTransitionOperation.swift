import Foundation

/// A transition of one of UIKit's own containers, which the catalogue's player plays for it.
public enum SystemTransitionOperation: String, Sendable, Hashable, CaseIterable {
    /// `UINavigationController` pushes a controller.
    case push
    /// `UINavigationController` pops back to a controller below the top.
    case pop
    /// A controller is presented modally.
    case present
    /// A presented controller is dismissed.
    case dismiss
    /// `UITabBarController` switches tabs.
    case tab

    /// Replace for a navigation or tab switch (the from-view leaves); overlay for a presentation or dismissal (the
    /// presented view covers the one below).
    public var kind: TransitionKind {
        switch self {
        case .push, .pop, .tab: return .replace
        case .present, .dismiss: return .overlay
        }
    }

    /// The container identifier config rules match when the container has none of its own: `"Navigation"`,
    /// `"Modal"` or `"TabBar"`.
    public var defaultContainerIdentifier: String {
        switch self {
        case .push, .pop: return "Navigation"
        case .present, .dismiss: return "Modal"
        case .tab: return "TabBar"
        }
    }

    /// The container identifier to match: `explicit` unless it is nil or empty, else the default.
    public func containerIdentifier(explicit: String?) -> String {
        guard let explicit, !explicit.isEmpty else { return defaultContainerIdentifier }
        return explicit
    }

    /// Forward for a push or presentation, backward for a pop or dismissal; a tab switch goes forward to a higher
    /// index and backward to a lower one (forward when either index is unknown).
    public func direction(fromIndex: Int?, toIndex: Int?) -> TransitionDirection {
        switch self {
        case .push, .present: return .forward
        case .pop, .dismiss: return .backward
        case .tab:
            guard let fromIndex, let toIndex else { return .forward }
            return toIndex < fromIndex ? .backward : .forward
        }
    }
}
