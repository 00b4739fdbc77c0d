import Foundation
import TransitionCore

/// One transition ready to preview: its animation, the container bounds it was made for, and the views it moves,
/// back to front. Every preview (filmstrip, CSS keyframes, the gallery) samples this — there is no second
/// animation implementation.
public struct PreviewStage: Sendable {
    /// A view on the stage.
    public struct Actor: Sendable, Hashable {
        /// The role the animation moves it by.
        public var role: TransitionRole
        /// The label drawn on it (the child's identifier, or the role).
        public var label: String
        /// Its state before the animation touches it.
        public var base: ViewState
        /// Its fill colour (CSS).
        public var color: String
    }

    /// The animation.
    public var animation: TransitionAnimation
    /// The container's bounds.
    public var bounds: CGRect
    /// The views, back to front.
    public var actors: [Actor]
    /// Whether the stage plays the animation from its end back to its start, as closing a drawer plays its opening.
    public var playsBackwards: Bool

    /// A stage for `animation` of `kind` in `bounds`, labelling the from- and to-views with `pair`'s identifiers.
    ///
    /// With `playsBackwards` the animation plays from its end to its start on its own curve, as a drawer closes: an
    /// overlay's side view is then the pair's from-child (the drawer leaving) and the view under it the to-child.
    public init(
        animation: TransitionAnimation, bounds: CGRect, kind: TransitionKind, pair: TransitionPair,
        playsBackwards: Bool = false
    ) {
        self.animation = animation
        self.bounds = bounds
        self.playsBackwards = playsBackwards
        let plain = ViewState(frame: bounds)
        let dimming = Actor(role: .dimming, label: "", base: ViewState(frame: bounds, alpha: 0), color: "#000000")
        var actors: [Actor]
        switch kind {
        case .replace:
            let from = Actor(role: .from, label: pair.from, base: plain, color: "#4a7bd0")
            let to = Actor(role: .to, label: pair.to, base: plain, color: "#e3873a")
            actors = animation.toViewPlacement == .above ? [from, dimming, to] : [to, dimming, from]
        case .overlay:
            let drawerFrame = animation.track(for: .drawer)?.frame?.value(at: 1) ?? bounds
            let (side, under) = playsBackwards ? (pair.from, pair.to) : (pair.to, pair.from)
            actors = [
                Actor(role: .drawer, label: side, base: ViewState(frame: drawerFrame), color: "#5aa469"),
                Actor(role: .center, label: under, base: plain, color: "#4a7bd0"),
            ]
        }
        if let element = animation.track(for: .element)?.frame?.value(at: 0) {
            // A shared element's stand-in, on top of both screens; its pictures are not drawn (they live in the
            // stand-in's coordinates, which a flat preview has not got).
            actors.append(Actor(role: .element, label: "element", base: ViewState(frame: element), color: "#f2c14e"))
        }
        self.actors = actors.filter { $0.role != .dimming || animation.animates(.dimming) }
    }

    /// An actor's state at time `t` (0…1) of the transition playing by itself: the animation's curve eases `t`
    /// (from the end back to the start when the stage ``playsBackwards``).
    public func state(of actor: Actor, atTime t: Double) -> ViewState {
        let eased = animation.curve.value(at: t)
        return animation.state(of: actor.role, at: playsBackwards ? 1 - eased : eased, base: actor.base)
    }

    /// The state as a flat preview shows it: a y-rotation becomes its horizontal foreshortening
    /// (`scaleX · cos θ`) and perspective is dropped, since SVG and the CSS preview are 2D.
    public func flatState(of actor: Actor, atTime t: Double) -> ViewState {
        var state = state(of: actor, atTime: t)
        state.transform.scaleX *= cos(state.transform.rotationY)
        state.transform.rotationY = 0
        state.transform.perspective = nil
        return state
    }
}
