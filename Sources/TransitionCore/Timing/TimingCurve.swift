/// How an animation's progress is eased: a named Core Animation curve, a custom cubic Bézier, or a spring.
///
/// Note that the named cases and the equivalent `.cubicBezier` values are distinct as values (`.easeIn` is not
/// equal to `.cubicBezier(.easeIn)`) even though they produce the same outputs; only the named cases have a
/// ``name``.
public enum TimingCurve: Sendable, Hashable {
    /// Progress passes through unchanged.
    case linear
    /// `CubicBezier.easeIn`: slow start.
    case easeIn
    /// `CubicBezier.easeOut`: slow finish.
    case easeOut
    /// `CubicBezier.easeInOut`: slow start and finish.
    case easeInOut
    /// `CubicBezier.systemDefault`: Core Animation's default timing function.
    case systemDefault
    // The two cases with a payload keep it boxed, so a curve is one word: copying an animation or a keyframe, and
    // reading a named curve on every frame, moves no more than that.
    /// A custom cubic Bézier curve.
    indirect case cubicBezier(CubicBezier)
    /// A spring, played over its ``SpringTiming/settlingDuration`` so that progress 1 is the settled state.
    indirect case spring(SpringTiming)

    /// The five names accepted by ``init(name:)``, in declaration order.
    public static let names: [String] = ["linear", "easeIn", "easeOut", "easeInOut", "default"]

    /// The named curve for `name` (one of ``names``; case-sensitive), or `nil` for anything else.
    public init?(name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInOut": self = .easeInOut
        case "default": self = .systemDefault
        default: return nil
        }
    }

    /// The name that ``init(name:)`` accepts for this curve; `nil` for `.cubicBezier` and `.spring`.
    public var name: String? {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .systemDefault: "default"
        case .cubicBezier, .spring: nil
        }
    }

    /// The curve as a cubic Bézier (``linear`` as the straight one), for a render server that paces a stretch of
    /// animation itself; nil for a spring.
    package var cubicBezier: CubicBezier? {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInOut: return .easeInOut
        case .systemDefault: return .systemDefault
        case .cubicBezier(let curve): return curve
        case .spring: return nil
        }
    }

    /// The spring's settling duration in seconds, or `nil` when the curve is not a spring.
    public var settlingDuration: Double? {
        if case .spring(let spring) = self { return spring.settlingDuration }
        return nil
    }

    /// The longest a spring may take to settle, in seconds, to be read from a config or to finish or cancel a
    /// transition: the animators' `duration` limit (0…10 s), since a spring curve plays over its settling time
    /// instead of the duration. A spring that takes longer, or never settles (no damping), would hold the container
    /// mid-transition.
    public static let maximumSettlingDuration: Double = 10

    /// Why a transition cannot finish or cancel on this curve, or nil when it can: a spring is played over its
    /// settling time, so one that settles after ``maximumSettlingDuration`` (or never) would hold the transition.
    var unplayableSettleReason: String? {
        guard let settling = settlingDuration else { return nil }
        // The sliver over the limit is the bisection's error in a {damping, duration} spring of exactly 10 s.
        if settling <= TimingCurve.maximumSettlingDuration * (1 + 1e-9) { return nil }
        guard settling.isFinite else { return "a spring that never settles" }
        return "a spring that settles in \(String(format: "%.3g", settling)) s"
    }

    /// The eased progress for `fraction`, which is clamped to [0, 1] (NaN counts as 0).
    ///
    /// Every curve maps 0 to exactly 0 and 1 to exactly 1. A spring is sampled at
    /// `fraction × settlingDuration` seconds; since it is only within 0.001 of rest at that time, 1 is returned
    /// exactly at the end so the animation lands on its final value. A spring that never settles (no damping)
    /// jumps to its rest position 1 for any fraction above 0.
    ///
    /// The result is always finite, so no view state can become NaN: the initialisers keep every curve's
    /// arithmetic finite, and should a value still not be, `fraction` itself (linear progress) is returned.
    public func value(at fraction: Double) -> Double {
        // `fraction > 0` is false for NaN, which therefore maps to 0.
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        let eased = easedValue(at: fraction)
        return eased.isFinite ? eased : fraction
    }

    // `fraction` is in (0, 1) here.
    private func easedValue(at fraction: Double) -> Double {
        switch self {
        case .linear: return fraction
        case .easeIn: return CubicBezier.easeIn.value(at: fraction)
        case .easeOut: return CubicBezier.easeOut.value(at: fraction)
        case .easeInOut: return CubicBezier.easeInOut.value(at: fraction)
        case .systemDefault: return CubicBezier.systemDefault.value(at: fraction)
        case .cubicBezier(let curve): return curve.value(at: fraction)
        case .spring(let spring): return spring.value(at: fraction * spring.settlingDuration)
        }
    }
}
