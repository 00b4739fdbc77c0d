import Foundation
import TransitionCore

/// Where a child is in the appearance calls the drawer forwarded to it.
enum ForwardedPhase {
    case appearing, appeared, disappearing, disappeared
}

extension DrawerController {
    /// Follows the container's engine: navigation-style forwarding, and the container's own events.
    func attach(to engine: ContainerEngine<Host>) {
        engine.appearanceForwarding = .navigationStyle
        appearanceForwarding = .navigationStyle
        containerAppearance = engine.containerAppearance
        engine.addObserver(container: { [weak self] event in self?.containerEvent(event) })
    }

    private func containerEvent(_ event: ContainerEvent) {
        switch event {
        case let .willAppear(animated): containerViewWillAppear(animated: animated)
        case .didAppear: containerViewDidAppear()
        case let .willDisappear(animated): containerViewWillDisappear(animated: animated)
        case .didDisappear: containerViewDidDisappear()
        case .didResize: containerDidResize()
        case .enteredBackground: settle()
        }
    }

    /// The children on screen while the container is: the centre child and the open drawer's.
    private var visibleChildren: [Host.Child] {
        [center, openSide.flatMap { drawer(for: $0) }].compactMap { $0 }
    }

    /// Call from the container's `viewWillAppear(_:)` when forwarding in navigation style with a host of your own: a
    /// running motion settles, then the centre child (and the open drawer's) begin to appear.
    public func containerViewWillAppear(animated: Bool) {
        settle()
        containerAppearance = .appearing
        for child in visibleChildren { beginAppearance(of: child, appearing: true, animated: animated) }
    }

    /// Call from the container's `viewDidAppear(_:)`: every appearance the drawer began ends.
    public func containerViewDidAppear() {
        containerAppearance = .appeared
        endEveryForwardedAppearance()
    }

    /// Call from the container's `viewWillDisappear(_:)`: a running motion settles, then the visible children begin
    /// to disappear.
    public func containerViewWillDisappear(animated: Bool) {
        settle()
        for child in visibleChildren { beginAppearance(of: child, appearing: false, animated: animated) }
        containerAppearance = .disappearing
    }

    /// Call from the container's `viewDidDisappear(_:)`: every appearance the drawer began ends.
    public func containerViewDidDisappear() {
        containerAppearance = .disappeared
        endEveryForwardedAppearance()
    }

    /// `beginAppearanceTransition` on `child` in navigation style while the container is visible, unless the child is
    /// already heading that way (a second begin would be unbalanced).
    func beginAppearance(of child: Host.Child, appearing: Bool, animated: Bool) {
        guard appearanceForwarding == .navigationStyle, containerAppearance.isVisible, let host else { return }
        let index = forwardedIndex(of: child)
        let phase = index.map { forwarded[$0].phase } ?? .disappeared
        let next: ForwardedPhase
        switch (phase, appearing) {
        case (.disappeared, true), (.disappearing, true): next = .appearing
        case (.appeared, false), (.appearing, false): next = .disappearing
        default: return
        }
        if let index { forwarded[index].phase = next } else { forwarded.append((child, next)) }
        host.beginAppearanceTransition(child, isAppearing: appearing, animated: animated)
    }

    /// `endAppearanceTransition` on `child` when its appearance began and the container has appeared (while the
    /// container is still appearing, its own `viewDidAppear` ends it).
    func endAppearance(of child: Host.Child) {
        guard appearanceForwarding == .navigationStyle, containerAppearance == .appeared,
            let index = forwardedIndex(of: child)
        else { return }
        end(at: index)
    }

    private func endEveryForwardedAppearance() {
        for index in forwarded.indices { end(at: index) }
    }

    /// Ends the appearance forwarded at `index` if one is between its begin and end.
    private func end(at index: Int) {
        let entry = forwarded[index]
        switch entry.phase {
        case .appearing: forwarded[index].phase = .appeared
        case .disappearing: forwarded[index].phase = .disappeared
        case .appeared, .disappeared: return
        }
        host?.endAppearanceTransition(entry.child)
    }

    private func forwardedIndex(of child: Host.Child) -> Int? {
        forwarded.firstIndex { $0.child === child }
    }

    /// Forgets a child that left the container.
    func forget(_ child: Host.Child) {
        forwarded.removeAll { $0.child === child }
    }
}
