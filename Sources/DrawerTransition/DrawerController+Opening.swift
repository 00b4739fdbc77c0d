import Foundation
import TransitionCore

/// One running open-or-close motion: the opening animation played towards open (fraction 1) or closed (0).
@MainActor
final class DrawerMotion<Host: ContainerHost> {
    let side: DrawerSide
    let context: TransitionContext
    let animation: TransitionAnimation
    let driver: TransitionDriver
    let drawerRest: ViewState
    let centerRest: ViewState
    var completions: [(goal: Bool, handler: (@MainActor (Bool) -> Void)?)] = []

    init(
        side: DrawerSide, context: TransitionContext, animation: TransitionAnimation, driver: TransitionDriver,
        drawerRest: ViewState, centerRest: ViewState
    ) {
        self.side = side
        self.context = context
        self.animation = animation
        self.driver = driver
        self.drawerRest = drawerRest
        self.centerRest = centerRest
    }
}

/// Breaks the cycle between a motion and its driver's closures.
@MainActor
final class MotionBox<Host: ContainerHost> {
    weak var motion: DrawerMotion<Host>?
    var earlyCompletion: Bool?
}

extension DrawerController {
    /// Opens the drawer on `side`. Completes with `true` once it is open; `false` if that side has no drawer, the
    /// other side is open, or the motion was turned around before it opened.
    public func open(_ side: DrawerSide, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
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
    public func toggle(_ side: DrawerSide, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
        let current = motion.map { $0.side } ?? openSide
        let isOpenOrOpening = motion.map { $0.completions.last?.goal ?? false } ?? (openSide != nil)
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

    func move(_ side: DrawerSide, open goal: Bool, animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
        guard let host, let hierarchy = hierarchy(), let drawerChild = drawer(for: side), let centerChild = center
        else {
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
        switch delegate?.animatorChoice(for: pair(side: side, host: host)) ?? .containerDefault {
        case let .animator(chosen): animator = chosen
        case .noAnimation: animator = nil  // a config's "animator": null: open or close at once
        case .containerDefault: animator = self.animator
        }
        if let animator, !animator.capabilities.kinds.contains(.overlay) {
            // A replace-only animator describes no drawer motion: nothing would move. Say so and open or close.
            record(.animatorKindMismatch(pair(side: side, host: host), animator: animator.name, kind: .overlay))
            if goal { applyOpen(side) } else { applyClosed() }
            completion?(true)
            return
        }
        guard animated, let animator else {
            if goal { applyOpen(side) } else { applyClosed() }
            completion?(true)
            return
        }
        guard
            let motion = startMotion(
                side: side, animator: animator, host: host, hierarchy: hierarchy,
                drawerChild: drawerChild, centerChild: centerChild, from: goal ? 0 : 1)
        else {
            if goal { applyOpen(side) } else { applyClosed() }
            completion?(true)
            return
        }
        motion.completions.append((goal, completion))
        retarget(motion, towardsOpen: goal, velocity: 0)
    }

    func pair(side: DrawerSide, host: Host) -> TransitionPair {
        TransitionPair(
            container: host.containerIdentifier,
            from: center.map { host.identifier(of: $0) } ?? "",
            to: drawer(for: side).map { host.identifier(of: $0) } ?? "")
    }

    /// Builds the context and driver, shows the drawer, and parks the motion at `start` (0 closed, 1 open).
    func startMotion(
        side: DrawerSide, animator: any TransitionAnimator, host: Host,
        hierarchy: (children: Host.View, center: Host.View),
        drawerChild: Host.Child, centerChild: Host.Child, from start: Double
    ) -> DrawerMotion<Host>? {
        let bounds = host.bounds(of: host.contentView)
        let geometry = DrawerGeometry(bounds: bounds, width: drawerWidth(for: side), side: side)
        guard bounds.isUsableForAnimation else { return nil }
        let drawerView = host.view(of: drawerChild)
        let box = MotionBox<Host>()
        let pair = pair(side: side, host: host)
        let frames = geometry.frames
        let context = TransitionContext(
            pair: pair, kind: .overlay, fromChild: centerChild, toChild: drawerChild, fromView: hierarchy.center,
            toView: drawerView, containerView: hierarchy.children, containerBounds: bounds,
            direction: side == .left ? .backward : .forward,
            frames: [.center: frames.center, .drawer: frames.drawer, .from: frames.center, .to: frames.drawer],
            completion: { [weak self] reachedOpen in
                guard let self, let motion = box.motion else {
                    box.earlyCompletion = reachedOpen
                    return
                }
                self.finish(motion, open: reachedOpen)
            },
            repeatedCompletion: { [weak self] again in
                self?.record(.completeTransitionCalledAgain(pair, didComplete: again))
            })
        let animation = animator.animation(for: context)
        guard animation.duration.isFinite, animation.duration >= 0 else {
            record(.requestFailed(.invalidDuration(animator: animator.name, duration: animation.duration)))
            return nil
        }
        let driver = TransitionDriver(
            duration: animation.duration, curve: animation.curve, clock: clock,
            render: { [weak self] fraction, phase in
                guard let self, let host = self.host, let motion = box.motion else { return }
                self.draw(motion, fraction: fraction, host: host)
                self.progressHandler?(TransitionProgress(pair: pair, fraction: fraction, phase: phase))
            },
            reachedEnd: { reachedOpen in box.motion?.context.completeTransition(reachedOpen) })
        // The drawer's open state, fully defined (never what the last animation left): tracks start from it.
        let drawerRest = ViewState(frame: frames.drawer.final)
        let motion = DrawerMotion<Host>(
            side: side, context: context, animation: animation, driver: driver, drawerRest: drawerRest,
            centerRest: ViewState(frame: bounds, shadow: centerShadow))
        box.motion = motion
        self.motion = motion
        // The opening drawer goes just behind the centre container, in front of the other drawer.
        host.insertSubview(drawerView, into: hierarchy.children, at: .below(hierarchy.center))
        host.apply(drawerRest, to: drawerView)
        driver.scrub(to: start)
        if let early = box.earlyCompletion {
            // The animator completed while describing the animation: land where it said, at once.
            finish(motion, open: early)
            return nil
        }
        return motion
    }

    func draw(_ motion: DrawerMotion<Host>, fraction: Double, host: Host) {
        guard let hierarchy = hierarchy(), let drawerChild = drawer(for: motion.side) else { return }
        host.apply(motion.animation.state(of: .center, at: fraction, base: motion.centerRest), to: hierarchy.center)
        host.apply(
            motion.animation.state(of: .drawer, at: fraction, base: motion.drawerRest),
            to: host.view(of: drawerChild))
    }

    /// Plays the motion towards open (1) or closed (0); a velocity in open-fraction per second sets the pace
    /// (remaining distance / velocity, clamped to the animation's duration), otherwise the animation's own.
    func retarget(_ motion: DrawerMotion<Host>, towardsOpen: Bool, velocity: Double) {
        let driver = motion.driver
        let remaining = towardsOpen ? 1 - driver.fraction : driver.fraction
        let towards = towardsOpen ? velocity : -velocity
        if towards > 0, remaining > 0, driver.duration > 0 {
            let seconds = min(max(remaining / towards, 0.08), driver.duration)
            driver.settle(finishing: towardsOpen, speed: remaining * driver.duration / seconds, curve: .linear)
        } else {
            driver.settle(finishing: towardsOpen, speed: 1, curve: motion.animation.curve)
        }
    }

    func finish(_ motion: DrawerMotion<Host>, open reachedOpen: Bool) {
        guard self.motion === motion else { return }
        motion.driver.stop()
        self.motion = nil
        if reachedOpen { applyOpen(motion.side) } else { applyClosed(side: motion.side) }
        for (goal, handler) in motion.completions { handler?(goal == reachedOpen) }
    }

    /// Ends a running motion at once where it was heading.
    public func settle() {
        guard let motion else { return }
        let goal = motion.completions.last?.goal ?? (motion.driver.fraction >= 0.5)
        motion.driver.jump(finishing: goal)
    }

    /// Call when the container's size changed: a running motion settles where it was heading, then the centre
    /// container and the open drawer are laid out for the new bounds.
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
    }

    /// The open state without animation: drawer visible (opaque, untransformed) at its width, centre container moved
    /// aside.
    func applyOpen(_ side: DrawerSide) {
        guard let host, let (children, center) = hierarchy(), let child = drawer(for: side) else { return }
        let geometry = DrawerGeometry(
            bounds: host.bounds(of: host.contentView), width: drawerWidth(for: side), side: side)
        let view = host.view(of: child)
        host.insertSubview(view, into: children, at: .below(center))
        // Fully defined: visible, opaque, untransformed, whatever an animation or a cancelled gesture left.
        host.apply(ViewState(frame: geometry.drawerFrame), to: view)
        host.apply(ViewState(frame: geometry.openCenter, shadow: centerShadow), to: center)
        openSide = side
    }

    /// The closed state: centre container at the bounds, the drawer(s) hidden, at rest and at the back.
    func applyClosed(side: DrawerSide? = nil) {
        guard let host, let (children, center) = hierarchy() else { return }
        let bounds = host.bounds(of: host.contentView)
        host.apply(ViewState(frame: bounds, shadow: centerShadow), to: center)
        for candidate in [side ?? openSide].compactMap({ $0 }) {
            guard let child = drawer(for: candidate) else { continue }
            let view = host.view(of: child)
            // Fully defined: hidden, at its open frame, with every animated property back at rest.
            let frame = DrawerGeometry(bounds: bounds, width: drawerWidth(for: candidate), side: candidate).drawerFrame
            host.apply(ViewState(frame: frame, isHidden: true), to: view)
            host.insertSubview(view, into: children, at: .back)
        }
        openSide = nil
    }
}
