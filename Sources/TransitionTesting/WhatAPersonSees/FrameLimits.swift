import Foundation
import TransitionCore

/// What ``FrameWatch`` allows on a frame.
public struct FrameLimits: Sendable, Hashable {
    /// The square points where the background may show (a declared reveal: a card's gap). 0 by default.
    public var backgroundArea: CGFloat = 0
    /// How much of the background must show at a cell for it to count (0.02: a 2% dip is not seen).
    public var backgroundShowing: CGFloat = 0.02
    /// The grid's cell, in points.
    public var cellSize: CGFloat = 8
    /// The fastest a view's centre or size may change, in points per second, where the animation is not known. The
    /// default, 10,000 pt/s, is faster than any catalogue animation at its peak (a container transform carries its
    /// element across most of a phone, 550 pt, in 0.3 s on an emphasized curve: about 7,000 pt/s at its fastest);
    /// a view that snaps across half a phone in one 120 Hz frame moves at 23,000 pt/s. ``init(peakRatesOf:in:slack:)``
    /// gives the tight limits of one animation.
    public var pointsPerSecond: CGFloat = 10_000
    /// The fastest a view's opacity may change, per second, where the animation is not known. The default, 60, is a
    /// full fade in one 60 Hz frame, which reads as a cut; a container transform's fade-through (its pictures fade out
    /// in 26 ms of a 0.3 s transition, as Material's does) peaks near 45.
    public var opacityPerSecond: CGFloat = 60
    /// How far the screen a finger drags may drift from under it, in points (`.infinity`: not checked).
    public var fingerDrift: CGFloat = 1

    /// The defaults, on cells of `cellSize` points (larger cells are cheaper and coarser).
    public init(cellSize: CGFloat = 8) {
        self.cellSize = cellSize
    }

    /// Limits whose speeds are the peak rates of `animation` played on its own in `bounds` (sampled every
    /// millisecond of its eased curve), with `slack` for a finish or cancel played on another curve (an ease-in-out
    /// completion peaks at 1.7 times a linear one's rate).
    public init(peakRatesOf animation: TransitionAnimation, in bounds: CGRect, slack: CGFloat = 2) {
        self.init()
        // An animation that cannot be played (no finite duration) keeps the defaults; the suite reports it apart.
        guard animation.duration.isFinite, animation.duration > 0, animation.duration < 60 else { return }
        let steps = max(Int((animation.duration * 1_000).rounded(.up)), 1)
        var points: CGFloat = 0
        var opacity: CGFloat = 0
        let base = ViewState(frame: bounds)
        for track in animation.tracks {
            var last = animation.state(of: track.role, at: 0, base: base)
            for step in 1...steps {
                let time = Double(step) / Double(steps)
                let eased = animation.curve.value(at: time)
                let state = animation.state(of: track.role, at: eased, base: base)
                // Through the perspective too: a door swinging towards the eye grows as it turns.
                let a = LayerState(last).presentedFrame
                let b = LayerState(state).presentedFrame
                let dt = CGFloat(animation.duration / Double(steps))
                let moved = hypot(b.midX - a.midX, b.midY - a.midY)
                let resized = max(abs(b.width - a.width), abs(b.height - a.height))
                points = max(points, max(moved, resized) / dt)
                opacity = max(opacity, abs(state.alpha - last.alpha) / dt)
                last = state
            }
        }
        pointsPerSecond = max(points * slack, 1)
        opacityPerSecond = max(opacity * slack, 0.1)
    }
}

extension FrameLimits {
    /// The limits the conformance suite plays `animator` under: the peak rates of its description in `bounds`.
    @MainActor
    public static func conformance(_ animator: any TransitionAnimator, in bounds: CGRect) -> FrameLimits {
        let context = TransitionContext(
            previewing: TransitionPair(container: "Conformance", from: "A", to: "B", fromIndex: 0, toIndex: 1),
            kind: animator.capabilities.kinds.contains(.replace) ? .replace : .overlay, containerBounds: bounds,
            sharedElement: animator is any SharedElementAnimator ? SharedElement.preview(in: bounds) : nil)
        return FrameLimits(peakRatesOf: animator.animation(for: context), in: bounds)
    }
}

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

    /// Whether every check passed.
    public var passed: Bool {
        background.failedCount == 0 && jumps.failedCount == 0 && finger.failedCount == 0 && rest.failedCount == 0
    }

    /// One line per check: frames examined, the worst figure, failures; then the first failures.
    public var description: String {
        let rows: [(String, FrameFigure, String)] = [
            ("background", background, "pt²"), ("jumps", jumps, "× limit"), ("finger", finger, "pt drift"),
            ("at rest", rest, "problems"),
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
