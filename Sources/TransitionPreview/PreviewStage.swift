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
        /// What is drawn inside it, so it reads as a phone's screen.
        public var sketch: ScreenSketch = .list
    }

    /// The animation.
    public var animation: TransitionAnimation
    /// The container's bounds.
    public var bounds: CGRect
    /// The views, back to front.
    public var actors: [Actor]
    /// Whether the stage plays the animation from its end back to its start, as closing a drawer plays its opening.
    public var playsBackwards: Bool
    /// Whether the screens show a tab bar along the bottom (a tab container's children).
    public var showsTabBar: Bool

    /// A stage for `animation` of `kind` in `bounds`, labelling the from- and to-views with `pair`'s identifiers.
    ///
    /// With `playsBackwards` the animation plays from its end to its start on its own curve, as a drawer closes: an
    /// overlay's side view is then the pair's from-child (the drawer leaving) and the view under it the to-child.
    ///
    /// Each view is sketched as a phone's screen: a menu for a drawer, a photo grid and a photo for the screens a
    /// shared element leaves and reaches, otherwise a navigation bar over a list (with a tab bar when `showsTabBar`).
    public init(
        animation: TransitionAnimation, bounds: CGRect, kind: TransitionKind, pair: TransitionPair,
        playsBackwards: Bool = false, showsTabBar: Bool = false
    ) {
        self.animation = animation
        self.bounds = bounds
        self.playsBackwards = playsBackwards
        self.showsTabBar = showsTabBar
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
                Actor(
                    role: .drawer, label: side, base: ViewState(frame: drawerFrame), color: "#5aa469", sketch: .menu),
                Actor(role: .center, label: under, base: plain, color: "#4a7bd0"),
            ]
        }
        let elementFrames = animation.track(for: .element)?.frame.map { ($0.value(at: 0), $0.value(at: 1)) }
        if let (start, end) = elementFrames {
            // The screens the element leaves and reaches: the smaller end is a grid's cell, the larger a photo; each
            // is left empty where its element stood, as the host hides both while the stand-in flies.
            func sketch(_ frame: CGRect, other: CGRect) -> ScreenSketch {
                frame.width * frame.height <= other.width * other.height ? .grid(hole: frame) : .photo(hole: frame)
            }
            for index in actors.indices {
                if actors[index].role == .from { actors[index].sketch = sketch(start, other: end) }
                if actors[index].role == .to { actors[index].sketch = sketch(end, other: start) }
            }
            // A shared element's stand-in, on top of both screens; its pictures are not drawn (they live in the
            // stand-in's coordinates, which a flat preview has not got).
            actors.append(
                Actor(role: .element, label: "", base: ViewState(frame: start), color: "#f2c14e", sketch: .element))
        }
        for index in actors.indices where actors[index].role == .dimming { actors[index].sketch = .none }
        actors = actors.filter { $0.role != .dimming || animation.animates(.dimming) }
        // The surface behind the screens, as a host puts it: the backdrop's screen's colour (a drawer's whenever the
        // drawer shows), plain, at the back.
        let backdropRole = kind == .overlay ? TransitionRole.drawer : animation.backdrop
        if let backdropRole, let screen = actors.first(where: { $0.role == backdropRole }) {
            actors.insert(
                Actor(role: Self.backdrop, label: "", base: plain, color: screen.color, sketch: .none), at: 0)
        }
        self.actors = actors
    }

    /// The role of the plain surface behind the screens (``/TransitionCore/TransitionAnimation/backdrop``); no track
    /// moves it.
    public static let backdrop: TransitionRole = "backdrop"

    /// An actor's state at time `t` (0…1) of the transition playing by itself: the animation's curve eases `t`
    /// (from the end back to the start when the stage ``playsBackwards``).
    public func state(of actor: Actor, atTime t: Double) -> ViewState {
        let eased = animation.curve.value(at: t)
        return animation.state(of: actor.role, at: playsBackwards ? 1 - eased : eased, base: actor.base)
    }

    /// The state as a flat preview shows it: a y-rotation becomes its horizontal foreshortening
    /// (`scaleX · cos θ`) and perspective is dropped, since SVG and the CSS preview are 2D.
    public func flatState(of actor: Actor, atTime t: Double) -> ViewState {
        Self.flattened(state(of: actor, atTime: t))
    }

    /// An actor's state at `progress` (0…1) of the transition as a finger drives it: the animation sampled at the
    /// progress itself, with no curve (the engine's interactive fraction), flattened as ``flatState(of:atTime:)``.
    public func flatState(of actor: Actor, atProgress progress: Double) -> ViewState {
        let fraction = min(max(progress, 0), 1)
        return Self.flattened(
            animation.state(of: actor.role, at: playsBackwards ? 1 - fraction : fraction, base: actor.base))
    }

    private static func flattened(_ state: ViewState) -> ViewState {
        var state = state
        state.transform.scaleX *= cos(state.transform.rotationY)
        state.transform.rotationY = 0
        state.transform.perspective = nil
        return state
    }

    /// Which way a finger drags across the stage to drive the transition: -1 leftwards, 1 rightwards. It follows the
    /// view that moves most horizontally over the transition (the arriving screen, a drawer), opposite to its travel
    /// when it leaves the stage and with it when it comes in; a transition that moves nothing sideways (a fade) is
    /// driven leftwards, as a swipe to the next screen.
    public var dragDirection: Double {
        var best = 0.0
        for actor in actors where actor.role != .dimming && actor.role != Self.backdrop {
            let start = flatState(of: actor, atProgress: 0).frame.midX
            let end = flatState(of: actor, atProgress: 1).frame.midX
            let travel = Double(end - start)
            if abs(travel) > abs(best) { best = travel }
        }
        return best > 0 ? 1 : -1
    }
}
