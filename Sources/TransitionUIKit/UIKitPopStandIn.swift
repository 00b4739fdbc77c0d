import Foundation
import TransitionCore

/// UIKit's pop, as near as a catalogue animator draws it: the top screen slides off to the trailing edge, its
/// shadow on the screen below fading as it goes, while the screen below comes in from a third of the way behind it,
/// brightening from a light dimming (with Prefer Cross-Fade Transitions or Reduce Motion, the top screen fades out
/// instead, as UIKit's does). The dimming's and the shadow's strengths are estimates of UIKit's (unverified on a
/// device). ``ConfiguredNavigationDelegate``'s leading-edge swipe plays it for
/// a pop the config leaves to UIKit, where UIKit's own back swipe did not begin although UIKit would let a person go
/// back (reports disagree on whether it begins at all under a navigation delegate that animates).
struct UIKitPopStandIn: TransitionAnimator {
    var name: String { "UIKit's pop" }

    var capabilities: AnimatorCapabilities { AnimatorCapabilities(isInteractive: true, kinds: [.replace, .overlay]) }

    /// UIKit's own push and pop last about this long.
    static let duration: TimeInterval = 0.35
    /// How dark the screen below starts (black, at this alpha).
    static let dimming: CGFloat = 0.1
    /// The shadow the top screen casts on the screen below as it starts to leave.
    static let shadow = Shadow(opacity: 0.2, radius: 8)

    func animation(for context: TransitionContext) -> TransitionAnimation {
        let bounds = context.containerBounds
        if context.prefersReducedMotion {
            return TransitionAnimation(
                duration: Self.duration, curve: .easeInOut,
                tracks: [RoleTrack(.from, alpha: PropertyTrack(from: 1, to: 0))], toViewPlacement: .below)
        }
        // The top screen leaves towards the trailing edge: right in a left-to-right layout.
        let trailing: CGFloat = context.layoutDirection == .leftToRight ? 1 : -1
        let fromEnd = bounds.offsetBy(dx: bounds.width * trailing, dy: 0)
        let toStart = bounds.offsetBy(dx: -bounds.width * 0.3 * trailing, dy: 0)
        return TransitionAnimation(
            duration: Self.duration, curve: .easeInOut,
            tracks: [
                RoleTrack(
                    .from, frame: PropertyTrack(from: bounds, to: fromEnd),
                    shadow: PropertyTrack(from: Self.shadow, to: .none)),
                RoleTrack(.to, frame: PropertyTrack(from: toStart, to: bounds)),
                RoleTrack(.dimming, alpha: PropertyTrack(from: Self.dimming, to: 0)),
            ], toViewPlacement: .below)
    }
}
