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
