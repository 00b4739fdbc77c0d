import Foundation
import HeadlessUI
import TransitionCatalogue

#if !canImport(UIKit)

    /// The demo's app on HeadlessUI: a window whose root is a drawer container ("Drawer": centre "Tabs", left drawer
    /// "Menu"); the centre is a tab container ("Tabs": Home, Search, Settings). Both take their animators from the
    /// config through one ``TransitionConfiguration/ConfiguredTransitionDelegate``.
    @MainActor
    final class DemoTour {
        /// One row of the summary table.
        struct Row {
            var pair: String
            var animator: String
            var seconds: Double
            var outcome: String
        }

        let ui = HeadlessEnvironment()
        let window: HeadlessWindow
        let drawerHost: TransitionContainerViewController
        let tabsHost: TransitionContainerViewController
        let drawer: TransitionContainerViewController.Drawer
        let tabs: TransitionContainerViewController.Tabs
        let delegate: ConfiguredTransitionDelegate
        let config: TransitionConfig
        var rows: [Row] = []

        init(config: TransitionConfig, registry: AnimatorRegistry) throws {
            self.config = config
            delegate = ConfiguredTransitionDelegate(config: config, registry: registry)
            window = ui.makeWindow()
            drawerHost = TransitionContainerViewController(identifier: "Drawer")
            tabsHost = TransitionContainerViewController(identifier: "Tabs")
            drawerHost.engine.appearanceForwarding = .navigationStyle
            drawer = DrawerController(container: drawerHost)
            // The config chooses every animator; without a rule the container switches without animation.
            tabs = TabContainer(container: tabsHost, animator: nil)
            delegate.attach(to: tabs.engine)
            drawer.delegate = delegate
            let children = ["Home", "Search", "Settings"].map(ui.makeViewController)
            for child in children { _ = child.view }
            let menu = ui.makeViewController("Menu")
            _ = menu.view
            let (window, drawerHost, tabsHost, drawer, tabs) = (window, drawerHost, tabsHost, drawer, tabs)
            var failure: (any Error)?
            ui.perform {
                window.rootViewController = drawerHost
                drawer.setCenter(tabsHost)
                drawer.setDrawer(menu, for: .left)
                do { try tabs.setTabs(children) } catch { failure = error }
            }
            if let failure { throw failure }
            ui.clearLog()
        }

        var shownTabs: [String] { tabsHost.contentView.subviews.compactMap { $0.owner?.identifier } }

        /// How the config names the animator for a pair: `push (slide)`, `tab`, or `none`.
        func animatorName(for pair: TransitionPair) -> String {
            guard let resolution = delegate.resolution(for: pair), let animator = resolution.animator else {
                return "none"
            }
            let name = animator.preset.map { "\($0) (\(animator.type))" } ?? animator.type
            return resolution.isReversed ? name + ", reversed" : name
        }

        /// Selects a tab and runs the clock until it settles; returns the log of the switch and the frames it took.
        func select(_ index: Int, animated: Bool) -> (events: ArraySlice<HeadlessEvent>, frames: Int) {
            let start = ui.log.count
            let fromIndex = tabs.engine.selectedIndex ?? 0
            let children = tabs.engine.children
            let pair: TransitionPair? =
                children.indices.contains(index)
                ? TransitionPair(
                    container: tabsHost.containerIdentifier, from: children[fromIndex].transitionIdentifier ?? "",
                    to: children[index].transitionIdentifier ?? "", fromIndex: fromIndex, toIndex: index) : nil
            ui.perform { try? tabs.select(index: index, animated: animated) }
            let duration = tabs.engine.activeAnimation?.duration ?? 0
            let frames = ui.clock.runUntilIdle()
            if let pair {
                rows.append(
                    Row(
                        pair: pair.description, animator: animated ? animatorName(for: pair) : "none (not animated)",
                        seconds: animated ? duration : 0, outcome: "completed"))
            }
            return (ui.log[start...], frames)
        }
    }
#endif
