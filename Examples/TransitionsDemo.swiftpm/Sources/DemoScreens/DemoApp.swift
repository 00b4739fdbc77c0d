#if canImport(UIKit)
    import Foundation
    import TransitionCatalogue
    import UIKit

    /// The demo: a drawer (Menu) around a tab container (Home, Search, Settings), each tab a navigation stack that
    /// can push Detail and present Compose. Every transition comes from the embedded example config.
    @MainActor
    public final class DemoApp {
        /// The window's root view controller.
        public let rootViewController: UIViewController

        private let configuration: ConfiguredTransitionDelegate
        private let reduceMotion: SystemSettingsObserver
        private let tabsHost = TransitionContainerViewController(identifier: "Tabs")
        private let drawerHost = TransitionContainerViewController(identifier: "Drawer")
        private let drawer: DrawerController<TransitionContainerViewController>
        private let navigationDelegate: ConfiguredNavigationDelegate
        private let modalDelegate: ConfiguredTransitioningDelegate
        private var swipes: [SwipeInteraction<TransitionContainerViewController>] = []
        private var gestures: [GestureForwarder] = []

        /// Builds the app from the embedded config; a config error (there is none in the example) is thrown.
        public init() throws {
            configuration = try ConfiguredTransitionDelegate(
                data: Data(PackageResources.tab_drawer_app_json), file: "tab-drawer-app.json", registry: .catalogue)
            reduceMotion = SystemSettingsObserver(delegate: configuration)
            navigationDelegate = ConfiguredNavigationDelegate(configuration: configuration)
            modalDelegate = ConfiguredTransitioningDelegate(configuration: configuration)
            drawer = DrawerController(host: drawerHost, clock: drawerHost.clock)
            drawer.delegate = configuration
            configuration.attach(to: tabsHost.engine)
            rootViewController = drawerHost

            tabsHost.transitionIdentifier = "Tabs"
            let tabs = ["Home", "Search", "Settings"].enumerated().map { index, name in
                tab(name, color: [UIColor.systemBlue, .systemOrange, .systemGreen][index])
            }
            try tabsHost.setViewControllers(tabs)
            let menu = DemoScreen(
                "Menu", color: .systemIndigo,
                actions: ["Home", "Search", "Settings"].enumerated().map { index, name in
                    (name, { [weak self] _ in self?.showTab(index) })
                })
            drawer.setCenter(tabsHost)
            drawer.setDrawer(menu, for: .left)
            installGestures()
        }

        /// A tab: a navigation stack whose root screen can open the menu, switch tabs, push Detail and present
        /// Compose.
        private func tab(_ name: String, color: UIColor) -> UIViewController {
            let screen = DemoScreen(
                name, color: color,
                actions: [
                    ("Menu", { [weak self] _ in self?.drawer.toggle(.left) }),
                    ("Next tab", { [weak self] _ in self?.showNextTab() }),
                    ("Detail", { [weak self] screen in self?.pushDetail(from: screen) }),
                    ("Compose", { [weak self] screen in self?.presentCompose(from: screen) }),
                ])
            let navigation = UINavigationController(rootViewController: screen)
            navigation.transitionIdentifier = name  // the tab container's rules name the tabs
            navigationDelegate.attach(to: navigation)
            return navigation
        }

        private func showTab(_ index: Int) {
            drawer.close()
            tabsHost.selectedIndex = index
        }

        private func showNextTab() {
            guard let selected = tabsHost.selectedIndex else { return }
            tabsHost.selectedIndex = (selected + 1) % tabsHost.viewControllers.count
        }

        private func pushDetail(from screen: UIViewController) {
            screen.navigationController?.pushViewController(DemoScreen("Detail", color: .systemPink), animated: true)
        }

        private func presentCompose(from screen: UIViewController) {
            let compose = DemoScreen(
                "Compose", color: .systemTeal, actions: [("Done", { $0.dismiss(animated: true) })])
            compose.modalPresentationStyle = .fullScreen
            compose.transitioningDelegate = modalDelegate
            modalDelegate.installDismissGesture(on: compose)
            screen.present(compose, animated: true)
        }

        /// Edge swipes between tabs (right edge: next, left edge: previous) and the drawer's pans.
        private func installGestures() {
            for edge in [PanTracker.Edge.right, .left] {
                let swipe = SwipeInteraction(engine: tabsHost.engine, edge: edge)
                let recognizer = UIScreenEdgePanGestureRecognizer()
                recognizer.edges = edge == .right ? .right : .left
                swipes.append(swipe)
                gestures.append(GestureForwarder(recognizer, on: tabsHost.view) { swipe.handle($0) })
            }
            let pan = UIPanGestureRecognizer()
            gestures.append(GestureForwarder(pan, on: drawerHost.view) { [weak self] in self?.drawer.handlePan($0) })
        }
    }
#endif
