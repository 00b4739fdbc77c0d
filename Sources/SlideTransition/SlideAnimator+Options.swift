import Foundation
import TransitionCore

extension SlideAnimator {
    /// The way the views move, as a config names it.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// From the children's index order: going right moves the views left, and back (mirrored right-to-left).
        case auto
        /// Towards the left edge: the to-view enters from the right.
        case left
        /// Towards the right edge: the to-view enters from the left.
        case right
        /// Towards the top edge: the to-view enters from the bottom.
        case up
        /// Towards the bottom edge: the to-view enters from the top.
        case down
        /// Towards the leading edge: left in a left-to-right layout, right in a right-to-left one.
        case leading
        /// Towards the trailing edge: right in a left-to-right layout, left in a right-to-left one.
        case trailing

        /// The on-screen motion for one transition.
        func resolved(isGoingRight: Bool, layoutDirection: TransitionLayoutDirection) -> ScreenDirection {
            switch self {
            // `isGoingRight` already mirrors index order for right-to-left layouts.
            case .auto: return isGoingRight ? .left : .right
            case .left: return .left
            case .right: return .right
            case .up: return .up
            case .down: return .down
            case .leading: return ScreenDirection(towards: .leading(in: layoutDirection))
            case .trailing: return ScreenDirection(towards: .trailing(in: layoutDirection))
            }
        }
    }

    /// How the from-view moves while the to-view slides in.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Both views move by the full width (or height): the new view pushes the old one out.
        case push
        /// The to-view slides in over a from-view that stays where it is.
        case overlap
        /// The to-view slides in fully while the from-view moves by `parallaxFactor` of the distance.
        case parallax
    }
}

extension ScreenDirection {
    /// The full distance the to-view travels, as a displacement this way.
    func offset(in size: CGSize) -> CGSize {
        switch self {
        case .left: return CGSize(width: -size.width, height: 0)
        case .right: return CGSize(width: size.width, height: 0)
        case .up: return CGSize(width: 0, height: -size.height)
        case .down: return CGSize(width: 0, height: size.height)
        }
    }
}
