import Foundation
import TransitionCore

/// Grows an element of one screen into the next: a photo in a grid becomes the detail screen's photo, and shrinks
/// back onto its cell on the way back.
///
/// Registered as `"container-transform"`. Both screens tag a view with the same identifier (``element``); the
/// host measures both and hands the animator their frames and corner radii
/// (``/TransitionCore/TransitionContext/sharedElement``). The animator then describes three things, and touches no
/// view:
///
/// - **The stand-in** (``/TransitionCore/TransitionRole/element``): a clipping shape whose frame and corner radius
///   run from the element on the screen underneath to the element on the screen on top, straight or on an arc
///   (``path``).
/// - **The pictures** inside it (``/TransitionCore/TransitionRole/fromElement``,
///   ``/TransitionCore/TransitionRole/toElement``): each element's picture, scaled to the shape's width or height
///   (``fitMode``) and faded by ``fadeMode`` in the first quarter of the motion.
/// - **The screens**: the one on top fades in with the new picture, and a black scrim darkens the one underneath up
///   to ``scrim``.
///
/// Going forward (a push, a presentation, a higher index) the leaving screen is underneath and the element grows.
/// Going backward the same motion plays reversed: the arriving screen is underneath, and the element lands on its
/// copy there, measured where it is now (after a list scrolled). Without a shared element, or when the context
/// prefers reduced motion, it plays a fade-through: the old screen fades out, then the new one fades in, nothing
/// moves.
///
/// ```swift
/// let grow = try ContainerTransformAnimator(["element": "photo", "fadeMode": "through", "path": "arc"])
/// photoCell.imageView.transitionElement = "photo"       // in the grid, every cell...
/// photoCell.imageView.transitionElementID = photo.id    // ...with its photo's id
/// detail.imageView.transitionElement = "photo"          // in the detail screen
/// detail.imageView.transitionElementID = photo.id
/// ```
public struct ContainerTransformAnimator: ConfigurableAnimator, SharedElementAnimator, Hashable {
    /// How the two elements' content fades while the shape morphs.
    public enum FadeMode: String, CaseIterable, Sendable, Hashable {
        /// The new content fades in over the old, which stays opaque.
        case `in`
        /// The old content fades out over the new, which is opaque from the start.
        case out
        /// Both fade at once.
        case cross
        /// The old content fades out, then the new fades in.
        case through
    }

    /// How each element's picture fills the morphing shape.
    public enum FitMode: String, CaseIterable, Sendable, Hashable {
        /// Width when the arriving element, scaled to the leaving one's width, is at least as tall as it; else height.
        case auto
        /// Each picture is scaled to the shape's width, top-aligned.
        case width
        /// Each picture is scaled to the shape's height, centred across.
        case height
    }

    /// The way the shape travels.
    public enum MotionPath: String, CaseIterable, Sendable, Hashable {
        /// Straight from one element to the other.
        case linear
        /// Along a quadratic curve that first moves along the longer-travelled axis, as Material's arc motion does.
        case arc
    }

    /// The checked parameters; everything else is computed from them.
    public let parameters: AnimatorParameters

    /// Makes the animator from checked parameters (see ``descriptor``).
    public init(parameters: AnimatorParameters) {
        self.parameters = parameters
    }

    /// The animator for `element` with every other parameter at its default.
    public init(element: String) {
        // The descriptor accepts any non-empty identifier; an empty one keeps the default.
        self.init(
            parameters: (try? Self.descriptor.check(["element": .string(element)])) ?? Self.descriptor.defaultParameters
        )
    }

    /// The identifier both screens' elements carry.
    public var element: String { parameters[Self.elementParameter] }
    /// How the content fades.
    public var fadeMode: FadeMode { parameters[Self.fadeModeParameter] }
    /// How the pictures fill the shape.
    public var fitMode: FitMode { parameters[Self.fitModeParameter] }
    /// The scrim's final alpha over the screen underneath.
    public var scrim: CGFloat { CGFloat(parameters[Self.scrimParameter]) }
    /// The shape's path.
    public var path: MotionPath { parameters[Self.pathParameter] }
    /// The easing.
    public var curve: TimingCurve { parameters[Self.curveParameter] }
    /// How long it plays by itself, in seconds: the `duration` parameter, or a spring's settling duration.
    public var duration: TimeInterval { curve.settlingDuration ?? parameters[Self.durationParameter] }

    /// The share of the motion the content fades over, from its start going forward (from its end going backward).
    static let fadeWindow = 0.25
    /// Where a fade-through turns from fading out to fading in, as a fraction of its window.
    static let throughTurn = 0.35
    /// How many segments approximate the arc.
    static let arcSegments = 16

