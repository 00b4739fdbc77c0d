import Foundation
import HeadlessUI
import TransitionCatalogue
import TransitionPreview

/// `transitions demo`: the package's main job — a scripted tour of a tab + drawer app on HeadlessUI, driven by the
/// embedded default config, printing what happened, and writing the gallery.
@MainActor
enum DemoCommand {
    static let help = """
        OVERVIEW: Run the tour of a tab + drawer app on HeadlessUI, driven by the embedded default config
        (Examples/tab-drawer-app.json): tab switches without and with animation (every containment and
        appearance call, in the order they happen in UIKit), a swipe cancelled at 40%, a flick that finishes,
        the drawer opening and closing, and a burst of rapid taps. Prints a summary table, and writes the gallery.

        USAGE: transitions demo [--gallery <dir>] [--no-gallery]

        OPTIONS:
          --gallery <dir>         Where to write the gallery (default: a folder in the temporary directory).
          --no-gallery            Do not write the gallery.
          -h, --help              Show help information.
        """

    /// The embedded default config's bytes.
    static var defaultConfig: Data { Data(PackageResources.tab_drawer_app_json) }
    static let defaultConfigName = "tab-drawer-app.json"

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let options = try Options(arguments, valued: ["--gallery"], boolean: ["--no-gallery"])
        if let extra = options.positional.first { throw UsageError(message: "unexpected argument '\(extra)'") }
        let registry = CLI.registry()
        let (loaded, diagnostics) = TransitionConfig.load(
            data: defaultConfig, file: defaultConfigName,
            registry: registry)
        guard let config = loaded else {
            for diagnostic in diagnostics { output.err(diagnostic.description) }
            output.err("Error: the embedded config does not load")
            return CLI.ExitCode.failure
        }
        #if canImport(UIKit)
            output.err("Error: the demo runs on HeadlessUI's model of UIKit; on iOS, run the demo app itself.")
            return CLI.ExitCode.failure
        #else
            let tour: DemoTour
            do {
                tour = try DemoTour(config: config, registry: registry)
            } catch {
                output.err("Error: the demo could not set up its containers: \(error)")
                return CLI.ExitCode.failure
            }
            let printer = DemoPrinter(output: output)
            output.out(
                output.bold("TransitionCatalogue demo") + " — a tab + drawer app on HeadlessUI "
                    + "(390×844 pt, 60 Hz manual clock)")
            let warnings = diagnostics.filter { !$0.isError }.count
            output.out(
                "Config: \(defaultConfigName) (embedded): \(config.presets.count) presets, \(config.rules.count) rules, "
                    + "mid-flight policy \(config.midFlightPolicy?.rawValue ?? "keep-latest"); 0 errors, \(warnings) warnings"
            )

            printer.section("1. Tab switches without animation", "add and remove combined, in one run-loop turn")
            for index in [1, 2, 0] { printer.step(tour, to: index, animated: false) }

            printer.section("2. Tab switches with the config's animators", "removal steps run on completion")
            for index in [1, 2, 0] { printer.step(tour, to: index, animated: true) }

            printer.section(
                "3. Interactive switches", "edge pan from the right; finish or cancel from the projected end")
            printer.swipe(tour, title: "drag to 40%, rest, release", to: 0.4, release: .still)
            printer.swipe(
                tour, title: "drag to 10%, flick at 1500 pt/s", to: 0.1, release: .flick(CGPoint(x: -1500, y: 0)))

            printer.section(
                "4. The drawer", "the centre container moves aside; the menu is hidden and at the back when closed")
            printer.drawer(tour)

            printer.section("5. Rapid taps", "from Home: Search, Settings, Search, 3 frames apart")
            printer.rapidTaps(tour)

            printer.summary(tour)
            let result = tour.ui.finish()
            let unbalanced = tour.ui.appearanceErrors.count
            output.out(
                "Appearance calls: \(unbalanced == 0 ? "balanced" : "UNBALANCED") (\(unbalanced) unbalanced); "
                    + "environment at the end: \(result == .clean ? "clean" : result.description)")
            if !options.flags.contains("--no-gallery") {
                let directory =
                    options.values["--gallery"]
                    ?? FileManager.default.temporaryDirectory.appendingPathComponent("transitions-gallery").path
                do {
                    let cards = GalleryCommand.catalogueCards() + GalleryCommand.ruleCards(config)
                    let path = try GalleryCommand.write(cards: cards, to: directory)
                    output.out("Gallery: \(path) (\(cards.count) cards)")
                } catch {
                    output.err("Error: could not write the gallery to '\(directory)': \(error.localizedDescription)")
                    return CLI.ExitCode.failure
                }
            }
            return unbalanced == 0 && result == .clean ? CLI.ExitCode.success : CLI.ExitCode.failure
        #endif
    }
}

