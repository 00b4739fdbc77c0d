import Foundation

/// A CSS-style cubic Bézier timing function: the curve from P0 = (0, 0) through the control points
/// P1 = (`x1`, `y1`) and P2 = (`x2`, `y2`) to P3 = (1, 1).
///
/// Each coordinate is the Bernstein polynomial `B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³`, evaluated here in the
/// equivalent power form `((a·t + b)·t + c)·t` with `c = 3·p1`, `b = 3·(p2 − p1) − c`, `a = 1 − c − b`.
/// Because `x1` and `x2` are confined to [0, 1] (as CSS `cubic-bezier()` requires), `x(t)` is non-decreasing on
/// [0, 1], so every input progress has exactly one output value; `y1` and `y2` are free, which allows overshoot.
///
/// Equality and hashing consider the four control values only; everything else stored is derived from them.
public struct CubicBezier: Sendable, Hashable {
    /// The x coordinate of the first control point, in [0, 1].
    public let x1: Double
    /// The y coordinate of the first control point; values outside [0, 1] make the curve overshoot.
    public let y1: Double
    /// The x coordinate of the second control point, in [0, 1].
    public let x2: Double
    /// The y coordinate of the second control point; values outside [0, 1] make the curve overshoot.
    public let y2: Double

    // The coordinates in power form, computed once here rather than on every evaluation.
    private let xCubic: PowerCubic
    private let yCubic: PowerCubic
    // The inverse of x(t) in pieces: for each of `sampleIntervals` equal steps of x, the four coefficients of a
    // cubic in the step's local variable u ∈ [0, 1], `((c3·u + c2)·u + c1)·u + c0`, that passes through the
    // parameters at both ends of the step with the inverse's slopes there (a monotone Hermite piece; a straight line
    // where a slope is too steep to follow). Its value is Newton's first guess, within about 1e-10 of the root on
    // ordinary curves, so a single step usually reaches full precision. The last entry is 1, so the piece of step k
    // starts at entry 4k and is bracketed by entries 4k and 4k + 4, which the fallback solver uses.
    private let inverse: [Double]
    // Whether y(t) ≡ x(t) (both control points on the diagonal): the output is then the input, with no solve.
    private let isIdentity: Bool

