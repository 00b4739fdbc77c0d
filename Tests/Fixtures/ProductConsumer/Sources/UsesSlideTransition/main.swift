import Foundation
import SlideTransition

let animator = try SlideAnimator(["style": "parallax"])
let context = TransitionContext(
    previewing: TransitionPair(container: "", from: "A", to: "B"),
    containerBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
let state = animator.animation(for: context).state(of: .to, at: 0.5, base: ViewState(frame: context.containerBounds))
print("\(animator.name): to.x at 0.5 = \(state.frame.minX)")
