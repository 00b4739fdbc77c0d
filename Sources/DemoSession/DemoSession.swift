// The demo app on HeadlessUI's model of UIKit, used as a person uses it. Where UIKit exists the app runs on it
// instead, and this module is empty.
#if !canImport(UIKit)
    import DemoAppScreens
    import Foundation
    import HeadlessUI
    import TransitionCatalogue
    import TransitionTesting

    /// One scripted use of the demo app on an iPhone with a notch and a home indicator: it finds every button by
    /// hit-testing and taps it, swipes from the screen's edges and pans as a finger does (touch down, a move per
    /// frame, lift, with the recognizers' real thresholds), and after every step checks that the transition played
    /// with the animator the config names, that the app takes touches again, that appearance stayed balanced, that
    /// no transition was misused and that VoiceOver's focus is on the new tab. On every frame it checks around the
    /// transition: no screen's safe-area insets jump, the status bar changes at most once a step (no flash), the
    /// keyboard hides or shows at most once a step (no bounce); and the list on Settings keeps its place. At the end
    /// it lets the app go and checks that no controller is left alive. A photo cell on Home grows into the photo
    /// screen and shrinks back: the stand-in starts on the cell and ends on it, and both copies show again.
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
            /// What a person saw on every frame (``/TransitionTesting/FrameWatch``): the picture, jumps, the finger
            /// and, after every step, the rest state.
            package var seen: FrameReport
        }

        let ui: HeadlessEnvironment
        let window: HeadlessWindow
        var app: DemoApp?
        var lines: [String] = []
        var failures: [String] = []
        var steps = 0
        var watched: [WeakController] = []
        /// The selected tab and the number of accessibility posts at the last check.
        var tabWhenLastChecked: Int?
        var postsWhenLastChecked = 0
        /// The status bar styles shown during the current step, one entry per change.
        var statusBarStyles: [UIStatusBarStyle] = []
        /// The keyboard's events before the current step.
        var keyboardEventsBeforeStep = 0
        /// Screens whose insets already jumped in the current step (each reported once).
        var insetJumps: Set<String> = []
        /// The device's safe area: status bar and sensor housing above, home indicator below.
        static let deviceInsets = UIEdgeInsets(top: 47, bottom: 34)
        /// What a person sees, on every frame.
        let frameWatch: FrameWatch

        /// A session on a fresh window of an iPhone's size, its clock at `framesPerSecond`.
        package init(framesPerSecond: Double = 60) throws {
            ui = HeadlessEnvironment(framesPerSecond: framesPerSecond)
            window = ui.makeWindow()
            window.safeAreaInsets = Self.deviceInsets
            frameWatch = FrameWatch(window: window)
            app = try DemoApp()
        }

        /// Plays the whole script and returns what happened.
        package func run() -> Report {
            if let app { play(app) }
            frameWatch.stop()
            tearDown()
            let seen = frameWatch.report
            let figures: [(String, FrameFigure, String)] = [
                ("background showing", seen.background, "pt²"), ("largest jump", seen.jumps, "× the limit"),
                ("finger drift", seen.finger, "pt"), ("not at rest as found", seen.rest, "problems"),
            ]
            for (name, figure, unit) in figures {
                lines.append(
                    "\(figure.failedCount == 0 ? "ok  " : "FAIL") what a person sees, \(name): \(figure.examined) "
                        + "examined, worst \(String(format: "%.2f", Double(figure.worst))) \(unit)"
                        + (figure.failures.first.map { "; first failure: \($0)" } ?? ""))
            }
            let verdict =
                failures.isEmpty && seen.passed ? "passed" : "FAILED (\(failures.count + (seen.passed ? 0 : 1)))"
            lines.append("demo session \(verdict): \(steps) steps")
            return Report(lines: lines, failures: failures, steps: steps, seen: seen)
        }

        /// The script: every button and gesture the demo offers, each checked.
        func play(_ app: DemoApp) {
            launch(app)
            swipe(from: 4, to: 60, named: "short bezel pan, held still, let go", holdingStill: true, on: app) {
                app.drawer.openSide == nil
            }
            // Search's light status bar shows: the window's root and Search's navigation controller pass the question on.
            tap("Next tab", expecting: "Home → Search", on: app) {
                app.tabsHost.selectedIndex == 1 && self.ui.keyboard.isShown
                    && self.window.statusBarStyle == .lightContent
            }
            swipe(from: 4, to: 300, named: "swipe from the left edge", on: app) {
                app.tabsHost.selectedIndex == 0 && !self.ui.keyboard.isShown
            }
            swipe(from: 4, to: 320, named: "bezel pan", on: app) { app.drawer.openSide == .left }
            tapMenu("Search", on: app) { app.drawer.openSide == nil && app.tabsHost.selectedIndex == 1 }
            tap("Detail", expecting: "push Detail", on: app) { self.topOfSelectedStack(app) == "Detail" }
            swipe(from: 4, to: 330, named: "back swipe", on: app) { self.topOfSelectedStack(app) == "Search" }
            tap("Compose", expecting: "present Compose", on: app) { self.frontmost == "Compose" }
            tap("Done", expecting: "dismiss Compose", on: app) {
                self.window.frontmostViewController === app.rootViewController
            }
            tap("Menu", expecting: "open the menu", on: app) {
                app.drawer.openSide == .left && self.window.statusBarStyle == .lightContent
            }
            tapMenu("Settings", on: app) {
                app.drawer.openSide == nil && app.tabsHost.selectedIndex == 2 && self.window.statusBarStyle == .default
            }
            swipe(from: 386, to: 80, named: "swipe from the right edge at the last tab", on: app) {
                app.tabsHost.selectedIndex == 2
            }
            scrollSettingsList(app)
            tap("Next tab", expecting: "Settings → Home", on: app) { app.tabsHost.selectedIndex == 0 }
            openAndClosePhoto(app)
            tap("Menu", expecting: "open the menu", on: app) { app.drawer.openSide == .left }
            tapMenu("Settings", on: app) { app.drawer.openSide == nil && app.tabsHost.selectedIndex == 2 }
            checkSettingsListKeptItsPlace(app)
            for controller in allControllers() { watch(controller) }
        }

        // MARK: Steps

        func launch(_ app: DemoApp) {
            ui.perform { window.rootViewController = app.rootViewController }
            watch(app.rootViewController)
            ui.clock.runUntilIdle()
            frameWatch.start()
            record("launch", passed: selectedScreen(app) == "Home", detail: "Home on screen")
            checkAtRest(app)
        }

        func tap(
            _ name: String, expecting what: String, on app: DemoApp, firstFrame: (() -> Void)? = nil,
            _ done: () -> Bool
        ) {
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
            beginStep("tap '\(name)'")
            window.tap(at: center)
            checkFrame()
            firstFrame?()
            let animator = playingAnimator(app)
            let frames = runCheckingEveryFrame()
            record("tap '\(name)' → \(what)", passed: done(), detail: "\(animator), \(frames) frames")
            checkAtRest(app)
        }

        func tapMenu(_ name: String, on app: DemoApp, _ done: () -> Bool) {
            tap(name, expecting: "close the menu, show \(name)", on: app, done)
        }

        /// A pan from `startX` to `endX` across 20 frames, lifted while moving, or after 100 ms held still.
        func swipe(
            from startX: CGFloat, to endX: CGFloat, named name: String, holdingStill: Bool = false, on app: DemoApp,
            _ done: () -> Bool
        ) {
            let y = window.bounds.midY + 120
            beginStep(name)
            window.touchDown(at: CGPoint(x: startX, y: y))
            var animator = "no transition"
            for step in 1...20 {
                ui.clock.advance(frames: 1)
                window.touchMove(to: CGPoint(x: startX + (endX - startX) * CGFloat(step) / 20, y: y))
                checkFrame()
                if step == 10 { animator = playingAnimator(app) }
            }
            if holdingStill {
                for _ in 0..<6 {
                    ui.clock.advance(frames: 1)
                    window.touchMove(to: CGPoint(x: endX, y: y))
                    checkFrame()
                }
            }
            window.touchUp()
            let frames = runCheckingEveryFrame()
            record("\(name)", passed: done(), detail: "\(animator), \(frames) frames after the lift")
            checkAtRest(app)
        }

        /// Drags the Settings list up by a finger, away from the buttons in the middle.
        func scrollSettingsList(_ app: DemoApp) {
            guard let list = settingsScreen(app)?.list else {
                fail("Settings has no list")
                return
            }
            beginStep("scroll the Settings list")
            window.drag(from: CGPoint(x: 40, y: 700), to: CGPoint(x: 40, y: 300), frames: 20)
            runCheckingEveryFrame()
            scrolledSettingsOffset = list.contentOffset
            record(
                "drag the Settings list", passed: list.contentOffset.y > 300,
                detail: "scrolled to \(Int(list.contentOffset.y))")
            checkAtRest(app)
        }

        var scrolledSettingsOffset: CGPoint?

        /// Taps Home's second photo cell, then Back: the config's container transform moves a stand-in from the cell
        /// to the photo and back onto the cell, and at rest both copies show and no stand-in is left.
        func openAndClosePhoto(_ app: DemoApp) {
            let home = app.navigationControllers.first?.viewControllers.first as? DemoScreen
            guard let cell = home?.photoCells.dropFirst().first else {
                fail("Home has no second photo cell")
                return
            }
            let cellFrame = cell.convert(cell.bounds, to: nil)
            func startsOn(_ frame: CGRect, _ what: String) -> () -> Void {
                {
                    guard let standIn = self.standIn() else {
                        return self.fail("no shared-element stand-in for \(what)")
                    }
                    let at = standIn.convert(standIn.bounds, to: nil)
                    if at != frame { self.fail("the stand-in for \(what) starts at \(at), not at \(frame)") }
                }
            }
            func bothShown() -> Bool {
                let photo = (app.navigationControllers.first?.viewControllers.last as? DemoScreen)?.photo
                return !cell.isHidden && photo?.isHidden != true && standIn() == nil
            }
            tap("Photo 2", expecting: "the cell grows into Photo", on: app, firstFrame: startsOn(cellFrame, "the cell"))
            {
                self.topOfSelectedStack(app) == "Photo" && bothShown()
            }
            let photoFrame = (app.navigationControllers.first?.topViewController as? DemoScreen)?.photo.map {
                $0.convert($0.bounds, to: nil)
            }
            tap(
                "Back", expecting: "Photo shrinks back onto its cell", on: app,
                firstFrame: startsOn(photoFrame ?? .zero, "the photo")
            ) {
                self.topOfSelectedStack(app) == "Home" && bothShown()
            }
        }

        /// The stand-in a shared-element transition put up: a clipping view holding two snapshots.
        func standIn() -> UIView? {
            window.rootView.allSubviews.first { view in
                view.subviews.count == 2 && view.subviews.allSatisfy { $0 is HeadlessSnapshotView }
            }
        }

        /// The list is where the finger left it, with the device's insets, after leaving and coming back.
        func checkSettingsListKeptItsPlace(_ app: DemoApp) {
            guard let list = settingsScreen(app)?.list, let offset = scrolledSettingsOffset else { return }
            record(
                "the Settings list kept its place",
                passed: list.contentOffset == offset
                    && list.adjustedContentInset == Self.deviceInsets,
                detail: "at \(Int(list.contentOffset.y)), was \(Int(offset.y))")
        }

        func settingsScreen(_ app: DemoApp) -> DemoScreen? {
            app.navigationControllers.last?.viewControllers.first as? DemoScreen
        }
    }

    struct WeakController {
        weak var controller: UIViewController?
    }
#endif
