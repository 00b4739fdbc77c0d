import Foundation
import TransitionCore

/// `UIStatusBarStyle`.
public enum HeadlessStatusBarStyle: Sendable, Hashable {
    /// The system chooses by the interface style.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
}
