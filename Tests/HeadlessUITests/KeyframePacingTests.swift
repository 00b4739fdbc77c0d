import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// `CAKeyframeAnimation.timingFunctions` pace each keyframe segment: with n values, n − 1 functions, each mapping the
/// time between two key times to the blend between their values (Apple's `timingFunctions` and
/// `CAMediaTimingFunction` reference).
@MainActor
@Suite("Keyframe pacing on the model")
struct KeyframePacingTests {
    func opacity(values: [Double], keyTimes: [Double], pacing: [HeadlessMediaTimingFunction]?, at time: Double)
        -> CGFloat
    {
        let ui = HeadlessEnvironment()
        let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        ui.makeWindow().rootView.addSubview(view)
        let animation = HeadlessKeyframeAnimation(keyPath: "opacity")
        animation.values = values.map { NSNumber(value: $0) }
        animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
        animation.timingFunctions = pacing
        animation.duration = 1
        animation.beginTime = 1
        animation.fillMode = .both
        view.layer.add(animation, forKey: "fade")
        return view.layer.presentation(at: 1 + time).opacity
    }

    @Test func eachSegmentIsPacedByItsOwnFunction() {
        let easeInOut = HeadlessMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        let easeIn = HeadlessMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
        // One segment: a quarter of the way in time is far less than a quarter of the way in value.
        let paced = opacity(values: [0, 1], keyTimes: [0, 1], pacing: [easeInOut], at: 0.25)
        #expect(abs(paced - CubicBezier.easeInOut.value(at: 0.25)) < 1e-7)
        #expect(paced < 0.2)
        #expect(opacity(values: [0, 1], keyTimes: [0, 1], pacing: nil, at: 0.25) == 0.25)
        // Two segments: the second function paces the second segment within its own key times.
        let second = opacity(values: [0, 0.5, 1], keyTimes: [0, 0.5, 1], pacing: [easeInOut, easeIn], at: 0.75)
        #expect(abs(second - (0.5 + 0.5 * CubicBezier.easeIn.value(at: 0.5))) < 1e-7)
        let first = opacity(values: [0, 0.5, 1], keyTimes: [0, 0.5, 1], pacing: [easeInOut, easeIn], at: 0.25)
        #expect(abs(first - 0.5 * CubicBezier.easeInOut.value(at: 0.5)) < 1e-7)
        // Fewer functions than segments: the rest are linear. The ends are the ends whatever the pacing.
        #expect(opacity(values: [0, 0.5, 1], keyTimes: [0, 0.5, 1], pacing: [easeIn], at: 0.75) == 0.75)
        #expect(opacity(values: [0, 1], keyTimes: [0, 1], pacing: [easeInOut], at: 0) == 0)
        #expect(opacity(values: [0, 1], keyTimes: [0, 1], pacing: [easeInOut], at: 1) == 1)
    }
}
