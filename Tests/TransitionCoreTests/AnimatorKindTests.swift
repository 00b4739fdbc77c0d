import Foundation
import HeadlessUI
import Testing
import TransitionCore

@MainActor
@Suite("Animator kinds")
struct AnimatorKindTests {
    @Test func anOverlayAnimatorInAReplaceContainerSwitchesWithoutAnimationAndSaysWhy() throws {
        let scene = try Scene()
        let drawerLike = ClosureAnimator(
            name: "drawer-like", capabilities: AnimatorCapabilities(isInteractive: false, kinds: [.overlay])
        ) { context in
            TransitionAnimation(
                duration: 0.3,
                tracks: [RoleTrack(.drawer, alpha: PropertyTrack(from: 0, to: 1))])
        }
        let delegate = RecordingDelegate(animator: drawerLike)
        scene.container.engine.delegate = delegate
        try scene.ui.perform { try scene.container.select(index: 1) }
        #expect(scene.container.engine.phase == .idle, "no transition in which nothing moves")
        #expect(scene.shownChildren == ["Search"])
        #expect(
            scene.container.engine.diagnostics.contains {
                if case .animatorKindMismatch(_, "drawer-like", .replace) = $0 { return true } else { return false }
            })
        #expect(throws: TransitionError.self) {
            try scene.ui.perform { try scene.container.engine.beginInteractiveTransition(to: 2) }
        }
        #expect(scene.ui.finish() == .clean)
    }
}
