import Foundation

/// A damped harmonic oscillator that carries a value from 0 to 1, with the displacement normalised to the distance.
///
/// The position `x(t)` solves `m·x″ + c·x′ + k·(x − 1) = 0` with `x(0) = 0` and `x′(0) = initialVelocity`, the same
/// model as `CASpringAnimation` and `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`. With
/// `ζ = c / (2√(km))`, `ω0 = √(k/m)` and `a = ζ·ω0 = c / 2m`, the closed forms are
/// - underdamped (ζ < 1), `ωd = ω0·√(1 − ζ²)`: `x = 1 − e^(−a·t)·(cos ωd·t − (v0 − a)·sin(ωd·t)/ωd)`;
/// - critically damped (ζ = 1): `x = 1 − e^(−a·t)·(1 − (v0 − a)·t)`;
/// - overdamped (ζ > 1), `β = ω0·√(ζ² − 1)`: `x = 1 − e^(−a·t)·(cosh β·t − (v0 − a)·sinh(β·t)/β)`.
public struct SpringTiming: Sendable, Hashable {
    /// The mass attached to the spring (> 0).
    public let mass: Double
    /// The spring constant `k` (> 0).
    public let stiffness: Double
    /// The damping coefficient `c` (≥ 0); 0 oscillates forever.
    public let damping: Double
    /// The starting velocity in distance-units per second: 1 covers the whole distance in one second, as UIKit's
    /// `initialSpringVelocity`. Negative values start by moving away from the target.
    public let initialVelocity: Double

    private let motion: Motion
    private let cachedSettlingDuration: Double

    /// Creates a spring from its physical coefficients, as `CASpringAnimation` takes them.
    ///
    /// Returns `nil` when `mass ≤ 0`, `stiffness ≤ 0`, `damping < 0`, any argument is NaN or infinite, or the
    /// derived frequency `√(k/m)` overflows or underflows to zero.
    public init?(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        guard mass.isFinite, stiffness.isFinite, damping.isFinite, initialVelocity.isFinite else { return nil }
        guard mass > 0, stiffness > 0, damping >= 0 else { return nil }
        guard let motion = Motion(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity)
        else { return nil }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.motion = motion
        self.cachedSettlingDuration = motion.settlingTime(epsilon: SpringTiming.settlingEpsilon)
    }

    /// Creates a spring from a damping ratio and a response, as SwiftUI's `Spring(response:dampingRatio:)`.
    ///
    /// `response` is the period of the undamped oscillation, so `k = m·(2π/response)²` and
    /// `c = 4π·ζ·m/response` (which gives `c / (2√(km)) = ζ`). Returns `nil` when `response ≤ 0`,
    /// `dampingRatio < 0`, or any argument is non-finite or otherwise rejected by
    /// ``init(mass:stiffness:damping:initialVelocity:)``.
    public init?(dampingRatio: Double, response: Double, mass: Double = 1, initialVelocity: Double = 0) {
        guard dampingRatio.isFinite, response.isFinite, dampingRatio >= 0, response > 0 else { return nil }
        let angularFrequency = 2 * Double.pi / response
        self.init(
            mass: mass,
            stiffness: mass * angularFrequency * angularFrequency,
            damping: 4 * Double.pi * dampingRatio * mass / response,
            initialVelocity: initialVelocity
        )
    }

