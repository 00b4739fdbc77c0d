import Foundation
import TransitionCore

/// One running open-or-close motion: the drawer's opening transition, played towards open (fraction 1) or back
/// towards closed (0) on the same ``TransitionPlayer`` every transition of the catalogue plays on.
@MainActor
final class DrawerMotion<Host: ContainerHost> {
    let side: ScreenSide
    let transition: TransitionPlayer<Host>
    /// Every open or close request the motion answers, in order; the last one's goal is where it is heading.
    var completions: [(goal: Bool, handler: (@MainActor (Bool) -> Void)?)]

    init(
        side: ScreenSide, transition: TransitionPlayer<Host>,
        completions: [(goal: Bool, handler: (@MainActor (Bool) -> Void)?)]
    ) {
        self.side = side
        self.transition = transition
        self.completions = completions
    }

    /// The open fraction: 0 closed, 1 open.
    var fraction: Double { transition.transitionFraction ?? (transition.outcome == true ? 1 : 0) }

    /// Whether the motion is heading open.
    var isHeadingOpen: Bool { completions.last?.goal ?? (fraction >= 0.5) }
}

/// How starting a motion went.
@MainActor
enum MotionStart<Host: ContainerHost> {
    case running(DrawerMotion<Host>)
    /// The animator completed the transition while describing it: the drawer landed and the completions ran.
    case ended
    /// Nothing started and nothing changed.
    case failed
}

extension DrawerController {
    /// Opens the drawer on `side`. Completes with `true` once it is open; `false` if that side has no drawer, the
    /// other side is open, or the motion was turned around before it opened.
    public func open(_ side: ScreenSide, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
        move(side, open: true, animated: animated, completion: completion)
    }

    /// Closes the open drawer. Completes with `true` once closed (at once if already closed).
    public func close(animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
        if let motion {
            move(motion.side, open: false, animated: animated, completion: completion)
        } else if let side = openSide {
            move(side, open: false, animated: animated, completion: completion)
        } else {
            completion?(true)
        }
    }

