import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

extension TransitionContainerViewController {
    /// Swipes in from the screen's edges that drive this container's switches, as a pager's or a tab switcher's do:
    /// from the trailing edge to the next child, from the leading edge to the previous one (mirrored right-to-left),
    /// finishing or cancelling by the delegate's rule for the pair (a config's `"interaction"`). Each begins only where
    /// there is a neighbour to swipe to. An edge swipe nearer the screen goes first — a navigation stack's back swipe
    /// in the selected child, a container inside this one — and, pushed on a navigation controller (whenever it was
    /// pushed), so does that navigation controller's back swipe: a swipe from there goes back, not to the previous
    /// child. A finger that touches down near an edge on a switch playing by itself catches it where it is: a swipe
    /// then takes it over, or lifting lets it go on where it was heading. VoiceOver's three-finger swipe pages the same way
    /// and reads the new position. Keep the returned value as long as the swipes should work; ``EdgeSwipes/remove()``
    /// takes them off.
    public func installEdgeSwipes() -> EdgeSwipes {
        var forwarders: [GestureForwarder] = []
        var swipes: [Swipe] = []
        var insetSwipes: [Swipe] = []
        for edge in [ScreenSide.right, .left] {
            let swipe = Swipe(engine: engine, edge: edge)
            // UIKit's screen-edge recognizer decides where an edge swipe may start.
            swipe.edgeFoundByRecognizer = true
            let recognizer = UIScreenEdgePanGestureRecognizer()
            // A control at the edge is pressed as the finger goes down, not when the swipe fails.
            recognizer.delaysTouchesBegan = false
            recognizer.edges = edge == .right ? .right : .left
            let forwarder = GestureForwarder(recognizer, on: view) { swipe.handle($0) }
            forwarder.shouldBegin = { swipe.canBegin($0) }
            forwarder.waitsFor = { [weak self] other in self?.isBackSwipe(other, from: recognizer.edges) ?? false }
            forwarders.append(forwarder)
            swipes.append(swipe)
            // Where the container's edge is not the screen's (the detail column of a split view), the screen-edge
            // recognizer cannot begin there: a pan from within the container's own edge region does, once that
            // recognizer failed (under a reading where it measures the view's edges, it begins, and this never does).
            let inset = Swipe(engine: engine, edge: edge)
            let insetForwarder = GestureForwarder(UIPanGestureRecognizer(), on: view) { inset.handle($0) }
            insetForwarder.shouldBegin = { [weak self] touch in
                guard let self, !self.reachesTheWindowsEdge(edge) else { return false }
                return inset.canBegin(touch)
            }
            insetForwarder.waitsFor = { [weak self] other in
                other === recognizer || (self?.isBackSwipe(other, from: recognizer.edges) ?? false)
            }
            forwarders.append(insetForwarder)
            insetSwipes.append(inset)
        }
        // A finger that touches down on a switch playing by itself catches it; a swipe then takes it over, or lifting
        // lets it go on.
        let engine = self.engine
        let touchCatch = TouchDownCatch(
            on: view, clock: engine.clock,
            // Only where an edge swipe can take the switch over: elsewhere a touch is the content's, with no hitch.
            catchesAt: { [weak view] point in
                guard let width = view?.bounds.width else { return false }
                let margin = TransitionContainerViewController.edgeCatchMargin
                return point.x <= margin || point.x >= width - margin
            },
            isMoving: { [weak engine] in engine?.switchPlaysByItself ?? false },
            catches: { [weak engine] in engine?.catchPlayingSwitch() },
            letsGo: { [weak engine] heading in
                guard let engine, !(swipes + insetSwipes).contains(where: \.isTracking) else { return }
                engine.letGoOfCaughtSwitch(heading: heading)
            })
        let installed = EdgeSwipes(forwarders: forwarders, swipes: swipes, touchCatch: touchCatch)
        // VoiceOver's three-finger swipe pages as the swipes do, while they are on.
        pagingSwipes = installed
        return installed
    }

    /// Whether the container's view reaches the window's `edge` (within half a point), where UIKit's screen-edge
    /// recognizer can begin a swipe.
    private func reachesTheWindowsEdge(_ edge: ScreenSide) -> Bool {
        guard let window = view.window else { return true }
        let frame = view.convert(view.bounds, to: nil)
        return edge == .left ? frame.minX <= window.bounds.minX + 0.5 : frame.maxX >= window.bounds.maxX - 0.5
    }

    /// How near an edge a touch catches a switch playing by itself: UIKit's screen-edge region, which it does not
    /// document, is taken to be at most this wide (a touch target's 44 points).
    static let edgeCatchMargin: CGFloat = 44

    /// Whether the swipe from `edges` waits for `other`: a screen-edge pan from one of the same edges that is more
    /// local — on a view inside the container (a navigation stack's back swipe in the selected screen, a container
    /// inside this one) — or that belongs to a navigation controller the container was pushed on (its back swipe, or
    /// a configured delegate's). The one nearest the finger's screen goes first; where it cannot begin (nothing to
    /// pop, no neighbour) it fails at once and this swipe goes.
    private func isBackSwipe(_ other: UIGestureRecognizer, from edges: UIRectEdge) -> Bool {
        guard let edgePan = other as? UIScreenEdgePanGestureRecognizer, !edgePan.edges.intersection(edges).isEmpty,
            let otherView = edgePan.view, otherView !== view
        else { return false }
        return otherView.isDescendant(of: view) || isEnclosingBackSwipe(other)
    }

    /// Whether `other` is a screen-edge pan of a navigation controller the container was pushed on (its back swipe,
    /// or a configured delegate's), however deep: a swipe from there goes back, so whatever else the container does
    /// with that edge waits for it.
    package func isEnclosingBackSwipe(_ other: UIGestureRecognizer) -> Bool {
        guard other is UIScreenEdgePanGestureRecognizer, let otherView = other.view else { return false }
        var controller = navigationController
        while let navigation = controller {
            if otherView === navigation.view { return true }
            controller = navigation.navigationController
        }
        return false
    }

    /// The edge swipes ``installEdgeSwipes()`` put on a container.
    @MainActor
    public final class EdgeSwipes {
        private var forwarders: [GestureForwarder]
        private var touchCatch: TouchDownCatch?
        /// The interactions the swipes drive: the trailing edge's, then the leading edge's.
        public let swipes: [Swipe]

        init(forwarders: [GestureForwarder], swipes: [Swipe], touchCatch: TouchDownCatch) {
            self.forwarders = forwarders
            self.swipes = swipes
            self.touchCatch = touchCatch
        }

        /// Whether the swipes are on the container (not taken off).
        var isInstalled: Bool { !forwarders.isEmpty }

        /// The recognizers, to make others wait for them (`require(toFail:)`).
        public var recognizers: [UIGestureRecognizer] { forwarders.map(\.recognizer) }

        /// Takes the swipes off the container.
        public func remove() {
            for forwarder in forwarders { forwarder.remove() }
            forwarders.removeAll()
            touchCatch?.remove()
            touchCatch = nil
        }
    }
}
