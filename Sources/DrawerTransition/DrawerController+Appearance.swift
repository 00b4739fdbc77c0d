import Foundation
import TransitionCore

extension DrawerController {
    /// Follows the container's engine: its forwarding mode (never changed here) and the container's own events.
    func attach(to engine: ContainerEngine<Host>) {
        self.engine = engine
        appearance.container = engine.appearance.container
        adoptVisibleChildren()
        engine.addObserver(container: { [weak self] event in self?.containerEvent(event) })
        updateDisplay()
    }

    private func containerEvent(_ event: ContainerEvent) {
        switch event {
        case let .willAppear(animated): containerViewWillAppear(animated: animated)
        case .didAppear: containerViewDidAppear()
        case let .willDisappear(animated): containerViewWillDisappear(animated: animated)
        case .didDisappear: containerViewDidDisappear()
        case .didResize: containerDidResize()
        case .enteredBackground: settle()
        case .appearanceForwardingWillChange:
            handOverToUIKit()
        case .appearanceForwardingDidChange:
            adoptVisibleChildren()
        }
    }

    /// Before the mode changes, as the engine does: the motion lands under the mode it began with and every begin
    /// gets its end. Leaving navigation style in a visible container, the closed drawers' children (in the hierarchy,
    /// hidden) appear first, as UIKit has them in the automatic mode.
    private func handOverToUIKit() {
        settle()
        endEveryForwardedAppearance()
        guard appearanceForwarding == .navigationStyle, appearance.container.isVisible else { return }
        for child in closedDrawerChildren {
            beginAppearance(of: child, appearing: true, animated: false)
            endAppearance(of: child)
        }
    }

    /// The drawers' children whose drawer is not open.
    private var closedDrawerChildren: [Host.Child] {
        ScreenSide.allCases.filter { $0 != openSide }.compactMap { drawer(for: $0) }
    }

    /// The children on screen while the container is: the centre child and the open drawer's.
    private var visibleChildren: [Host.Child] {
        [center, openSide.flatMap { drawer(for: $0) }].compactMap { $0 }
    }

    /// In navigation style, every child in a visible container got its callbacks from UIKit, closed drawers' too
    /// (their views are in the hierarchy, hidden): the drawer counts them as appeared, then tells the closed drawers'
    /// children they disappear. Otherwise it has nothing to track.
    private func adoptVisibleChildren() {
        appearance.removeAllChildren()
        guard appearanceForwarding == .navigationStyle, appearance.container.isVisible else { return }
        for child in visibleChildren + closedDrawerChildren { appearance.adopt(child) }
        for child in closedDrawerChildren {
            beginAppearance(of: child, appearing: false, animated: false)
            endAppearance(of: child)
        }
    }

    /// Call from the container's `viewWillAppear(_:)` when forwarding in navigation style with a host of your own: a
    /// running motion settles, then the centre child (and the open drawer's) begin to appear.
    public func containerViewWillAppear(animated: Bool) {
        settle()
        appearance.container = .appearing
        for child in visibleChildren { beginAppearance(of: child, appearing: true, animated: animated) }
    }

    /// Call from the container's `viewDidAppear(_:)`: every appearance the drawer began ends.
    public func containerViewDidAppear() {
        appearance.container = .appeared
        endEveryForwardedAppearance()
    }

    /// Call from the container's `viewWillDisappear(_:)`: a running motion settles, then the visible children begin
    /// to disappear.
    public func containerViewWillDisappear(animated: Bool) {
        settle()
        for child in visibleChildren { beginAppearance(of: child, appearing: false, animated: animated) }
        appearance.container = .disappearing
    }

    /// Call from the container's `viewDidDisappear(_:)`: every appearance the drawer began ends.
    public func containerViewDidDisappear() {
        appearance.container = .disappeared
        endEveryForwardedAppearance()
    }

    /// `beginAppearanceTransition` on `child` in navigation style while the container is visible, unless the child is
    /// already heading that way (a second begin would be unbalanced).
    func beginAppearance(of child: Host.Child, appearing: Bool, animated: Bool) {
        guard appearanceForwarding == .navigationStyle, let host, appearance.begin(child, appearing: appearing) else {
            return
        }
        host.beginAppearanceTransition(child, isAppearing: appearing, animated: animated)
    }

    /// `endAppearanceTransition` on `child` when its appearance began and the container has appeared (while the
    /// container is still appearing, its own `viewDidAppear` ends it).
    func endAppearance(of child: Host.Child) {
        guard appearanceForwarding == .navigationStyle, let host, appearance.end(child) else { return }
        host.endAppearanceTransition(child)
    }

    private func endEveryForwardedAppearance() {
        let ended = appearance.endAll()
        for child in ended { host?.endAppearanceTransition(child) }
    }

    /// Forgets a child that left the container.
    func forget(_ child: Host.Child) {
        appearance.forget(child)
    }
}
