import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// The model's delegate: one animator choice for every pair, and one interaction controller for every gesture, reused
/// across transitions (an app's gesture handler often keeps one).
@MainActor
final class ModelDelegate: ContainerTransitionDelegate {
    let choice: ModelAnimator
    let sharedInteraction: PercentDrivenInteraction?

    init(_ choice: ModelAnimator, sharedInteraction: PercentDrivenInteraction?) {
        self.choice = choice
        self.sharedInteraction = sharedInteraction
    }

    func animator(for pair: TransitionPair) -> AnimatorChoice {
        if case .noAnimation = choice { return .noAnimation }
        return choice.animator.map(AnimatorChoice.animator) ?? .containerDefault
    }

    func interactionController(
        for animator: any TransitionAnimator, pair: TransitionPair
    ) -> PercentDrivenInteraction? { sharedInteraction }

    /// Run once, from the next `didSelect` / `didCancel`.
    var onSelect: (() -> Void)?
    var onCancel: (() -> Void)?

    func didSelect(_ pair: TransitionPair) {
        let body = onSelect
        onSelect = nil
        body?()
    }

    func didCancel(_ pair: TransitionPair) {
        let body = onCancel
        onCancel = nil
        body?()
    }
}
