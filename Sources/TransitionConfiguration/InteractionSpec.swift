import Foundation

/// The gesture a config rule asks for, and how it finishes: written `"interaction": "edge-pan"` (every parameter
/// at its default) or as an object.
///
/// - `"edge-pan"`: `edge` the finger starts at, `"left"` or `"right"` (default `"right"`); `margin`, how close to
///   the edge in points the touch must begin, 0…200 (20).
/// - `"pan"`: `direction` the finger moves to advance, `"left"`, `"right"`, `"up"` or `"down"` (`"left"`);
///   `distance`, points of travel for full progress, 0…100 000, where 0 means the container's width or height (0).
/// - `"pinch"`: `targetScale`, the fingers' spread ratio at full progress, 0.1…10 and not 1 (2).
///
/// Every gesture also takes `threshold` 0…1 (0.6), `minimumFlickVelocity` points/s (150), `decelerationRate`
/// 0.9…0.9999 (0.998) — the finish-or-cancel rule of `GestureDecision` — and `completionSpeed` 0.1…10 (1) and
/// `completionCurve` (`"easeInOut"`) for the `PercentDrivenInteraction`.
///
/// ```json
/// "interaction": { "type": "edge-pan", "edge": "right", "threshold": 0.5, "minimumFlickVelocity": 200 }
/// ```
public struct InteractionSpec: Sendable, Hashable {
    /// Which gesture drives the transition.
    public enum Gesture: Sendable, Hashable {
        /// A pan that must start within `margin` points of a screen edge (`"edge-pan"`).
        case edgePan(edge: ScreenSide, margin: Double)
        /// A pan anywhere, advancing as the finger moves towards `direction` (`"pan"`); `distance` 0 means the
        /// container's extent along that axis.
        case pan(direction: ScreenDirection, distance: Double)
        /// A two-finger pinch reaching full progress at `targetScale` times the starting spread (`"pinch"`).
        case pinch(targetScale: Double)

        /// The name configs use: `edge-pan`, `pan`, `pinch`.
        public var name: String {
            switch self {
            case .edgePan: return "edge-pan"
            case .pan: return "pan"
            case .pinch: return "pinch"
            }
        }

        /// The name and where the finger goes, for people: `edge-pan from the right edge`, `pan towards left`,
        /// `pinch to scale 2`.
        public var summary: String {
            switch self {
            case let .edgePan(edge, _): return "\(name) from the \(edge.rawValue) edge"
            case let .pan(direction, _): return "\(name) towards \(direction.rawValue)"
            case let .pinch(scale): return "\(name) to scale \(format(scale))"
            }
        }
    }

    /// The gesture.
    public var gesture: Gesture
    /// Finish or cancel at release.
    public var decision: GestureDecision
    /// How fast the completion plays, relative to the transition's own pace.
    public var completionSpeed: Double
    /// The completion's curve.
    public var completionCurve: TimingCurve

    /// Creates a spec.
    public init(
        gesture: Gesture, decision: GestureDecision = GestureDecision(), completionSpeed: Double = 1,
        completionCurve: TimingCurve = .easeInOut
    ) {
        self.gesture = gesture
        self.decision = decision
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }

    /// The spec for the reverse pair of a reversible rule: an edge pan from the other edge, a pan the other way,
    /// a pinch to the reciprocal scale (pinch out to open becomes pinch in to close).
    public var reversed: InteractionSpec {
        var spec = self
        switch gesture {
        case let .edgePan(edge, margin):
            spec.gesture = .edgePan(edge: edge == .left ? .right : .left, margin: margin)
        case let .pan(direction, distance):
            spec.gesture = .pan(direction: direction.opposite, distance: distance)
        case let .pinch(targetScale):
            spec.gesture = .pinch(targetScale: 1 / targetScale)
        }
        return spec
    }

    /// The spec for a right-to-left layout, where a config's `left` and `right` mirror: an edge pan from the other
    /// edge, a sideways pan the other way (a vertical pan and a pinch are unchanged).
    public var mirrored: InteractionSpec {
        var spec = self
        switch gesture {
        case let .edgePan(edge, margin):
            spec.gesture = .edgePan(edge: edge.opposite, margin: margin)
        case let .pan(direction, distance) where direction == .left || direction == .right:
            spec.gesture = .pan(direction: direction.opposite, distance: distance)
        case .pan, .pinch:
            break
        }
        return spec
    }

