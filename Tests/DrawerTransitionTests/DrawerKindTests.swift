import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore

@MainActor
@Suite("Drawer and animator kinds")
struct DrawerKindTests {
    @Test func aReplaceOnlyAnimatorOpensTheDrawerAtOnceAndSaysWhy() throws {
        let scene = try DrawerScene()
        scene.drawer.animator = ClosureAnimator(name: "slide-like") { context in
            TransitionAnimation(duration: 0.3, tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
        }
        var opened: [Bool] = []
        scene.ui.perform { scene.drawer.open(.left) { opened.append($0) } }
        #expect(opened == [true])
        #expect(scene.drawer.openSide == .left)
        #expect(
            scene.drawer.diagnostics.contains {
                if case .animatorKindMismatch(_, "slide-like", .overlay) = $0 { return true } else { return false }
            })
    }
}
