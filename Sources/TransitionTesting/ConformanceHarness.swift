import Foundation
import HeadlessUI
import TransitionCore

#if !canImport(UIKit)
    import TransitionUIKit
#endif

/// Runs one transition of an animator in a container on HeadlessUI and reports what happened. The suite's
/// ``replace`` harness uses TransitionUIKit's `TransitionContainerViewController`, the container an app ships, on
/// HeadlessUI's model of UIKit; an overlay container (a drawer) provides its own.
///
/// The model stands in for UIKit where UIKit does not exist (Linux, macOS, Windows): run the suite there, with
/// `swift test`. In an iOS build the container is UIKit's own, which plays on the screen's clock, so ``replace`` does
/// not exist and a harness must be passed.
public struct ConformanceHarness: Sendable {
    /// Runs `script` with the animator in a fresh scene and reports.
    public let play: @MainActor @Sendable (any TransitionAnimator, ConformanceScript) -> ConformanceOutcome

    /// Creates a harness from a closure.
    public init(play: @escaping @MainActor @Sendable (any TransitionAnimator, ConformanceScript) -> ConformanceOutcome)
    {
        self.play = play
    }

    #if !canImport(UIKit)
        /// A three-child `TransitionContainerViewController` in a model window, switching from child 0 to child 1.
        public static let replace = ConformanceHarness { animator, script in
            var completions: [Bool] = []
            var outcome: ConformanceOutcome?
            weak var weakFrom: HeadlessViewController?
            weak var weakTo: HeadlessViewController?
            weak var weakContainer: TransitionContainerViewController?
            do {
                let ui = HeadlessEnvironment()
                let window = ui.makeWindow()
                let container = TransitionContainerViewController(identifier: "Conformance")
                let children = ["A", "B", "C"].map(ui.makeViewController)
                for child in children {
                    // An app's screens paint: the background shows only where no screen is. And they hold content
                    // to their edges (a list, a hosting view), which a corner radius alone does not round.
                    child.view.backgroundColor = .systemBackground
                    let content = HeadlessView(
                        name: "\(child.identifier).content", frame: child.view.bounds, environment: ui)
                    content.backgroundColor = .systemBackground
                    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    child.view.addSubview(content)
                }
                // An animator that moves a shared element finds it in both screens: a cell in A, a photo in B.
                var elements: [HeadlessView] = []
                if let shared = animator as? any SharedElementAnimator {
                    let frames = [
                        CGRect(x: 20, y: 300, width: 100, height: 100), CGRect(x: 0, y: 80, width: 390, height: 300),
                    ]
                    for (child, frame) in zip(children, frames) {
                        let element = HeadlessView(name: "\(child.identifier).element", frame: frame, environment: ui)
                        element.transitionElement = shared.element
                        child.view.addSubview(element)
                        elements.append(element)
                    }
                }
                weakFrom = children[0]
                weakTo = children[1]
                weakContainer = container
                ui.perform {
                    window.rootViewController = container
                    container.viewControllers = children
                }
                container.engine.defaultAnimator = animator
                container.engine.transitionEndHandler = { _, completed in completions.append(completed) }
                let before = children[0].view.state
                let watch = FrameWatch(window: window, limits: .conformance(animator, in: container.contentView.bounds))
                watch.start()
                switch script {
                case .played:
                    ui.perform { container.selectedIndex = 1 }
                case let .finish(progress), let .cancel(progress):
                    ui.perform {
                        if let interaction = try? container.engine.beginInteractiveTransition(to: 1) {
                            try? interaction.update(progress)
                            if case .finish = script { try? interaction.finish() } else { try? interaction.cancel() }
                        }
                    }
                    // The script set the progress in no time; from here on the animator's own motion is measured.
                    watch.forgetMotion()
                }
                ui.clock.runUntilIdle(limit: 30)
                watch.checkRest(strict: { if case .cancel = script { return true } else { return false } }())
                watch.stop()
                let shown = container.contentView.subviews.compactMap { $0.owner?.identifier }
                let repeated = container.engine.diagnostics.filter {
                    if case .completeTransitionCalledAgain = $0 { return true } else { return false }
                }.count
                let target = children[1]
                // Nothing of a shared element's stand-in is left, and both elements show again.
                let elementsBack =
                    elements.allSatisfy { !$0.isHidden } && container.contentView.subviews.count == 1
                let landed =
                    elementsBack && shown == ["B"] && container.selectedIndex == 1 && target.parent === container
                    && target.view.frame == container.contentView.bounds && target.view.isVisibleOnScreen
                let restored =
                    elementsBack && shown == ["A"] && container.selectedIndex == 0 && children[0].view.state == before
                    && target.parent == nil && target.view.superview == nil && children[0].view.isVisibleOnScreen
                let detail =
                    "shown \(shown), selected \(String(describing: container.selectedIndex)), "
                    + "phase \(container.engine.phase)"
                outcome = ConformanceOutcome(
                    completions: completions, landedOnTarget: landed, restored: restored, repeatedCompletions: repeated,
                    environment: ui.finish(), leaked: [], detail: detail)
                outcome?.frames = watch.report
                ui.perform { window.rootViewController = nil }
            }
            var result =
                outcome
                ?? ConformanceOutcome(
                    completions: completions, landedOnTarget: false, restored: false, repeatedCompletions: 0,
                    environment: .clean, leaked: [], detail: "the scene did not run")
            result.leaked = [
                weakFrom.map { _ in "A" }, weakTo.map { _ in "B" }, weakContainer.map { _ in "Conformance" },
            ]
            .compactMap { $0 }
            return result
        }
    #endif
}