    /// Creates the spring for UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    ///
    /// The mapping: damping ratio `ζ = min(damping, 1)`, mass 1, `initialVelocity` unchanged, and the stiffness
    /// `k = ω0²` (with `c = 2ζ·ω0`) chosen by bisection on `ω0` so that ``settlingDuration`` equals `duration`
    /// (to about 1e-12 relative).
    ///
    /// Why: Apple documents the parameter as `usingSpringWithDamping dampingRatio` (1 "smoothly decelerates"
    /// without oscillation, values closer to 0 oscillate more) and the velocity as "1 corresponds to the total
    /// animation distance traversed in one second". Reading the animation back off the layer after such a call
    /// (as Material Motion's `MDMSpringTimingCurveGenerator` does) yields a `CASpringAnimation` with mass,
    /// stiffness and damping, so UIKit runs a genuine damped oscillator. Apple does not publish how it derives
    /// the stiffness; its public rule for turning a duration and a damping ratio into a spring is SwiftUI's
    /// `Spring(settlingDuration:dampingRatio:epsilon:)`, default epsilon 0.001, which is what this solves, using
    /// this type's settling definition. A widespread community approximation instead takes
    /// `ω0 = ln(1500) / (ζ·duration)` (the envelope shrinking to 1/1500): within about 6 % of this mapping for
    /// ζ ≤ 0.9, but about 25 % stiffer at ζ = 1, where the envelope alone ignores the `(1 + ω0·t)` factor.
    ///
    /// Returns `nil` when `damping ≤ 0`, `duration ≤ 0`, any argument is non-finite, or no stiffness reaches the
    /// requested duration. When the initial velocity makes the settling time jump as `ω0` varies (a late
    /// overshoot grazing the 0.1 % band), the result settles at the nearest achievable time instead.
    public init?(uikitDamping damping: Double, initialVelocity: Double, duration: Double) {
        guard damping.isFinite, initialVelocity.isFinite, duration.isFinite else { return nil }
        guard damping > 0, duration > 0 else { return nil }
        let ratio = min(damping, 1)
        guard
            let frequency = SpringTiming.frequency(settlingIn: duration, dampingRatio: ratio, velocity: initialVelocity)
        else { return nil }
        self.init(
            mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency,
            initialVelocity: initialVelocity)
    }

    /// The damping ratio `ζ = c / (2√(k·m))`: < 1 oscillates, 1 is critical, > 1 creeps in without overshoot.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency `ω0 = √(k/m)`, in radians per second.
    public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The normalised position at `time` seconds: 0 at `time ≤ 0` (and NaN), tending to 1.
    ///
    /// Uses the closed form for the spring's regime (see the type's documentation); the overdamped branch is
    /// written with `expm1` so it stays accurate as ζ approaches 1. At `time == .infinity` it returns the rest
    /// position 1 (the limit of every damped spring and the centre of an undamped one's oscillation).
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < .infinity else { return 1 }
        // Far past settling, a decayed envelope (0) times a term that overflowed (∞) is NaN; the motion is at rest.
        let displacement = motion.displacement(at: time)
        return displacement.isFinite ? 1 + displacement : 1
    }

    /// The rate of change of ``value(at:)`` in distance-units per second, from the differentiated closed form.
    ///
    /// `initialVelocity` for `time ≤ 0` (the start of the motion) and 0 at `time == .infinity`; NaN gives 0.
    public func velocity(at time: Double) -> Double {
        if time.isNaN { return 0 }
        guard time > 0 else { return initialVelocity }
        guard time < .infinity else { return 0 }
        let velocity = motion.velocity(at: time)
        return velocity.isFinite ? velocity : 0
    }

    /// A time after which the position stays within 0.001 of 1 (epsilon 0.001 of the distance, as SwiftUI's
    /// `Spring.settlingDuration`); `.infinity` for an undamped spring.
    ///
    /// Underdamped: `|x − 1| ≤ e^(−a·t)·R` with `R = √(1 + ((v0 − a)/ωd)²)` and, since `|sin u| ≤ u`, also
    /// `|x − 1| ≤ e^(−a·t)·(1 + |v0 − a|·t)`; the result is the earlier of the two times at which a bound falls
    /// to 0.001 for good, so it is never earlier than the true settling time; and since the first bound touches
    /// the motion every half period `π/ωd`, it is never more than one half period later either. The second bound
    /// keeps it tight as ζ approaches 1. Critically damped and overdamped: the motion has at most one zero
    /// crossing and one extremum, so the exact last time at which `|x − 1| = 0.001` is found by bisection on the
    /// monotone piece that contains it. Computed once, at initialisation.
    public var settlingDuration: Double { cachedSettlingDuration }

    private static var settlingEpsilon: Double { 0.001 }

    /// The `ω0` whose mass-1 spring with damping ratio `ratio` and the given velocity settles in `duration`.
    private static func frequency(
        settlingIn duration: Double, dampingRatio ratio: Double, velocity: Double
    ) -> Double? {
        func settling(_ frequency: Double) -> Double? {
            Motion(mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency, velocity: velocity)?
                .settlingTime(epsilon: settlingEpsilon)
        }
        // With no initial velocity the settling time scales exactly as 1/ω0, so this guess is already the answer;
        // a velocity shifts it only logarithmically, so a few doublings bracket the root.
        guard
            let unitSettling = Motion(mass: 1, stiffness: 1, damping: 2 * ratio, velocity: 0)?
                .settlingTime(epsilon: settlingEpsilon)
        else { return nil }
        let guess = unitSettling / duration
        var low = guess
        var high = guess
        for _ in 0..<200 {
            guard let time = settling(low) else { return nil }
            if time >= duration { break }
            low /= 2
        }
        for _ in 0..<200 {
            guard let time = settling(high) else { return nil }
            if time <= duration { break }
            high *= 2
        }
        guard let lowTime = settling(low), let highTime = settling(high), lowTime >= duration, highTime <= duration
        else { return nil }
        // Geometric bisection: the unknown spans orders of magnitude, and settling time ~ 1/ω0.
        for _ in 0..<200 {
            if high / low - 1 <= 1e-13 { break }
            let middle = (low * high).squareRoot()
            guard let time = settling(middle) else { return nil }
            if time > duration { low = middle } else { high = middle }
        }
        return (low * high).squareRoot()
    }
}