    /// The transition for one context: the element's morph when the context has a shared element and does not
    /// prefer reduced motion, else a fade-through.
    @MainActor public func animation(for context: TransitionContext) -> TransitionAnimation {
        let forward = context.direction == .forward
        guard let element = context.sharedElement, !context.prefersReducedMotion else {
            return fadeThrough()
        }
        // Worked out going forward — from the element underneath (`low`) to the one on top (`high`) — and mapped
        // onto the context's roles and time.
        let low = forward ? element.source : element.destination
        let high = forward ? element.destination : element.source
        func track<Value: Interpolatable>(_ stops: [(Double, Value)]) -> PropertyTrack<Value> {
            // Every segment is linear in the eased progress, so a reversed track is the same keyframes mirrored. A
            // loop, not `map`: a closure made on the main actor checks its executor on every call.
            var keyframes: [Keyframe<Value>] = []
            keyframes.reserveCapacity(stops.count)
            for (time, value) in stops { keyframes.append(Keyframe(time: forward ? time : 1 - time, value: value)) }
            return PropertyTrack(keyframes) ?? PropertyTrack(constant: stops[0].1)
        }
        let fades = contentFades()
        let pictures = pictureFrames(low: low.frame.size, high: high.frame.size)
        var tracks = [
            RoleTrack(
                .element, frame: track(shapeFrames(from: low.frame, to: high.frame)),
                cornerRadius: track([(0, low.cornerRadius), (1, high.cornerRadius)])),
            RoleTrack(
                forward ? .fromElement : .toElement, frame: track([(0, pictures.low.start), (1, pictures.low.end)]),
                alpha: track(fades.outgoing)),
            RoleTrack(
                forward ? .toElement : .fromElement, frame: track([(0, pictures.high.start), (1, pictures.high.end)]),
                alpha: track(fades.incoming)),
            RoleTrack(forward ? .to : .from, alpha: track(fades.screen)),
        ]
        if scrim > 0 { tracks.append(RoleTrack(.dimming, alpha: track([(0, 0), (1, scrim)]))) }
        return TransitionAnimation(
            duration: duration, curve: curve, tracks: tracks, toViewPlacement: forward ? .above : .below)
    }

    /// The old screen fades out over the first 35%, then the new one fades in over the arriving screen's surface:
    /// nothing moves.
    private func fadeThrough() -> TransitionAnimation {
        let turn = Self.throughTurn
        return TransitionAnimation(
            duration: duration, curve: curve,
            tracks: [
                RoleTrack(.from, alpha: PropertyTrack([Keyframe(time: 0, value: 1), Keyframe(time: turn, value: 0)])),
                RoleTrack(.to, alpha: PropertyTrack([Keyframe(time: turn, value: 0), Keyframe(time: 1, value: 1)])),
            ],
            // Material fades through the surface, not the window: the arriving screen's, behind both.
            backdrop: .to)
    }

    /// The alpha stops, going forward, of the picture underneath (`outgoing`), the picture on top (`incoming`) and
    /// the screen on top, which fades in with its picture.
    private func contentFades() -> (
        outgoing: [(Double, CGFloat)], incoming: [(Double, CGFloat)], screen: [(Double, CGFloat)]
    ) {
        let end = Self.fadeWindow
        let turn = end * Self.throughTurn
        let fadeIn: [(Double, CGFloat)] = [(0, 0), (end, 1), (1, 1)]
        let fadeOut: [(Double, CGFloat)] = [(0, 1), (end, 0), (1, 0)]
        let opaque: [(Double, CGFloat)] = [(0, 1), (1, 1)]
        switch fadeMode {
        case .in: return (opaque, fadeIn, fadeIn)
        case .out: return (fadeOut, opaque, fadeIn)
        case .cross: return (fadeOut, fadeIn, fadeIn)
        case .through:
            let lateIn: [(Double, CGFloat)] = [(0, 0), (turn, 0), (end, 1), (1, 1)]
            return ([(0, 1), (turn, 0), (1, 0)], lateIn, lateIn)
        }
    }

    /// The shape's frame stops from `start` to `end`: the two ends on a straight path; on an arc, the top-centre
    /// point follows a quadratic curve whose control point turns the corner first along the axis the motion covers
    /// when it leaves the higher point (Material's arc motion), while the size changes linearly.
    private func shapeFrames(from start: CGRect, to end: CGRect) -> [(Double, CGRect)] {
        guard path == .arc else { return [(0, start), (1, end)] }
        let p0 = CGPoint(x: start.midX, y: start.minY)
        let p2 = CGPoint(x: end.midX, y: end.minY)
        let control = p0.y > p2.y ? CGPoint(x: p2.x, y: p0.y) : CGPoint(x: p0.x, y: p2.y)
        return (0...Self.arcSegments).map { step in
            let t = Double(step) / Double(Self.arcSegments)
            let u = CGFloat(1 - t)
            let v = CGFloat(t)
            let x = u * u * p0.x + 2 * u * v * control.x + v * v * p2.x
            let y = u * u * p0.y + 2 * u * v * control.y + v * v * p2.y
            let size = start.interpolated(to: end, fraction: t).size
            return (t, CGRect(x: x - size.width / 2, y: y, width: size.width, height: size.height))
        }
    }

    /// Where each picture sits in the shape at the start and the end, in the shape's coordinates: both scaled by
    /// the same rule (to the shape's width, top-aligned, or to its height, centred across), so the picture
    /// underneath keeps its aspect ratio as the shape grows, and so does the one on top.
    private func pictureFrames(
        low: CGSize, high: CGSize
    ) -> (
        low: (start: CGRect, end: CGRect), high: (start: CGRect, end: CGRect)
    ) {
        let startBounds = CGRect(origin: .zero, size: low)
        let endBounds = CGRect(origin: .zero, size: high)
        guard low.width > 0, low.height > 0, high.width > 0, high.height > 0 else {
            // A collapsed element has no aspect ratio to keep: both pictures fill the shape.
            return ((startBounds, endBounds), (startBounds, endBounds))
        }
        let toWidth: Bool
        switch fitMode {
        case .width: toWidth = true
        case .height: toWidth = false
        case .auto: toWidth = high.height * low.width / high.width >= low.height
        }
        /// `size` scaled so that its width (or height) is the shape's at `shape`.
        func fitted(_ size: CGSize, in shape: CGSize) -> CGRect {
            if toWidth {
                return CGRect(x: 0, y: 0, width: shape.width, height: size.height * shape.width / size.width)
            }
            let width = size.width * shape.height / size.height
            return CGRect(x: (shape.width - width) / 2, y: 0, width: width, height: shape.height)
        }
        return (
            (startBounds, fitted(low, in: high)),
            (fitted(high, in: low), endBounds)
        )
    }
}
