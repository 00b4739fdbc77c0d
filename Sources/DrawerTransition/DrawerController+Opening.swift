import Foundation
@_spi(Host) import TransitionCore

extension DrawerController {
    /// Opens the drawer on `side`. Completes with `true` once it is open; `false` if that side has no drawer, the
    /// other side is open, or the motion was turned around before it opened.
    public func open(_ side: ScreenSide, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
        move(side, open: true, animated: animated, completion: completion)
    }

    /// Closes the open drawer. Completes with `true` once closed (at once if already closed).
    public func close(animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
        if let side = engine.movingOverlay ?? openSide {
            move(side, open: false, animated: animated, completion: completion)
        } else {
            completion?(true)
        }
    }

    /// Toggles a drawer: opens `side` when closed, closes it when it is the open side, and completes with `false`
    /// when the other side is open.
    public func toggle(_ side: ScreenSide, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
        let moving = engine.movingOverlay
        let current = moving ?? openSide
        let isOpenOrOpening = engine.overlayHeadsForShown ?? (openSide != nil)
        if current == nil || !isOpenOrOpening {
            if let current, current != side, moving != nil {
                completion?(false)
                return
            }
            open(side, animated: animated, completion: completion)
        } else if current == side {
            close(animated: animated, completion: completion)
        } else {
            completion?(false)
        }
    }

    /// Opens or closes through the engine: mid-motion requests turn the motion (same side) or are refused (the
    /// other side), as the engine's overlay rule says.
    func move(_ side: ScreenSide, open goal: Bool, animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
        guard let host else {
            completion?(false)
            return
        }
        let animation: OverlayAnimation?
        if animated, engine.movingOverlay == nil, (openSide == side) != goal, drawer(for: side) != nil {
            let chosen: (any TransitionAnimator)?
            switch animatorChoice(side: side, opening: goal, host: host) {
            case let .animator(animator): chosen = animator
            case .noAnimation: chosen = nil  // a config's "animator": null: open or close at once
            case .containerDefault: chosen = self.animator
            }
            let playing = goal ? chosen : chosen.flatMap { closingAnimator(side: side, chosen: $0, host: host) }
            animation = playing.map { self.animation(side: side, animator: $0, host: host) }
        } else {
            animation = nil
        }
        engine.moveOverlay(on: side, shown: goal, animation: animation, completion: completion)
    }

    /// The opening on `side` played by `animator`, in the drawer's geometry.
    func animation(side: ScreenSide, animator: any TransitionAnimator, host: ContainerViews<Child, View>) -> OverlayAnimation {
        let bounds = host.bounds(of: host.contentView)
        let geometry = geometry(for: side, in: bounds)
        let frames = geometry.frames
        return OverlayAnimation(
            animator: animator, pair: pair(side: side, host: host),
            frames: [.center: frames.center, .drawer: frames.drawer, .from: frames.center, .to: frames.drawer],
            direction: geometry.side == .left ? .backward : .forward,
            // The motion plays under the system's Reduce Motion too (the engine adds it): so does its rest.
            prefersReducedMotion: (delegate?.prefersReducedMotion ?? false) || engine.systemPrefersReducedMotion,
            progressHandler: { [weak self] progress in self?.progressHandler?(progress) })
    }

    /// The pair a motion asks the delegate about: (centre, drawer) to open, (drawer, centre) to close.
    func pair(side: ScreenSide, host: ContainerViews<Child, View>, opening: Bool = true) -> TransitionPair {
        let centre = center.map { host.identifier(of: $0) } ?? ""
        let drawer = drawer(for: side).map { host.identifier(of: $0) } ?? ""
        return TransitionPair(
            container: host.containerIdentifier, from: opening ? centre : drawer, to: opening ? drawer : centre)
    }

