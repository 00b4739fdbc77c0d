// The demo session's checks of what each step shows (see DemoSession.swift).
#if !canImport(UIKit)
    import DemoAppScreens
    import Foundation
    import HeadlessUI
    import TransitionCatalogue
    import TransitionTesting

    extension DemoSession {
        /// A step starts: what it shows is compared with what it began with.
        func beginStep(_ name: String) {
            frameWatch.label = name
            statusBarStyles = [window.statusBarStyle]
            keyboardEventsBeforeStep = ui.keyboard.events.count
            insetJumps = []
        }

        /// Runs the clock frame by frame until nothing moves, checking every frame; returns the number of frames.
        @discardableResult
        func runCheckingEveryFrame() -> Int {
            var frames = 0
            while ui.clock.subscriberCount > 0, frames < 3_600 {
                ui.clock.advance(frames: 1)
                frames += 1
                checkFrame()
            }
            return frames
        }

        /// On every frame: every screen on show has the device's insets (a full-height screen, or the menu along
        /// the left edge, at rest or moving), and the status bar style is noted.
        func checkFrame() {
            for screen in allControllers().compactMap({ $0 as? DemoScreen }) {
                guard let view = screen.viewIfLoaded, view.isVisibleOnScreen, !insetJumps.contains(screen.identifier)
                else { continue }
                if view.safeAreaInsets != Self.deviceInsets {
                    insetJumps.insert(screen.identifier)
                    fail("\(screen.identifier)'s safe-area insets jumped to \(view.safeAreaInsets)")
                }
            }
            if statusBarStyles.last != window.statusBarStyle { statusBarStyles.append(window.statusBarStyle) }
        }

        /// At a step's end: the status bar changed at most once (a flash is a change and a change back), and the
        /// keyboard hid or showed at most once (a bounce is a hide and a show).
        func checkAroundTheStep() {
            if statusBarStyles.count > 2 { fail("the status bar flashed: \(statusBarStyles)") }
            let keyboard = ui.keyboard.events.dropFirst(keyboardEventsBeforeStep)
            if keyboard.count > 1 { fail("the keyboard bounced: \(keyboard.map(\.rawValue))") }
            statusBarStyles = [window.statusBarStyle]
            keyboardEventsBeforeStep = ui.keyboard.events.count
        }

        /// After every step: nothing moving, the app takes touches, appearance balanced, no transition misused,
        /// VoiceOver on the new tab after a tab switch.
        func checkAtRest(_ app: DemoApp) {
            steps += 1
            checkVoiceOver(app)
            checkAroundTheStep()
            if ui.clock.subscriberCount != 0 { fail("something is still animating (\(ui.clock.subscriberCount))") }
            let probe = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            if !window.takesTouches(at: probe) { fail("the window takes no touches at rest") }
            if !ui.appearanceErrors.isEmpty { fail("unbalanced appearance: \(ui.appearanceErrors.map(\.description))") }
            if !ui.transitionErrors.isEmpty { fail("transition misuse: \(ui.transitionErrors)") }
            frameWatch.checkRest()
        }

        /// VoiceOver reaches the selected tab at rest, and its focus moved there when the step changed the tab.
        func checkVoiceOver(_ app: DemoApp) {
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
        func tearDown() {
            ui.perform { window.rootViewController = nil }
            ui.clock.runUntilIdle()
            app = nil
            let alive = watched.compactMap { $0.controller?.identifier }
            record(
                "release the app", passed: alive.isEmpty,
                detail: alive.isEmpty ? "no controller left" : "alive: \(alive)")
            if ui.finish() != .clean { fail("the environment did not end clean: \(ui.finish())") }
        }

        func record(_ step: String, passed: Bool, detail: String) {
            lines.append("\(passed ? "ok  " : "FAIL") \(step) (\(detail))")
            if !passed { failures.append(step) }
        }

        func fail(_ message: String) {
            lines.append("FAIL \(message)")
            failures.append(message)
        }

        // MARK: What is on screen

        /// The frontmost controller's identifier.
        var frontmost: String { window.frontmostViewController?.identifier ?? "nothing" }

        func selectedScreen(_ app: DemoApp) -> String? {
            (app.tabsHost.selectedViewController as? UINavigationController)?.topViewController?.identifier
        }

        func topOfSelectedStack(_ app: DemoApp) -> String? { selectedScreen(app) }

        /// The on-screen button with that accessibility identifier whose centre a touch would reach.
        func visibleButton(named name: String) -> UIButton? {
            let buttons = window.rootView.allSubviews.compactMap { $0 as? UIButton }
                .filter { $0.accessibilityIdentifier == name && $0.isVisibleOnScreen }
            return buttons.first { button in
                let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
                return window.hitTest(center) === button
            } ?? buttons.first
        }

        /// What is playing now (everything that moves), each checked against what the config names.
        func playingAnimator(_ app: DemoApp) -> String {
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
            if let animated = app.rootViewController.runningPresentationAnimator as? CatalogueAnimatedTransitioning {
                playing.append(
                    named(
                        animated.animator.name, configured: app.configuration.resolution(for: animated.pair),
                        pair: animated.pair))
            }
            return playing.isEmpty ? "no transition" : playing.joined(separator: "; ")
        }

        func named(_ playing: String, configured: Resolution?, pair: TransitionPair) -> String {
            let expected = configured?.animator?.type ?? "none"
            if playing != expected {
                fail("\(pair.from) → \(pair.to) plays '\(playing)', the config names '\(expected)'")
            }
            return "\(pair.from) → \(pair.to) plays \(configured?.animator?.summary ?? playing)"
        }

        func watch(_ controller: UIViewController) {
            guard !watched.contains(where: { $0.controller === controller }) else { return }
            watched.append(WeakController(controller: controller))
        }

        func allControllers() -> [UIViewController] {
            guard let app else { return [] }
            var found: [UIViewController] = [app.rootViewController, app.tabsHost]
            if let menu = app.menu { found.append(menu) }
            for navigation in app.navigationControllers { found += [navigation] + navigation.viewControllers }
            var presented = window.rootViewController?.presentedViewController
            while let next = presented {
                found.append(next)
                presented = next.presentedViewController
            }
            return found
        }

        func describe(_ point: CGPoint) -> String { "(\(Int(point.x)), \(Int(point.y)))" }
    }
#endif

