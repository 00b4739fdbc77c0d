import Foundation
import TransitionCore

/// What one check measured: the frames it examined, the worst figure and the first failures.
public struct FrameFigure: Sendable, Hashable {
    /// Frames (or, for the rest check, checks) examined.
    public private(set) var examined = 0
    /// The worst figure seen: square points of background, the ratio of the fastest change to its limit, points of
    /// finger drift, or problems found at rest.
    public private(set) var worst: CGFloat = 0
    /// How many examinations failed.
    public private(set) var failedCount = 0
    /// The first failures, described.
    public private(set) var failures: [String] = []

    /// Nothing examined yet.
    public init() {}

    mutating func record(_ figure: CGFloat, failed: Bool, _ detail: @autoclosure () -> String) {
        examined += 1
        worst = max(worst, figure)
        guard failed else { return }
        failedCount += 1
        if failures.count < 5 { failures.append(detail()) }
    }
}

extension FrameFigure {
    /// Adds another figure's examinations to this one.
    public mutating func merge(_ other: FrameFigure) {
        examined += other.examined
        worst = max(worst, other.worst)
        failedCount += other.failedCount
        failures += other.failures.prefix(max(0, 5 - failures.count))
    }
}
