import Foundation

extension CGFloat: Interpolatable {
    /// Linear blend.
    public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
        self + (other - self) * CGFloat(fraction)
    }
}

extension CGRect: Interpolatable {
    /// Hashes origin and size.
    public func hashComponents(into hasher: inout Hasher) {
        hasher.combine(rect: self)
    }
}

extension Transform: Interpolatable {}
extension Shadow: Interpolatable {}

/// The values one property of one view passes through during a transition.
///
/// Sampling is a pure function of the fraction and allocates nothing: it walks the few keyframes in place.
///
/// ```swift
/// let alpha = PropertyTrack<CGFloat>(from: 0, to: 1)
/// alpha.value(at: 0.25)   // 0.25
/// ```
public struct PropertyTrack<Value: Interpolatable>: Sendable, Hashable {
    /// The keyframes, sorted by time, never empty.
    public let keyframes: [Keyframe<Value>]
    /// Whether the track is one linear segment from time 0 to time 1 — most tracks are — so sampling is a single
    /// blend, without the segment search and the curve's dispatch. Derived from ``keyframes``.
    @usableFromInline let isOneLinearSegment: Bool

    // The initialisers are inlinable so that an animator's module specialises them for its values: called generic
    // across modules, every track an animator made looked its types' metadata up and copied its values through
    // value witnesses (the container transform's tap, Scripts/ui-instructions.sh).

    /// Creates a track. Keyframes are sorted by time; times are clamped to [0, 1] and NaN times become 0.
    /// Returns nil for an empty list, so a track always has a value.
    @inlinable
    public init?(_ keyframes: [Keyframe<Value>]) {
        guard !keyframes.isEmpty else { return nil }
        // Keyframes usually come in order already (or in reverse, for a way back): those are kept, or turned round,
        // without the clamping copy and the sort, which cost more than the rest of describing a transition.
        switch Self.order(of: keyframes) {
        case .ascending:
            self.init(sorted: keyframes)
            return
        case .descending:
            self.init(sorted: keyframes.reversed())
            return
        case .other:
            break
        }
        self.init(
            sorted: keyframes.map { frame in
                var frame = frame
                frame.time = frame.time.isNaN ? 0 : min(max(frame.time, 0), 1)
                return frame
            }.sorted { $0.time < $1.time })
    }

    @usableFromInline
    enum Order {
        // Times within [0, 1], never decreasing; strictly decreasing; anything else (NaN or out of range included).
        case ascending, descending, other
    }

    @inlinable
    static func order(of keyframes: [Keyframe<Value>]) -> Order {
        var ascending = true
        var descending = true
        var previous = keyframes[0].time
        guard previous >= 0, previous <= 1 else { return .other }
        for index in keyframes.indices.dropFirst() {
            let time = keyframes[index].time
            guard time >= 0, time <= 1 else { return .other }
            if time < previous { ascending = false }
            if time >= previous { descending = false }
            if !ascending, !descending { return .other }
            previous = time
        }
        return ascending ? .ascending : .descending
    }

    @inlinable
    init(sorted keyframes: [Keyframe<Value>]) {
        self.keyframes = keyframes
        if keyframes.count == 2, keyframes[0].time == 0, keyframes[1].time == 1, case .linear = keyframes[1].curve {
            isOneLinearSegment = true
        } else {
            isOneLinearSegment = false
        }
    }

    /// Two tracks are equal when their keyframes are.
    public static func == (lhs: PropertyTrack, rhs: PropertyTrack) -> Bool { lhs.keyframes == rhs.keyframes }

    /// Hashes the keyframes.
    public func hash(into hasher: inout Hasher) { hasher.combine(keyframes) }

    /// The fractions a track extrapolates to: an overshoot of at most one whole transition past either end.
    public static var extrapolationRange: ClosedRange<Double> { -1...2 }

    /// A track that goes from one value to another over the whole transition.
    @inlinable
    public init(from start: Value, to end: Value, curve: TimingCurve = .linear) {
        self.init(sorted: [Keyframe(time: 0, value: start), Keyframe(time: 1, value: end, curve: curve)])
    }

    /// A track that holds one value for the whole transition.
    @inlinable
    public init(constant value: Value) {
        self.init(sorted: [Keyframe(time: 0, value: value)])
    }

    /// The value at `fraction` of the transition. Before the first keyframe the first value holds, after the last
    /// the last value holds — except that a track spanning the whole of [0, 1] extrapolates its end segments
    /// linearly, so a spring's overshoot (fraction > 1) overshoots the view too. Extrapolation is clamped to
    /// ``extrapolationRange`` (one whole transition beyond each end), so an infinite fraction gives a finite value;
    /// NaN gives the first value.
    public func value(at fraction: Double) -> Value {
        // Reads fields in place rather than copying whole keyframes (each carries a curve): this is the per-frame
        // hot path, and copies of the curve payload cost more than the arithmetic.
        let count = keyframes.count
        if count == 1 || fraction.isNaN { return keyframes[0].value }
        let fraction = min(max(fraction, Self.extrapolationRange.lowerBound), Self.extrapolationRange.upperBound)
        if isOneLinearSegment { return keyframes[0].value.interpolated(to: keyframes[1].value, fraction: fraction) }
        let firstTime = keyframes[0].time
        if fraction <= firstTime {
            if fraction < 0, firstTime == 0 { return segmentValue(0, 1, fraction: fraction, eased: false) }
            return keyframes[0].value
        }
        let lastTime = keyframes[count - 1].time
        if fraction >= lastTime {
            if fraction > 1, lastTime == 1 {
                return segmentValue(count - 2, count - 1, fraction: fraction, eased: false)
            }
            return keyframes[count - 1].value
        }
        var index = 1
        while keyframes[index].time < fraction { index += 1 }
        return segmentValue(index - 1, index, fraction: fraction, eased: true)
    }

    /// The two ends of a track that is one linear segment from 0 to 1, nil for any other.
    var linearEnds: (Value, Value)? {
        isOneLinearSegment ? (keyframes[0].value, keyframes[1].value) : nil
    }

    /// What ``value(at:)`` gives for a track that is one linear segment from `ends.0` to `ends.1`.
    @inline(__always)
    static func linearValue(_ ends: (Value, Value), at fraction: Double) -> Value {
        if fraction.isNaN { return ends.0 }
        let fraction = min(max(fraction, extrapolationRange.lowerBound), extrapolationRange.upperBound)
        return ends.0.interpolated(to: ends.1, fraction: fraction)
    }

    private func segmentValue(_ a: Int, _ b: Int, fraction: Double, eased: Bool) -> Value {
        let startTime = keyframes[a].time
        let span = keyframes[b].time - startTime
        guard span > 0 else { return keyframes[b].value }
        let local = (fraction - startTime) / span
        var mix = local
        if eased {
            switch keyframes[b].curve {
            case .linear: break
            default: mix = keyframes[b].curve.value(at: local)
            }
        }
        return keyframes[a].value.interpolated(to: keyframes[b].value, fraction: mix)
    }
}
