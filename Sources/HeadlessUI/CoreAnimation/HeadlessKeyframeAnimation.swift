import Foundation
import TransitionCore

/// An in-memory `CAKeyframeAnimation` with `CAMediaTiming`'s rules for when it is active.
///
/// Modelled rules (`CAMediaTiming` and `CAKeyframeAnimation` reference, Core Animation Programming Guide "Timing"):
/// - Local time is `t − beginTime` (no `speed`, `timeOffset` or repeats: the transition code sets none).
/// - Before `beginTime` the animation shows its first value only with a `fillMode` of `.backwards` or `.both`;
///   after `beginTime + duration` its last value only with `.forwards` or `.both`, and only while it is still
///   installed (`isRemovedOnCompletion` removes it at the end).
/// - With `calculationMode` `.linear`, values between key times are interpolated linearly; with `.discrete`, each
///   value holds until the next key time. Without `keyTimes`, values are spaced evenly.
/// - `timingFunctions` pace each keyframe segment: the i-th function maps the fraction of the way from key time i to
///   key time i + 1 to the fraction of the way from value i to value i + 1 (`CAKeyframeAnimation.timingFunctions`:
///   "define the pacing for each keyframe segment"; with n values, n − 1 functions; given `keyTimes`, they "further
///   modify the timing between those values"). Without them, or past the last, segments are linear.
/// - Booleans (`hidden`) do not interpolate: a number key path named `hidden` steps.
@MainActor
package final class HeadlessKeyframeAnimation {
    /// How values between key times are found (`CAAnimationCalculationMode`).
    package struct CalculationMode: Hashable, Sendable {
        let name: String
        /// Linear interpolation between keyframes.
        package static let linear = CalculationMode(name: "linear")
        /// Each keyframe's value holds until the next.
        package static let discrete = CalculationMode(name: "discrete")
    }

    /// The key path animated.
    package let keyPath: String
    /// One value per key time: `NSNumber`, ``HeadlessValue`` or ``HeadlessPath``, as Core Animation takes them.
    package var values: [Any]?
    /// Key times in 0…1, as many as ``values``.
    package var keyTimes: [NSNumber]?
    /// Linear or discrete.
    package var calculationMode: CalculationMode = .linear
    /// The pacing of each keyframe segment; nil paces every segment linearly.
    package var timingFunctions: [HeadlessMediaTimingFunction]?
    /// The active duration in seconds.
    package var duration: TimeInterval = 0.25
    /// The media time the animation starts at; 0 means when it is installed.
    package var beginTime: TimeInterval = 0
    /// Whether the first and last values show outside the active duration.
    package var fillMode: HeadlessFillMode = .removed
    /// Whether the layer drops the animation once its active duration is over.
    package var isRemovedOnCompletion = true

    /// `CAKeyframeAnimation(keyPath:)`.
    package init(keyPath: String) {
        self.keyPath = keyPath
    }

    func copy() -> HeadlessKeyframeAnimation {
        let copy = HeadlessKeyframeAnimation(keyPath: keyPath)
        copy.values = values
        copy.keyTimes = keyTimes
        copy.calculationMode = calculationMode
        copy.timingFunctions = timingFunctions
        copy.duration = duration
        copy.beginTime = beginTime
        copy.fillMode = fillMode
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        return copy
    }

    /// The media time the active duration ends at.
    package var endTime: TimeInterval { beginTime + duration }

    /// The value shown at media time `time`, or nil when the animation shows nothing then (the model value shows).
    func value(at time: TimeInterval) -> HeadlessAnimatedValue? {
        let frames = (values ?? []).compactMap(HeadlessAnimatedValue.init(boxed:))
        guard !frames.isEmpty, frames.count == (values ?? []).count else { return nil }
        let local = time - beginTime
        if local < 0 {
            return fillMode == .backwards || fillMode == .both ? frames[0] : nil
        }
        if local >= duration {
            return fillMode == .forwards || fillMode == .both ? frames[frames.count - 1] : nil
        }
        let fraction = duration > 0 ? local / duration : 1
        let times =
            keyTimes.map { $0.map(\.doubleValue) }
            ?? frames.indices.map { frames.count > 1 ? Double($0) / Double(frames.count - 1) : 0 }
        guard times.count == frames.count else { return nil }
        // The last key time at or before the fraction.
        var index = 0
        while index + 1 < times.count, times[index + 1] <= fraction { index += 1 }
        guard index + 1 < frames.count, calculationMode == .linear, keyPath != "hidden" else { return frames[index] }
        let span = times[index + 1] - times[index]
        var local01 = span > 0 ? (fraction - times[index]) / span : 1
        if let timingFunctions, index < timingFunctions.count {
            local01 = timingFunctions[index].value(at: local01)
        }
        return frames[index].interpolated(to: frames[index + 1], fraction: local01)
    }
}

/// A keyframe value the model can interpolate.
enum HeadlessAnimatedValue: Equatable {
    case rect(CGRect)
    case point(CGPoint)
    case size(CGSize)
    case transform(Matrix3D)
    case number(CGFloat)
    case path(HeadlessPath)

    init?(boxed: Any) {
        switch boxed {
        case let value as HeadlessValue: self = value.value
        case let number as NSNumber: self = .number(CGFloat(number.doubleValue))
        case let path as HeadlessPath: self = .path(path)
        default: return nil
        }
    }

    func interpolated(to other: HeadlessAnimatedValue, fraction t: Double) -> HeadlessAnimatedValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        switch (self, other) {
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.number(a), .number(b)): return .number(mix(a, b))
        case let (.transform(a), .transform(b)):
            // Core Animation interpolates a transform by decomposing it. The transition code hands it keyframes a
            // display frame apart (entry-wise interpolation between neighbours is within a frame's motion of the
            // decomposed blend), or two far apart only for scales and translations, whose entries are their
            // components: entry-wise is the decomposed blend itself.
            return .transform(
                Matrix3D(
                    m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
                    m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
                    m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
                    m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44)))
        default: return t < 1 ? self : other
        }
    }
}
