import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// Thousands of random operation sequences against the container engine on HeadlessUI: selection, gestures, time,
/// delegate release, resizes, backgrounding, list replacement, policy changes and bad numbers. Whenever the container
/// is idle it must show exactly its selected child, at the content bounds, untransformed, with nothing waiting; and
/// each run must end clean. A failure names its seed and a shrunk list of operations that still fails.
@MainActor
@Suite("Engine model")
struct EngineModelTests {
    /// 4,000 by default (about two seconds in a debug build); `ENGINE_MODEL_SEQUENCES=200000 swift test --filter
    /// EngineModelTests` searches longer, and `ENGINE_MODEL_FIRST_SEED` starts elsewhere.
    static let sequences = ProcessInfo.processInfo.environment["ENGINE_MODEL_SEQUENCES"].flatMap { UInt64($0) } ?? 4_000
    static let firstSeed = ProcessInfo.processInfo.environment["ENGINE_MODEL_FIRST_SEED"].flatMap { UInt64($0) } ?? 1
    static let operationsPerSequence = 60

    @Test func randomOperationSequencesKeepTheContainerConsistent() {
        for seed in Self.firstSeed..<(Self.firstSeed + max(Self.sequences, 1)) {
            var random = SplitMix64(seed: seed)
            // The seed also picks the clock's rate and the appearance forwarding mode.
            let proMotion = seed % 3 == 0
            let navigationStyle = seed % 2 == 0
            let operations = EngineModel.operations(count: Self.operationsPerSequence, using: &random)
            let run = { EngineModel.run($0, proMotion: proMotion, navigationStyle: navigationStyle) }
            guard run(operations) != nil else { continue }
            let (shrunk, failure) = EngineModel.shrink(operations, failing: run)
            let steps = shrunk.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
            let mode = "\(proMotion ? 120 : 60) Hz, \(navigationStyle ? "navigationStyle" : "automatic")"
            Issue.record("seed \(seed) (\(mode)): \(failure)\nreproduction (\(shrunk.count) operations):\n\(steps)")
            return
        }
    }
}