    /// The delegate's answer for opening or closing: a close asks the closing pair (a config's reversible rule or
    /// a rule of its own answers it) and, when nothing answers it, the opening pair.
    func animatorChoice(side: ScreenSide, opening: Bool, host: ContainerViews<Child, View>) -> AnimatorChoice {
        guard let delegate else { return .containerDefault }
        if !opening {
            let closing = delegate.animator(for: pair(side: side, host: host, opening: false))
            if case .containerDefault = closing {} else { return closing }
        }
        return delegate.animator(for: pair(side: side, host: host))
    }

    /// The delegate's finish-or-cancel rule for a pan that opens or closes, asked as ``animatorChoice(side:opening:host:)``
    /// asks: a close the closing pair, then the opening one.
    func gestureDecision(side: ScreenSide, opening: Bool, host: ContainerViews<Child, View>) -> GestureDecision? {
        guard let delegate else { return nil }
        if !opening, let decision = delegate.gestureDecision(for: pair(side: side, host: host, opening: false)) {
            return decision
        }
        return delegate.gestureDecision(for: pair(side: side, host: host))
    }

    /// The animator a gesture drives for opening or closing: the delegate's, else ``animator``, else a sliding
    /// drawer (a gesture always moves the drawer). A close starts where the open drawer rests (see
    /// ``closingAnimator(side:chosen:host:)``), with a sliding drawer when nothing else does.
    func gestureAnimator(side: ScreenSide, opening: Bool, host: ContainerViews<Child, View>) -> any TransitionAnimator {
        var chosen = animator ?? DrawerAnimator()
        if case let .animator(answer) = animatorChoice(side: side, opening: opening, host: host) { chosen = answer }
        guard !opening, openSide == side else { return chosen }
        return closingAnimator(side: side, chosen: chosen, host: host) ?? DrawerAnimator()
    }

    /// The animator a close of the open drawer plays: `chosen` when its start (the opening's state at its end) is
    /// where the open drawer rests; else the animator that opened it, played back, whose end that rest is; else none
    /// (the close happens at once). A replaced choice is reported in the engine's diagnostics.
    func closingAnimator(
        side: ScreenSide, chosen: any TransitionAnimator, host: ContainerViews<Child, View>
    )
        -> (any TransitionAnimator)?
    {
        guard openSide == side, let child = drawer(for: side) else { return chosen }
        let geometry = geometry(for: side, in: host.bounds(of: host.contentView))
        let drawerRest = drawerRest(child, view: host.view(of: child), frame: geometry.drawerFrame)
        let rest = openStates(side, geometry: geometry, drawerRest: drawerRest)
        func startsAtRest(_ candidate: any TransitionAnimator) -> Bool {
            let start = endStates(of: candidate, side, geometry: geometry, drawerRest: drawerRest)
            return start.center.isClose(to: rest.center) && start.drawer.isClose(to: rest.drawer)
        }
        if startsAtRest(chosen) { return chosen }
        let opener = openingAnimator(side: side, host: host)
        let playing = opener.flatMap { startsAtRest($0) ? $0 : nil }
        engine.report(
            .closingAnimatorReplaced(
                pair(side: side, host: host, opening: false), animator: chosen.name, playing: playing?.name))
        return playing
    }

    /// The animator an open on `side` plays (nil: it opens at once).
    func openingAnimator(side: ScreenSide, host: ContainerViews<Child, View>) -> (any TransitionAnimator)? {
        switch animatorChoice(side: side, opening: true, host: host) {
        case let .animator(chosen): return chosen
        case .noAnimation: return nil
        case .containerDefault: return animator
        }
    }

    /// Ends a running motion at once where it was heading.
    public func settle() {
        engine.settleOverlayMotion()
    }

    /// Call when the container's size changed, with a host of your own: a running motion settles where it was
    /// heading, then the centre container and the open drawer are laid out for the new bounds. A drawer on a
    /// container with an engine of its own (``/TransitionCore/EngineContainer``) hears of resizes from it and needs
    /// no call.
    public func containerDidResize() {
        engine.containerDidResize()
    }

