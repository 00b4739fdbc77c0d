import Foundation
import TransitionCore

/// An in-memory `CAMediaTimingFunction`: a cubic Bézier timing curve from (0, 0) to (1, 1) through two control
/// points, mapping a normalised input time to an output time (`CAMediaTimingFunction` reference: "maps an input time
/// normalized to the range [0,1] to an output time"; `init(controlPoints:_:_:_:)`, whose end points are (0, 0) and
/// (1, 1)). Control points are `Float`s, as Core Animation takes them.
package final class HeadlessMediaTimingFunction {
    private let curve: CubicBezier

    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`. An x outside [0, 1] (a curve that would double back in time)
    /// is clamped into it.
    package init(controlPoints x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) {
        let clamp = { (x: Float) in min(max(Double(x), 0), 1) }
        curve =
            CubicBezier(x1: clamp(x1), y1: Double(y1), x2: clamp(x2), y2: Double(y2))
            ?? .linear
    }

    /// The output time at input time `time` in [0, 1].
    func value(at time: Double) -> Double {
        curve.value(at: time)
    }
}
