import Foundation
import TransitionCore

/// An appearance call that does not fit the controller's appearance state: every `viewWillAppear` must
/// be followed by `viewDidAppear`, or by `viewWillDisappear` then `viewDidDisappear`, never two of a kind in a row.
public struct AppearanceError: Equatable, Sendable, CustomStringConvertible {
    /// The controller's identifier.
    public var controller: String
    /// The call that did not fit.
    public var call: String
    /// The state the controller was in.
    public var state: String

    /// The message UIKit would log, with the state it found.
    public var description: String {
        "Unbalanced calls to begin/end appearance transitions for '\(controller)': \(call) while \(state)"
    }
}
