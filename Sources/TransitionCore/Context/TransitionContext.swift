import Foundation

/// Everything an animator may read about one transition, and the one call that ends it.
///
/// Read from the context every time, never from a copy: the engine owns it and keeps it current (for example
/// ``isInteractive`` and ``transitionWasCancelled`` change while a gesture drives the transition).
///
/// For a replace, the frames follow the children's index order: the from-view starts at the container bounds and
/// ends one width away on the side it leaves towards; the to-view starts one width away on the other side and ends
/// at the bounds. A right-to-left layout mirrors the sides.
@MainActor
public final class TransitionContext {
    /// The pair of children, by identifier and index.
    public let pair: TransitionPair
    /// Replace (tab switch) or overlay (drawer).
    public let kind: TransitionKind
    /// The leaving child controller (type-erased: use ``child(_:as:)`` for the platform type).
    package let fromChild: AnyObject
    /// The arriving child controller.
    package let toChild: AnyObject
    /// The leaving child's root view.
    package let fromView: AnyObject
    /// The arriving child's root view.
    package let toView: AnyObject
    /// The view both children's views live in during the transition.
    package let containerView: AnyObject
    /// The container view's bounds when the transition began.
    public let containerBounds: CGRect
    /// Forward (to a higher index) or backward.
    public let direction: TransitionDirection
    /// The container's writing direction.
    public let layoutDirection: TransitionLayoutDirection
    /// Whether the transition animates (false for a switch that only jumps).
    public let isAnimated: Bool
    /// Whether a gesture is driving the transition right now.
    public internal(set) var isInteractive: Bool
    /// Whether the transition was cancelled (set as soon as cancelling begins, as in UIKit).
    public internal(set) var transitionWasCancelled: Bool = false
    /// Whether ``completeTransition(_:)`` has run.
    public private(set) var isCompleted = false
    /// The shared element both screens show, measured, when the animator is a ``SharedElementAnimator`` and both
    /// screens have the element; nil otherwise.
    public internal(set) var sharedElement: SharedElement?
    /// Whether the person asked for less motion (Reduce Motion, Prefer Cross-Fade Transitions) and nothing chose a
    /// replacement animator for it: an animator that can, plays a gentler form of itself.
    public internal(set) var prefersReducedMotion = false

    let completion: @MainActor (Bool) -> Void
    let reportRepeat: @MainActor (Bool) -> Void
    private let initialFrames: (from: CGRect, to: CGRect)
    private let finalFrames: (from: CGRect, to: CGRect)
    var roleFrames: [TransitionRole: RoleFrames] = [:]

    init(
        pair: TransitionPair, kind: TransitionKind, fromChild: AnyObject, toChild: AnyObject, fromView: AnyObject,
        toView: AnyObject, containerView: AnyObject, containerBounds: CGRect, direction: TransitionDirection,
        layoutDirection: TransitionLayoutDirection, isAnimated: Bool, isInteractive: Bool,
        completion: @escaping @MainActor (Bool) -> Void, reportRepeat: @escaping @MainActor (Bool) -> Void
    ) {
        self.pair = pair
        self.kind = kind
        self.fromChild = fromChild
        self.toChild = toChild
        self.fromView = fromView
        self.toView = toView
        self.containerView = containerView
        self.containerBounds = containerBounds
        self.direction = direction
        self.layoutDirection = layoutDirection
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.completion = completion
        self.reportRepeat = reportRepeat
        let width = containerBounds.width
        // Forward in a left-to-right layout (or backward in a right-to-left one), the new child enters from the
        // right and the old one leaves to the left; otherwise the other way round.
        let towardsHigherIndexIsRight = layoutDirection == .leftToRight
        let entersFromRight = (direction == .forward) == towardsHigherIndexIsRight
        let offset = entersFromRight ? width : -width
        let bounds = containerBounds
        if kind == .replace {
            initialFrames = (from: bounds, to: bounds.offsetBy(dx: offset, dy: 0))
            finalFrames = (from: bounds.offsetBy(dx: -offset, dy: 0), to: bounds)
        } else {
            initialFrames = (from: bounds, to: bounds)
            finalFrames = (from: bounds, to: bounds)
        }
    }

