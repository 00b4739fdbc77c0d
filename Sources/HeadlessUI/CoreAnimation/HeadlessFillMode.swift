import Foundation
import TransitionCore

/// `CAMediaTimingFillMode`.
package enum HeadlessFillMode: Hashable, Sendable {
    /// Nothing shows outside the active duration.
    case removed
    /// The last value shows after the end.
    case forwards
    /// The first value shows before the start.
    case backwards
    /// Both.
    case both
}
