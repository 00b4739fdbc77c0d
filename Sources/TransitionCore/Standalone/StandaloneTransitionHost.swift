import Foundation

/// What a ``StandaloneTransition`` draws through: the views' states, and optionally a dimming overlay and a render
/// server that plays segments by itself.
///
/// It is the drawing half of ``ContainerHost`` without the containment half: the views belong to someone else (a
/// system container such as `UINavigationController`), so nothing is added, removed or re-parented here except the
/// dimming view the host itself makes. The transition holds its host strongly; a host must not hold the transition.
@MainActor
package protocol StandaloneTransitionHost: AnyObject {
    /// The platform's view type.
    associatedtype View: AnyObject

    /// The animatable state of a view.
    func state(of view: View) -> ViewState
    /// Sets the animatable state of a view.
    func apply(_ state: ViewState, to view: View)
    /// Inserts a plain view just above `view` for an animation's dimming track and returns it; nil when the host has
    /// none (the track is then not drawn). Called once, when the transition starts.
    func insertDimmingView(above view: View) -> View?
    /// Removes the view ``insertDimmingView(above:)`` made; called once, when the transition ends.
    func removeDimmingView(_ view: View)

    /// Whether the host plays segments that run by themselves on a render server (see
    /// ``ContainerHost/playsSegments``). False by default.
    var playsSegments: Bool { get }
    /// A segment started playing by itself: install its states as render-server animations, replacing any the
    /// previous segment installed. Called only when ``playsSegments`` is true, after its first frame was applied.
    func playSegment(_ playback: SegmentPlayback<View>)
    /// The playing segment stopped: remove its render-server animations (the views' states were applied where it
    /// stopped).
    func endSegment()
}

extension StandaloneTransitionHost {
    /// No dimming view: a dimming track is not drawn.
    package func insertDimmingView(above view: View) -> View? { nil }
    /// Does nothing by default.
    package func removeDimmingView(_ view: View) {}
    /// By default a host draws only through ``apply(_:to:)``.
    package var playsSegments: Bool { false }
    /// Does nothing by default.
    package func playSegment(_ playback: SegmentPlayback<View>) {}
    /// Does nothing by default.
    package func endSegment() {}
}
