import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
@_spi(Host) import TransitionCore

/// Draws straight onto HeadlessUI views.
@MainActor
private final class ViewHost: TransitionRenderer {
    func state(of view: HeadlessView) -> ViewState { view.state }
    func apply(_ state: ViewState, to view: HeadlessView) {
        #expect(state.frame.origin.x.isFinite && state.frame.width.isFinite && state.alpha.isFinite)
        view.state = state
    }
}

/// Every catalogue animator, played as each system container transition of its kind: it ends exactly once, at rest
/// after a finish and exactly restored after a cancel from the middle.
@MainActor
@Suite("Catalogue animators in UIKit's own containers")
struct SystemContainerTransitionTests {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    nonisolated static let cases: [(variant: Int, operation: SystemTransitionOperation)] =
        CatalogueConformanceTests.variants.indices.flatMap { variant in
            SystemTransitionOperation.allCases.map { (variant, $0) }
        }

    @Test(arguments: cases.indices)
    func playsAndCancelsAtRest(index: Int) throws {
        let (variant, operation) = Self.cases[index]
        let (name, parameters) = CatalogueConformanceTests.variants[variant]
        let animator = try CatalogueConformanceTests.registry.makeAnimator(named: name, parameters: parameters)
        guard animator.capabilities.kinds.contains(operation.kind) else { return }
        for interactive in animator.capabilities.isInteractive ? [false, true] : [false] {
            let ui = HeadlessEnvironment()
            let container = HeadlessView(name: "container", frame: Self.bounds, environment: ui)
            let fromView = HeadlessView(name: "from", frame: Self.bounds, environment: ui)
            let toView = HeadlessView(name: "to", frame: Self.bounds, environment: ui)
            fromView.cornerRadius = 7
            container.addSubview(fromView)
            container.addSubview(toView)
            let (fromRest, toRest) = (fromView.state, toView.state)
            var completions: [Bool] = []
            let transition = try TransitionPlayer(
                PlayerSetup(
                    pair: TransitionPair(container: operation.defaultContainerIdentifier, from: "A", to: "B"),
                    kind: operation.kind, direction: operation.direction(fromIndex: 1, toIndex: 0),
                    fromChild: fromView, toChild: toView, fromView: fromView, toView: toView, containerView: container,
                    containerBounds: Self.bounds, isInteractive: interactive, animator: animator), renderer: ViewHost(),
                clock: ui.clock
            ) { completions.append($0) }
            transition.start()
            if interactive {
                try transition.updateInteractiveTransition(0.5)
                try transition.cancelInteractiveTransition(speed: 1, curve: .easeInOut)
            }
            ui.clock.runUntilIdle()
            let label = "\(name) \(parameters) \(operation) interactive: \(interactive)"
            #expect(completions == [!interactive], "\(label)")
            #expect(fromView.state == fromRest, "\(label)")
            #expect(toView.state == toRest, "\(label)")
            #expect(ui.clock.subscriberCount == 0, "\(label)")
        }
    }
}