    /// A tracker for a pan or edge pan over a container of `containerSize`; nil for a pinch.
    public func panTracker(containerSize: CGSize) -> PanTracker? {
        switch gesture {
        case let .edgePan(edge, margin):
            return .screenEdge(edge, containerSize: containerSize, margin: CGFloat(margin), decision: decision)
        case let .pan(direction, distance):
            let horizontal = direction == .left || direction == .right
            let extent = horizontal ? containerSize.width : containerSize.height
            return PanTracker(
                axis: horizontal ? .horizontal : .vertical,
                advancesTowardsNegative: direction == .left || direction == .up,
                distance: distance > 0 ? CGFloat(distance) : extent, decision: decision)
        case .pinch:
            return nil
        }
    }

    /// A tracker for a pinch; nil for a pan.
    public func pinchTracker() -> PinchTracker? {
        guard case let .pinch(targetScale) = gesture else { return nil }
        return PinchTracker(targetScale: CGFloat(targetScale), decision: decision)
    }

    /// A new interaction controller with this spec's completion speed and curve.
    @MainActor
    public func makeInteraction() -> PercentDrivenInteraction {
        let interaction = PercentDrivenInteraction()
        // The loader checked the speed's range, so this cannot fail; the default speed stays if it ever did.
        try? interaction.setCompletionSpeed(completionSpeed)
        interaction.completionCurve = completionCurve
        return interaction
    }

    // MARK: Declared parameters

    /// The gesture names configs use, in the order messages list them.
    public static let gestureNames = ["edge-pan", "pan", "pinch"]

    /// Every parameter the gesture called `name` takes, for documentation and checking; nil for an unknown name.
    public static func parameters(forGesture name: String) -> [AnimatorParameter]? {
        descriptor(forGesture: name)?.parameters
    }

    static func descriptor(forGesture name: String) -> AnimatorDescriptor? {
        switch name {
        case "edge-pan": return edgePanDescriptor
        case "pan": return panDescriptor
        case "pinch": return pinchDescriptor
        default: return nil
        }
    }

    private static let common: [AnimatorParameter] = [
        AnimatorParameter(
            "threshold", .number(0...1), default: 0.6,
            "Progress the projected end must reach to finish."),
        AnimatorParameter(
            "minimumFlickVelocity", .number(0...100_000), default: 150,
            "Points per second below which a release projects nothing."),
        AnimatorParameter(
            "decelerationRate", .number(0.9...0.9999), default: 0.998,
            "Per-millisecond deceleration used to project a flick (UIKit's normal rate is 0.998)."),
        AnimatorParameter(
            "completionSpeed", .number(0.1...10), default: 1,
            "How much faster than the transition's pace the finish or cancel plays."),
        AnimatorParameter(
            "completionCurve", .curve, default: "easeInOut",
            "The curve the finish or cancel plays on."),
    ]

    private static let edgePanDescriptor = AnimatorDescriptor(
        name: "edge-pan", summary: "A pan that starts at a screen edge.",
        parameters: [
            AnimatorParameter("edge", .choice(["left", "right"]), default: "right", "The edge the finger starts at."),
            AnimatorParameter(
                "margin", .number(0...200), default: 20,
                "How close to the edge, in points, the touch must begin."),
        ] + common)

    private static let panDescriptor = AnimatorDescriptor(
        name: "pan", summary: "A pan anywhere in the container.",
        parameters: [
            AnimatorParameter(
                "direction", .choice(ScreenDirection.allCases.map(\.rawValue)), default: "left",
                "The way the finger moves to advance the transition."),
            AnimatorParameter(
                "distance", .number(0...100_000), default: 0,
                "Points of travel for full progress; 0 uses the container's width or height."),
        ] + common)

    private static let pinchDescriptor = AnimatorDescriptor(
        name: "pinch", summary: "A two-finger pinch.",
        parameters: [
            AnimatorParameter(
                "targetScale", .number(0.1...10), default: 2,
                "The ratio of the fingers' spread at full progress: above 1 pinches out, below 1 in.")
        ] + common)

    /// Builds a spec from checked parameters of the gesture called `name`.
    init?(gesture name: String, parameters: AnimatorParameters) {
        switch name {
        case "edge-pan":
            gesture = .edgePan(
                edge: parameters.string("edge") == "left" ? .left : .right,
                margin: parameters.number("margin"))
        case "pan":
            gesture = .pan(
                direction: ScreenDirection(rawValue: parameters.string("direction")) ?? .left,
                distance: parameters.number("distance"))
        case "pinch":
            gesture = .pinch(targetScale: parameters.number("targetScale"))
        default:
            return nil
        }
        decision = GestureDecision(
            threshold: parameters.number("threshold"),
            minimumFlickVelocity: CGFloat(parameters.number("minimumFlickVelocity")),
            decelerationRate: CGFloat(parameters.number("decelerationRate")))
        completionSpeed = parameters.number("completionSpeed")
        completionCurve = parameters.curve("completionCurve")
    }
}
