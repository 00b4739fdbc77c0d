import Foundation
import TransitionCore

/// `UIModalPresentationStyle` (the styles the model distinguishes).
public enum HeadlessPresentationStyle: Sendable, Hashable {
    /// The presented view covers the screen and the presenting view leaves it when the presentation completes.
    case fullScreen
    /// The presented view covers the screen; the presenting view stays.
    case overFullScreen
    /// The transitioning delegate's presentation; the presenting view stays and is not in the transition.
    case custom
    /// A sheet (the default, `.automatic`, is a page sheet); the presenting view stays.
    case pageSheet
}
