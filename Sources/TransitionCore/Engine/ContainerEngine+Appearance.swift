import Foundation

extension ContainerEngine {
    // MARK: The container's own appearance

    /// Call from the container's `viewWillAppear(_:)`. In navigation style a transition that ran while the container
    /// was off screen is settled, then the selected child gets `beginAppearanceTransition(true, animated:)`.
    /// In the automatic mode UIKit forwards by itself and the engine only notes that the container is visible.
    public func containerViewWillAppear(animated: Bool) {
        let forwards = forwardsByHand
        // The transition sent no appearance calls (the container was off screen): it ends before the children are
        // told anything, so its end cannot send the ends of begins it never made. Requests wait until every child
        // has been told.
        if forwards { perform(machine.beginOperation(.forwardingAppearance, settling: .containerAppearing)) }
        appearance.container = .appearing
        if let host {
            for child in visibleChildren { beginAppearance(of: child, appearing: true, animated: animated, host: host) }
        }
        if forwards { perform(machine.endOperation()) }
        notifyContainer(.willAppear(animated: animated))
    }

    /// Call from the container's `viewDidAppear(_:)`. In navigation style every child whose appearance began while
    /// the container was appearing gets its `endAppearanceTransition()` now, with the container's own did-callback.
    public func containerViewDidAppear() {
        appearance.container = .appeared
        endEveryForwardedAppearance()
        notifyContainer(.didAppear)
    }

    /// Call from the container's `viewWillDisappear(_:)`. In navigation style a running transition is settled as for
    /// a resize (its ends are sent while the container is still visible), then the selected child gets
    /// `beginAppearanceTransition(false, animated:)`.
    public func containerViewWillDisappear(animated: Bool) {
        let forwards = forwardsByHand
        if forwards { perform(machine.beginOperation(.forwardingAppearance, settling: .containerDisappearing)) }
        if let host {
            for child in visibleChildren {
                beginAppearance(of: child, appearing: false, animated: animated, host: host)
            }
        }
        appearance.container = .disappearing
        if forwards { perform(machine.endOperation()) }
        notifyContainer(.willDisappear(animated: animated))
    }

    /// Call from the container's `viewDidDisappear(_:)`. In navigation style every appearance the engine began gets
    /// its `endAppearanceTransition()`.
    public func containerViewDidDisappear() {
        appearance.container = .disappeared
        endEveryForwardedAppearance()
        notifyContainer(.didDisappear)
    }

    // MARK: The forwarding mode

    /// Changes who forwards appearance callbacks: a running switch first settles at its end under the mode it began
    /// with, every appearance the engine began ends, then the visible child is handed over. Requests made meanwhile
    /// start under the new mode.
    func changeForwarding(to mode: AppearanceForwarding) {
        guard mode != forwarding else { return }
        perform(machine.beginOperation(.changingForwarding, settling: .appearanceForwardingChanged))
        endEveryForwardedAppearance()
        // A switch a finger drove in the automatic mode was forwarded by hand: it has settled and every call it began
        // has ended, so the new mode starts from the children as UIKit and the engine left them.
        forwardsInteractiveSwitchByHand = false
        if let host, forwarding == .navigationStyle, appearance.container.isVisible {
            // Leaving navigation style in a visible container: the hidden overlays' children (in the hierarchy,
            // hidden) appear first, as UIKit has them in the automatic mode.
            for child in hiddenOverlayChildren {
                beginAppearance(of: child, appearing: true, animated: false, host: host)
                endAppearance(of: child, host: host)
            }
        }
        notifyContainer(.appearanceForwardingWillChange(to: mode))
        forwarding = mode
        adoptVisibleChild()
        notifyContainer(.appearanceForwardingDidChange)
        perform(machine.endOperation())
    }

    // MARK: Forwarding to children

    /// `beginAppearanceTransition(appearing, animated:)` on `child`, in navigation style while the container is
    /// visible. A child already heading that way is left alone: a second begin is UIKit's "Unbalanced calls to
    /// begin/end appearance transitions".
    func beginAppearance(of child: Child, appearing: Bool, animated: Bool, host: Host) {
        guard forwardsByHand, appearance.begin(child, appearing: appearing) else { return }
        host.beginAppearanceTransition(child, isAppearing: appearing, animated: animated)
    }

    /// `endAppearanceTransition()` on `child` when it owes one. While the container is itself appearing or
    /// disappearing, the end waits for the container's own did-callback (``containerViewDidAppear()``,
    /// ``containerViewDidDisappear()``): a child's did-callback never comes before its container's.
    func endAppearance(of child: Child, host: Host) {
        guard forwardsByHand, appearance.end(child) else { return }
        host.endAppearanceTransition(child)
    }

    /// Ends every appearance the engine began, oldest first.
    func endEveryForwardedAppearance() {
        guard let host else { return }
        for child in appearance.endAll() { host.endAppearanceTransition(child) }
        releaseHandForwarding()
    }

    /// Hands forwarding back to UIKit after an interactive switch of the automatic mode, once it has ended and every
    /// call it began has ended too (an end waits while the container itself appears or disappears).
    func releaseHandForwarding() {
        guard forwarding == .automatic, forwardsInteractiveSwitchByHand, active == nil, machine.operations.isEmpty,
            appearance.container == .appeared || appearance.container == .disappeared
        else { return }
        forwardsInteractiveSwitchByHand = false
        appearance.removeAllChildren()
    }

    /// After a change to navigation style: the selected child of a visible container got its callbacks from UIKit,
    /// so the engine counts it as appeared (the next switch tells it to disappear). After a change to automatic, the
    /// engine has nothing to track.
    /// Entering navigation style in a visible container: every child UIKit told it appeared counts as appeared (the
    /// hidden overlays' children too: their views are in the hierarchy, hidden), then the hidden overlays' children are
    /// told they disappear.
    func adoptVisibleChild() {
        appearance.removeAllChildren()
        guard let host, appearanceForwarding == .navigationStyle, appearance.container.isVisible else { return }
        for child in visibleChildren + hiddenOverlayChildren { appearance.adopt(child) }
        for child in hiddenOverlayChildren {
            beginAppearance(of: child, appearing: false, animated: false, host: host)
            endAppearance(of: child, host: host)
        }
    }
}
