import Foundation

/// Where a container's own view is in its appearance callbacks.
package enum ContainerAppearance: Sendable {
    case disappeared, appearing, appeared, disappearing

    /// Between `viewWillAppear` and `viewWillDisappear`: children may be told to appear.
    package var isVisible: Bool { self == .appearing || self == .appeared }
}

/// What the engine told one child with `beginAppearanceTransition`, in navigation style.
struct ForwardedAppearance<Child: AnyObject> {
    enum Phase { case appearing, appeared, disappearing }

    let child: Child
    var phase: Phase
}

extension ContainerEngine {
    // MARK: The container's own appearance

    /// Call from the container's `viewWillAppear(_:)`. In navigation style a transition that ran while the container
    /// was off screen is settled, then the selected child gets `beginAppearanceTransition(true, animated:)`.
    /// In the automatic mode UIKit forwards by itself and the engine only notes that the container is visible.
    public func containerViewWillAppear(animated: Bool) {
        let forwards = appearanceForwarding == .navigationStyle
        if forwards { holdsPending = true }
        // The transition sent no appearance calls (the container was off screen): it ends before the children are
        // told anything, so its end cannot send the ends of begins it never made.
        if forwards { settle(because: .containerAppearing) }
        containerAppearance = .appearing
        if let host, let selectedChild {
            beginAppearance(of: selectedChild, appearing: true, animated: animated, host: host)
        }
        if forwards {
            holdsPending = false
            runPending()
        }
        notifyContainer(.willAppear(animated: animated))
    }

    /// Call from the container's `viewDidAppear(_:)`. In navigation style every child whose appearance began while
    /// the container was appearing gets its `endAppearanceTransition()` now, with the container's own did-callback.
    public func containerViewDidAppear() {
        containerAppearance = .appeared
        endEveryForwardedAppearance()
        notifyContainer(.didAppear)
    }

    /// Call from the container's `viewWillDisappear(_:)`. In navigation style a running transition is settled as for
    /// a resize (its ends are sent while the container is still visible), then the selected child gets
    /// `beginAppearanceTransition(false, animated:)`.
    public func containerViewWillDisappear(animated: Bool) {
        let forwards = appearanceForwarding == .navigationStyle
        if forwards {
            holdsPending = true
            settle(because: .containerDisappearing)
        }
        if let host, let selectedChild {
            beginAppearance(of: selectedChild, appearing: false, animated: animated, host: host)
        }
        containerAppearance = .disappearing
        if forwards {
            holdsPending = false
            runPending()
        }
        notifyContainer(.willDisappear(animated: animated))
    }

    /// Call from the container's `viewDidDisappear(_:)`. In navigation style every appearance the engine began gets
    /// its `endAppearanceTransition()`.
    public func containerViewDidDisappear() {
        containerAppearance = .disappeared
        endEveryForwardedAppearance()
        notifyContainer(.didDisappear)
    }

    // MARK: Forwarding to children

    /// `beginAppearanceTransition(appearing, animated:)` on `child`, in navigation style while the container is
    /// visible. A child already heading that way is left alone: a second begin is UIKit's "Unbalanced calls to
    /// begin/end appearance transitions".
    func beginAppearance(of child: Host.Child, appearing: Bool, animated: Bool, host: Host) {
        guard appearanceForwarding == .navigationStyle, containerAppearance.isVisible else { return }
        let index = forwardedAppearances.firstIndex { $0.child === child }
        let phase = index.map { forwardedAppearances[$0].phase }
        switch (phase, appearing) {
        case (nil, true), (.disappearing?, true):
            setForwarded(child, at: index, to: .appearing)
        case (.appeared?, false), (.appearing?, false):
            setForwarded(child, at: index, to: .disappearing)
        default:
            return
        }
        host.beginAppearanceTransition(child, isAppearing: appearing, animated: animated)
    }

    /// `endAppearanceTransition()` on `child` when it owes one. While the container is itself appearing or
    /// disappearing, the end waits for the container's own did-callback (``containerViewDidAppear()``,
    /// ``containerViewDidDisappear()``): a child's did-callback never comes before its container's.
    func endAppearance(of child: Host.Child, host: Host) {
        guard appearanceForwarding == .navigationStyle, containerAppearance == .appeared else { return }
        guard let index = forwardedAppearances.firstIndex(where: { $0.child === child }) else { return }
        endForwarded(at: index, host: host)
    }

    /// Ends every appearance the engine began, oldest first.
    func endEveryForwardedAppearance() {
        guard let host else { return }
        var index = 0
        while index < forwardedAppearances.count {
            let before = forwardedAppearances.count
            endForwarded(at: index, host: host)
            // An ended disappearance leaves the list; anything else stays and is passed.
            if forwardedAppearances.count == before { index += 1 }
        }
    }

    /// After a change to navigation style: the selected child of a visible container got its callbacks from UIKit,
    /// so the engine counts it as appeared (the next switch tells it to disappear). After a change to automatic, the
    /// engine has nothing to track.
    func adoptVisibleChild() {
        forwardedAppearances.removeAll()
        guard appearanceForwarding == .navigationStyle, containerAppearance.isVisible, let selectedChild else { return }
        forwardedAppearances.append(ForwardedAppearance(child: selectedChild, phase: .appeared))
    }

    private func setForwarded(_ child: Host.Child, at index: Int?, to phase: ForwardedAppearance<Host.Child>.Phase) {
        if let index {
            forwardedAppearances[index].phase = phase
        } else {
            forwardedAppearances.append(ForwardedAppearance(child: child, phase: phase))
        }
    }

    private func endForwarded(at index: Int, host: Host) {
        let record = forwardedAppearances[index]
        switch record.phase {
        case .appeared:
            return
        case .appearing:
            forwardedAppearances[index].phase = .appeared
        case .disappearing:
            forwardedAppearances.remove(at: index)
        }
        host.endAppearanceTransition(record.child)
    }
}
