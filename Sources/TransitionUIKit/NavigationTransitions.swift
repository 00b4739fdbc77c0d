import Foundation
import TransitionConfiguration
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// Puts a config's push and pop animators on the navigation controller a view controller sits in, from inside it:
/// what a SwiftUI `NavigationStack` needs, whose navigation controller the app never holds. It finds the nearest
/// navigation controller among the controller's ancestors and attaches a ``ConfiguredNavigationDelegate`` to it,
/// which keeps the delegate that was there (SwiftUI's own) and forwards to it everything it does not answer; pairs
/// the config gives no animator keep UIKit's animation.
///
/// ```swift
/// let transitions = NavigationTransitions(configuration: configuredDelegate)
/// transitions.attach(from: someControllerInTheStack)
/// ```
@MainActor
public final class NavigationTransitions {
    /// The config the pushes and pops play.
    public let configuration: ConfiguredTransitionDelegate
    /// The delegate attached to the navigation controller, while attached.
    public private(set) var delegate: ConfiguredNavigationDelegate?
    private weak var navigationController: UINavigationController?

    /// Transitions from `configuration`.
    public init(configuration: ConfiguredTransitionDelegate) {
        self.configuration = configuration
    }

    /// Attaches to the navigation controller `controller` sits in (its nearest ancestor); nothing when already
    /// attached there, or when another configured delegate already plays a config there (one per stack: a second
    /// would wrap the first, and each would add its own edge swipes). Moves to another navigation controller when the
    /// controller now sits in that one. False when the controller is in none (yet).
    @discardableResult
    public func attach(from controller: UIViewController) -> Bool {
        guard let navigation = controller.navigationController else { return false }
        if navigation === navigationController, navigation.delegate === delegate { return true }
        if navigation.delegate is ConfiguredNavigationDelegate, navigation.delegate !== delegate { return true }
        detach()
        let delegate = ConfiguredNavigationDelegate(configuration: configuration)
        delegate.attach(to: navigation)
        self.delegate = delegate
        navigationController = navigation
        return true
    }

    /// Takes the configured delegate off, putting back the one it replaced.
    public func detach() {
        delegate?.detach()
        delegate = nil
        navigationController = nil
    }
}

extension UIViewController {
    /// The screen this controller is part of: itself or the ancestor whose parent is a container of screens (a
    /// navigation, tab bar or transition container), or the top-most ancestor while it is in none yet.
    public var containingScreen: UIViewController {
        var screen: UIViewController = self
        while let parent = screen.parent {
            if parent is UINavigationController || parent is UITabBarController
                || parent is TransitionContainerViewController
            {
                return screen
            }
            screen = parent
        }
        return screen
    }
}
