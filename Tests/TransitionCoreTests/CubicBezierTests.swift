import Testing
import TransitionCore

struct CubicBezierTests {
    static let presets: [(CubicBezier, ReferenceBezier)] = [
        (.linear, ReferenceBezier(x1: 0, y1: 0, x2: 1, y2: 1)),
        (.easeIn, ReferenceBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)),
        (.easeOut, ReferenceBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)),
        (.easeInOut, ReferenceBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
        (.systemDefault, ReferenceBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
    ]

    static let customCurves: [ReferenceBezier] = [
        ReferenceBezier(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9),
        ReferenceBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5),
        ReferenceBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
        ReferenceBezier(x1: 0.1, y1: 0.7, x2: 0.1, y2: 1),
        ReferenceBezier(x1: 0, y1: 1, x2: 1, y2: 0),
        ReferenceBezier(x1: 0.05, y1: 2.5, x2: 0.95, y2: -1.5),
    ]

    static let samplePoints: [Double] = [0.001, 0.03, 0.1, 0.25, 0.333, 0.5, 0.618, 0.75, 0.9, 0.97, 0.999]

    static func make(_ reference: ReferenceBezier) throws -> CubicBezier {
        try #require(CubicBezier(x1: reference.x1, y1: reference.y1, x2: reference.x2, y2: reference.y2))
    }

    @Test("a curve made again, after many others and from many tasks at once, eases as it did the first time")
    func curvesMadeAgainEaseTheSame() async {
        // Far more distinct curves than the package keeps the solved inverse of: some are made again from a kept
        // table, some solved again after theirs was forgotten. Each must match an independent solver.
        let curves = (0..<300).map { (index: Int) -> ReferenceBezier in
            let x1 = Double(index % 20) / 20
            let y1 = Double(index % 7) / 5 - 0.4
            let x2 = 0.3 + Double(index % 15) / 22
            let y2 = 1 + Double(index % 3) / 10
            return ReferenceBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        }
        let worst = await withTaskGroup(of: Double.self) { group in
            for round in 0..<3 {
                for slice in stride(from: 0, to: curves.count, by: 50) {
                    group.addTask {
                        var worst = 0.0
                        for reference in curves[slice..<(slice + 50)] {
                            guard
                                let curve = CubicBezier(
                                    x1: reference.x1, y1: reference.y1, x2: reference.x2, y2: reference.y2)
                            else { return .infinity }
                            for step in 1..<40 {
                                let x = Double(step) / 40 + Double(round) * 1e-3
                                worst = max(worst, abs(curve.value(at: x) - reference.value(at: x)))
                            }
                        }
                        return worst
                    }
                }
            }
            return await group.reduce(0, max)
        }
        #expect(worst < 1e-9)
    }

    @Test func presetsUseCoreAnimationControlPoints() {
        for (preset, reference) in Self.presets {
            #expect(preset.x1 == reference.x1)
            #expect(preset.y1 == reference.y1)
            #expect(preset.x2 == reference.x2)
            #expect(preset.y2 == reference.y2)
        }
    }

    @Test func presetsMatchIndependentBisectionSolver() {
        for (preset, reference) in Self.presets {
            for x in Self.samplePoints {
                let expected = reference.value(at: x)
                #expect(abs(preset.value(at: x) - expected) <= 1e-6, "\(reference) at \(x)")
            }
        }
    }

    @Test(arguments: customCurves)
    func customCurvesMatchIndependentBisectionSolver(reference: ReferenceBezier) throws {
        let curve = try Self.make(reference)
        for x in Self.samplePoints {
            let expected = reference.value(at: x)
            #expect(abs(curve.value(at: x) - expected) <= 1e-6, "\(reference) at \(x)")
        }
    }

    @Test func parameterSolvesXToWithinContractTolerance() throws {
        let curves = try (Self.customCurves + Self.presets.map(\.1)).map(Self.make)
        for curve in curves {
            for step in 1..<1_000 {
                let x = Double(step) / 1_000
                let t = curve.parameter(forX: x)
                #expect((0...1).contains(t))
                #expect(abs(curve.x(atParameter: t) - x) <= 1e-7, "\(curve) at \(x)")
            }
        }
    }

    @Test func parameterMapsNaNAndOutOfRangeXToTheClampedEnds() {
        let curve = CubicBezier.easeInOut
        #expect(curve.parameter(forX: .nan) == 0)
        #expect(curve.parameter(forX: -0.5) == 0)
        #expect(curve.parameter(forX: -.infinity) == 0)
        #expect(curve.parameter(forX: 1.5) == 1)
        #expect(curve.parameter(forX: .infinity) == 1)
        #expect(curve.parameter(forX: 0) == 0)
        #expect(curve.parameter(forX: 1) == 1)
    }

    @Test func valueIsExactlyZeroAndOneAtTheEndsEvenWhenOvershooting() throws {
        for reference in Self.customCurves {
            let curve = try Self.make(reference)
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -3) == 0)
            #expect(curve.value(at: 7) == 1)
            #expect(curve.value(at: .nan) == 0)
        }
    }

    @Test func overshootingControlPointsProduceValuesOutsideTheUnitRange() throws {
        let curve = try #require(CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5))
        #expect(curve.value(at: 0.1) < 0)
        #expect(curve.value(at: 0.9) > 1)
    }

    @Test func curveWithControlPointsOnTheDiagonalIsTheIdentity() throws {
        let curve = try #require(CubicBezier(x1: 0.2, y1: 0.2, x2: 0.7, y2: 0.7))
        for x in Self.samplePoints {
            #expect(curve.value(at: x) == x)
            #expect(CubicBezier.linear.value(at: x) == x)
        }
    }

    @Test func parametricCoordinatesFollowTheBernsteinForm() throws {
        for reference in Self.customCurves {
            let curve = try Self.make(reference)
            #expect(curve.x(atParameter: 0) == 0)
            #expect(curve.y(atParameter: 0) == 0)
            #expect(abs(curve.x(atParameter: 1) - 1) <= 1e-15)
            #expect(abs(curve.y(atParameter: 1) - 1) <= 1e-15)
            for t in Self.samplePoints {
                let expectedX = ReferenceBezier.bernstein(reference.x1, reference.x2, t)
                let expectedY = ReferenceBezier.bernstein(reference.y1, reference.y2, t)
                #expect(abs(curve.x(atParameter: t) - expectedX) <= 1e-14)
                #expect(abs(curve.y(atParameter: t) - expectedY) <= 1e-14)
            }
        }
    }

    @Test func invalidControlPointsAreRejected() {
        #expect(CubicBezier(x1: -0.01, y1: 0, x2: 0.5, y2: 1) == nil)
        #expect(CubicBezier(x1: 0.5, y1: 0, x2: 1.01, y2: 1) == nil)
        #expect(CubicBezier(x1: .nan, y1: 0, x2: 0.5, y2: 1) == nil)
        #expect(CubicBezier(x1: 0.5, y1: .nan, x2: 0.5, y2: 1) == nil)
        #expect(CubicBezier(x1: 0.5, y1: 0, x2: 0.5, y2: .infinity) == nil)
        #expect(CubicBezier(x1: 0.5, y1: -.infinity, x2: 0.5, y2: 1) == nil)
    }

    @Test func boundaryAndFarOvershootControlPointsAreAccepted() throws {
        let curve = try #require(CubicBezier(x1: 0, y1: -5, x2: 1, y2: 5))
        #expect(curve.x1 == 0 && curve.y1 == -5 && curve.x2 == 1 && curve.y2 == 5)
    }

    @Test func equalControlPointsGiveEqualCurves() throws {
        let custom = try #require(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(custom == .easeInOut)
        #expect(custom.hashValue == CubicBezier.easeInOut.hashValue)
        #expect(custom != .easeIn)
    }
}

extension CubicBezierTests {
    /// An independent reference for cubic-bezier timing: Bernstein form plus plain bisection on x(t) to 1e-12.
    /// Deliberately shares no code (or algorithm) with `CubicBezier`'s safeguarded Newton solver.
    struct ReferenceBezier: Sendable, CustomStringConvertible {
        let x1: Double
        let y1: Double
        let x2: Double
        let y2: Double

        var description: String { "(\(x1), \(y1), \(x2), \(y2))" }

        static func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }

        func parameter(forX x: Double) -> Double {
            var low = 0.0
            var high = 1.0
            while high - low > 1e-12 {
                let middle = (low + high) / 2
                if Self.bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
            }
            return (low + high) / 2
        }

        func value(at x: Double) -> Double { Self.bernstein(y1, y2, parameter(forX: x)) }
    }
}
