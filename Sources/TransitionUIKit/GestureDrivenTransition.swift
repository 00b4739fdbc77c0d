import Foundation
import TransitionConfiguration
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// One gesture that drives one system transition: the tracker the config's ``/TransitionConfiguration/InteractionSpec``
/// makes, and the interaction controller UIKit is handed. The configured delegates start one when a recognizer
/// begins, then feed it every report until the finger lifts.
@MainActor
final class GestureDrivenTransition {
    private var tracker: PanTracker
    /// The interaction controller handed to UIKit for the transition this gesture starts.
    let controller: CatalogueInteractionController

    /// A gesture for `spec` over a container of `size`, driving `animatedTransitioning`. Nil for a gesture a
    /// pan cannot measure (a pinch). `recognizerFindsEdge` drops the tracker's own edge check: a screen-edge
    /// recognizer already began at the edge, and reports its first touch some points in from it.
    init?(
        spec: InteractionSpec, size: CGSize, recognizerFindsEdge: Bool,
        driving animatedTransitioning: CatalogueAnimatedTransitioning
    ) {
        guard var tracker = spec.panTracker(containerSize: size) else { return nil }
        if recognizerFindsEdge { tracker.edgeStart = nil }
        self.tracker = tracker
        controller = CatalogueInteractionController(
            driving: animatedTransitioning, interaction: spec.makeInteraction())
    }

    /// Whether the finger has lifted (or the tracker never took it).
    var isOver: Bool { !tracker.isTracking }

    /// Feeds a report; returns true when the gesture is over (the finger lifted, the touch was cancelled, or the
    /// tracker did not take it).
    @discardableResult
    func handle(_ sample: TouchSample) -> Bool {
        if let outcome = tracker.handle(sample) {
            if outcome.finishes {
                controller.finish(velocity: outcome.progressVelocity)
            } else {
                controller.cancel(velocity: outcome.progressVelocity)
            }
            return true
        }
        guard tracker.isTracking else { return true }
        if sample.phase == .began {
            // A recognizer begins some points after the finger went down, further for a fast finger: the travel so far
            // is taken at once, so the first frame drawn has the screen under the finger rather than catching up with
            // it in one jump on the next.
            tracker.handle(TouchSample(.moved, at: sample.position, time: sample.time))
        }
        controller.update(tracker.progress)
        return false
    }
}
