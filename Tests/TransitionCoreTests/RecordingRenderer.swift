import Foundation
import HeadlessUI
import Testing
@_spi(Host) import TransitionCore

/// A host over HeadlessUI views that records what the transition asks of it.
@MainActor
final class RecordingRenderer: TransitionRenderer {
    let ui: HeadlessEnvironment
    var playsSegments = false
    var segments: [SegmentPlayback<HeadlessView>] = []
    var endedSegments = 0
    var dimmingViews: [HeadlessView] = []
    var removedDimmingViews: [HeadlessView] = []

    init(ui: HeadlessEnvironment) { self.ui = ui }

    func state(of view: HeadlessView) -> ViewState { view.state }
    func apply(_ state: ViewState, to view: HeadlessView) { view.state = state }

    func insertDimmingView(above view: HeadlessView, in container: HeadlessView) -> HeadlessView? {
        let dimming = HeadlessView(name: "dimming", environment: ui)
        view.superview?.insertSubview(dimming, aboveSubview: view)
        dimmingViews.append(dimming)
        return dimming
    }

    func removeDimmingView(_ view: HeadlessView) {
        view.removeFromSuperview()
        removedDimmingViews.append(view)
    }

    func playSegment(_ playback: SegmentPlayback<HeadlessView>) { segments.append(playback) }
    func endSegment() { endedSegments += 1 }
}
