import Foundation
import TransitionCore

/// The side a drawer opens from.
public enum DrawerSide: String, Sendable, Hashable, CaseIterable {
    /// The drawer slides out from the left edge; the centre moves right.
    case left
    /// The drawer slides out from the right edge; the centre moves left.
    case right
}

/// Describes a side drawer opening: the centre container moves aside by the drawer's width and the drawer is
/// revealed, in one of four styles. Closing plays the same description backwards.
///
/// It reads the `.center` and `.drawer` frames from the context, which ``DrawerController`` provides. Without
/// them (a preview), it derives them from the bounds, ``side`` and `width` parameters.
///
/// ```swift
/// let menu = try DrawerAnimator(["style": "parallax", "parallaxFactor": 0.4])
/// drawerController.animator = menu
/// ```
public struct DrawerAnimator: ConfigurableAnimator, Hashable {
    /// The registered name, parameters and capabilities.
    public static let descriptor = AnimatorDescriptor(
        name: "drawer",
        summary: "Opens and closes a side drawer: the centre moves aside and the drawer is revealed.",
        parameters: [
            AnimatorParameter(
                "side", .choice(["auto", "left", "right"]), default: "auto",
                "The edge the drawer opens from: auto is the DrawerController slot it is set in; left or right puts it there."
            ),
            AnimatorParameter(
                "width", .number(1...4096), default: 280,
                "Drawer width in points; a DrawerController uses it when its delegate (a config) chooses this animator."
            ),
            AnimatorParameter(
                "style", .choice(["slide", "slide-and-scale", "parallax", "swinging-door"]),
                default: "slide", "How the drawer is revealed."),
            AnimatorParameter(
                "parallaxFactor", .number(0...1), default: 0.3,
                "Parallax: the drawer starts this fraction of its width off screen."),
            AnimatorParameter(
                "centerScale", .number(0.5...1), default: 0.9,
                "Slide-and-scale: the centre's scale when the drawer is open."),
            AnimatorParameter(
                "duration", .number(0...10), default: 0.35,
                "Seconds (a spring curve's settling time replaces it)."),
            AnimatorParameter("curve", .curve, default: "easeInOut", "The timing curve."),
        ],
        capabilities: AnimatorCapabilities(isInteractive: true, isInterruptible: true, kinds: [.overlay]))

    /// The checked parameters.
    public let parameters: AnimatorParameters

    /// Creates the animator from checked parameters.
    public init(parameters: AnimatorParameters) {
        self.parameters = parameters
    }

    /// The animator with every parameter at its default (a sliding drawer, 0.35 s, easeInOut).
    public init() {
        self.parameters = Self.descriptor.defaultParameters
    }

    /// The side used when the context carries no drawer frames.
    public var side: DrawerSide { parameters.string("side") == "right" ? .right : .left }

    /// The edge the `side` parameter names, or nil for `"auto"` (a ``DrawerController`` then uses the slot the drawer
    /// is set in).
    public var explicitSide: DrawerSide? { DrawerSide(rawValue: parameters.string("side")) }

    /// The opening animation.
    @MainActor public func animation(for context: TransitionContext) -> TransitionAnimation {
        let frames = self.frames(in: context)
        let style = parameters.string("style")
        let curve = parameters.curve("curve")
        let duration = curve.settlingDuration ?? parameters.number("duration")
        let width = frames.drawer.final.width
        let opensFromLeft = frames.center.final.minX >= frames.center.initial.minX
        var center = RoleTrack(.center, frame: PropertyTrack(from: frames.center.initial, to: frames.center.final))
        var drawer = RoleTrack(.drawer, frame: PropertyTrack(constant: frames.drawer.final))
        switch style {
        case "slide-and-scale":
            let scale = CGFloat(parameters.number("centerScale"))
            center.transform = PropertyTrack(from: .identity, to: Transform(scale: scale))
        case "parallax":
            let offset = CGFloat(parameters.number("parallaxFactor")) * width * (opensFromLeft ? -1 : 1)
            drawer.frame = PropertyTrack(from: frames.drawer.final.offsetBy(dx: offset, dy: 0), to: frames.drawer.final)
        case "swinging-door":
            let closed = Transform(rotationY: (opensFromLeft ? 1 : -1) * .pi / 2, perspective: 1000)
            drawer.transform = PropertyTrack(from: closed, to: Transform(perspective: 1000))
        default:
            break
        }
        return TransitionAnimation(duration: duration, curve: curve, tracks: [center, drawer])
    }

    /// The `.center` and `.drawer` frames: the context's, or derived from the bounds for a preview.
    @MainActor func frames(in context: TransitionContext) -> (center: RoleFrames, drawer: RoleFrames) {
        if context.hasFrames(for: .center), context.hasFrames(for: .drawer) {
            return (
                RoleFrames(initial: context.initialFrame(for: .center), final: context.finalFrame(for: .center)),
                RoleFrames(initial: context.initialFrame(for: .drawer), final: context.finalFrame(for: .drawer))
            )
        }
        let bounds = context.containerBounds
        let width = min(CGFloat(parameters.number("width")), bounds.width)
        let side: DrawerSide
        switch parameters.string("side") {
        case "left": side = .left
        case "right": side = .right
        default: side = context.direction == .forward ? .right : .left
        }
        return DrawerGeometry(bounds: bounds, width: width, side: side).frames
    }
}

/// Where the centre and a drawer sit when closed and open.
struct DrawerGeometry {
    let bounds: CGRect
    let width: CGFloat
    let side: DrawerSide

    var openCenter: CGRect { bounds.offsetBy(dx: side == .left ? width : -width, dy: 0) }

    var drawerFrame: CGRect {
        CGRect(
            x: side == .left ? bounds.minX : bounds.maxX - width, y: bounds.minY, width: width,
            height: bounds.height)
    }

    var frames: (center: RoleFrames, drawer: RoleFrames) {
        (RoleFrames(initial: bounds, final: openCenter), RoleFrames(initial: drawerFrame, final: drawerFrame))
    }
}
