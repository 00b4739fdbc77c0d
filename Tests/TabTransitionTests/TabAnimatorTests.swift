import Foundation
import HeadlessUI
import TabTransition
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionTesting

@MainActor
@Suite("Tab animator")
struct TabAnimatorTests {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    func state(
        _ animator: TabAnimator, _ role: TransitionRole, at fraction: Double,
        direction: TransitionDirection = .forward, layout: TransitionLayoutDirection = .leftToRight
    ) -> ViewState {
        let context = TransitionContext(
            previewing: TransitionPair(container: "T", from: "A", to: "B"),
            containerBounds: bounds, direction: direction, layoutDirection: layout)
        return animator.animation(for: context).state(of: role, at: fraction, base: ViewState(frame: bounds))
    }

    @Test func aForwardSlideMovesBothPagesLeft() {
        let slide = TabAnimator()
        #expect(state(slide, .to, at: 0).frame.minX == 390)
        #expect(state(slide, .to, at: 0.5).frame.minX == 195)
        #expect(state(slide, .from, at: 0.5).frame.minX == -195)
        #expect(state(slide, .from, at: 1).frame.minX == -390)
        #expect(state(slide, .to, at: 1).frame.minX == 0)
    }

    @Test func aBackwardSlideAndARightToLeftLayoutMirrorIt() {
        let slide = TabAnimator()
        #expect(state(slide, .to, at: 0.5, direction: .backward).frame.minX == -195)
        #expect(state(slide, .to, at: 0.5, layout: .rightToLeft).frame.minX == -195)
        #expect(state(slide, .to, at: 0.5, direction: .backward, layout: .rightToLeft).frame.minX == 195)
    }

    /// Device defect 8: the cross-fade faded both pages, so a quarter of the window's background showed at the
    /// middle. The leaving page fades out over the arriving one, which stays opaque underneath.
    @Test func aCrossFadeFadesTheLeavingPageOverTheOpaqueArrivingOne() throws {
        let fade = try TabAnimator(["style": "cross-fade"])
        #expect(state(fade, .to, at: 0.5) == ViewState(frame: bounds, alpha: 1))
        #expect(state(fade, .from, at: 0.25) == ViewState(frame: bounds, alpha: 0.75))
        let report = AnimatorConformance.check(fade)
        #expect(!report.failures.contains { $0.hasPrefix("no frame shows the background") }, "\(report)")
    }

    @Test func badParametersGiveTheRegistrysErrors() {
        #expect(
            throws: TransitionError.invalidParameters(
                animator: "tab",
                problems: [
                    ParameterProblem(
                        parameter: "style",
                        kind: .notAllowed(
                            got: "slid", valid: ["slide", "cross-fade"],
                            suggestion: "slide"))
                ])
        ) { try TabAnimator(["style": "slid"]) }
        #expect(throws: TransitionError.self) { try TabAnimator(["duration": -1]) }
        #expect(throws: TransitionError.self) { try TabAnimator(["curve": "bouncy"]) }
    }
}
