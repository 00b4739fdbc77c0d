// The demo app on HeadlessUI's model of UIKit, used as a person uses it. Where UIKit exists the app runs on it
// instead, and this module is empty.
#if !canImport(UIKit)
    import DemoAppScreens
    import Foundation
    import HeadlessUI
    import TransitionCatalogue

    /// One scripted use of the demo app: it finds every button by hit-testing and taps it, swipes from the screen's
    /// edges and pans as a finger does (touch down, a move per frame, lift, with the recognizers' real thresholds),
    /// and after every step checks that the transition played with the animator the config names, that the app takes
    /// touches again, that appearance stayed balanced and that no transition was misused. At the end it lets the
    /// app go and checks that no controller is left alive.
    ///
    /// ```swift
    /// let report = try DemoSession().run()
    /// print(report.lines.joined(separator: "\n"))   // or `swift run transitions demo-session`
    /// ```
    @MainActor
    package final class DemoSession {
        /// What the session did and found.
        package struct Report: Sendable {
            /// One line per step and check, in order.
            package var lines: [String]
            /// The checks that failed, empty when the app behaved.
            package var failures: [String]
            /// The steps played.
            package var steps: Int
        }

        private let ui: HeadlessEnvironment
        private let window: HeadlessWindow
        private var app: DemoApp?
        private var lines: [String] = []
        private var failures: [String] = []
        private var steps = 0
        private var watched: [WeakController] = []
        /// The selected tab and the number of accessibility posts at the last check.
        private var tabWhenLastChecked: Int?
        private var postsWhenLastChecked = 0

        /// A session on a fresh window of an iPhone's size, its clock at `framesPerSecond`.
        package init(framesPerSecond: Double = 60) throws {
            ui = HeadlessEnvironment(framesPerSecond: framesPerSecond)
            window = ui.makeWindow()
            app = try DemoApp()
        }

        /// Plays the whole script and returns what happened.
        package func run() -> Report {
            if let app { play(app) }
            tearDown()
            let verdict = failures.isEmpty ? "passed" : "FAILED (\(failures.count))"
            lines.append("demo session \(verdict): \(steps) steps")
            return Report(lines: lines, failures: failures, steps: steps)
        }

        /// The script: every button and gesture the demo offers, each checked.
        private func play(_ app: DemoApp) {
            launch(app)
            tap("Next tab", expecting: "Home → Search", on: app) { app.tabsHost.selectedIndex == 1 }
            swipe(from: 4, to: 300, named: "swipe from the left edge", on: app) { app.tabsHost.selectedIndex == 0 }
            swipe(from: 4, to: 320, named: "bezel pan", on: app) { app.drawer.openSide == .left }
            tapMenu("Search", on: app) { app.drawer.openSide == nil && app.tabsHost.selectedIndex == 1 }
            tap("Detail", expecting: "push Detail", on: app) { self.topOfSelectedStack(app) == "Detail" }
            swipe(from: 4, to: 330, named: "back swipe", on: app) { self.topOfSelectedStack(app) == "Search" }
            tap("Compose", expecting: "present Compose", on: app) { self.frontmost == "Compose" }
            tap("Done", expecting: "dismiss Compose", on: app) { self.frontmost == "Drawer" }
            tap("Menu", expecting: "open the menu", on: app) { app.drawer.openSide == .left }
            tapMenu("Settings", on: app) { app.drawer.openSide == nil && app.tabsHost.selectedIndex == 2 }
            swipe(from: 386, to: 80, named: "swipe from the right edge at the last tab", on: app) {
                app.tabsHost.selectedIndex == 2
            }
            for controller in allControllers() { watch(controller) }
        }

        // MARK: Steps

        private func launch(_ app: DemoApp) {
            ui.perform { window.rootViewController = app.rootViewController }
            watch(app.rootViewController)
            ui.clock.runUntilIdle()
            record("launch", passed: selectedScreen(app) == "Home", detail: "Home on screen")
            checkAtRest(app)
        }

        private func tap(_ name: String, expecting what: String, on app: DemoApp, _ done: () -> Bool) {
            guard let button = visibleButton(named: name) else {
                fail("tap '\(name)': no button '\(name)' takes touches on screen")
                return
            }
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            guard window.hitTest(center) === button else {
                fail(
                    "tap '\(name)': a touch at \(describe(center)) goes to \(window.hitTest(center)?.name ?? "nothing")"
                )
                return
            }
            window.tap(at: center)
            let animator = playingAnimator(app)
            let frames = ui.clock.runUntilIdle()
            record("tap '\(name)' → \(what)", passed: done(), detail: "\(animator), \(frames) frames")
            checkAtRest(app)
        }

        private func tapMenu(_ name: String, on app: DemoApp, _ done: () -> Bool) {
            tap(name, expecting: "close the menu, show \(name)", on: app, done)
        }

        private func swipe(
            from startX: CGFloat, to endX: CGFloat, named name: String, on app: DemoApp, _ done: () -> Bool
        ) {
            let y = window.bounds.midY + 120
            window.touchDown(at: CGPoint(x: startX, y: y))
            var animator = "no transition"
            for step in 1...20 {
                ui.clock.advance(frames: 1)
                window.touchMove(to: CGPoint(x: startX + (endX - startX) * CGFloat(step) / 20, y: y))
                if step == 10 { animator = playingAnimator(app) }
            }
            window.touchUp()
            let frames = ui.clock.runUntilIdle()
            record("\(name)", passed: done(), detail: "\(animator), \(frames) frames after the lift")
            checkAtRest(app)
        }

        // MARK: Checks

        /// After every step: nothing moving, the app takes touches, appearance balanced, no transition misused,
        /// VoiceOver on the new tab after a tab switch.
        private func checkAtRest(_ app: DemoApp) {
            steps += 1
            checkVoiceOver(app)
            if ui.clock.subscriberCount != 0 { fail("something is still animating (\(ui.clock.subscriberCount))") }
            let probe = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            if !window.takesTouches(at: probe) { fail("the window takes no touches at rest") }
            if !ui.appearanceErrors.isEmpty { fail("unbalanced appearance: \(ui.appearanceErrors.map(\.description))") }
            if !ui.transitionErrors.isEmpty { fail("transition misuse: \(ui.transitionErrors)") }
        }

        /// VoiceOver reaches the selected tab at rest, and its focus moved there when the step changed the tab.
        private func checkVoiceOver(_ app: DemoApp) {
            let posts = ui.accessibility.posts
            let new = posts[min(postsWhenLastChecked, posts.count)...]
            postsWhenLastChecked = posts.count
            let before = tabWhenLastChecked
            tabWhenLastChecked = app.tabsHost.selectedIndex
            guard let screen = app.tabsHost.selectedViewController?.viewIfLoaded else { return }
            if screen.accessibilityElementsHidden { fail("the selected tab is hidden from VoiceOver at rest") }
            guard let before, before != app.tabsHost.selectedIndex else { return }
            let focus = new.last { $0.notification == .screenChanged }?.argument
            if focus !== screen { fail("VoiceOver's focus did not move to the new tab") }
        }

        /// Lets the app go and checks that every controller it made is released.
        private func tearDown() {
            ui.perform { window.rootViewController = nil }
            ui.clock.runUntilIdle()
            app = nil
            let alive = watched.compactMap { $0.controller?.identifier }
            record(
                "release the app", passed: alive.isEmpty,
                detail: alive.isEmpty ? "no controller left" : "alive: \(alive)")
            if ui.finish() != .clean { fail("the environment did not end clean: \(ui.finish())") }
        }

        private func record(_ step: String, passed: Bool, detail: String) {
            lines.append("\(passed ? "ok  " : "FAIL") \(step) (\(detail))")
            if !passed { failures.append(step) }
        }

        private func fail(_ message: String) {
            lines.append("FAIL \(message)")
            failures.append(message)
        }

        // MARK: What is on screen

        /// The frontmost controller's identifier.
        private var frontmost: String { window.frontmostViewController?.identifier ?? "nothing" }

        private func selectedScreen(_ app: DemoApp) -> String? {
            (app.tabsHost.selectedViewController as? UINavigationController)?.topViewController?.identifier
        }

        private func topOfSelectedStack(_ app: DemoApp) -> String? { selectedScreen(app) }

        /// The on-screen button with that accessibility identifier whose centre a touch would reach.
        private func visibleButton(named name: String) -> UIButton? {
            let buttons = window.rootView.allSubviews.compactMap { $0 as? UIButton }
                .filter { $0.accessibilityIdentifier == name && $0.isVisibleOnScreen }
            return buttons.first { button in
                let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
                return window.hitTest(center) === button
            } ?? buttons.first
        }

        /// What is playing now (everything that moves), each checked against what the config names.
        private func playingAnimator(_ app: DemoApp) -> String {
            var playing: [String] = []
            if let context = app.tabsHost.engine.activeContext, let animator = app.tabsHost.engine.activeAnimator {
                playing.append(
                    named(
                        animator.name, configured: app.configuration.resolution(for: context.pair), pair: context.pair))
            }
            if let (animator, pair) = app.drawer.motionAnimator {
                // A close is asked as the closing pair first, then as the opening one (the config's drawer rules).
                let closing = TransitionPair(container: pair.container, from: pair.to, to: pair.from)
                let configured =
                    app.drawer.openSide == nil
                    ? app.configuration.resolution(for: pair)
                    : app.configuration.resolution(for: closing).flatMap { $0.isDefault ? nil : $0 }
                        ?? app.configuration.resolution(for: pair)
                playing.append("drawer: " + named(animator.name, configured: configured, pair: pair))
            }
            for navigation in app.navigationControllers where navigation.runningTransition != nil {
                guard let animated = navigation.runningAnimator as? CatalogueAnimatedTransitioning else {
                    playing.append("UIKit's own navigation animation")
                    continue
                }
                playing.append(
                    named(
                        animated.animator.name, configured: app.configuration.resolution(for: animated.pair),
                        pair: animated.pair))
            }
            if let animated = app.drawerHost.runningPresentationAnimator as? CatalogueAnimatedTransitioning {
                playing.append(
                    named(
                        animated.animator.name, configured: app.configuration.resolution(for: animated.pair),
                        pair: animated.pair))
            }
            return playing.isEmpty ? "no transition" : playing.joined(separator: "; ")
        }

        private func named(_ playing: String, configured: Resolution?, pair: TransitionPair) -> String {
            let expected = configured?.animator?.type ?? "none"
            if playing != expected {
                fail("\(pair.from) → \(pair.to) plays '\(playing)', the config names '\(expected)'")
            }
            return "\(pair.from) → \(pair.to) plays \(configured?.animator?.summary ?? playing)"
        }

        private func watch(_ controller: UIViewController) {
            guard !watched.contains(where: { $0.controller === controller }) else { return }
            watched.append(WeakController(controller: controller))
        }

        private func allControllers() -> [UIViewController] {
            guard let app else { return [] }
            var found: [UIViewController] = [app.rootViewController, app.tabsHost]
            if let menu = app.menu { found.append(menu) }
            for navigation in app.navigationControllers { found += [navigation] + navigation.viewControllers }
            return found
        }

        private func describe(_ point: CGPoint) -> String { "(\(Int(point.x)), \(Int(point.y)))" }
    }

    private struct WeakController {
        weak var controller: UIViewController?
    }
#endif
