import DrawerTransition
import Foundation
import HeadlessUI
import TransitionCatalogue
import TransitionCore
import TransitionTesting

extension ConformanceHarness {
    /// Overlay animators run in a ``DrawerController``: a centre and a left drawer, opening the drawer.
    static let drawer = ConformanceHarness { animator, script in
        var completions: [Bool] = []
        var outcome: ConformanceOutcome?
        weak var weakCenter: HeadlessViewController?
        weak var weakMenu: HeadlessViewController?
        do {
            let ui = HeadlessEnvironment()
            let window = ui.makeWindow()
            let host = TransitionContainerViewController(identifier: "Drawer")
            host.engine.appearanceForwarding = .navigationStyle
            let drawer = DrawerController(container: host)
            drawer.animator = animator
            let center = ui.makeViewController("Center")
            let menu = ui.makeViewController("Menu")
            weakCenter = center
            weakMenu = menu
            // An app's screens paint: the background shows only where no screen is.
            center.view.backgroundColor = .systemBackground
            menu.view.backgroundColor = .systemGray
            ui.perform {
                window.rootViewController = host
                drawer.setCenter(center)
                drawer.setDrawer(menu, for: .left)
            }
            let centerBefore = drawer.centerContainerView?.state
            let menuBefore = menu.view.state
            let watch = FrameWatch(window: window, limits: .conformance(animator, in: window.bounds))
            watch.start()
            switch script {
            case .played:
                ui.perform { drawer.open(.left) { completions.append($0) } }
            case let .finish(progress), let .cancel(progress):
                ui.perform {
                    if drawer.beginInteractiveTransition(.left, opening: true) {
                        drawer.updateInteractiveTransition(progress)
                        if case .finish = script {
                            drawer.finishInteractiveTransition()
                            completions.append(true)
                        } else {
                            drawer.cancelInteractiveTransition()
                            completions.append(false)
                        }
                    }
                }
                // The script set the progress in no time; from here on the animator's own motion is measured.
                watch.forgetMotion()
            }
            ui.clock.runUntilIdle(limit: 30)
            watch.checkRest(strict: { if case .cancel = script { return true } else { return false } }())
            watch.stop()
            let repeated = drawer.diagnostics.filter {
                if case .completeTransitionCalledAgain = $0 { return true } else { return false }
            }.count
            let landed =
                drawer.openSide == .left && !menu.view.isHidden
                && drawer.centerContainerView?.frame.minX == drawer.drawerWidth && drawer.phase == .idle
            let restored =
                drawer.openSide == nil && menu.view.state == menuBefore
                && drawer.centerContainerView?.state == centerBefore && drawer.phase == .idle
            outcome = ConformanceOutcome(
                completions: completions, landedOnTarget: landed, restored: restored, repeatedCompletions: repeated,
                environment: ui.finish(), leaked: [],
                detail: "open side \(String(describing: drawer.openSide)), phase \(drawer.phase)")
            outcome?.frames = watch.report
            ui.perform { window.rootViewController = nil }
        }
        var result =
            outcome
            ?? ConformanceOutcome(
                completions: completions, landedOnTarget: false, restored: false, repeatedCompletions: 0,
                environment: .clean, leaked: [], detail: "the scene did not run")
        result.leaked = [weakCenter.map { _ in "Center" }, weakMenu.map { _ in "Menu" }].compactMap { $0 }
        return result
    }
}
