import Foundation
import HeadlessUI
import TransitionCore

/// A slide built from the context's frames, as seed 002's animator reads them.
func slideAnimator(duration: Double = 0.3, curve: TimingCurve = .linear) -> ClosureAnimator {
    ClosureAnimator(name: "test-slide") { context in
        TransitionAnimation(
            duration: duration, curve: curve,
            tracks: [
                RoleTrack(
                    .from,
                    frame: PropertyTrack(from: context.initialFrame(for: .from), to: context.finalFrame(for: .from))),
                RoleTrack(
                    .to, frame: PropertyTrack(from: context.initialFrame(for: .to), to: context.finalFrame(for: .to))),
            ])
    }
}

/// An animator whose duration is whatever the test says, valid or not.
func animator(withDuration duration: Double) -> ClosureAnimator {
    ClosureAnimator(name: "bad-duration") { _ in
        TransitionAnimation(duration: duration, tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
    }
}

/// A delegate that hands out one animator for every pair and remembers what it was told.
@MainActor
final class RecordingDelegate: ContainerTransitionDelegate {
    var animatorToReturn: (any TransitionAnimator)?
    var selected: [TransitionPair] = []
    var cancelled: [TransitionPair] = []
    var asked: [TransitionPair] = []

    init(animator: (any TransitionAnimator)?) { animatorToReturn = animator }

    func animator(for pair: TransitionPair) -> AnimatorChoice {
        asked.append(pair)
        return animatorToReturn.map(AnimatorChoice.animator) ?? nil
    }
    func didSelect(_ pair: TransitionPair) { selected.append(pair) }
    func didCancel(_ pair: TransitionPair) { cancelled.append(pair) }
}

/// A window with a container of `identifiers` on screen (unless `inWindow` is false), views loaded, log cleared.
@MainActor
struct Scene {
    let ui: HeadlessEnvironment
    let window: HeadlessWindow
    let container: ModelContainer
    let children: [HeadlessViewController]

    init(
        _ identifiers: [String] = ["Home", "Search", "Settings"], size: CGSize = CGSize(width: 390, height: 844),
        framesPerSecond: Double = 60, inWindow: Bool = true, appearanceForwarding: AppearanceForwarding = .automatic
    ) throws {
        let ui = HeadlessEnvironment(framesPerSecond: framesPerSecond)
        let window = ui.makeWindow(size: size)
        let container = ModelContainer(identifier: "Tabs", environment: ui)
        container.engine.appearanceForwarding = appearanceForwarding
        let children = identifiers.map { ui.makeViewController($0) }
        for child in children { _ = child.view }
        (self.ui, self.window, self.container, self.children) = (ui, window, container, children)
        try ui.perform {
            if inWindow { window.rootViewController = container }
            try container.setViewControllers(children)
        }
        ui.clearLog()
    }

    /// The children whose views are in the container's content view.
    var shownChildren: [String] {
        container.contentView.subviews.compactMap { $0.owner?.identifier }
    }

    /// The lines of the log, `Controller.call [who]`.
    var lines: [String] { ui.trace() }
}

func line(_ controller: String, _ call: String, _ origin: HeadlessEvent.Origin) -> String {
    "\(controller).\(call)  [\(origin.rawValue)]"
}
