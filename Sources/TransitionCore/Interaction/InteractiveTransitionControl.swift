import Foundation

/// What an interaction controller drives: the running transition of a container engine.
@MainActor
package protocol InteractiveTransitionControl: AnyObject {
    /// The running transition's fraction, or nil when idle.
    var transitionFraction: Double? { get }
    /// See ``ContainerEngine/updateInteractiveTransition(_:)``.
    func updateInteractiveTransition(_ progress: Double) throws
    /// See ``ContainerEngine/finishInteractiveTransition(speed:curve:)``.
    func finishInteractiveTransition(speed: Double, curve: TimingCurve) throws
    /// See ``ContainerEngine/cancelInteractiveTransition(speed:curve:)``.
    func cancelInteractiveTransition(speed: Double, curve: TimingCurve) throws
    /// How long a finish (or cancel) at `speed` on `curve` would play from where the transition is now, in
    /// seconds; nil when idle.
    func settlingDuration(finishing: Bool, speed: Double, curve: TimingCurve) -> TimeInterval?
    /// See ``ContainerEngine/pauseTransition()``.
    func pauseTransition() throws
    /// Whether `interaction` drives the running transition (it stops driving when that transition ends).
    func isDriving(_ interaction: PercentDrivenInteraction) -> Bool
    /// Records that `interaction` was called after its transition ended, and that the call was ignored.
    func ignoredInteractionCall(_ call: String)
}