    /// Creates a curve from its two control points.
    ///
    /// Returns `nil` when any value is NaN or infinite, or when `x1` or `x2` lies outside [0, 1]: outside that
    /// range `x(t)` can double back, so a progress value would map to several outputs (the CSS rule). Also `nil`
    /// when `y1` or `y2` is beyond ±``maximumYMagnitude``: the power form subtracts and scales them, and values near
    /// the largest Double overflow to ∞ − ∞ = NaN mid-curve.
    public init?(x1: Double, y1: Double, x2: Double, y2: Double) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return nil }
        guard (0...1).contains(x1), (0...1).contains(x2) else { return nil }
        guard abs(y1) <= Self.maximumYMagnitude, abs(y2) <= Self.maximumYMagnitude else { return nil }
        self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// The curve with its first control point moved so that it starts at `slope` (output per input at 0), its
    /// second kept: `y1 = slope·x1`, at most 1 so the curve never overshoots. A curve whose first control point sits
    /// on its start (easeOut, linear) takes it a third of the way along, where its start has a length to bend.
    /// Itself for a slope that is not finite and positive.
    package func starting(atSlope slope: Double) -> CubicBezier {
        guard slope.isFinite, slope > 0 else { return self }
        let x = x1 > 0.01 ? x1 : 1.0 / 3
        return CubicBezier(x1: x, y1: min(slope * x, 1), x2: x2, y2: y2) ?? self
    }

    // The presets are known-valid, so they skip validation and stay non-optional.
    private init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        let xCubic = PowerCubic(x1, x2)
        self.xCubic = xCubic
        yCubic = PowerCubic(y1, y2)
        isIdentity = x1 == y1 && x2 == y2
        inverse = InverseTables.shared.table(x1: x1, x2: x2) { Self.inversePieces(of: xCubic) }
    }

    /// The curve mirrored through its centre, `(1 − x2, 1 − y2)` and `(1 − x1, 1 − y1)`, the way back of a transition
    /// played forwards on this one. Its inverse is this one's turned round, `t′(x) = 1 − t(1 − x)`, so its pieces are
    /// this curve's read backwards rather than solved again.
    package func mirrored() -> CubicBezier {
        CubicBezier(mirroring: self)
    }

    private init(mirroring curve: CubicBezier) {
        x1 = 1 - curve.x2
        y1 = 1 - curve.y2
        x2 = 1 - curve.x1
        y2 = 1 - curve.y1
        xCubic = PowerCubic(x1, x2)
        yCubic = PowerCubic(y1, y2)
        isIdentity = x1 == y1 && x2 == y2
        let intervals = Self.sampleIntervals
        let source = curve.inverse
        var pieces = [Double]()
        pieces.reserveCapacity(source.count)
        for k in 0..<intervals {
            // Step k here is step n − 1 − k there, read from its end: with v = 1 − u, the piece
            // P(v) = c0 + c1·v + c2·v² + c3·v³ becomes 1 − P(1 − u), expanded in u. Its start is 1 minus the exact
            // parameter where that step ends (the next step's start, or 1).
            let from = 4 * (intervals - 1 - k)
            let (c1, c2, c3) = (source[from + 1], source[from + 2], source[from + 3])
            pieces += [1 - source[from + 4], c1 + 2 * c2 + 3 * c3, -(c2 + 3 * c3), c3]
        }
        pieces.append(1)
        inverse = pieces
    }

    /// The Hermite pieces of the inverse of `x` (see ``inverse``).
    private static func inversePieces(of x: PowerCubic) -> [Double] {
        let intervals = sampleIntervals
        let step = 1 / Double(intervals)
        // The parameter at each step's start; each is bracketed by the previous one and 1, as x(t) is non-decreasing.
        var roots = [Double](repeating: 0, count: intervals + 1)
        roots[intervals] = 1
        for k in 1..<intervals {
            let target = Double(k) * step
            roots[k] = x.bracketedRoot(of: target, low: roots[k - 1], high: 1, guess: max(target, roots[k - 1]))
        }
        var pieces = [Double]()
        pieces.reserveCapacity(4 * intervals + 1)
        for k in 0..<intervals {
            let (t0, t1) = (roots[k], roots[k + 1])
            let rise = t1 - t0
            // dt/dx = 1 / x'(t), scaled to the piece's variable u (dx = step·du).
            let d0 = step / x.slope(at: t0)
            let d1 = step / x.slope(at: t1)
            // Within 3× the straight rise (Fritsch–Carlson), the Hermite piece is monotone and stays in its
            // bracket; a steeper end (where x(t) flattens, at an ease's end) gets the straight line instead.
            if d0.isFinite, d1.isFinite, d0 >= 0, d1 >= 0, d0 <= 3 * rise, d1 <= 3 * rise {
                pieces += [t0, d0, 3 * rise - 2 * d0 - d1, d0 + d1 - 2 * rise]
            } else {
                pieces += [t0, rise, 0, 0]
            }
        }
        pieces.append(1)
        return pieces
    }

    /// The largest `|y1|` and `|y2|` accepted, 1e6: far beyond any useful overshoot (10 already throws a view ten
    /// times past its target), and small enough that every coefficient and value of the curve is finite.
    public static let maximumYMagnitude: Double = 1e6

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

    /// Two curves are equal when their control points are; the derived coefficients and samples follow from those.
    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    /// Hashes the four control values, in declaration order, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    /// The x coordinate of the curve at parameter `t` (not clamped; meaningful on [0, 1]).
    public func x(atParameter t: Double) -> Double {
        xCubic.value(at: t)
    }

    /// The y coordinate of the curve at parameter `t` (not clamped; meaningful on [0, 1]).
    public func y(atParameter t: Double) -> Double {
        yCubic.value(at: t)
    }

    /// The parameter `t` in [0, 1] at which `x(t) == x`, to within about 1e-15 in `t` wherever the curve's
    /// x-slope is not close to zero (where it is, `t` is as close as the rounding of `x(t)` in Double allows).
    ///
    /// `x` is clamped to [0, 1]; NaN gives 0. The first guess is a precomputed piece of the inverse (a cubic through
    /// the parameters at both ends of one of 32 equal steps of x, with their slopes); Newton's method then converges
    /// quadratically from there, so it stops once a step is below 1e-9 (the error left after such a step is of the
    /// order of its square). Should Newton fail to settle within a few steps inside [0, 1]
    /// (near a point where the x-slope vanishes), a safeguarded Newton–bisection on the bracketing samples finishes.
    public func parameter(forX x: Double) -> Double {
        // `x > 0` is false for NaN, which therefore maps to 0 together with the negative values.
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return solve(x)
    }

    /// The eased output for input progress `x`: `y(parameter(forX: x))`.
    ///
    /// Exactly 0 for `x ≤ 0` (and NaN) and exactly 1 for `x ≥ 1`, so animations land precisely on their end
    /// values; between those, the result may leave [0, 1] when `y1` or `y2` does.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        // With both control points on the diagonal, y(t) ≡ x(t), so the solve is unnecessary.
        if isIdentity { return x }
        return y(atParameter: solve(x))
    }

    // `x` is in (0, 1) here.
    @inline(__always)
    private func solve(_ x: Double) -> Double {
        // The step holding x, without a checked Double-to-Int conversion: adding 1.5 × 2^52 rounds `scaled − 0.5`
        // to a whole number held in the low bits. Rounding half to even may pick the step below when x is exactly a
        // step's start; that step's piece ends there at u = 1 with the same value, so either is right.
        let scaled = x * Double(Self.sampleIntervals)
        let rounded = (scaled - 0.5) + Self.roundingShift
        let index = Int(truncatingIfNeeded: rounded.bitPattern & Self.indexMask)
        let u = scaled - (rounded - Self.roundingShift)
        return inverse.withUnsafeBufferPointer { pieces in
            // `index` is in 0..<sampleIntervals (x is in (0, 1)), so all five entries read exist.
            let start = index &* 4
            let guess = ((pieces[start &+ 3] * u + pieces[start &+ 2]) * u + pieces[start &+ 1]) * u + pieces[start]
            var t = guess
            for _ in 0..<Self.maximumNewtonSteps {
                let step = (xCubic.value(at: t) - x) / xCubic.slope(at: t)
                t -= step
                // A zero slope makes the step infinite or NaN, which fails this test and falls through to the fallback.
                if abs(step) <= Self.newtonTolerance {
                    // x(t) is monotone on [0, 1], so a converged t there is the root; outside it, another root of the
                    // cubic may have attracted Newton.
                    if t >= 0, t <= 1 { return t }
                    break
                }
            }
            return xCubic.bracketedRoot(of: x, low: pieces[start], high: pieces[start &+ 4], guess: guess)
        }
    }

    // Computed rather than stored so the hot path sees plain constants, not lazily initialised globals.
    private static var sampleIntervals: Int { 128 }
    private static var maximumNewtonSteps: Int { 5 }
    // After a Newton step of size d the error is about (x''/2x')·d², far below 1e-15 for d ≤ 1e-9 unless the slope
    // nearly vanishes, which the bracketed solver's share of the work and the tests cover.
    private static var newtonTolerance: Double { 1e-9 }
    private static var roundingShift: Double { 0x1.8p52 }
    // More than enough bits for any step index (the shift leaves 51 bits of whole number).
    private static var indexMask: UInt64 { 0xFFFF }
}

