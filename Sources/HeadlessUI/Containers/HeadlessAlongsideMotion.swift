import Foundation
import TransitionCore

/// What UIKit animates itself beside a custom transition — the navigation bar's title and back button, and the
/// transition coordinator's alongside animations — as a function of time: a fraction from 0 (the leaving screen's
/// state) to 1 (the arriving screen's).
///
/// Modelled rules (`UIViewControllerInteractiveTransitioning` reference: `completionSpeed` and `completionCurve`,
/// "UIKit uses this value to determine the speed/curve of the remaining animations when the interactive portion of
/// the transition ends"; `UIViewControllerAnimatedTransitioning.transitionDuration(using:)`, "UIKit calls this
/// method to synchronize the timing of additional animations with your animator's"):
/// - a transition playing by itself moves them 0 → 1 over the animator's `transitionDuration(using:)`, on easeInOut;
/// - while a finger drives it they stand where `updateInteractiveTransition(_:)` last put them;
/// - `finishInteractiveTransition()` plays them from p to 1 over `(1 − p)·duration / completionSpeed`, and
///   `cancelInteractiveTransition()` back to 0 over `p·duration / completionSpeed`, both on the interaction
///   controller's `completionCurve`, read at that moment.
public struct HeadlessAlongsideMotion: Sendable, Equatable {
    /// The fraction the motion starts from.
    public var start: Double
    /// The fraction it ends at (1: the arriving screen's items; 0: back to the leaving screen's).
    public var end: Double
    /// When it starts, on the clock; nil while a finger holds it at ``start``.
    public var beginTime: TimeInterval?
    /// How long it plays, in seconds.
    public var duration: TimeInterval
    /// The curve it plays on.
    public var curve: HeadlessView.AnimationCurve

    /// A motion held at `fraction` (a finger drives the transition).
    static func held(at fraction: Double) -> HeadlessAlongsideMotion {
        HeadlessAlongsideMotion(start: fraction, end: fraction, beginTime: nil, duration: 0, curve: .linear)
    }

    /// When it reaches ``end``, on the clock; nil while held.
    public var endTime: TimeInterval? { beginTime.map { $0 + max(duration, 0) } }

    /// The fraction shown at `time`.
    public func fraction(at time: TimeInterval) -> Double {
        guard let beginTime else { return start }
        guard duration > 0 else { return time >= beginTime ? end : start }
        let local = min(max((time - beginTime) / duration, 0), 1)
        return start + (end - start) * curve.timingCurve.value(at: local)
    }
}

extension HeadlessView {
    /// `UIView.AnimationCurve`, with UIKit's raw values.
    public enum AnimationCurve: Int, Sendable, Hashable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even.
        case linear = 3

        /// The curve as Core Animation's control points give it.
        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}