    /// Lays the centre container, the centre child and the open drawer out for the container's bounds.
    func layOutForBounds() {
        guard let host, let (children, center) = hierarchy() else { return }
        let bounds = host.bounds(of: host.contentView)
        host.apply(ViewState(frame: bounds), to: children)
        if let openSide {
            applyOpen(openSide)
            placeBackdrop(openSide, shown: true)
        } else {
            var state = host.state(of: center)
            state.frame = bounds
            host.apply(state, to: center)
        }
        // The centre child fills the centre container: a centre set before the container had its size, or a
        // rotation, must not leave it at the old size.
        if let child = self.center {
            let view = host.view(of: child)
            var state = host.state(of: view)
            state.frame = CGRect(origin: .zero, size: bounds.size)
            host.apply(state, to: view)
        }
    }

    /// The engine's layout requests for the slot on `side`.
    func layOut(_ side: ScreenSide, _ layout: OverlaySlot<Child, View>.Layout) {
        switch layout {
        case .hidden:
            applyClosed(side: side)
            placeBackdrop(side, shown: false)
        case .shown:
            applyOpen(side)
            placeBackdrop(side, shown: true)
        case .motionStart:
            prepareMotion(side)
            placeBackdrop(side, shown: true)
        }
    }

    /// Behind each drawer stands its surface, shown while the drawer shows: where a style uncovers the container (a
    /// centre shrunk by `slide-and-scale`, a door half swung, a spring past the open width), a person sees the menu
    /// continue round the centre, not the window. Made once per drawer, when it is set (so it is part of the drawer,
    /// not something a motion puts up), hidden while the drawer is closed, and laid out with it.
    func placeBackdrop(_ side: ScreenSide, shown: Bool) {
        guard let host, let (children, _) = hierarchy(), let child = drawer(for: side) else { return }
        let view = host.view(of: child)
        if backdrops[side] == nil { backdrops[side] = host.insertBackdropView(matching: view, below: view, in: children) }
        guard let backdrop = backdrops[side] else { return }
        host.insertSubview(backdrop, into: children, at: .below(view))
        host.apply(ViewState(frame: host.bounds(of: children), isHidden: !shown), to: backdrop)
    }

    /// Both views at fully defined rest states (never what the last animation left), which the tracks start from;
    /// the opening drawer just behind the centre container, in front of the other drawer.
    private func prepareMotion(_ side: ScreenSide) {
        guard let host, let (children, center) = hierarchy(), let child = drawer(for: side) else { return }
        let bounds = host.bounds(of: host.contentView)
        let frames = geometry(for: side, in: bounds).frames
        let view = host.view(of: child)
        host.insertSubview(view, into: children, at: .below(center))
        host.apply(drawerRest(child, view: view, frame: frames.drawer.final), to: view)
        host.apply(ViewState(frame: bounds, shadow: centerShadow), to: center)
    }

    /// The open state without animation: the drawer at its width, the centre container moved aside, each as the
    /// opening animation leaves it (a `slide-and-scale` centre stays scaled while open, so neither the end of an
    /// open nor the start of a close snaps it).
    func applyOpen(_ side: ScreenSide) {
        guard let host, let (children, center) = hierarchy(), let child = drawer(for: side) else { return }
        let geometry = geometry(for: side, in: host.bounds(of: host.contentView))
        let view = host.view(of: child)
        host.insertSubview(view, into: children, at: .below(center))
        // Fully defined, whatever an animation or a cancelled gesture left.
        let states = openStates(
            side, geometry: geometry, drawerRest: drawerRest(child, view: view, frame: geometry.drawerFrame))
        host.apply(states.drawer, to: view)
        host.apply(states.center, to: center)
    }

