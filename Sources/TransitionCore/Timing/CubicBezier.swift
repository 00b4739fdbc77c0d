/// A CSS-style cubic Bézier timing function: the curve from P0 = (0, 0) through the control points
/// P1 = (`x1`, `y1`) and P2 = (`x2`, `y2`) to P3 = (1, 1).
///
/// Each coordinate is the Bernstein polynomial `B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³`, evaluated here in the
/// equivalent power form `((a·t + b)·t + c)·t` with `c = 3·p1`, `b = 3·(p2 − p1) − c`, `a = 1 − c − b`.
/// Because `x1` and `x2` are confined to [0, 1] (as CSS `cubic-bezier()` requires), `x(t)` is non-decreasing on
/// [0, 1], so every input progress has exactly one output value; `y1` and `y2` are free, which allows overshoot.
public struct CubicBezier: Sendable, Hashable {
    /// The x coordinate of the first control point, in [0, 1].
    public let x1: Double
    /// The y coordinate of the first control point; values outside [0, 1] make the curve overshoot.
    public let y1: Double
    /// The x coordinate of the second control point, in [0, 1].
    public let x2: Double
    /// The y coordinate of the second control point; values outside [0, 1] make the curve overshoot.
    public let y2: Double

    /// Creates a curve from its two control points.
    ///
    /// Returns `nil` when any value is NaN or infinite, or when `x1` or `x2` lies outside [0, 1]: outside that
    /// range `x(t)` can double back, so a progress value would map to several outputs (the CSS rule).
    public init?(x1: Double, y1: Double, x2: Double, y2: Double) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return nil }
        guard (0...1).contains(x1), (0...1).contains(x2) else { return nil }
        self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
    }

    // The presets are known-valid, so they skip validation and stay non-optional.
    private init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// `cubic-bezier(0, 0, 1, 1)`: the identity curve (CSS `linear`).
    public static let linear = CubicBezier(uncheckedX1: 0, y1: 0, x2: 1, y2: 1)
    /// `cubic-bezier(0.42, 0, 1, 1)`: Core Animation's `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = CubicBezier(uncheckedX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `cubic-bezier(0, 0, 0.58, 1)`: Core Animation's `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = CubicBezier(uncheckedX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `cubic-bezier(0.42, 0, 0.58, 1)`: Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInOut = CubicBezier(uncheckedX1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `cubic-bezier(0.25, 0.1, 0.25, 1)`: Core Animation's `kCAMediaTimingFunctionDefault` (CSS `ease`).
    public static let systemDefault = CubicBezier(uncheckedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The x coordinate of the curve at parameter `t` (not clamped; meaningful on [0, 1]).
    public func x(atParameter t: Double) -> Double {
        let c = 3 * x1
        let b = 3 * (x2 - x1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The y coordinate of the curve at parameter `t` (not clamped; meaningful on [0, 1]).
    public func y(atParameter t: Double) -> Double {
        let c = 3 * y1
        let b = 3 * (y2 - y1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The parameter `t` in [0, 1] at which `x(t) == x`, to within `|x(t) − x| ≤ 1e-9` (well inside the 1e-7
    /// contract, so that steep curves still give `y` to about 1e-8).
    ///
    /// `x` is clamped to [0, 1]; NaN gives 0. The solver is a safeguarded Newton–Raphson: it starts at `t = x`
    /// (exact for the linear curve and close for gentle ones), keeps a bracket `[lo, hi]` that always contains the
    /// root because `x(t)` is monotone, and takes a bisection step instead whenever the derivative is tiny or the
    /// Newton step would leave the bracket — so it converges quadratically in the usual case and can never diverge.
    public func parameter(forX x: Double) -> Double {
        // `x > 0` is false for NaN, which therefore maps to 0 together with the negative values.
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let c = 3 * x1
        let b = 3 * (x2 - x1) - c
        let a = 1 - c - b
        var lo = 0.0
        var hi = 1.0
        var t = x
        for _ in 0..<Self.maxSolverIterations {
            let error = ((a * t + b) * t + c) * t - x
            if abs(error) <= Self.solverTolerance { return t }
            if error < 0 { lo = t } else { hi = t }
            let slope = (3 * a * t + 2 * b) * t + c
            let newton = t - error / slope
            // Comparisons against the bracket also reject NaN and ±infinity from a zero slope.
            if abs(slope) > Self.minimumSlope, newton > lo, newton < hi {
                t = newton
            } else {
                t = 0.5 * (lo + hi)
            }
        }
        return t
    }

    /// The eased output for input progress `x`: `y(parameter(forX: x))`.
    ///
    /// Exactly 0 for `x ≤ 0` (and NaN) and exactly 1 for `x ≥ 1`, so animations land precisely on their end
    /// values; between those, the result may leave [0, 1] when `y1` or `y2` does.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        // With both control points on the diagonal, y(t) ≡ x(t), so the solve is unnecessary.
        if x1 == y1, x2 == y2 { return x }
        return y(atParameter: parameter(forX: x))
    }

    // Computed rather than stored so the hot loop sees plain constants, not lazily initialised globals.
    private static var solverTolerance: Double { 1e-9 }
    private static var minimumSlope: Double { 1e-6 }
    // Bisection alone halves the bracket each step; 64 halvings exhaust Double precision on [0, 1].
    private static var maxSolverIterations: Int { 64 }
}
