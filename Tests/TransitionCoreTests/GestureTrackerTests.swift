import Foundation
import Testing
import TransitionCore

@Suite("Gesture trackers and the finish-or-cancel decision")
struct GestureTrackerTests {
    @Test func projectionFollowsTheDecelerationFormula() {
        let decision = GestureDecision(threshold: 0.6, minimumFlickVelocity: 150, decelerationRate: 0.998)
        // (v / 1000) · r / (1 − r) with v = 1000 pt/s: 1 · 0.998 / 0.002 = 499 pt.
        #expect(abs(decision.projectedDistance(velocity: 1000) - 499) < 1e-9)
        #expect(abs(decision.projectedDistance(velocity: -400) + 199.6) < 1e-9)
        #expect(decision.projectedDistance(velocity: 100) == 0)  // below the flick threshold: jitter
    }

    @Test func theDecisionUsesTheProjectedEndNotThePositionAlone() {
        let decision = GestureDecision()
        #expect(!decision.shouldFinish(progress: 0.4, velocity: 0, distance: 390))
        #expect(decision.shouldFinish(progress: 0.7, velocity: 0, distance: 390))
        #expect(decision.shouldFinish(progress: 0.1, velocity: 1500, distance: 390))
        #expect(!decision.shouldFinish(progress: 0.8, velocity: -800, distance: 390))
    }

    @Test func aRightEdgePanTracksLeftwardTravelAsProgress() {
        var tracker = PanTracker.screenEdge(.right, containerSize: CGSize(width: 400, height: 800))
        tracker.handle(TouchSample(.began, at: CGPoint(x: 395, y: 300), time: 0))
        #expect(tracker.isTracking)
        tracker.handle(TouchSample(.moved, at: CGPoint(x: 295, y: 310), time: 0.05))
        #expect(tracker.progress == 0.25)
        #expect(abs(tracker.velocity - 2000) < 1e-9)
        tracker.handle(TouchSample(.moved, at: CGPoint(x: 500, y: 310), time: 0.1))
        #expect(tracker.progress == 0)
        #expect(tracker.translation < 0)
    }

    @Test func anEdgePanIgnoresTouchesThatBeginAwayFromTheEdge() {
        var tracker = PanTracker.screenEdge(.left, containerSize: CGSize(width: 400, height: 800), margin: 20)
        tracker.handle(TouchSample(.began, at: CGPoint(x: 60, y: 300), time: 0))
        #expect(!tracker.isTracking)
        #expect(tracker.handle(TouchSample(.ended, at: CGPoint(x: 300, y: 300), time: 0.2)) == nil)
    }

    @Test func aVerticalPanAdvancesDownwardsWhenAskedTo() {
        var tracker = PanTracker(axis: .vertical, advancesTowardsNegative: false, distance: 200)
        tracker.handle(TouchSample(.began, at: CGPoint(x: 10, y: 100), time: 0))
        tracker.handle(TouchSample(.moved, at: CGPoint(x: 10, y: 150), time: 0.1))
        #expect(tracker.progress == 0.25)
    }

    @Test func aStillReleaseHasNoVelocityAndAReportedVelocityWins() {
        var tracker = PanTracker(axis: .horizontal, advancesTowardsNegative: true, distance: 400)
        tracker.handle(TouchSample(.began, at: CGPoint(x: 400, y: 0), time: 0))
        tracker.handle(TouchSample(.moved, at: CGPoint(x: 240, y: 0), time: 0.2))
        tracker.handle(TouchSample(.moved, at: CGPoint(x: 240, y: 0), time: 0.35))
        var still = tracker
        let stillOutcome = still.handle(TouchSample(.ended, at: CGPoint(x: 240, y: 0), time: 0.35))
        #expect(stillOutcome == GestureOutcome(finishes: false, progress: 0.4, progressVelocity: 0))
        let flicked = tracker.handle(
            TouchSample(
                .ended, at: CGPoint(x: 240, y: 0), time: 0.35,
                reportedVelocity: CGPoint(x: -1200, y: 0)))
        #expect(flicked?.finishes == true)
        #expect(flicked?.progressVelocity == 3)
    }

    @Test func aCancelledTouchAlwaysCancels() {
        var tracker = PanTracker(distance: 100)
        tracker.handle(TouchSample(.began, at: CGPoint(x: 100, y: 0), time: 0))
        tracker.handle(TouchSample(.moved, at: CGPoint(x: 5, y: 0), time: 0.1))
        #expect(tracker.handle(TouchSample(.cancelled, at: CGPoint(x: 5, y: 0), time: 0.1))?.finishes == false)
    }

    @Test func aPinchTurnsTheFingersSpanIntoProgress() {
        var pinch = PinchTracker(targetScale: 2)
        func sample(_ phase: TouchSample.Phase, span: CGFloat, time: Double) -> TouchSample {
            TouchSample(
                phase, at: CGPoint(x: 100 - span / 2, y: 0), second: CGPoint(x: 100 + span / 2, y: 0),
                time: time)
        }
        pinch.handle(sample(.began, span: 100, time: 0))
        pinch.handle(sample(.moved, span: 150, time: 0.1))
        #expect(pinch.progress == 0.5)
        #expect(abs(pinch.progressVelocity - 5) < 1e-9)
        pinch.handle(sample(.moved, span: 170, time: 0.3))
        pinch.handle(sample(.moved, span: 170, time: 0.45))
        let outcome = pinch.handle(sample(.ended, span: 170, time: 0.45))
        #expect(outcome?.finishes == true)
        #expect(abs((outcome?.progress ?? 0) - 0.7) < 1e-9)
        var closing = PinchTracker(targetScale: 0.5)
        closing.handle(sample(.began, span: 200, time: 0))
        closing.handle(sample(.moved, span: 150, time: 0.1))
        #expect(closing.progress == 0.5)
    }

    @Test func aPinchWithOneFingerOrANoOpTargetIsNotTracked() {
        var pinch = PinchTracker(targetScale: 1)
        pinch.handle(TouchSample(.began, at: .zero, second: CGPoint(x: 10, y: 0), time: 0))
        #expect(!pinch.isTracking)
        var single = PinchTracker()
        single.handle(TouchSample(.began, at: .zero, time: 0))
        #expect(!single.isTracking)
    }
}
