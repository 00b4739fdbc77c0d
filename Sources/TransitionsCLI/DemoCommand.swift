import Foundation
import HeadlessUI
import TransitionCore

/// `transitions demo`: the package's main job — a scripted tour on HeadlessUI that prints what happened.
@MainActor
enum DemoCommand {
    static let help = """
        OVERVIEW: Run the tour: a three-child container (Home, Search, Settings) on HeadlessUI switches
        0 → 1 → 2 → 0 without and then with animation, printing every containment and appearance call in the
        order UIKit makes them (the seed tables' order); then a swipe in from the right edge released slowly at
        40% (cancelled) and a short flick (finished), with per-frame progress.

        USAGE: transitions demo

        OPTIONS:
          -h, --help              Show help information.
        """

    static func run(_ arguments: [String], _ output: Output) throws(UsageError) -> Int32 {
        let options = try Options(arguments, valued: [], boolean: [])
        if let extra = options.positional.first {
            throw UsageError(message: "unexpected argument '\(extra)'")
        }
        let tour = Tour()
        output.out(output.bold("TransitionCatalogue demo") + " — a container of three children on HeadlessUI "
            + "(390×844 pt, 60 Hz manual clock)")
        output.out("")
        output.out(output.bold("1. Switching without animation") + " (seed 002: add and remove combined)")
        for target in [1, 2, 0] { tour.step(to: target, animated: false, output: output) }
        output.out("")
        output.out(output.bold("2. Switching with animation") + " (slide, 0.30 s, easeInOut; removal on completion)")
        for target in [1, 2, 0] { tour.step(to: target, animated: true, output: output) }
        output.out("")
        output.out(output.bold("3. Interactive switches") + " (edge pan from the right; finish or cancel from the "
            + "projected end, threshold 0.6)")
        tour.swipe(title: "drag to 40%, rest, release", to: 0.4, release: .still, output: output)
        tour.swipe(title: "drag to 10%, flick at 1500 pt/s", to: 0.1, release: .flick(CGPoint(x: -1500, y: 0)),
                   output: output)
        output.out("")
        let result = tour.ui.finish()
        let errors = tour.ui.appearanceErrors.count
        output.out("Appearance calls: \(errors == 0 ? "balanced" : "UNBALANCED") (\(errors) unbalanced); "
            + "environment at the end: \(result == .clean ? "clean" : result.description)")
        return errors == 0 && result == .clean ? CLI.ExitCode.success : CLI.ExitCode.failure
    }

    /// The demo's world: one window, one container, three children.
    @MainActor
    final class Tour {
        let ui = HeadlessEnvironment()
        let container: HeadlessContainerViewController
        let window: HeadlessWindow

        init() {
            let window = ui.makeWindow()
            self.window = window
            container = HeadlessContainerViewController(identifier: "Tabs", environment: ui)
            let children = ["Home", "Search", "Settings"].map { ui.makeViewController($0) }
            for child in children { _ = child.view }
            container.engine.defaultAnimator = DemoCommand.slide
            let container = container
            ui.perform {
                window.rootViewController = container
                container.viewControllers = children
            }
            ui.clearLog()
        }

        func step(to index: Int, animated: Bool, output: Output) {
            let from = container.selectedViewController?.identifier ?? "?"
            let to = container.viewControllers[index].identifier
            let start = ui.log.count
            container.engine.isAnimated = animated
            ui.perform { container.selectedIndex = index }
            let begun = ui.log.count
            let frames = ui.clock.runUntilIdle()
            output.out("")
            let timing = animated ? " — \(frames) frames (\(format(Double(frames) / ui.clock.framesPerSecond)) s)" : ""
            output.out("   select \(index): \(from) → \(to)\(timing)")
            print(ui.log[start..<begun], output: output)
            if animated {
                output.out(output.dim("     … \(frames) frames later, the animation ends: completeTransition(true)"))
                print(ui.log[begun...], output: output)
            }
        }

        func swipe(title: String, to fraction: CGFloat, release: TouchRelease, output: Output) {
            container.engine.isAnimated = true
            let swipe = SwipeInteraction(engine: container.engine, edge: .right)
            var reports: [TransitionProgress] = []
            container.engine.progressHandler = { reports.append($0) }
            defer { container.engine.progressHandler = nil }
            let from = container.selectedViewController?.identifier ?? "?"
            let width = container.contentView.bounds.width
            let start = ui.log.count
            ui.drag(from: CGPoint(x: width - 1, y: 400), to: CGPoint(x: width - 1 - width * fraction, y: 400),
                    frames: 12, release: release) { swipe.handle($0) }
            let released = ui.log.count
            let frames = ui.clock.runUntilIdle()
            let outcome = swipe.lastOutcome
            let verdict = outcome.map { $0.finishes ? "finished" : "cancelled" } ?? "not started"
            output.out("")
            let to = reports.first?.pair.to ?? "?"
            output.out("   \(title): \(from) → \(to) \(verdict); selected: "
                + "\(container.selectedViewController?.identifier ?? "?") (\(frames) frames to settle)")
            for phase in [TransitionPhase.interactive, .finishing, .cancelling] {
                let values = reports.filter { $0.phase == phase }.map { String(format: "%.2f", $0.fraction) }
                guard !values.isEmpty else { continue }
                output.out(output.dim("     \(phase) progress, per frame: ") + values.joined(separator: " "))
            }
            print(ui.log[start..<released], output: output)
            if ui.log.count > released {
                output.out(output.dim("     … after release:"))
                print(ui.log[released...], output: output)
            }
        }

        private func print(_ events: ArraySlice<HeadlessEvent>, output: Output) {
            for event in events {
                let call = "\(event.controller).\(event.call)"
                output.out("     " + call.padding(toLength: 40, withPad: " ", startingAt: 0)
                    + output.dim(event.origin.rawValue))
            }
        }
    }

    /// The demo's slide: each child moves by one container width, reading its frames from the context.
    static let slide = ClosureAnimator(name: "slide") { context in
        TransitionAnimation(duration: 0.3, curve: .easeInOut, tracks: [
            RoleTrack(.from, frame: KeyframeTrack(from: context.initialFrame(for: .from),
                                                  to: context.finalFrame(for: .from))),
            RoleTrack(.to, frame: KeyframeTrack(from: context.initialFrame(for: .to), to: context.finalFrame(for: .to))),
        ])
    }

    static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
