import Foundation

/// What a config chooses for one transition of a system container: the pair it was asked about, the animator that
/// plays it (nil leaves the transition to UIKit's own animation), and the gesture that may drive it.
///
/// A pop or dismissal is asked about as the pair it really is — (from: the top, to: the one below) — which is the
/// reverse of the push or presentation pair, so a `"reversible"` rule written for the push serves the pop with its
/// direction and gesture mirrored.
///
/// ```swift
/// let choice = SystemTransitionChoice(.pop, from: "Detail", to: "List", config: config)
/// choice.animator          // the push rule's slide, reversed
/// choice.direction         // .backward
/// ```
public struct SystemTransitionChoice: Sendable {
    /// The operation.
    public let operation: SystemTransitionOperation
    /// The pair the config was asked about.
    public let pair: TransitionPair
    /// The direction the context gets.
    public let direction: TransitionDirection
    /// What the config resolved, nil when no rule matched and it has no `"default"`.
    public let resolution: Resolution?
    /// Whether the person asked for less motion (the `reduceMotion` it was asked with): the context says so, and an
    /// animator that can plays a gentler form of itself.
    public let prefersReducedMotion: Bool

    /// Asks `config` about `operation` from `from` to `to` in `container` (nil or empty: the operation's
    /// ``SystemTransitionOperation/defaultContainerIdentifier``).
    public init(
        _ operation: SystemTransitionOperation, container: String? = nil, from: String, to: String,
        fromIndex: Int? = nil, toIndex: Int? = nil, config: TransitionConfig, reduceMotion: Bool = false
    ) {
        self.operation = operation
        pair = TransitionPair(
            container: operation.containerIdentifier(explicit: container), from: from, to: to, fromIndex: fromIndex,
            toIndex: toIndex)
        direction = operation.direction(fromIndex: fromIndex, toIndex: toIndex)
        resolution = config.resolve(pair, reduceMotion: reduceMotion)
        prefersReducedMotion = reduceMotion
    }

    /// The kind of context: see ``SystemTransitionOperation/kind``.
    public var kind: TransitionKind { operation.kind }

    /// The animator to play, nil for UIKit's own animation.
    public var animator: (any TransitionAnimator)? { resolution?.animator?.animator }

    /// What plays when ``animator`` moves a shared element a screen lacks (the rule's `"fallback"`).
    public var elementFallback: (any TransitionAnimator)? { resolution?.fallback?.animator }

    /// The gesture the config gives the pair (already mirrored for a reversed rule), if its animator can be driven.
    public var interaction: InteractionSpec? {
        guard animator?.capabilities.isInteractive == true else { return nil }
        return resolution?.interaction
    }

    /// The gesture that may drive the transition: the config's ``interaction``, else, for an interactive animator,
    /// the one people expect of the container — a pop from the leading screen edge (the right edge in a
    /// right-to-left layout), a dismissal by panning the way the presented screen leaves (down for a sheet, and for
    /// an animator that moves nothing; a finger pulling down while the screen slid sideways would drag nothing it
    /// touches). Nil when nothing may drive it.
    @MainActor
    public func gesture(layoutDirection: TransitionLayoutDirection = .leftToRight) -> InteractionSpec? {
        // A config's edges and directions are written for a left-to-right layout: they mirror in a right-to-left one.
        if let interaction { return layoutDirection == .rightToLeft ? interaction.mirrored : interaction }
        guard animator?.capabilities.isInteractive == true else { return nil }
        switch operation {
        case .pop:
            return InteractionSpec(
                gesture: .edgePan(edge: layoutDirection == .leftToRight ? .left : .right, margin: 20))
        case .dismiss:
            return InteractionSpec(gesture: .pan(direction: leavingDirection(layoutDirection) ?? .down, distance: 0))
        case .push, .present, .tab:
            return nil
        }
    }
}

extension SystemTransitionChoice {
    /// The way the leaving screen's centre travels over the whole animation, on a phone-sized preview; nil when it
    /// does not move.
    @MainActor
    func leavingDirection(_ layoutDirection: TransitionLayoutDirection) -> ScreenDirection? {
        guard let animator else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let context = TransitionContext(
            previewing: pair, kind: kind, containerBounds: bounds, direction: direction,
            layoutDirection: layoutDirection)
        let animation = animator.animation(for: context)
        let base = ViewState(frame: bounds)
        let start = animation.state(of: .from, at: 0, base: base).presentedFrame
        let end = animation.state(of: .from, at: 1, base: base).presentedFrame
        let (dx, dy) = (end.midX - start.midX, end.midY - start.midY)
        guard max(abs(dx), abs(dy)) > 1 else { return nil }
        if abs(dy) >= abs(dx) { return dy > 0 ? .down : .up }
        return dx > 0 ? .right : .left
    }

    /// The screen edge a horizontal ``gesture(layoutDirection:)`` comes in from: an edge pan's edge, the left edge
    /// for a pan towards the right, the right edge for a pan towards the left; nil for anything else. A container
    /// that recognizes edge swipes itself (`UIScreenEdgePanGestureRecognizer`) starts the transition only from it.
    @MainActor
    public func startingEdge(layoutDirection: TransitionLayoutDirection = .leftToRight) -> ScreenSide? {
        switch gesture(layoutDirection: layoutDirection)?.gesture {
        case let .edgePan(edge, _)?: return edge
        case .pan(.right, _)?: return .left
        case .pan(.left, _)?: return .right
        default: return nil
        }
    }
}
