import Foundation
import HeadlessUI
import TransitionCore

/// How a conformance run drives one transition.
public enum ConformanceScript: Sendable, Hashable {
    /// Play it by itself to the end.
    case played
    /// Drive it to `progress`, then finish.
    case finish(from: Double)
    /// Drive it to `progress`, then cancel.
    case cancel(from: Double)
}
