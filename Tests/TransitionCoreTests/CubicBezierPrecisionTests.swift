import Testing
import TransitionCore

/// `CubicBezier.value(at:)` against a reference computed in more than Double precision: plain bisection of the
/// Bernstein form of x(t), then y(t) in the same wide type. It shares neither code nor algorithm with the solver
/// (no power form, no Newton, no samples), so the two cannot agree by sharing a mistake.
struct CubicBezierPrecisionTests {
    /// The measured workload (see Scripts/bezier-instructions.sh): ease, ease-in, ease-out, ease-in-out and an
    /// overshoot at both ends, each at x = i/1000.
    static let workloadCurves: [ControlPoints] = [
        ControlPoints(0.25, 0.1, 0.25, 1),
        ControlPoints(0.42, 0, 1, 1),
        ControlPoints(0, 0, 0.58, 1),
        ControlPoints(0.42, 0, 0.58, 1),
        ControlPoints(0.68, -0.55, 0.27, 1.55),
    ]

    /// Curves whose x-slope vanishes somewhere (at an end, at both ends, or inside as an inflection), control points
    /// on the boundary of the valid range, and large overshoots.
    static let edgeCurves: [ControlPoints] = [
        ControlPoints(0, 0, 1, 1),
        ControlPoints(1, 0, 0, 1),
        ControlPoints(1, 1, 0, 0),
        ControlPoints(0.5, 0, 0.5, 1),
        ControlPoints(0, 0, 0, 1),
        ControlPoints(1, 0, 1, 1),
        ControlPoints(0, 1, 0, 1),
        ControlPoints(1, -3, 1, 4),
        ControlPoints(0.999, 0, 0.001, 1),
        ControlPoints(0.9, 0.1, 0.1, 0.9),
        ControlPoints(0, -5, 1, 5),
        ControlPoints(0.05, 2.5, 0.95, -1.5),
        ControlPoints(0.1, 0.7, 0.1, 1),
        ControlPoints(0, 1, 1, 0),
    ]

    static let workloadInputs: [Double] = (0...1000).map { Double($0) / 1000 }

    /// The workload's inputs plus values next to the ends and next to the middle, where flat spots sit.
    static let edgeInputs: [Double] =
        workloadInputs + [
            .leastNonzeroMagnitude, 1e-300, 1e-12, 1e-6, 0.5 - 1e-12, 0.5 + 1e-12, 1 - 1e-6, 1 - 1e-12,
            (1.0).nextDown,
        ]

    @Test(arguments: workloadCurves)
    func workloadIsWithinOneTrillionthOfTheReference(points: ControlPoints) throws {
        let curve = try points.make()
        var worst = 0.0
        for x in Self.workloadInputs {
            let error = abs(curve.value(at: x) - points.reference(at: x))
            worst = max(worst, error)
        }
        #expect(worst <= 1e-12, "\(points): worst |y − exact| = \(worst)")
    }

    /// The figure the speed goal is measured at: on the measured workload, no output is further than 2e-15 from
    /// the exact one (a few units in the last place), so the solver's speed costs no precision.
    @Test(arguments: workloadCurves)
    func workloadIsWithinTwoQuadrillionthsOfTheReference(points: ControlPoints) throws {
        let curve = try points.make()
        var worst = 0.0
        for x in Self.workloadInputs {
            worst = max(worst, abs(curve.value(at: x) - points.reference(at: x)))
        }
        #expect(worst <= 2e-15, "\(points): worst |y − exact| = \(worst)")
    }

    /// A return's curve is built by reading its forward curve's inverse backwards; it answers as a curve built from
    /// the mirrored control points does, to the same precision.
    @Test(arguments: workloadCurves + edgeCurves)
    func aMirroredCurveSolvesAsOneBuiltFromItsControlPoints(points: ControlPoints) throws {
        let mirrored = try #require(try points.make().reversed)
        let back = ControlPoints(1 - points.x2, 1 - points.y2, 1 - points.x1, 1 - points.y1)
        #expect(mirrored == (try back.make()))
        let inputRounding = 4e-15
        for x in Self.edgeInputs {
            let value = mirrored.value(at: x)
            let exact = back.reference(at: x)
            let spread = max(
                abs(back.reference(at: x - inputRounding) - exact), abs(back.reference(at: x + inputRounding) - exact))
            #expect(abs(value - exact) <= 1e-12 + spread, "\(back) at \(x): \(value) vs \(exact)")
            #expect((0...1).contains(mirrored.parameter(forX: x)))
        }
    }

    /// Where the x-slope vanishes the problem itself is ill-conditioned: Double's own rounding of x(t), a few
    /// 1e-16, moves the exact answer further than 1e-12. So each point's allowance is 1e-12 plus the spread of the
    /// exact answers over inputs within `inputRounding` of x; elsewhere that spread is negligible.
    @Test(arguments: edgeCurves)
    func edgeCurvesAreWithinOneTrillionthOrTheirConditioning(points: ControlPoints) throws {
        let curve = try points.make()
        let inputRounding = 4e-15
        for x in Self.edgeInputs {
            let value = curve.value(at: x)
            let exact = points.reference(at: x)
            let spread = max(
                abs(points.reference(at: x - inputRounding) - exact),
                abs(points.reference(at: x + inputRounding) - exact))
            #expect(value.isFinite)
            #expect(abs(value - exact) <= 1e-12 + spread, "\(points) at \(x): \(value) vs \(exact)")
            let t = curve.parameter(forX: x)
            #expect((0...1).contains(t), "\(points) at \(x): t = \(t)")
        }
    }

