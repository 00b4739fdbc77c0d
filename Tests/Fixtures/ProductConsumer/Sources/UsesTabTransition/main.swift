import Foundation
import TabTransition

let animator = try TabAnimator(["style": "cross-fade"])
let context = TransitionContext(
    previewing: TransitionPair(container: "", from: "A", to: "B"),
    containerBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
let state = animator.animation(for: context).state(of: .from, at: 0.25, base: ViewState(frame: context.containerBounds))
print("\(animator.name): from.alpha at 0.25 = \(state.alpha)")
