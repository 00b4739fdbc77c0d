import Foundation
import Testing
import TransitionCore

struct SpringTimingTests {
    static let underdamped = SpringCase(mass: 1, stiffness: 170, damping: 8, velocity: 3)
    static let critical = SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: -2)
    static let overdamped = SpringCase(mass: 2, stiffness: 50, damping: 40, velocity: 4)

    static let integrationCases: [SpringCase] = [
        underdamped,
        critical,
        overdamped,
        SpringCase(mass: 0.5, stiffness: 300, damping: 3, velocity: -5),
        SpringCase(mass: 1, stiffness: 100, damping: 19.999_999, velocity: 12),
        SpringCase(mass: 1, stiffness: 100, damping: 20.000_001, velocity: 12),
        SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: 25),
        SpringCase(mass: 1, stiffness: 40, damping: 0, velocity: 1),
    ]

    static let settlingCases: [SpringCase] = [
        underdamped,
        critical,
        overdamped,
        SpringCase(mass: 1, stiffness: 200, damping: 2, velocity: 0),
        SpringCase(mass: 1, stiffness: 100, damping: 19.9, velocity: 0),
        SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: 0),
        SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: 30),
        SpringCase(mass: 1, stiffness: 100, damping: 50, velocity: 40),
        SpringCase(mass: 3, stiffness: 20, damping: 100, velocity: -6),
    ]

    @Test(arguments: integrationCases)
    func closedFormMatchesRungeKuttaIntegration(_ spring: SpringCase) throws {
        let model = try spring.make()
        let times = (1...60).map { Double($0) * 0.025 }
        let reference = SpringIntegrator(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
            .trajectory(initialVelocity: spring.velocity, times: times, step: 1e-5)
        for (time, (position, velocity)) in zip(times, reference) {
            #expect(abs(model.value(at: time) - position) <= 1e-6, "\(spring) x(\(time))")
            #expect(abs(model.velocity(at: time) - velocity) <= 1e-6 * max(1, abs(velocity)), "\(spring) v(\(time))")
        }
    }

    @Test func motionStartsAtZeroWithTheGivenVelocity() throws {
        for spring in Self.integrationCases {
            let model = try spring.make()
            #expect(model.value(at: 0) == 0)
            #expect(model.value(at: -1) == 0)
            #expect(model.value(at: .nan) == 0)
            #expect(abs(model.value(at: 1e-9)) <= 1e-7)
            #expect(model.velocity(at: 0) == spring.velocity)
            #expect(abs(model.velocity(at: 1e-12) - spring.velocity) <= 1e-8)
        }
    }

    @Test func dampedMotionRestsAtOneAtInfinity() throws {
        let model = try Self.underdamped.make()
        #expect(model.value(at: .infinity) == 1)
        #expect(model.velocity(at: .infinity) == 0)
        #expect(abs(model.value(at: 50) - 1) <= 1e-12)
    }

    @Test func dampingRatioAndFrequencyFollowFromTheCoefficients() throws {
        let model = try #require(SpringTiming(mass: 2, stiffness: 50, damping: 8))
        #expect(abs(model.undampedAngularFrequency - 5) <= 1e-12)
        #expect(abs(model.dampingRatio - 0.4) <= 1e-12)
    }

    @Test func responseMappingGivesTheStatedStiffnessAndDamping() throws {
        let model = try #require(SpringTiming(dampingRatio: 0.6, response: 0.5, mass: 2, initialVelocity: 1.5))
        let omega = 2 * Double.pi / 0.5
        #expect(abs(model.stiffness - 2 * omega * omega) <= 1e-9)
        #expect(abs(model.damping - 4 * Double.pi * 0.6 * 2 / 0.5) <= 1e-12)
        #expect(model.mass == 2)
        #expect(model.initialVelocity == 1.5)
        #expect(abs(model.dampingRatio - 0.6) <= 1e-12)
        #expect(abs(model.undampedAngularFrequency - omega) <= 1e-12)
    }

    @Test(arguments: settlingCases)
    func positionStaysWithinEpsilonAfterTheSettlingDuration(_ spring: SpringCase) throws {
        let model = try spring.make()
        let settle = model.settlingDuration
        #expect(settle.isFinite && settle > 0)
        for index in 0...20_000 {
            let time = settle * (1 + Double(index) / 4_000)
            #expect(abs(model.value(at: time) - 1) <= 0.001 + 1e-12, "\(spring) at \(time)")
        }
    }

    @Test(arguments: [
        SpringCase(mass: 1, stiffness: 170, damping: 8, velocity: 3),
        SpringCase(mass: 1, stiffness: 200, damping: 2, velocity: 0),
        SpringCase(mass: 2, stiffness: 300, damping: 12, velocity: -4),
    ])
    func underdampedBoundIsWithinOneDampedPeriodOfTheTrueSettlingTime(_ spring: SpringCase) throws {
        let model = try spring.make()
        let zeta = model.dampingRatio
        let omega0 = model.undampedAngularFrequency
        let decay = zeta * omega0
        let halfPeriod = Double.pi / (omega0 * (1 - zeta * zeta).squareRoot())
        let settle = model.settlingDuration
        // The amplitude envelope touches the motion once every half period, so somewhere in
        // [T − 2·halfPeriod, T − halfPeriod] the displacement is at least 0.001·e^(a·halfPeriod).
        var largest = 0.0
        for index in 0...4_000 {
            let time = settle - 2 * halfPeriod + halfPeriod * Double(index) / 4_000
            largest = max(largest, abs(model.value(at: time) - 1))
        }
        #expect(largest >= 0.999 * 0.001 * exp(decay * halfPeriod))
        #expect(largest > 1.5 * 0.001)
    }

    @Test(arguments: [
        SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: -2),
        SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: 0),
        SpringCase(mass: 2, stiffness: 50, damping: 40, velocity: 4),
        SpringCase(mass: 3, stiffness: 20, damping: 100, velocity: -6),
    ])
    func nonOscillatingSettlingDurationIsTheExactLastCrossing(_ spring: SpringCase) throws {
        let model = try spring.make()
        let settle = model.settlingDuration
        #expect(abs(abs(model.value(at: settle) - 1) - 0.001) <= 1e-9)
        #expect(abs(model.value(at: settle * (1 - 1e-6)) - 1) > 0.001)
        #expect(abs(model.value(at: settle * 0.9) - 1) > 0.0015)
    }

    @Test func overshootingCriticalSpringSettlesAfterItsOvershootPeak() throws {
        // v0 = 30 > ω0 = 10: x − 1 = e^(−10t)·(20t − 1) peaks at t = 0.15 at 2·e^(−1.5) ≈ 0.446.
        let model = try #require(SpringTiming(stiffness: 100, damping: 20, initialVelocity: 30))
        let settle = model.settlingDuration
        let peakTime = 30.0 / (10 * 20)
        #expect(abs(model.value(at: peakTime) - 1 - 2 * exp(-1.5)) <= 1e-12)
        #expect(settle > peakTime)
        #expect(abs(model.value(at: settle) - 1 - 0.001) <= 1e-9)
    }

    @Test func settlingDurationScalesInverselyWithFrequency() throws {
        let slow = try #require(SpringTiming(dampingRatio: 0.5, response: 1))
        let fast = try #require(SpringTiming(dampingRatio: 0.5, response: 0.25))
        #expect(abs(slow.settlingDuration / fast.settlingDuration - 4) <= 1e-9)
    }

    @Test func undampedSpringOscillatesForeverAndNeverSettles() throws {
        let model = try #require(SpringTiming(stiffness: 4 * Double.pi * Double.pi, damping: 0))
        #expect(model.settlingDuration == .infinity)
        #expect(abs(model.value(at: 0.5) - 2) <= 1e-12)
        #expect(abs(model.value(at: 100.5) - 2) <= 1e-9)
    }

    @Test(arguments: [
        (0.5, 0.0, 0.5),
        (0.8, 2.0, 1.0),
        (1.0, 0.0, 0.3),
        (0.3, -1.0, 2.0),
        (0.65, 5.0, 0.75),
        (2.5, 0.0, 0.4),
    ])
    func uikitMappingSettlesAtTheRequestedDuration(damping: Double, velocity: Double, duration: Double) throws {
        let model = try #require(SpringTiming(uikitDamping: damping, initialVelocity: velocity, duration: duration))
        #expect(model.mass == 1)
        #expect(model.initialVelocity == velocity)
        #expect(abs(model.dampingRatio - min(damping, 1)) <= 1e-12)
        #expect(abs(model.settlingDuration - duration) <= 1e-9 * duration)
    }

    @Test func uikitMappingWithoutVelocityHasTheScaledUnitStiffness() throws {
        // With v0 = 0 the settling time is exactly τ(ζ)/ω0, so halving the duration doubles ω0.
        let long = try #require(SpringTiming(uikitDamping: 0.7, initialVelocity: 0, duration: 1))
        let short = try #require(SpringTiming(uikitDamping: 0.7, initialVelocity: 0, duration: 0.5))
        #expect(abs(short.undampedAngularFrequency / long.undampedAngularFrequency - 2) <= 1e-9)
    }

    @Test func invalidCoefficientsAreRejected() {
        #expect(SpringTiming(mass: 0, stiffness: 100, damping: 10) == nil)
        #expect(SpringTiming(mass: -1, stiffness: 100, damping: 10) == nil)
        #expect(SpringTiming(stiffness: 0, damping: 10) == nil)
        #expect(SpringTiming(stiffness: -5, damping: 10) == nil)
        #expect(SpringTiming(stiffness: 100, damping: -0.1) == nil)
        #expect(SpringTiming(mass: .nan, stiffness: 100, damping: 10) == nil)
        #expect(SpringTiming(stiffness: .infinity, damping: 10) == nil)
        #expect(SpringTiming(stiffness: 100, damping: .nan) == nil)
        #expect(SpringTiming(stiffness: 100, damping: 10, initialVelocity: .infinity) == nil)
        #expect(SpringTiming(stiffness: 100, damping: 0) != nil)
    }

    @Test func invalidResponseParametersAreRejected() {
        #expect(SpringTiming(dampingRatio: -0.1, response: 0.5) == nil)
        #expect(SpringTiming(dampingRatio: 0.5, response: 0) == nil)
        #expect(SpringTiming(dampingRatio: 0.5, response: -1) == nil)
        #expect(SpringTiming(dampingRatio: .nan, response: 0.5) == nil)
        #expect(SpringTiming(dampingRatio: 0.5, response: .infinity) == nil)
        #expect(SpringTiming(dampingRatio: 0.5, response: 0.5, mass: 0) == nil)
        #expect(SpringTiming(dampingRatio: 0.5, response: 0.5, initialVelocity: .nan) == nil)
    }

    @Test func invalidUIKitParametersAreRejected() {
        #expect(SpringTiming(uikitDamping: 0, initialVelocity: 0, duration: 1) == nil)
        #expect(SpringTiming(uikitDamping: -0.5, initialVelocity: 0, duration: 1) == nil)
        #expect(SpringTiming(uikitDamping: 0.5, initialVelocity: 0, duration: 0) == nil)
        #expect(SpringTiming(uikitDamping: 0.5, initialVelocity: 0, duration: -1) == nil)
        #expect(SpringTiming(uikitDamping: .nan, initialVelocity: 0, duration: 1) == nil)
        #expect(SpringTiming(uikitDamping: 0.5, initialVelocity: .nan, duration: 1) == nil)
        #expect(SpringTiming(uikitDamping: 0.5, initialVelocity: 0, duration: .infinity) == nil)
    }

    @Test func springsWithEqualCoefficientsAreEqual() throws {
        let first = try #require(SpringTiming(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2))
        let second = try #require(SpringTiming(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2))
        let other = try #require(SpringTiming(mass: 1, stiffness: 100, damping: 10, initialVelocity: 3))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != other)
    }
}

