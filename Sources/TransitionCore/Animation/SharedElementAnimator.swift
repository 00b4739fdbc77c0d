import Foundation

/// An animator that moves a shared element between the two screens, as well as the screens themselves.
///
/// Before asking such an animator for its animation, whoever plays the transition looks for a view tagged
/// ``element`` in both screens. When both exist, ``TransitionContext/sharedElement`` holds their geometry, and the
/// host draws the element roles (``TransitionRole/element``, ``TransitionRole/fromElement`` and
/// ``TransitionRole/toElement``) on a stand-in while both elements are hidden. When either is missing, the delegate's
/// fallback animator plays instead, with a diagnostic naming the element and the screen; without a fallback the
/// animator plays with ``TransitionContext/sharedElement`` nil, and must then describe a transition without one.
public protocol SharedElementAnimator: TransitionAnimator {
    /// The identifier of the element both screens must show.
    var element: String { get }
}
