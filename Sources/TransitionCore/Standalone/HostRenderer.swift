import Foundation

/// Draws a ``StandaloneTransition`` through a ``ContainerHost``: a controller that plays single transitions inside a
/// container (a drawer's open and close) uses it, so it draws, dims and hands segments to a render server exactly as
/// the container engine does.
@MainActor
package final class HostRenderer<Host: ContainerHost>: StandaloneTransitionHost {
    private weak var host: Host?
    /// The view a dimming view goes into, above the covered view.
    private let containerView: Host.View

    package init(host: Host, containerView: Host.View) {
        self.host = host
        self.containerView = containerView
    }

    package func state(of view: Host.View) -> ViewState { host?.state(of: view) ?? ViewState(frame: .zero) }

    package func apply(_ state: ViewState, to view: Host.View) { host?.apply(state, to: view) }

    package func insertDimmingView(above view: Host.View) -> Host.View? {
        guard let host else { return nil }
        let dimming = host.makeAuxiliaryView(for: .dimming)
        host.insertSubview(dimming, into: containerView, at: .above(view))
        return dimming
    }

    package func removeDimmingView(_ view: Host.View) { host?.removeFromSuperview(view) }

    package var playsSegments: Bool { host?.playsSegments ?? false }

    package func playSegment(_ playback: SegmentPlayback<Host.View>) { host?.playSegment(playback) }

    package func endSegment() { host?.endSegment() }
}