extension CubicBezier {
    /// The curve's control points, as a render server takes a keyframe segment's pacing.
    package var pacing: SegmentPacing { SegmentPacing(x1: x1, y1: y1, x2: x2, y2: y2) }

    /// Whether the output never decreases as the input grows (both control points' y within [0, 1]): each output is
    /// then reached once.
    package var risesSteadily: Bool { (0...1).contains(y1) && (0...1).contains(y2) }

    /// The curve's parameter at which the output is `output` (in [0, 1]), for a curve that ``risesSteadily``.
    package func parameter(atOutput output: Double) -> Double {
        let target = min(max(output, 0), 1)
        if target == 0 || target == 1 { return target }
        return yCubic.bracketedRoot(of: target, low: 0, high: 1, guess: target)
    }

    /// The input (time) at the curve's parameter `parameter`.
    package func input(atParameter parameter: Double) -> Double {
        xCubic.value(at: parameter)
    }

    /// The stretch of the curve between parameters `start` < `end`, scaled to run from (0, 0) to (1, 1): the pacing
    /// of a keyframe segment that covers that stretch of time. Nil when it is not a timing curve (its output does not
    /// change, or a control point's x falls outside [0, 1] beyond rounding).
    package func piece(from start: Double, to end: Double) -> SegmentPacing? {
        // The control points of the stretch are the curve's blossom at (a, a, a), (a, a, b), (a, b, b), (b, b, b).
        func blossom(_ p1: Double, _ p2: Double, _ u: Double, _ v: Double, _ w: Double) -> Double {
            let (a0, a1, a2) = (p1 * u, p1 + (p2 - p1) * u, p2 + (1 - p2) * u)
            let (b0, b1) = (a0 + (a1 - a0) * v, a1 + (a2 - a1) * v)
            return b0 + (b1 - b0) * w
        }
        let (a, b) = (start, end)
        let x = [
            blossom(x1, x2, a, a, a), blossom(x1, x2, a, a, b), blossom(x1, x2, a, b, b), blossom(x1, x2, b, b, b),
        ]
        let y = [
            blossom(y1, y2, a, a, a), blossom(y1, y2, a, a, b), blossom(y1, y2, a, b, b), blossom(y1, y2, b, b, b),
        ]
        let (width, height) = (x[3] - x[0], y[3] - y[0])
        guard width > 0, height != 0, width.isFinite, height.isFinite else { return nil }
        var controlX = [(x[1] - x[0]) / width, (x[2] - x[0]) / width]
        for index in controlX.indices {
            guard controlX[index] > -1e-9, controlX[index] < 1 + 1e-9 else { return nil }
            controlX[index] = min(max(controlX[index], 0), 1)
        }
        return SegmentPacing(
            x1: controlX[0], y1: (y[1] - y[0]) / height, x2: controlX[1], y2: (y[2] - y[0]) / height)
    }
}

