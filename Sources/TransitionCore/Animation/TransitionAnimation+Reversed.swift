import Foundation

extension TransitionAnimation {
    /// The same motion played backwards, for the reverse pair: what this animation draws at progress `1 − p` is what
    /// the reversed one draws at `p`, with the leaving and arriving screens (and their elements) trading roles and
    /// the screen that was in front still in front. The ``backdrop`` keeps its role (an overshoot uncovers the side
    /// of the screen arriving, whichever way the motion goes). The whole-transition ``curve`` stays: a return on
    /// `easeOut` still settles gently, as the way there did.
    ///
    /// ```swift
    /// let there = sheet.animation(for: presenting)      // the sheet rises over Home
    /// let back = there.reversed()                       // the sheet sinks back down, Home underneath
    /// ```
    public func reversed() -> TransitionAnimation {
        TransitionAnimation(
            duration: duration, curve: curve, tracks: tracks.map { $0.reversed() },
            toViewPlacement: toViewPlacement == .above ? .below : .above, backdrop: backdrop)
    }
}

extension RoleTrack {
    /// The tracks played backwards, on the role that plays this view on the way back.
    public func reversed() -> RoleTrack {
        RoleTrack(
            role.onTheWayBack, frame: frame?.reversed(), alpha: alpha?.reversed(), transform: transform?.reversed(),
            cornerRadius: cornerRadius?.reversed(), shadow: shadow?.reversed())
    }
}

extension TransitionRole {
    /// The role the same view has on the way back: the leaving screen arrives, the arriving one leaves (and their
    /// elements' pictures with them); the others keep theirs.
    public var onTheWayBack: TransitionRole {
        switch self {
        case .from: return .to
        case .to: return .from
        case .fromElement: return .toElement
        case .toElement: return .fromElement
        default: return self
        }
    }
}

extension PropertyTrack {
    /// The track played backwards: its value at `f` is this track's at `1 − f`. Keyframes mirror in time and each
    /// segment's easing turns round (ease-in becomes ease-out).
    public func reversed() -> PropertyTrack {
        let mirrored = keyframes.indices.reversed().map { index -> Keyframe<Value> in
            // The segment arriving at the mirrored keyframe is the one that left it going forward.
            let curve = index + 1 < keyframes.count ? keyframes[index + 1].curve.reversed : .linear
            return Keyframe(time: 1 - keyframes[index].time, value: keyframes[index].value, curve: curve)
        }
        return PropertyTrack(mirrored) ?? self
    }
}

extension TimingCurve {
    /// The curve that plays this one backwards in time: `reversed.value(at: t) == 1 − value(at: 1 − t)`. A spring
    /// has no exact reverse and stays as it is.
    public var reversed: TimingCurve {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeOut
        case .easeOut: return .easeIn
        case .easeInOut: return .easeInOut
        case .systemDefault: return CubicBezier.systemDefault.reversed.map(TimingCurve.cubicBezier) ?? self
        case let .cubicBezier(bezier): return bezier.reversed.map(TimingCurve.cubicBezier) ?? self
        case .spring: return self
        }
    }
}

extension CubicBezier {
    /// The curve mirrored through its centre: control points `(1 − x2, 1 − y2)` and `(1 − x1, 1 − y1)`. Never nil
    /// (a valid curve mirrors to a valid one); optional for source compatibility.
    public var reversed: CubicBezier? {
        mirrored()
    }
}

extension TransitionContext {
    /// A preview of the way there of this transition: the pair swapped, the direction turned round, a shared
    /// element's source and destination swapped; the same container, kind, layout and settings.
    @MainActor var wayThere: TransitionContext {
        let there = TransitionPair(
            container: pair.container, from: pair.to, to: pair.from, fromIndex: pair.toIndex, toIndex: pair.fromIndex)
        let context = TransitionContext(
            previewing: there, kind: kind, containerBounds: containerBounds,
            direction: direction == .forward ? .backward : .forward, layoutDirection: layoutDirection,
            isInteractive: isInteractive,
            sharedElement: sharedElement.map {
                SharedElement(identifier: $0.identifier, source: $0.destination, destination: $0.source)
            },
            prefersReducedMotion: prefersReducedMotion)
        // Each view's frames on the way there: where it ends here is where it started there.
        for (role, frames) in roleFrames {
            context.roleFrames[role.onTheWayBack] = RoleFrames(initial: frames.final, final: frames.initial)
        }
        return context
    }
}
