import Testing
import TransitionCore

struct TimingCurveTests {
    typealias ReferenceBezier = CubicBezierTests.ReferenceBezier

    static let namedCurves: [(TimingCurve, ReferenceBezier)] = [
        (.linear, ReferenceBezier(x1: 0, y1: 0, x2: 1, y2: 1)),
        (.easeIn, ReferenceBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)),
        (.easeOut, ReferenceBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)),
        (.easeInOut, ReferenceBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
        (.systemDefault, ReferenceBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
    ]

    static func allKindsOfCurve() throws -> [TimingCurve] {
        let overshoot = try #require(CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5))
        let spring = try #require(SpringTiming(dampingRatio: 0.4, response: 0.5, initialVelocity: 2))
        return namedCurves.map(\.0) + [.cubicBezier(overshoot), .spring(spring)]
    }

    @Test func namesAreTheFiveAcceptedNamesInOrder() {
        #expect(TimingCurve.names == ["linear", "easeIn", "easeOut", "easeInOut", "default"])
    }

    @Test func everyAcceptedNameRoundTrips() throws {
        for name in TimingCurve.names {
            let curve = try #require(TimingCurve(name: name))
            #expect(curve.name == name)
        }
        #expect(TimingCurve(name: "default") == .systemDefault)
        #expect(TimingCurve(name: "easeInOut") == .easeInOut)
    }

    @Test func unknownNamesAreRejected() {
        for name in ["", "Linear", "ease", "systemDefault", "ease-in", "easeIn "] {
            #expect(TimingCurve(name: name) == nil, "\(name)")
        }
    }

    @Test func customCurvesHaveNoName() throws {
        let spring = try #require(SpringTiming(stiffness: 100, damping: 10))
        #expect(TimingCurve.cubicBezier(.easeIn).name == nil)
        #expect(TimingCurve.spring(spring).name == nil)
    }

    @Test func namedCurvesMatchIndependentBisectionSolver() {
        for (curve, reference) in Self.namedCurves {
            for x in [0.05, 0.2, 0.4, 0.5, 0.6, 0.8, 0.95] {
                #expect(abs(curve.value(at: x) - reference.value(at: x)) <= 1e-6, "\(curve) at \(x)")
            }
        }
    }

    @Test func linearReturnsTheFractionUnchanged() {
        for x in [0.1, 0.123_456_789, 0.5, 0.999] {
            #expect(TimingCurve.linear.value(at: x) == x)
        }
    }

    @Test func cubicBezierCaseUsesItsCurve() throws {
        let curve = try #require(CubicBezier(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9))
        for x in [0.2, 0.5, 0.7] {
            #expect(TimingCurve.cubicBezier(curve).value(at: x) == curve.value(at: x))
        }
    }

    @Test func fractionIsClampedAndNaNMeansZero() throws {
        for curve in try Self.allKindsOfCurve() {
            #expect(curve.value(at: 0) == 0, "\(curve)")
            #expect(curve.value(at: 1) == 1, "\(curve)")
            #expect(curve.value(at: -0.5) == 0, "\(curve)")
            #expect(curve.value(at: 1.5) == 1, "\(curve)")
            #expect(curve.value(at: .nan) == 0, "\(curve)")
            #expect(curve.value(at: -.infinity) == 0, "\(curve)")
            #expect(curve.value(at: .infinity) == 1, "\(curve)")
        }
    }

    @Test func springIsPlayedOverItsSettlingDuration() throws {
        let spring = try #require(SpringTiming(dampingRatio: 0.4, response: 0.5, initialVelocity: 2))
        let curve = TimingCurve.spring(spring)
        for fraction in [0.01, 0.1, 0.25, 0.5, 0.9, 0.999] {
            #expect(curve.value(at: fraction) == spring.value(at: fraction * spring.settlingDuration))
        }
        // The spring itself is only within 0.001 of rest at its settling duration; the curve lands exactly.
        #expect(spring.value(at: spring.settlingDuration) != 1)
        #expect(curve.value(at: 1) == 1)
    }

    @Test func settlingDurationIsOnlyReportedForSprings() throws {
        let spring = try #require(SpringTiming(dampingRatio: 0.7, response: 0.4))
        #expect(TimingCurve.spring(spring).settlingDuration == spring.settlingDuration)
        for curve in Self.namedCurves.map(\.0) + [.cubicBezier(.easeOut)] {
            #expect(curve.settlingDuration == nil)
        }
    }

    @Test func undampedSpringJumpsToItsRestPosition() throws {
        let spring = try #require(SpringTiming(stiffness: 100, damping: 0))
        let curve = TimingCurve.spring(spring)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 0.5) == 1)
    }

    @Test func namedCaseDiffersFromTheEquivalentBezierCase() {
        #expect(TimingCurve.easeIn != TimingCurve.cubicBezier(.easeIn))
        #expect(TimingCurve.easeIn.value(at: 0.3) == TimingCurve.cubicBezier(.easeIn).value(at: 0.3))
    }
}
