import Foundation
import TransitionCore

/// Everything a ``FrameWatch`` measured.
public struct FrameReport: Sendable, Hashable, CustomStringConvertible {
    /// Nothing examined yet.
    public init() {}

    /// Where the window's background showed through (square points per frame).
    public var background = FrameFigure()
    /// How fast views changed between frames (as a share of the limits; above 1 is a jump).
    public var jumps = FrameFigure()
    /// How far the dragged screen drifted from under the finger (points).
    public var finger = FrameFigure()
    /// What was not at rest as found (problems per check).
    public var rest = FrameFigure()
    /// Corners a transition rounds, as the share of a corner the content still paints square (above 0.5 fails), or
    /// a shadow it clipped away (1).
    public var corners = FrameFigure()

    /// Whether every check passed.
    public var passed: Bool {
        background.failedCount == 0 && jumps.failedCount == 0 && finger.failedCount == 0 && rest.failedCount == 0
            && corners.failedCount == 0
    }

    /// One line per check: frames examined, the worst figure, failures; then the first failures.
    public var description: String {
        let rows: [(String, FrameFigure, String)] = [
            ("background", background, "pt²"), ("jumps", jumps, "× limit"), ("finger", finger, "pt drift"),
            ("at rest", rest, "problems"), ("corners", corners, "covered"),
        ]
        return rows.map { name, figure, unit in
            let head =
                "\(name): \(figure.examined) examined, worst \(FrameWatch.format(figure.worst)) \(unit), "
                + "\(figure.failedCount) failed"
            return ([head] + figure.failures.map { "  ✘ \($0)" }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Adds another report's figures to this one.
    public mutating func merge(_ other: FrameReport) {
        background.merge(other.background)
        jumps.merge(other.jumps)
        finger.merge(other.finger)
        rest.merge(other.rest)
        corners.merge(other.corners)
    }
}
