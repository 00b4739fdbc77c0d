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
    /// A page sheet: on a phone, the presented view covers the screen below a gap at the top, the presenting view
    /// stays, and a downward swipe dismisses it (see ``HeadlessPresentationController``).
    case pageSheet
    /// A form sheet: on a phone, as a page sheet.
    case formSheet
    /// UIKit's default since iOS 13: a page sheet for the controllers the model has.
    case automatic

    /// Whether UIKit shows it as a sheet, with its own swipe to dismiss.
    public var isSheet: Bool {
        switch self {
        case .pageSheet, .formSheet, .automatic: return true
        case .fullScreen, .overFullScreen, .custom: return false
        }
    }
}