/// One coordinate of a ``CubicBezier`` in power form, `((a·t + b)·t + c)·t`.
private struct PowerCubic: Sendable {
    let a: Double
    let b: Double
    let c: Double
    // The slope's coefficients, 3a and 2b, kept so that a Newton step does not multiply them again.
    let slopeA: Double
    let slopeB: Double

    // The power form of the Bernstein polynomial with inner control values p1 and p2 (see CubicBezier's documentation).
    init(_ p1: Double, _ p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
        slopeA = 3 * a
        slopeB = 2 * b
    }

    @inline(__always)
    func value(at t: Double) -> Double {
        ((a * t + b) * t + c) * t
    }

    @inline(__always)
    func slope(at t: Double) -> Double {
        (slopeA * t + slopeB) * t + c
    }

    // Safeguarded Newton–bisection on a bracket [low, high] with x(low) ≤ x ≤ x(high): a Newton step is taken when
    // it stays strictly inside the bracket, a bisection step otherwise, and the bracket shrinks every iteration, so
    // it cannot diverge; where the x-slope vanishes Newton slows to linear convergence but bisection bounds it.
    func bracketedRoot(of target: Double, low: Double, high: Double, guess: Double) -> Double {
        var low = low
        var high = high
        var t = min(max(guess, low), high)
        for _ in 0..<Self.maximumBracketedSteps {
            let error = value(at: t) - target
            if error == 0 { return t }
            if error < 0 { low = t } else { high = t }
            let newton = t - error / slope(at: t)
            // Comparisons against the bracket also reject NaN and ±infinity from a zero slope.
            let next = newton > low && newton < high ? newton : 0.5 * (low + high)
            // The midpoint equals an end once the bracket is two adjacent Doubles: nothing is left to refine.
            if abs(next - t) <= Self.bracketedTolerance || next == low || next == high { return next }
            t = next
        }
        return t
    }

    private static var bracketedTolerance: Double { 1e-16 }
    // Bisection alone halves the bracket each step; 128 halvings exhaust Double precision anywhere in [0, 1] but
    // the subnormals, and Newton's steps inside the bracket only shorten the search.
    private static var maximumBracketedSteps: Int { 128 }
}

/// The inverse tables of the curves made lately, by their x control points (the inverse of x(t) depends on nothing
/// else): an animator that reads its curve from a parameter makes the same curve on every transition, and solving
/// its 127 roots again would cost more than the whole tap (Scripts/ui-instructions.sh). At most `capacity` are kept;
/// past that the oldest half is forgotten.
private final class InverseTables: @unchecked Sendable {
    static let shared = InverseTables()
    private static let capacity = 64

    private struct Key: Hashable {
        let x1: UInt64
        let x2: UInt64
    }

    // Guarded by `lock`.
    private let lock = NSLock()
    private var tables: [Key: [Double]] = [:]
    private var order: [Key] = []

    func table(x1: Double, x2: Double, make: () -> [Double]) -> [Double] {
        let key = Key(x1: x1.bitPattern, x2: x2.bitPattern)
        lock.lock()
        let known = tables[key]
        lock.unlock()
        if let known { return known }
        // Made outside the lock: another thread making the same table meanwhile makes an equal one.
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if tables[key] == nil {
            if order.count >= Self.capacity {
                for old in order.prefix(Self.capacity / 2) { tables[old] = nil }
                order.removeFirst(Self.capacity / 2)
            }
            tables[key] = made
            order.append(key)
        }
        return made
    }
}
