import DrawerTransition
import Foundation

let animator = try DrawerAnimator(["side": "left", "width": 280])
let context = TransitionContext(
    previewing: TransitionPair(container: "", from: "Center", to: "Menu"), kind: .overlay,
    containerBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
let state = animator.animation(for: context).state(of: .center, at: 1, base: ViewState(frame: context.containerBounds))
print("\(animator.name): center.x when open = \(state.frame.minX)")
