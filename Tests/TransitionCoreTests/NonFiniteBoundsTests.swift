import Foundation
import HeadlessUI
import Testing
import TransitionCore

@MainActor
@Suite("Bounds that are not finite")
struct NonFiniteBoundsTests {
    @Test func nanOrInfiniteBoundsSwitchWithoutAnimationNeverNaN() throws {
        for size in [CGSize(width: CGFloat.nan, height: 844), CGSize(width: CGFloat.infinity, height: 844)] {
            let scene = try Scene()
            let delegate = RecordingDelegate(animator: slideAnimator())
            scene.container.engine.delegate = delegate
            scene.ui.perform { scene.container.contentView.frame = CGRect(origin: .zero, size: size) }
            try scene.ui.perform { try scene.container.select(index: 1) }
            #expect(scene.container.engine.phase == .idle, "\(size)")
            #expect(scene.shownChildren == ["Search"])
            #expect(
                scene.container.engine.diagnostics.contains(
                    .animationSkippedForEmptyBounds(
                        TransitionPair(container: "Tabs", from: "Home", to: "Search", fromIndex: 0, toIndex: 1))))
            let frame = scene.children[1].view.frame
            #expect(!frame.origin.x.isNaN && !frame.origin.y.isNaN, "\(size)")
        }
    }
}