// Nested so that the short name cannot collide with other types in the module.
extension SpringTiming {
    /// The regime-specific constants of the closed form, derived once so evaluation is a handful of flops.
    fileprivate struct Motion: Sendable, Hashable {
        enum Regime: Sendable, Hashable {
            case underdamped, critical, overdamped
        }

        let regime: Regime
        /// `a = c / 2m`, the envelope's decay rate.
        let decay: Double
        /// `ωd` when underdamped, `β` when overdamped, 0 when critical.
        let frequency: Double
        /// The exponent of the slower exponential: `−a`, or `r1 = −ω0² / (a + β)` when overdamped.
        let leadRate: Double
        /// `v0`.
        let startVelocity: Double
        /// `v0 − a`, the coefficient of the sin/sinh/t term.
        let skew: Double
        /// `a·(v0 − a) − ωd²`, `a·(v0 − a)` or `a·(v0 − a) + β²`: the coefficient of that term in the velocity.
        let velocitySkew: Double

        init?(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
            let omega0 = (stiffness / mass).squareRoot()
            let decay = damping / (2 * mass)
            guard omega0.isFinite, omega0 > 0, decay.isFinite else { return nil }
            let ratio = damping / (2 * (stiffness * mass).squareRoot())
            guard ratio.isFinite else { return nil }
            let skew = velocity - decay
            self.decay = decay
            self.startVelocity = velocity
            self.skew = skew
            if ratio < 1 {
                // (1 − ζ)(1 + ζ) rather than 1 − ζ² keeps ωd's relative accuracy as ζ → 1.
                let frequency = omega0 * ((1 - ratio) * (1 + ratio)).squareRoot()
                regime = .underdamped
                self.frequency = frequency
                leadRate = -decay
                velocitySkew = decay * skew - frequency * frequency
            } else if ratio == 1 {
                regime = .critical
                frequency = 0
                leadRate = -decay
                velocitySkew = decay * skew
            } else {
                let frequency = omega0 * ((ratio - 1) * (ratio + 1)).squareRoot()
                regime = .overdamped
                self.frequency = frequency
                // −a + β cancels badly for large ζ; (a − β)(a + β) = ω0² gives the same rate without cancellation.
                leadRate = -(omega0 * omega0) / (decay + frequency)
                velocitySkew = decay * skew + frequency * frequency
            }
            guard frequency.isFinite, leadRate.isFinite, velocitySkew.isFinite else { return nil }
        }

        /// `x(t) − 1` for `t > 0`.
        func displacement(at t: Double) -> Double {
            let envelope = exp(leadRate * t)
            switch regime {
            case .underdamped:
                let phase = frequency * t
                return envelope * (skew * sin(phase) / frequency - cos(phase))
            case .critical:
                return envelope * (skew * t - 1)
            case .overdamped:
                // With E = e^(r1·t) and D = 1 − e^(−2βt): e^(−at)·cosh βt = E·(1 − D/2) and
                // e^(−at)·sinh(βt)/β = E·D/(2β); expm1 keeps D accurate when βt is tiny.
                let gap = -expm1(-2 * frequency * t)
                return envelope * (skew * gap / (2 * frequency) - (1 - 0.5 * gap))
            }
        }

        /// `x′(t)` for `t > 0`.
        func velocity(at t: Double) -> Double {
            let envelope = exp(leadRate * t)
            switch regime {
            case .underdamped:
                let phase = frequency * t
                return envelope * (startVelocity * cos(phase) - velocitySkew * sin(phase) / frequency)
            case .critical:
                return envelope * (startVelocity - velocitySkew * t)
            case .overdamped:
                let gap = -expm1(-2 * frequency * t)
                return envelope * (startVelocity * (1 - 0.5 * gap) - velocitySkew * gap / (2 * frequency))
            }
        }

        func settlingTime(epsilon: Double) -> Double {
            switch regime {
            case .underdamped:
                return oscillatingSettlingBound(epsilon: epsilon)
            case .critical, .overdamped:
                return monotonicSettlingTime(epsilon: epsilon)
            }
        }

        private func oscillatingSettlingBound(epsilon: Double) -> Double {
            guard decay > 0 else { return .infinity }
            let amplitude = hypot(1, skew / frequency)
            let envelopeBound = log(amplitude / epsilon) / decay
            // The second bound, as g(t) = ln(1 + s·t) − a·t − ln ε, is concave with g(0) > 0, so it crosses zero
            // once; only a crossing before `envelopeBound` can improve on the first bound.
            let slope = abs(skew)
            let threshold = log(epsilon)
            func linearBoundSettled(_ t: Double) -> Bool { log1p(slope * t) - decay * t - threshold <= 0 }
            guard linearBoundSettled(envelopeBound) else { return envelopeBound }
            return Motion.bisect(low: 0, high: envelopeBound, isSettled: linearBoundSettled)
        }

        private func monotonicSettlingTime(epsilon: Double) -> Double {
            func settled(_ t: Double) -> Bool { abs(displacement(at: t)) <= epsilon }
            // Between consecutive zeros of x − 1 and of x′, |x − 1| is monotone, and there is at most one of each
            // (0 stands for "none"), so the last crossing of ε lies on the last piece that starts unsettled.
            let crossing = zeroCrossingTime()
            let turn = extremumTime()
            let early = min(crossing, turn)
            let late = max(crossing, turn)
            if !settled(late) {
                // The final piece decays monotonically to 0; widen it until its far end is settled.
                var step = 1 / abs(leadRate)
                var low = late
                var high = late + step
                var doublings = 0
                while !settled(high), doublings < 2_000 {
                    low = high
                    step *= 2
                    high = late + step
                    doublings += 1
                }
                return Motion.bisect(low: low, high: high, isSettled: settled)
            }
            if early < late, !settled(early) {
                return Motion.bisect(low: early, high: late, isSettled: settled)
            }
            // |x(0) − 1| = 1 > ε, so the first piece always starts unsettled.
            return Motion.bisect(low: 0, high: early, isSettled: settled)
        }

        /// The positive time at which `x = 1` (overshoot), or 0 when the motion never crosses the target.
        private func zeroCrossingTime() -> Double {
            switch regime {
            case .underdamped:
                return 0
            case .critical:
                return skew > 0 ? 1 / skew : 0
            case .overdamped:
                // tanh(βt) = β / (v0 − a).
                let target = frequency / skew
                return target > 0 && target < 1 ? atanh(target) / frequency : 0
            }
        }

        /// The positive time at which `x′ = 0` (a turning point), or 0 when there is none.
        private func extremumTime() -> Double {
            switch regime {
            case .underdamped:
                return 0
            case .critical:
                let time = startVelocity / velocitySkew
                return time.isFinite && time > 0 ? time : 0
            case .overdamped:
                // tanh(βt) = β·v0 / (a·(v0 − a) + β²).
                let target = frequency * startVelocity / velocitySkew
                return target.isFinite && target > 0 && target < 1 ? atanh(target) / frequency : 0
            }
        }

        /// Shrinks `[low, high]`, unsettled at `low` and settled at `high`, to a relative width of 1e-13 and returns
        /// the settled end, so the answer never precedes the true crossing.
        private static func bisect(low: Double, high: Double, isSettled: (Double) -> Bool) -> Double {
            var low = low
            var high = high
            for _ in 0..<400 {
                if high - low <= 1e-13 * high { break }
                let middle = 0.5 * (low + high)
                if isSettled(middle) { high = middle } else { low = middle }
            }
            return high
        }
    }
}
