import Foundation
import TransitionCore

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
            sideParameter, widthParameter, styleParameter, parallaxFactorParameter, centerScaleParameter,
            durationParameter, curveParameter,
        ],
        capabilities: AnimatorCapabilities(isInteractive: true, isInterruptible: true, kinds: [.overlay]))

    /// How the drawer is revealed.
    public enum Style: String, Sendable, Hashable, CaseIterable, ParameterRepresentable {
        /// The centre moves aside; the drawer stays put beneath it.
        case slide
        /// The centre moves aside and shrinks to `centerScale`.
        case slideAndScale = "slide-and-scale"
        /// The drawer drifts in from `parallaxFactor` of its width off screen.
        case parallax
        /// The drawer swings open about its outer edge, like a door.
        case swingingDoor = "swinging-door"
    }

    /// The `side` parameter: a side, or `auto` for the slot the drawer is set in.
    enum SideSetting: String, Sendable, CaseIterable, ParameterRepresentable {
        case auto, left, right

        var side: ScreenSide? { ScreenSide(rawValue: rawValue) }
    }

    static let sideParameter = Parameter(
        "side", default: SideSetting.auto,
        "The edge the drawer opens from: auto is the DrawerController slot it is set in; left or right puts it there.")
    static let widthParameter = Parameter(
        "width", in: 1...4096, default: 280,
        "Drawer width in points; a DrawerController uses it when its delegate (a config) chooses this animator.")
    static let styleParameter = Parameter("style", default: Style.slide, "How the drawer is revealed.")
    static let parallaxFactorParameter = Parameter(
        "parallaxFactor", in: 0...1, default: 0.3, "Parallax: the drawer starts this fraction of its width off screen.")
    static let centerScaleParameter = Parameter(
        "centerScale", in: 0.5...1, default: 0.9, "Slide-and-scale: the centre's scale when the drawer is open.")
    static let durationParameter = Parameter(
        "duration", in: 0...10, default: 0.35, "Seconds (a spring curve's settling time replaces it).")
    static let curveParameter = Parameter("curve", default: TimingCurve.easeInOut, "The timing curve.")

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
    public var side: ScreenSide { explicitSide ?? .left }

    /// The edge the `side` parameter names, or nil for `"auto"` (a ``DrawerController`` then uses the slot the drawer
    /// is set in).
    public var explicitSide: ScreenSide? { parameters[Self.sideParameter].side }

    /// How the drawer is revealed, as configured.
    public var style: Style { parameters[Self.styleParameter] }

    /// The drawer's width in points, as configured (a preview or a config-chosen drawer uses it).
    public var width: CGFloat { CGFloat(parameters[Self.widthParameter]) }

    /// The opening animation.
    @MainActor public func animation(for context: TransitionContext) -> TransitionAnimation {
        let frames = self.frames(in: context)
        let curve = parameters[Self.curveParameter]
        let duration = curve.settlingDuration ?? parameters[Self.durationParameter]
        let width = frames.drawer.final.width
        let opensFromLeft = frames.center.final.minX >= frames.center.initial.minX
        var center = RoleTrack(.center, frame: PropertyTrack(from: frames.center.initial, to: frames.center.final))
        var drawer = RoleTrack(.drawer, frame: PropertyTrack(constant: frames.drawer.final))
        // With reduced motion the drawer only slides in beside the centre: no parallax, scale or swing.
        switch context.prefersReducedMotion ? .slide : style {
        case .slideAndScale:
            let scale = CGFloat(parameters[Self.centerScaleParameter])
            center.transform = PropertyTrack(from: .identity, to: Transform(scale: scale))
        case .parallax:
            let offset = CGFloat(parameters[Self.parallaxFactorParameter]) * width * (opensFromLeft ? -1 : 1)
            drawer.frame = PropertyTrack(from: frames.drawer.final.offsetBy(dx: offset, dy: 0), to: frames.drawer.final)
        case .swingingDoor:
            // The door turns on its hinge, the drawer's outer edge at the screen's edge, which stays put: turning
            // about its centre instead would leave a strip of window bare at the edge half-way open. Closed, it is
            // edge-on with its free edge towards the viewer, so while it swings it is nearer than the screen and
            // covers the gap the centre leaves (the centre is in front of it).
            let hinge = (opensFromLeft ? -1 : 1) * width / 2
            let closed = Transform(rotationY: (opensFromLeft ? -1 : 1) * .pi / 2, pivotX: hinge, perspective: 1000)
            drawer.transform = PropertyTrack(from: closed, to: Transform(pivotX: hinge, perspective: 1000))
        case .slide:
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
        let width = min(self.width, bounds.width)
        let side = explicitSide ?? (context.direction == .forward ? .right : .left)
        return DrawerGeometry(bounds: bounds, width: width, side: side).frames
    }
}

/// Where the centre and a drawer sit when closed and open.
struct DrawerGeometry {
    let bounds: CGRect
    let width: CGFloat
    let side: ScreenSide

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