    /// A context that belongs to no container, for previews (the gallery, `transitions render`) and for testing
    /// animators on their own: children and views are placeholders, and completing it does nothing.
    ///
    /// ```swift
    /// let context = TransitionContext(previewing: TransitionPair(container: "", from: "A", to: "B"),
    ///                                 containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// let animation = SlideAnimator().animation(for: context)
    /// ```
    public convenience init(
        previewing pair: TransitionPair, kind: TransitionKind = .replace, containerBounds: CGRect,
        direction: TransitionDirection = .forward, layoutDirection: TransitionLayoutDirection = .leftToRight,
        isInteractive: Bool = false, sharedElement: SharedElement? = nil, prefersReducedMotion: Bool = false,
        frames: [TransitionRole: RoleFrames] = [:]
    ) {
        let placeholder = PreviewPlaceholder()
        self.init(
            pair: pair, kind: kind, fromChild: placeholder, toChild: placeholder, fromView: placeholder,
            toView: placeholder, containerView: placeholder, containerBounds: containerBounds, direction: direction,
            layoutDirection: layoutDirection, isAnimated: true, isInteractive: isInteractive,
            completion: { _ in }, reportRepeat: { _ in })
        self.sharedElement = sharedElement
        self.prefersReducedMotion = prefersReducedMotion
        roleFrames = frames
    }

    /// Creates a context for a container engine outside TransitionCore (the drawer, the tab container).
    /// `frames` gives the initial and final frame of any role, overriding the index-order frames of a replace
    /// (a drawer passes its `.center` and `.drawer` frames). `completion` runs once, on the first
    /// ``completeTransition(_:)``; `repeatedCompletion` hears every later call.
    package convenience init(
        pair: TransitionPair, kind: TransitionKind, fromChild: AnyObject, toChild: AnyObject, fromView: AnyObject,
        toView: AnyObject, containerView: AnyObject, containerBounds: CGRect, direction: TransitionDirection,
        layoutDirection: TransitionLayoutDirection = .leftToRight, isInteractive: Bool = false,
        frames: [TransitionRole: RoleFrames] = [:],
        completion: @escaping @MainActor (Bool) -> Void,
        repeatedCompletion: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            pair: pair, kind: kind, fromChild: fromChild, toChild: toChild, fromView: fromView, toView: toView,
            containerView: containerView, containerBounds: containerBounds, direction: direction,
            layoutDirection: layoutDirection, isAnimated: true, isInteractive: isInteractive,
            completion: completion, reportRepeat: repeatedCompletion)
        roleFrames = frames
    }

    /// Whether the engine gave explicit frames for `role`.
    public func hasFrames(for role: TransitionRole) -> Bool { roleFrames[role] != nil }

    /// Whether the arriving child comes in from the right of the screen: it does when its index is higher than the
    /// leaving child's, mirrored for right-to-left layouts.
    public var isGoingRight: Bool {
        (direction == .forward) == (layoutDirection == .leftToRight)
    }

    /// The frame of a role's view when the transition begins: the from-view at the bounds, the to-view one width
    /// away. Other roles (container, dimming) cover the bounds.
    public func initialFrame(for role: TransitionRole) -> CGRect {
        if let frames = roleFrames[role] { return frames.initial }
        switch role {
        case .from: return initialFrames.from
        case .to: return initialFrames.to
        default: return containerBounds
        }
    }

    /// The frame of a role's view when the transition ends: the to-view at the bounds, the from-view one width away.
    public func finalFrame(for role: TransitionRole) -> CGRect {
        if let frames = roleFrames[role] { return frames.final }
        switch role {
        case .from: return finalFrames.from
        case .to: return finalFrames.to
        default: return containerBounds
        }
    }

    /// The from- or to-child as the platform's controller type.
    package func child<Child>(_ role: TransitionRole, as type: Child.Type) -> Child? {
        switch role {
        case .from: return fromChild as? Child
        case .to: return toChild as? Child
        default: return nil
        }
    }

    /// Ends the transition: `true` keeps the to-child, `false` restores the from-child exactly as it was.
    ///
    /// Runs its effects exactly once. The engine calls it when the animation ends; an animator that drives itself
    /// may call it earlier. A second call is ignored and reported in the container's diagnostics, never a crash.
    public func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            reportRepeat(didComplete)
            return
        }
        isCompleted = true
        completion(didComplete)
    }
}

/// Stands in for children and views in a preview context.
private final class PreviewPlaceholder {}