/// Prints the tour's steps.
@MainActor
struct DemoPrinter {
    let output: Output

    func section(_ title: String, _ note: String) {
        output.out("")
        output.out(output.bold(title) + output.dim(" (\(note))"))
    }

    /// The calls, one a line, with who made each in a column after the longest call.
    func trace(_ events: ArraySlice<HeadlessEvent>) {
        let calls = events.map { "\($0.controller).\($0.call)" }
        let width = columnWidth(calls) + 2
        for (call, event) in zip(calls, events) {
            output.out("     " + call.paddedColumn(to: width) + output.dim(event.origin.rawValue))
        }
    }

}

#if !canImport(UIKit)
    extension DemoPrinter {
        func step(_ tour: DemoTour, to index: Int, animated: Bool) {
            let from = tour.tabs.engine.selectedChild.map(\.identifier) ?? "?"
            let to = tour.tabs.engine.children[index].identifier
            let before = tour.ui.log.count
            let (events, frames) = tour.select(index, animated: animated)
            output.out("")
            var line = "   select \(index): \(from) → \(to)"
            if animated, let row = tour.rows.last {
                line += " — \(row.animator), \(frames) frames"
            }
            output.out(line)
            // The calls of the starting run-loop turn, then what the completion did.
            let startTurn = events.prefix { !($0.call == .removeFromSuperview && $0.controller == from) || !animated }
            if animated {
                trace(startTurn)
                output.out(output.dim("     … \(frames) frames later, the animation ends: completeTransition(true)"))
                trace(tour.ui.log[(before + startTurn.count)...])
            } else {
                trace(events)
            }
        }

        func swipe(_ tour: DemoTour, title: String, to fraction: CGFloat, release: TouchRelease) {
            var reports: [TransitionProgress] = []
            var indicator: [Double] = []
            tour.tabs.onTabBarChange = { indicator.append($0.indicatorPosition) }
            let engine = tour.tabs.engine
            let from = engine.selectedChild.map(\.identifier) ?? "?"
            let start = tour.ui.log.count
            var released = start
            var animator = "none"
            var seconds = 0.0
            let width = tour.tabsHost.contentView.bounds.width
            tour.ui.drag(
                from: CGPoint(x: width - 1, y: 400), to: CGPoint(x: width - 1 - width * fraction, y: 400),
                frames: 12, release: release
            ) { touch in
                tour.tabs.handlePan(touch)
                if touch.phase == .began, let context = engine.activeContext {
                    animator = tour.animatorName(for: context.pair)
                    seconds = engine.activeAnimation?.duration ?? 0
                }
                if let fraction = engine.transitionFraction, let context = engine.activeContext {
                    reports.append(TransitionProgress(pair: context.pair, fraction: fraction, phase: engine.phase))
                }
                if touch.phase == .ended || touch.phase == .cancelled { released = tour.ui.log.count }
            }
            var frames = 0
            while engine.phase != .idle, frames < 600 {
                tour.ui.clock.advance(frames: 1)
                frames += 1
                if let fraction = engine.transitionFraction, let context = engine.activeContext {
                    reports.append(TransitionProgress(pair: context.pair, fraction: fraction, phase: engine.phase))
                }
            }
            tour.tabs.onTabBarChange = nil
            let to = reports.first?.pair.to ?? "?"
            let verdict = tour.tabs.lastSwipeOutcome.map { $0.finishes ? "finished" : "cancelled" } ?? "not started"
            let selected = engine.selectedChild.map(\.identifier) ?? "?"
            output.out("")
            output.out("   \(title): \(from) → \(to) \(verdict); selected: \(selected) (\(frames) frames to settle)")
            for phase in [TransitionState.interactive, .finishing, .cancelling] {
                let values = reports.filter { $0.phase == phase }.map { String(format: "%.2f", $0.fraction) }
                guard !values.isEmpty else { continue }
                output.out(output.dim("     \(phase) progress, per frame: ") + values.joined(separator: " "))
            }
            if let last = indicator.last {
                output.out(
                    output.dim(
                        "     tab indicator: peaked at \(String(format: "%.2f", indicator.max() ?? 0)), "
                            + "ended at \(String(format: "%.2f", last))"))
            }
            trace(tour.ui.log[start..<released])
            if tour.ui.log.count > released {
                output.out(output.dim("     … after release:"))
                trace(tour.ui.log[released...])
            }
            tour.rows.append(
                DemoTour.Row(
                    pair: "Tabs: \(from) → \(to) (swipe)", animator: animator, seconds: seconds,
                    outcome: verdict))
        }

        func drawer(_ tour: DemoTour) {
            let pair = TransitionPair(container: "Drawer", from: "Tabs", to: "Menu")
            for opening in [true, false] {
                var result: Bool?
                let start = tour.ui.log.count
                tour.ui.perform {
                    if opening { tour.drawer.open(.left) { result = $0 } } else { tour.drawer.close { result = $0 } }
                }
                let seconds = tour.drawer.phase == .idle ? 0 : (tour.drawer.motionDuration ?? 0)
                let frames = tour.ui.clock.runUntilIdle()
                let centre = tour.drawer.centerContainerView?.frame.minX ?? 0
                let menuHidden = tour.drawer.leftDrawer?.view.isHidden ?? true
                output.out("")
                output.out(
                    "   \(opening ? "open" : "close") the menu: \(tour.animatorName(for: pair)), \(frames) frames — "
                        + "\(result == true ? "completed" : "not completed"); centre container at x = \(Int(centre)), "
                        + "menu \(menuHidden ? "hidden" : "visible")")
                trace(tour.ui.log[start...])
                tour.rows.append(
                    DemoTour.Row(
                        pair: "Drawer: \(opening ? "Tabs → Menu" : "Menu → Tabs")",
                        animator: tour.animatorName(for: pair), seconds: seconds,
                        outcome: result == true ? "completed" : "not completed"))
            }
        }

        func rapidTaps(_ tour: DemoTour) {
            let policy = tour.tabs.engine.midFlightPolicy
            tour.ui.perform { try? tour.tabs.select(index: 0, animated: false) }
            tour.ui.clearLog()
            for index in [1, 2, 1] {
                tour.ui.perform { try? tour.tabs.select(index: index) }
                tour.ui.clock.advance(frames: 3)
            }
            let frames = tour.ui.clock.runUntilIdle()
            let selected = tour.tabs.engine.selectedChild.map(\.identifier) ?? "?"
            output.out("")
            output.out(
                "   policy \(policy.rawValue): settled \(frames) frames after the last tap on \(selected); "
                    + "children shown: \(tour.shownTabs.joined(separator: ", "))")
            let appearance = tour.ui.trace(appearanceOnly: true)
            output.out(
                output.dim("     \(appearance.count) appearance calls, \(tour.ui.appearanceErrors.count) unbalanced"))
            tour.rows.append(
                DemoTour.Row(
                    pair: "Tabs: taps Search, Settings, Search", animator: policy.rawValue, seconds: 0,
                    outcome: "ended on \(selected)"))
        }

        func summary(_ tour: DemoTour) {
            output.out("")
            output.out(output.bold("Summary"))
            let header = DemoTour.Row(pair: "pair", animator: "animator", seconds: 0, outcome: "outcome")
            let rows = tour.rows
            let pairWidth = max(header.pair.count, rows.map(\.pair.count).max() ?? 0)
            let animatorWidth = max(header.animator.count, rows.map(\.animator.count).max() ?? 0)
            let durations = rows.map { $0.seconds > 0 ? String(format: "%.2f s", $0.seconds) : "—" }
            let durationWidth = columnWidth(durations + ["duration"])
            func line(_ pair: String, _ animator: String, _ duration: String, _ outcome: String) -> String {
                "   " + pair.paddedColumn(to: pairWidth) + "  " + animator.paddedColumn(to: animatorWidth) + "  "
                    + duration.paddedColumn(to: durationWidth) + "  " + outcome
            }
            output.out(line("pair", "animator", "duration", "outcome"))
            for (row, duration) in zip(rows, durations) {
                output.out(line(row.pair, row.animator, duration, row.outcome))
            }
        }
    }
#endif