    /// Toggles a drawer: opens `side` when closed, closes it when it is the open side, and completes with `false`
    /// when the other side is open.
    public func toggle(_ side: ScreenSide, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
        let current = motion.map { $0.side } ?? openSide
        let isOpenOrOpening = motion.map { $0.isHeadingOpen } ?? (openSide != nil)
        if current == nil || !isOpenOrOpening {
            if let current, current != side, motion != nil {
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

    func move(_ side: ScreenSide, open goal: Bool, animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
        guard let host, drawer(for: side) != nil, center != nil else {
            completion?(false)
            return
        }
        if let motion {
            // A request mid-motion retargets it: same side turns it towards the goal, the other side is refused.
            guard motion.side == side else {
                completion?(false)
                return
            }
            motion.completions.append((goal, completion))
            retarget(motion, towardsOpen: goal, velocity: 0)
            return
        }
        if let openSide, openSide != side {
            completion?(false)
            return
        }
        if (openSide == side) == goal {
            completion?(true)
            return
        }
        let animator: (any TransitionAnimator)?
        switch animatorChoice(side: side, opening: goal, host: host) {
        case let .animator(chosen): animator = chosen
        case .noAnimation: animator = nil  // a config's "animator": null: open or close at once
        case .containerDefault: animator = self.animator
        }
        var playable = animator
        if let animator, !animator.capabilities.kinds.contains(.overlay) {
            // A replace-only animator describes no drawer motion: nothing would move. Say so and open or close.
            record(
                .animatorKindMismatch(
                    pair(side: side, host: host, opening: goal), animator: animator.name, kind: .overlay))
            playable = nil
        }
        if animated, let playable {
            switch startMotion(side: side, animator: playable, from: goal ? 0 : 1, completions: [(goal, completion)]) {
            case let .running(motion):
                retarget(motion, towardsOpen: goal, velocity: 0)
                return
            case .ended:
                return  // the animator completed while describing the animation: landed, completion run
            case .failed:
                break
            }
        }
        if goal { show(side, animated: false) } else { hide(animated: false) }
        completion?(true)
    }

    /// The pair a motion asks the delegate about: (centre, drawer) to open, (drawer, centre) to close.
    func pair(side: ScreenSide, host: Host, opening: Bool = true) -> TransitionPair {
        let centre = center.map { host.identifier(of: $0) } ?? ""
        let drawer = drawer(for: side).map { host.identifier(of: $0) } ?? ""
        return TransitionPair(
            container: host.containerIdentifier, from: opening ? centre : drawer, to: opening ? drawer : centre)
    }

    /// The delegate's answer for opening or closing: a close asks the closing pair (a config's reversible rule or
    /// a rule of its own answers it) and, when nothing answers it, the opening pair.
    func animatorChoice(side: ScreenSide, opening: Bool, host: Host) -> AnimatorChoice {
        guard let delegate else { return .containerDefault }
        if !opening {
            let closing = delegate.animator(for: pair(side: side, host: host, opening: false))
            if case .containerDefault = closing {} else { return closing }
        }
        return delegate.animator(for: pair(side: side, host: host))
    }

    /// The delegate's finish-or-cancel rule for a pan that opens or closes, asked as ``animatorChoice(side:opening:host:)``
    /// asks: a close the closing pair, then the opening one.
    func gestureDecision(side: ScreenSide, opening: Bool, host: Host) -> GestureDecision? {
        guard let delegate else { return nil }
        if !opening, let decision = delegate.gestureDecision(for: pair(side: side, host: host, opening: false)) {
            return decision
        }
        return delegate.gestureDecision(for: pair(side: side, host: host))
    }

    /// The animator a gesture drives for opening or closing: the delegate's, else ``animator``, else a sliding
    /// drawer (a gesture always moves the drawer).
    func gestureAnimator(side: ScreenSide, opening: Bool, host: Host) -> any TransitionAnimator {
        if case let .animator(chosen) = animatorChoice(side: side, opening: opening, host: host) { return chosen }
        return animator ?? DrawerAnimator()
    }

    /// Starts the opening transition on `side`, drawn at `start` (0 closed, 1 open) and paused there: the caller
    /// plays it (``retarget(_:towardsOpen:velocity:)``) or a finger drives it. It fails (and `completions` do not
    /// run) when there is no centre or drawer, no size, or the animation is unplayable (recorded); it has ended (and
    /// `completions` have run) when the animator completed it while describing it.
    func startMotion(
        side: ScreenSide, animator: any TransitionAnimator, from start: Double,
        completions: [(goal: Bool, handler: (@MainActor (Bool) -> Void)?)]
    ) -> MotionStart<Host> {
        guard motion == nil, let host, let hierarchy = hierarchy(), let drawerChild = drawer(for: side),
            let centerChild = center
        else { return .failed }
        let bounds = host.bounds(of: host.contentView)
        let geometry = geometry(for: side, in: bounds)
        let frames = geometry.frames
        let drawerView = host.view(of: drawerChild)
        // Both views at fully defined rest states (never what the last animation left): the tracks start from them.
        // The opening drawer goes just behind the centre container, in front of the other drawer.
        host.insertSubview(drawerView, into: hierarchy.children, at: .below(hierarchy.center))
        host.apply(ViewState(frame: frames.drawer.final), to: drawerView)
        host.apply(ViewState(frame: bounds, shadow: centerShadow), to: hierarchy.center)
        let transition: TransitionPlayer<Host>
        do {
            transition = try TransitionPlayer(
                PlayerSetup(
                    pair: pair(side: side, host: host), kind: .overlay,
                    direction: geometry.side == .left ? .backward : .forward,
                    fromChild: centerChild, toChild: drawerChild, fromView: hierarchy.center, toView: drawerView,
                    containerView: hierarchy.children, containerBounds: bounds,
                    roleFrames: [
                        .center: frames.center, .drawer: frames.drawer, .from: frames.center, .to: frames.drawer,
                    ],
                    animator: animator, prefersReducedMotion: delegate?.prefersReducedMotion ?? false), renderer: host,
                owner: .caller, clock: clock
            ) { [weak self] reachedOpen in
                guard let self, let motion = self.motion else { return }
                self.finish(motion, open: reachedOpen)
            }
        } catch {
            record(.requestFailed(TransitionError(thrown: error)))
            // Put back the state the drawer was in: the caller lands it without animation.
            if openSide == side { applyOpen(side) } else { applyClosed(side: side) }
            return .failed
        }
        transition.progressHandler = { [weak self] progress in self?.progressHandler?(progress) }
        let motion = DrawerMotion(side: side, transition: transition, completions: completions)
        self.motion = motion
        beginAppearance(of: drawerChild, appearing: completions.last?.goal ?? (start < 0.5), animated: true)
        transition.start(pausedAt: start)
        return self.motion === motion ? .running(motion) : .ended
    }

    /// Plays the motion towards open (1) or closed (0); a velocity in open-fraction per second sets the pace
    /// (remaining distance / velocity, clamped to the animation's duration), otherwise the animation's own.
    func retarget(_ motion: DrawerMotion<Host>, towardsOpen: Bool, velocity: Double) {
        let transition = motion.transition
        let duration = transition.animation.duration
        let remaining = towardsOpen ? 1 - motion.fraction : motion.fraction
        let towards = towardsOpen ? velocity : -velocity
        var speed = 1.0
        var curve = transition.animation.curve
        if towards > 0, remaining > 0, duration > 0 {
            let seconds = min(max(remaining / towards, 0.08), duration)
            speed = remaining * duration / seconds
            curve = .linear
        }
        if let child = drawer(for: motion.side) { beginAppearance(of: child, appearing: towardsOpen, animated: true) }
        if towardsOpen {
            try? transition.finishInteractiveTransition(speed: speed, curve: curve)
        } else {
            try? transition.cancelInteractiveTransition(speed: speed, curve: curve)
        }
    }

    func finish(_ motion: DrawerMotion<Host>, open reachedOpen: Bool) {
        guard self.motion === motion else { return }
        self.motion = nil
        gesture = nil
        for diagnostic in motion.transition.diagnostics { record(diagnostic) }
        if reachedOpen { applyOpen(motion.side) } else { applyClosed(side: motion.side) }
        if let child = drawer(for: motion.side) {
            // However it was steered, the drawer child's appearance ends where the drawer landed.
            beginAppearance(of: child, appearing: reachedOpen, animated: true)
            endAppearance(of: child)
        }
        for (goal, handler) in motion.completions { handler?(goal == reachedOpen) }
    }

    /// Ends a running motion at once where it was heading.
    public func settle() {
        guard let motion else { return }
        motion.transition.jump(finishing: motion.isHeadingOpen)
    }

    /// Call when the container's size changed: a running motion settles where it was heading, then the centre
    /// container and the open drawer are laid out for the new bounds. A drawer on a container with an engine of its
    /// own (``/TransitionCore/EngineContainer``) hears of resizes from it and needs no call.
    public func containerDidResize() {
        settle()
        guard let host, let (children, center) = hierarchy() else { return }
        let bounds = host.bounds(of: host.contentView)
        host.apply(ViewState(frame: bounds), to: children)
        if let openSide {
            applyOpen(openSide)
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

    /// Opens `side` without animation, with the drawer child's appearance calls.
    func show(_ side: ScreenSide, animated: Bool) {
        guard let child = drawer(for: side) else { return }
        beginAppearance(of: child, appearing: true, animated: animated)
        applyOpen(side)
        endAppearance(of: child)
    }

    /// Closes the open drawer without animation, with the drawer child's appearance calls.
    func hide(animated: Bool) {
        guard let side = openSide, let child = drawer(for: side) else {
            applyClosed()
            return
        }
        beginAppearance(of: child, appearing: false, animated: animated)
        applyClosed(side: side)
        endAppearance(of: child)
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
        let states = openStates(side, geometry: geometry, drawerChild: child, drawerView: view)
        host.apply(states.drawer, to: view)
        host.apply(states.center, to: center)
        openSide = side
    }

    /// The centre's and the drawer's states while `side` is open: the opening animation's at its end, over the open
    /// frames (visible, opaque, untransformed where the animation says nothing). Without an animation (the delegate
    /// asks for none, or there is no animator), the plain open frames.
    func openStates(
        _ side: ScreenSide, geometry: DrawerGeometry, drawerChild: Host.Child, drawerView: Host.View
    )
        -> (center: ViewState, drawer: ViewState)
    {
        let centerRest = ViewState(frame: geometry.openCenter, shadow: centerShadow)
        let drawerRest = ViewState(frame: geometry.drawerFrame)
        guard let host, let (children, center) = hierarchy(), let centerChild = self.center else {
            return (centerRest, drawerRest)
        }
        let opener: (any TransitionAnimator)?
        switch animatorChoice(side: side, opening: true, host: host) {
        case let .animator(chosen): opener = chosen
        case .noAnimation: opener = nil
        case .containerDefault: opener = animator
        }
        let bounds = host.bounds(of: host.contentView)
        guard let opener, bounds.isUsableForAnimation else { return (centerRest, drawerRest) }
        let frames = geometry.frames
        let context = TransitionContext(
            pair: pair(side: side, host: host), kind: .overlay, fromChild: centerChild, toChild: drawerChild,
            fromView: center, toView: drawerView, containerView: children, containerBounds: bounds,
            direction: geometry.side == .left ? .backward : .forward,
            frames: [.center: frames.center, .drawer: frames.drawer, .from: frames.center, .to: frames.drawer],
            completion: { _ in })
        let animation = opener.animation(for: context)
        let centerRole: TransitionRole = animation.animates(.center) ? .center : .from
        let drawerRole: TransitionRole = animation.animates(.drawer) ? .drawer : .to
        return (
            animation.state(of: centerRole, at: 1, base: centerRest),
            animation.state(of: drawerRole, at: 1, base: drawerRest)
        )
    }

    /// The closed state: centre container at the bounds, the drawer(s) hidden, at rest and at the back.
    func applyClosed(side: ScreenSide? = nil) {
        guard let host, let (children, center) = hierarchy() else { return }
        let bounds = host.bounds(of: host.contentView)
        host.apply(ViewState(frame: bounds, shadow: centerShadow), to: center)
        for candidate in [side ?? openSide].compactMap({ $0 }) {
            guard let child = drawer(for: candidate) else { continue }
            let view = host.view(of: child)
            // Fully defined: hidden, at its open frame, with every animated property back at rest.
            let frame = geometry(for: candidate, in: bounds).drawerFrame
            host.apply(ViewState(frame: frame, isHidden: true), to: view)
            host.insertSubview(view, into: children, at: .back)
        }
        openSide = nil
    }
}
