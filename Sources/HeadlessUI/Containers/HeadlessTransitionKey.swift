import Foundation
import TransitionCore

/// `UITransitionContextViewControllerKey` and `UITransitionContextViewKey`.
public enum HeadlessTransitionKey: Hashable, Sendable {
    /// The controller (view) leaving.
    case from
    /// The controller (view) arriving.
    case to
}