extension SpringTimingTests {
    /// Integrates `m·x″ + c·x′ + k·(x − 1) = 0` from `x = 0, x′ = v0` with classic RK4, independently of the
    /// closed form.
    struct SpringIntegrator {
        let mass: Double
        let stiffness: Double
        let damping: Double

        func acceleration(position: Double, velocity: Double) -> Double {
            (-stiffness * (position - 1) - damping * velocity) / mass
        }

        /// Position and velocity at each of `times` (ascending), stepping by `step` seconds.
        func trajectory(initialVelocity: Double, times: [Double], step: Double) -> [(Double, Double)] {
            var position = 0.0
            var velocity = initialVelocity
            var now = 0.0
            var samples: [(Double, Double)] = []
            for target in times {
                while now < target - 1e-12 {
                    let h = min(step, target - now)
                    let k1x = velocity
                    let k1v = acceleration(position: position, velocity: velocity)
                    let k2x = velocity + h / 2 * k1v
                    let k2v = acceleration(position: position + h / 2 * k1x, velocity: k2x)
                    let k3x = velocity + h / 2 * k2v
                    let k3v = acceleration(position: position + h / 2 * k2x, velocity: k3x)
                    let k4x = velocity + h * k3v
                    let k4v = acceleration(position: position + h * k3x, velocity: k4x)
                    position += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                    velocity += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                    now += h
                }
                samples.append((position, velocity))
            }
            return samples
        }
    }

    struct SpringCase: Sendable, CustomStringConvertible {
        let mass: Double
        let stiffness: Double
        let damping: Double
        let velocity: Double

        var description: String { "m=\(mass) k=\(stiffness) c=\(damping) v0=\(velocity)" }

        func make() throws -> SpringTiming {
            try #require(SpringTiming(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        }
    }
}
