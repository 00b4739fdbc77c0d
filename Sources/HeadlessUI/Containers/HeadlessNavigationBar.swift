import Foundation
import TransitionCore

/// An in-memory `UINavigationBar`, as far as a person watching a transition sees it: which screen's title and back
/// button it shows, and when, during a push or pop, they land. The bar moves by UIKit's own animations beside the
/// transition (``HeadlessAlongsideMotion``), not by the animator's, so its items can land before or after the content.
@MainActor
public final class HeadlessNavigationBar {
    /// When one transition's content and bar items came to rest.
    public struct Landing: Sendable, Equatable {
        /// When `completeTransition(_:)` ended the transition (the content at rest), on the clock.
        public var contentEndedAt: TimeInterval
        /// When the bar's items landed, on the clock; nil for a transition that was not animated.
        public var itemsLandedAt: TimeInterval?
        /// Whether the transition completed (false: cancelled).
        public var completed: Bool
    }

    /// Whether the bar is hidden (`UINavigationController.isNavigationBarHidden`).
    public internal(set) var isHidden = false
    /// The last transition's landing, once one ended.
    public private(set) var lastLanding: Landing?
    private weak var transition: HeadlessSystemTransition?
    /// The navigation controller whose bar it is.
    weak var navigationController: HeadlessNavigationController?

    init() {}

    /// Whether the bar shows its scroll-edge appearance now (a large title at full size, no shadow): the top screen's
    /// content scroll view for the top edge (`contentScrollView(for: .top)`) is at its top, or there is none.
    public var showsScrollEdgeAppearance: Bool {
        guard let top = navigationController?.topViewController, let list = top.contentScrollView(for: .top) else {
            return true
        }
        return list.contentOffset.y <= -list.adjustedContentInset.top + 0.5
    }

    /// How far the running transition has moved the bar's items from the leaving screen's (0) to the arriving
    /// screen's (1) at `time`; nil at rest.
    public func transitionFraction(at time: TimeInterval) -> Double? {
        guard let transition, transition.completedAt == nil else { return nil }
        return transition.alongside.fraction(at: time)
    }

    func follow(_ transition: HeadlessSystemTransition) {
        self.transition = transition
        transition.onEnd = { [weak self] transition, completed in
            guard let self, let contentEnded = transition.completedAt else { return }
            let motion = transition.alongside
            lastLanding = Landing(
                contentEndedAt: contentEnded, itemsLandedAt: motion.endTime, completed: completed)
        }
    }
}