    /// The centre's and the drawer's states while `side` is open: the opening animation's at its end, over the open
    /// frames (visible, opaque, untransformed where the animation says nothing). Without an animation (the delegate
    /// asks for none, or there is no animator), the plain open frames.
    func openStates(
        _ side: ScreenSide, geometry: DrawerGeometry, drawerRest: ViewState
    )
        -> (center: ViewState, drawer: ViewState)
    {
        guard let host, let opener = openingAnimator(side: side, host: host) else {
            return (ViewState(frame: geometry.openCenter, shadow: centerShadow), drawerRest)
        }
        return endStates(of: opener, side, geometry: geometry, drawerRest: drawerRest)
    }

    /// The centre's and the drawer's states at the end of `animator`'s opening on `side`, over the open frames.
    func endStates(
        of opener: any TransitionAnimator, _ side: ScreenSide, geometry: DrawerGeometry, drawerRest: ViewState
    ) -> (center: ViewState, drawer: ViewState) {
        let centerRest = ViewState(frame: geometry.openCenter, shadow: centerShadow)
        guard let host else { return (centerRest, drawerRest) }
        let bounds = host.bounds(of: host.contentView)
        // No size, no animation to read the open state from (the player refuses such bounds too).
        let playable = bounds.width > 0 && bounds.height > 0 && bounds.width.isFinite && bounds.height.isFinite
        guard playable else { return (centerRest, drawerRest) }
        let frames = geometry.frames
        // The state the opening's motion lands in: the same animation, under the same Reduce Motion setting.
        let context = TransitionContext(
            previewing: pair(side: side, host: host), kind: .overlay, containerBounds: bounds,
            direction: geometry.side == .left ? .backward : .forward,
            // The motion plays under the system's Reduce Motion too (the engine adds it): so does its rest.
            prefersReducedMotion: (delegate?.prefersReducedMotion ?? false) || engine.systemPrefersReducedMotion,
            frames: [.center: frames.center, .drawer: frames.drawer, .from: frames.center, .to: frames.drawer])
        let animation = opener.animation(for: context)
        let centerRole: TransitionRole = animation.animates(.center) ? .center : .from
        let drawerRole: TransitionRole = animation.animates(.drawer) ? .drawer : .to
        return (
            animation.state(of: centerRole, at: 1, base: centerRest),
            animation.state(of: drawerRole, at: 1, base: drawerRest)
        )
    }

    /// The closed state of `side`: centre container at the bounds, its drawer hidden, at rest and at the back.
    func applyClosed(side: ScreenSide) {
        guard let host, let (children, center) = hierarchy() else { return }
        let bounds = host.bounds(of: host.contentView)
        // The centre rests closed unless the other side's drawer is the one open (a drawer set beside it).
        if openSide == nil || openSide == side {
            host.apply(ViewState(frame: bounds, shadow: centerShadow), to: center)
        }
        guard let child = drawer(for: side) else { return }
        let view = host.view(of: child)
        // Fully defined: hidden, at its open frame, with every animated property back at rest.
        let frame = geometry(for: side, in: bounds).drawerFrame
        var rest = drawerRest(child, view: view, frame: frame)
        rest.isHidden = true
        host.apply(rest, to: view)
        host.insertSubview(view, into: children, at: .back)
    }

    /// A drawer child's view at rest at `frame`: visible, opaque, untransformed, with the corner radius and shadow
    /// the app gave its view (read when the drawer was set), so a motion's end never wipes them.
    func drawerRest(_ child: Child, view: View, frame: CGRect) -> ViewState {
        guard let host else { return ViewState(frame: frame) }
        let key = ObjectIdentifier(child)
        if drawerStyles[key] == nil {
            let own = host.state(of: view)
            drawerStyles[key] = (own.cornerRadius, own.shadow)
        }
        let style = drawerStyles[key] ?? (0, .none)
        return ViewState(frame: frame, cornerRadius: style.cornerRadius, shadow: style.shadow)
    }
}
