import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A `GestureForwarder` released without `remove()`: UIKit keeps a recognizer's delegate weakly and does not retain
/// its targets, so before, the recognizer stayed on its view ungated — it began for every pan, reported to nobody,
/// and whatever waited for it to fail waited for ever.
@MainActor
@Suite("A released gesture forwarder")
struct GestureForwarderLifetimeTests {
    final class Counter {
        var began = 0
    }

    @Test(arguments: [true, false])
    func aReleasedForwarderNeitherBeginsNorHoldsBackOthers(gated: Bool) async throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = Screen("Host")
        ui.perform { window.rootViewController = host }
        var forwarder: GestureForwarder? = GestureForwarder(UIPanGestureRecognizer(), on: host.view) { _ in }
        if gated { forwarder?.shouldBegin = { _ in false } }
        let waiting = UIPanGestureRecognizer()
        let counter = Counter()
        waiting.addTarget(counter) { recognizer in if recognizer.state == .began { counter.began += 1 } }
        waiting.require(toFail: try #require(forwarder?.recognizer))
        host.view.addGestureRecognizer(waiting)
        weak let released = forwarder
        forwarder = nil
        #expect(released == nil)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), frames: 10, release: .moving)
        #expect(counter.began == 1, "the recognizer waiting for the released one never began")
        // Off the main thread, the recognizer leaves its view on the main actor's next turn.
        for _ in 0..<10 { await Task.yield() }
        #expect(host.view.gestureRecognizers.count == 1, "the released forwarder's recognizer stayed on the view")
    }
}