    /// The wide-precision fallback used where Float80 does not exist agrees with Float80 where both do, so the
    /// reference is as trustworthy on every platform.
    @Test func doubleDoubleReferenceAgreesWithFloat80() throws {
        #if !(os(Windows) || os(Android)) && (arch(i386) || arch(x86_64))
            for points in Self.workloadCurves + Self.edgeCurves {
                for x in stride(from: 0.013, to: 1, by: 0.071) {
                    let wide = ControlPoints.reference(points, at: x, in: Float80.self, bisections: 80)
                    let doubleDouble = ControlPoints.reference(points, at: x, in: DoubleDouble.self, bisections: 110)
                    #expect(abs(wide - doubleDouble) <= 1e-15, "\(points) at \(x)")
                }
            }
        #endif
    }
}

extension CubicBezierPrecisionTests {
    struct ControlPoints: Sendable, CustomStringConvertible {
        let x1: Double
        let y1: Double
        let x2: Double
        let y2: Double

        init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
            self.x1 = x1
            self.y1 = y1
            self.x2 = x2
            self.y2 = y2
        }

        var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }

        func make() throws -> CubicBezier {
            try #require(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
        }

        /// The exact eased value for `x`, clamped like the solver; Float80 where it exists, double-double elsewhere.
        func reference(at x: Double) -> Double {
            guard x > 0 else { return 0 }
            guard x < 1 else { return 1 }
            #if !(os(Windows) || os(Android)) && (arch(i386) || arch(x86_64))
                return Self.reference(self, at: x, in: Float80.self, bisections: 80)
            #else
                return Self.reference(self, at: x, in: DoubleDouble.self, bisections: 110)
            #endif
        }

        /// Bisection of x(t) = x in `Real`: `bisections` halvings of [0, 1] exhaust its precision (64 bits for
        /// Float80, about 106 for double-double), then y at the midpoint of what is left.
        static func reference<Real: ReferenceReal>(
            _ points: ControlPoints, at x: Double, in _: Real.Type, bisections: Int
        ) -> Double {
            let target = Real(x)
            var low = Real(0)
            var high = Real(1)
            for _ in 0..<bisections {
                let middle = (low + high).halved
                if bernstein(Real(points.x1), Real(points.x2), middle) < target { low = middle } else { high = middle }
            }
            return bernstein(Real(points.y1), Real(points.y2), (low + high).halved).doubleValue
        }

        static func bernstein<Real: ReferenceReal>(_ p1: Real, _ p2: Real, _ t: Real) -> Real {
            let u = Real(1) - t
            let three = Real(3)
            return three * u * u * t * p1 + three * u * t * t * p2 + t * t * t
        }
    }
}

/// The arithmetic the reference needs from a type wider than Double.
protocol ReferenceReal: Comparable {
    init(_ value: Double)
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: Self) -> Self
    /// Exactly half of the value.
    var halved: Self { get }
    /// The nearest Double.
    var doubleValue: Double { get }
}

#if !(os(Windows) || os(Android)) && (arch(i386) || arch(x86_64))
    extension Float80: ReferenceReal {
        var halved: Float80 { self / 2 }
        var doubleValue: Double { Double(self) }
    }
#endif

/// An unevaluated sum `hi + lo` of two Doubles with |lo| ≤ ulp(hi)/2: about 106 bits of precision from Double
/// arithmetic and fused multiply-add, for platforms without Float80 (arm64). Only what the reference needs.
struct DoubleDouble: ReferenceReal {
    let hi: Double
    let lo: Double

    init(_ value: Double) {
        hi = value
        lo = 0
    }

    private init(normalizing hi: Double, _ lo: Double) {
        let sum = hi + lo
        self.hi = sum
        self.lo = lo - (sum - hi)
    }

    // Knuth's two-sum: s + e equals a + b exactly.
    private static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
        let sum = a + b
        let bVirtual = sum - a
        let error = (a - (sum - bVirtual)) + (b - bVirtual)
        return (sum, error)
    }

    static func + (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
        let (sum, error) = twoSum(lhs.hi, rhs.hi)
        return DoubleDouble(normalizing: sum, error + lhs.lo + rhs.lo)
    }

    static func - (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
        lhs + DoubleDouble(normalizing: -rhs.hi, -rhs.lo)
    }

    static func * (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
        let product = lhs.hi * rhs.hi
        // The fused multiply-add gives the rounding error of the product exactly.
        let error = (-product).addingProduct(lhs.hi, rhs.hi)
        return DoubleDouble(normalizing: product, error + (lhs.hi * rhs.lo + lhs.lo * rhs.hi))
    }

    static func < (lhs: DoubleDouble, rhs: DoubleDouble) -> Bool {
        lhs.hi < rhs.hi || (lhs.hi == rhs.hi && lhs.lo < rhs.lo)
    }

    var halved: DoubleDouble { DoubleDouble(normalizing: hi / 2, lo / 2) }
    var doubleValue: Double { hi + lo }
}
