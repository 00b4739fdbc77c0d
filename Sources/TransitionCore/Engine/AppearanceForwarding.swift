/// How a container's children get their appearance callbacks (`viewWillAppear`, `viewDidAppear`,
/// `viewWillDisappear`, `viewDidDisappear`). Set it with ``ContainerEngine/appearanceForwarding``.
///
/// Containment calls (`addChild`, `willMove`, `didMove`, `addSubview`, `removeFromSuperview`, `removeFromParent`)
/// are the same in both modes; only who sends the appearance callbacks, and when, differs.
public enum AppearanceForwarding: String, Sendable, Hashable, CaseIterable {
    /// UIKit's automatic forwarding (`shouldAutomaticallyForwardAppearanceMethods == true`), what a plain custom
    /// container gets. The system sends the callbacks as views enter and leave the window:
    ///
    /// - switch: the arriving child gets `viewWillAppear` when its view is added, and `viewDidAppear` when that
    ///   run-loop turn ends, while the animation is still running; the leaving child gets `viewWillDisappear` when
    ///   its view is removed at completion, and `viewDidDisappear` when that turn ends.
    /// - cancelled switch: the arriving child gets `viewWillDisappear` and `viewDidDisappear` when its view is removed;
    ///   the staying child gets nothing, it never left the window.
    /// - a switch that starts under a finger (an edge swipe, `beginInteractiveTransition(to:)`): forwarded as in
    ///   ``navigationStyle`` — the arriving child's `viewDidAppear` comes when the switch finishes, not as the finger
    ///   starts it (a text field becoming first responder there would raise the keyboard under a finger that may
    ///   still let go); the container answers `shouldAutomaticallyForwardAppearanceMethods` with false for as long.
    ///   A switch that started by itself and is then caught by a finger keeps UIKit's calls: its arriving child has
    ///   already heard it appeared
    ///   (the engine's `forwardsAppearanceAutomatically`).
    case automatic
    /// UIKit's manual forwarding, as `UINavigationController` does it
    /// (`shouldAutomaticallyForwardAppearanceMethods == false`): the engine brackets each transition with
    /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on the children, through the host, so
    /// the did-callbacks come when the animation ends:
    ///
    /// - switch starts: leaving `beginAppearanceTransition(false)` (`viewWillDisappear`), then arriving
    ///   `beginAppearanceTransition(true)` (`viewWillAppear`), before the arriving view is added.
    /// - switch completes: leaving `endAppearanceTransition()` (`viewDidDisappear`), then arriving
    ///   `endAppearanceTransition()` (`viewDidAppear`), after the leaving view is removed — the leaving child first
    ///   each time, as published logs of `UINavigationController`'s push and pop show.
    /// - switch cancelled: arriving `beginAppearanceTransition(false)` then `endAppearanceTransition()`
    ///   (`viewWillAppear → viewWillDisappear → viewDidDisappear` in all); staying `beginAppearanceTransition(true)`
    ///   then `endAppearanceTransition()` (`viewWillDisappear → viewWillAppear → viewDidAppear`).
    /// - without animation, a first child or a removed child: the begin and the end in the same call sequence.
    ///
    /// Calls are made only while the container itself is visible, which the host reports with
    /// ``ContainerEngine/containerViewWillAppear(animated:)`` and its siblings: the container forwards its own
    /// appearance to the selected child, and a switch while it is off screen sends no appearance calls.
    case navigationStyle = "navigation-style"

    /// Not available: the container's `shouldAutomaticallyForwardAppearanceMethods` is the engine's
    /// `forwardsAppearanceAutomatically`, which is false in the automatic mode too while a finger drives a switch.
    @available(
        *, unavailable,
        message: "answer shouldAutomaticallyForwardAppearanceMethods with engine.forwardsAppearanceAutomatically"
    )
    public var forwardsAutomatically: Bool { self == .automatic }
}
