import Foundation
import HeadlessUI
import TransitionCatalogue

/// `transitions trace`: runs one transition on HeadlessUI and prints the appearance trace and per-frame progress.
@MainActor
enum TraceCommand {
    static let help = """
        OVERVIEW: Run one switch (Home → Search) in a container on HeadlessUI and print every containment and
        appearance call with per-frame progress; interactively, drive it to a progress and cancel or finish it.

        USAGE: transitions trace [<animator>] [--param <name>=<json>]... [--interactive]
                                 [--cancel-at <p> | --finish-at <p>] [--velocity <v>]

        ARGUMENTS:
          <animator>              A replace animator (slide, fade-scale, tab; default slide).

        OPTIONS:
          --param <name>=<json>   An animator parameter, e.g. --param style=parallax.
          --interactive           Drive the switch as a gesture would (with --cancel-at or --finish-at).
          --cancel-at <p>         Drive to progress p (0...1), then cancel.
          --finish-at <p>         Drive to progress p (0...1), then finish.
          --velocity <v>          Release velocity in progress per second; the completion is then a critically
                                  damped spring (response 0.3 s) that starts at that velocity.
          -h, --help              Show help information.
        """

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let (rest, parameters) = try RenderCommand.splitParameters(arguments)
        let options = try Options(
            rest, valued: ["--cancel-at", "--finish-at", "--velocity"], boolean: ["--interactive"])
        if options.positional.count > 1 { throw UsageError(message: "unexpected argument '\(options.positional[1])'") }
        let name = options.positional.first ?? "slide"
        let cancelAt = try options.double("--cancel-at", in: 0...1)
        let finishAt = try options.double("--finish-at", in: 0...1)
        let velocity = try options.double("--velocity", in: -1000...1000) ?? 0
        let interactive = options.flags.contains("--interactive")
        if cancelAt != nil, finishAt != nil {
            throw UsageError(message: "'--cancel-at' and '--finish-at' cannot be used together")
        }
        if interactive != (cancelAt != nil || finishAt != nil) {
            throw UsageError(message: "'--interactive' goes with '--cancel-at <p>' or '--finish-at <p>'")
        }
        if !interactive, options.values["--velocity"] != nil {
            throw UsageError(message: "'--velocity' is the release velocity of '--interactive'; add '--interactive'")
        }
        let animator: any TransitionAnimator
        do {
            animator = try CLI.registry().makeAnimator(named: name, parameters: parameters)
        } catch {
            // The animator and its parameters are command-line input: a mistake there is a usage error.
            throw UsageError(message: "\(error)")
        }
        guard animator.capabilities.kinds.contains(.replace) else {
            output.err(
                "Error: '\(name)' animates overlay transitions (a drawer); trace runs replace switches. "
                    + "See 'transitions demo' for the drawer.")
            return CLI.ExitCode.failure
        }
        #if canImport(UIKit)
            output.err("Error: trace runs on HeadlessUI's model of UIKit, which iOS does not use.")
            return CLI.ExitCode.failure
        #else
            return trace(animator, cancelAt: cancelAt, finishAt: finishAt, velocity: velocity, output: output)
        #endif
    }

    #if !canImport(UIKit)

        static func trace(
            _ animator: any TransitionAnimator, cancelAt: Double?, finishAt: Double?, velocity: Double, output: Output
        ) -> Int32 {
            let ui = HeadlessEnvironment()
            let window = ui.makeWindow()
            let container = TransitionContainerViewController(identifier: "Tabs")
            let children = ["Home", "Search"].map(ui.makeViewController)
            for child in children { _ = child.view }
            ui.perform {
                window.rootViewController = container
                container.viewControllers = children
            }
            container.engine.defaultAnimator = animator
            var frames: [TransitionProgress] = []
            container.engine.progressHandler = { frames.append($0) }
            ui.clearLog()
            let printer = DemoPrinter(output: output)
            output.out("transitions trace: \(animator.name), Tabs: Home → Search on HeadlessUI (390×844 pt, 60 Hz)")
            do {
                if let target = cancelAt ?? finishAt {
                    let interaction = try ui.perform {
                        let interaction = try container.engine.beginInteractiveTransition(to: 1)
                        try interaction.update(target)
                        return interaction
                    }
                    if velocity != 0, let spring = SpringTiming(dampingRatio: 1, response: 0.3) {
                        interaction.completionCurve = .spring(spring)
                    }
                    let begun = ui.log.count
                    output.out("")
                    output.out(
                        "   driven to \(format(target)); \(cancelAt != nil ? "cancel" : "finish") at "
                            + "\(format(velocity)) progress/s")
                    printer.trace(ui.log[0..<begun])
                    try ui.perform {
                        if cancelAt != nil {
                            try interaction.cancel(velocity: velocity)
                        } else {
                            try interaction.finish(velocity: velocity)
                        }
                    }
                } else {
                    try ui.perform { try container.select(index: 1) }
                }
            } catch {
                output.err("Error: \(error)")
                return CLI.ExitCode.failure
            }
            let started = ui.log.count
            let settled = ui.clock.runUntilIdle()
            if cancelAt == nil, finishAt == nil {
                printer.trace(ui.log[0..<started])
            }
            for phase in [TransitionState.animating, .interactive, .finishing, .cancelling] {
                let values = frames.filter { $0.phase == phase }.map { format($0.fraction) }
                guard !values.isEmpty else { continue }
                output.out(output.dim("     \(phase) progress, per frame: ") + values.joined(separator: " "))
            }
            output.out(output.dim("     … \(settled) frames later:"))
            printer.trace(ui.log[started...])
            let selected = container.selectedViewController?.identifier ?? "?"
            let result = ui.finish()
            output.out(
                "Selected: \(selected). Appearance calls: \(ui.appearanceErrors.isEmpty ? "balanced" : "UNBALANCED"); "
                    + "environment: \(result == .clean ? "clean" : result.description)")
            return result == .clean ? CLI.ExitCode.success : CLI.ExitCode.failure
        }

    #endif

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
