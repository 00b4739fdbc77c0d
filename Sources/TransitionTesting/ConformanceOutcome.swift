import Foundation
import HeadlessUI
import TransitionCore

/// What happened in one conformance run.
public struct ConformanceOutcome: Sendable {
    /// The `didComplete` values the container saw, in order.
    public var completions: [Bool]
    /// Whether the container ended on the new child with its view at rest (one child visible).
    public var landedOnTarget: Bool
    /// Whether the container ended exactly as it began (after a cancel).
    public var restored: Bool
    /// Repeated `completeTransition` calls the container reported.
    public var repeatedCompletions: Int
    /// HeadlessUI's verdict at the end.
    public var environment: HeadlessEnvironment.Completion
    /// Identifiers of controllers still alive after the scene was released.
    public var leaked: [String]
    /// A description of the end state, for failure messages.
    public var detail: String
    /// What a person saw on every frame (``FrameWatch``): the picture, jumps, and the rest state at the end.
    public var frames = FrameReport()

    /// Creates an outcome.
    public init(
        completions: [Bool], landedOnTarget: Bool, restored: Bool, repeatedCompletions: Int,
        environment: HeadlessEnvironment.Completion, leaked: [String], detail: String
    ) {
        self.completions = completions
        self.landedOnTarget = landedOnTarget
        self.restored = restored
        self.repeatedCompletions = repeatedCompletions
        self.environment = environment
        self.leaked = leaked
        self.detail = detail
    }
}
