import Foundation

extension ContainerEngine {
    /// Call when the container's content view changed size (a rotation, a split-view resize).
    ///
    /// A running transition is settled in the direction it was heading — playing or finishing: at its end;
    /// interactive or cancelling: back at its start, because a finger's intent is unknown — then the selected
    /// child is laid out at the new bounds. The frames an animation was made for no longer fit, so retargeting
    /// mid-flight would animate towards the wrong place. Recorded as ``ContainerDiagnostic/transitionSettled(_:reason:completed:)``.
    ///
    /// Requests that wait for the running transition start only after the selected child is laid out at the new
    /// size. Size changes the engine makes itself (an animation of the content view's frame) are not resizes.
    public func containerDidResize() {
        // A size change the running transition's player makes (an animation of the content view) is not a resize.
        guard active?.player.isDrawing != true else { return }
        if let active = runningSwitch, let host {
            // The layout's frame, which the content view gets back when the transition ends.
            active.player.containerLayoutFrame = host.state(of: host.contentView).frame
        }
        perform(machine.beginOperation(.settlingForAnotherOperation, settling: .resized))
        let next = machine.endOperation()
        // Requests that waited start at the new size.
        layOutSelectedChild()
        perform(next)
        notifyContainer(.didResize)
    }

    /// Call when the app, or the scene whose window shows the container, enters the background: a running
    /// transition is settled as for ``containerDidResize()``, so the app switcher's snapshot and the app coming back
    /// never show a container stuck mid-transition.
    ///
    /// A request that waited for it, or that a callback of its end makes, lands at once, without animation: nobody
    /// sees the screen until the app comes back, and it must come back at rest.
    public func applicationDidEnterBackground() {
        perform(machine.beginOperation(.settlingForAnotherOperation, settling: .enteredBackground))
        // What ending the operation would start, it starts here without animation.
        _ = machine.endOperation()
        runPending(animated: false)
        notifyContainer(.enteredBackground)
    }

    /// Whether the system asks for less motion (Reduce Motion): what a motion's rest must follow too, or it would
    /// land in the state the full motion reaches and snap.
    package var systemPrefersReducedMotion: Bool { host?.systemPrefersReducedMotion ?? false }

    /// Settles a running transition in the direction it was heading, recording why.
    func settle(because reason: SettleReason) {
        guard let active else { return }
        record(.transitionSettled(active.pair, reason: reason, completed: headsForItsEnd(active)))
        settleWhereHeading()
    }

    /// Sizes the selected child's view to the content view's bounds, keeping its other properties.
    func layOutSelectedChild() {
        guard let host, let child = selectedChild else { return }
        let view = host.view(of: child)
        var state = host.state(of: view)
        state.frame = host.bounds(of: childrenView ?? host.contentView).finiteOrZero
        host.apply(state, to: view)
    }
}
