import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// A delegate that calls back into the container from `didSelect`, once, as an app reacting to a switch might.
@MainActor
final class ReenteringDelegate: ContainerTransitionDelegate {
    var onSelect: (() -> Void)?

    func animator(for pair: TransitionPair) -> AnimatorChoice { .animator(slideAnimator()) }

    func didSelect(_ pair: TransitionPair) {
        let body = onSelect
        onSelect = nil
        body?()
    }
}
