import Foundation
import TransitionCatalogue

#if canImport(UIKit)
    import UIKit
#endif

/// The demo: a drawer (Menu) around a tab container (Home, Search, Settings), each tab a navigation stack that
/// can push Detail and present Compose. Every transition comes from the embedded example config.
///
/// The same code runs on an iPhone and, on Linux, on HeadlessUI's model of UIKit (the demo session drives it there).
@MainActor
public final class DemoApp {
    /// The window's root view controller: a ``DemoRootController`` showing the drawer, which passes the status bar,
    /// home indicator and orientation questions on to the screen shown.
    public let rootViewController: DemoRootController
    /// The drawer around the tabs.
    public let drawer: TransitionContainerViewController.Drawer
    /// The tab container.
    public let tabsHost = TransitionContainerViewController(identifier: "Tabs")
    /// The drawer's host, the root controller's child.
    public let drawerHost = TransitionContainerViewController(identifier: "Drawer")
    /// The tabs' navigation controllers, in tab order.
    public private(set) var navigationControllers: [UINavigationController] = []
    /// The menu in the drawer.
    public private(set) var menu: DemoScreen?
    /// The config's delegate.
    public let configuration: ConfiguredTransitionDelegate

    private let reduceMotion: SystemSettingsObserver
    /// One per navigation controller: `attach(to:)` makes a delegate the delegate of one navigation controller.
    private var navigationDelegates: [ConfiguredNavigationDelegate] = []
    private let modalDelegate: ConfiguredTransitioningDelegate
    private var edgeSwipes: TransitionContainerViewController.EdgeSwipes?
    private var gestures: [GestureForwarder] = []

    /// Builds the app from the embedded config; a config error (there is none in the example) is thrown.
    public init() throws {
        configuration = try ConfiguredTransitionDelegate(
            data: Data(PackageResources.tab_drawer_app_json), file: "tab-drawer-app.json", registry: .catalogue)
        reduceMotion = SystemSettingsObserver(delegate: configuration)
        modalDelegate = ConfiguredTransitioningDelegate(configuration: configuration)
        drawerHost.engine.appearanceForwarding = .navigationStyle
        drawer = DrawerController(container: drawerHost)
        drawer.delegate = configuration
        configuration.attach(to: tabsHost.engine)
        rootViewController = DemoRootController(showing: drawerHost)

        tabsHost.transitionIdentifier = "Tabs"
        drawerHost.transitionIdentifier = "Drawer"
        let tabs = ["Home", "Search", "Settings"].enumerated().map { index, name in
            tab(name, color: [UIColor.systemBlue, .systemOrange, .systemGreen][index])
        }
        try tabsHost.setViewControllers(tabs)
        let menu = DemoScreen(
            "Menu", color: .systemIndigo,
            actions: ["Home", "Search", "Settings"].enumerated().map { index, name in
                (name, { [weak self] _ in self?.showTab(index) })
            })
        menu.statusBarStyle = .lightContent
        self.menu = menu
        drawer.setCenter(tabsHost)
        drawer.setDrawer(menu, for: .left)
        installGestures()
    }

    /// A tab: a navigation stack whose root screen can open the menu, switch tabs, push Detail and present
    /// Compose.
    /// Search has a search field that takes the keyboard when it appears, in a light status bar; Settings is a long
    /// list.
    private func tab(_ name: String, color: UIColor) -> UIViewController {
        let screen = DemoScreen(
            name, color: color,
            actions: [
                ("Menu", { [weak self] _ in self?.drawer.toggle(.left) }),
                ("Next tab", { [weak self] _ in self?.showNextTab() }),
                ("Detail", { [weak self] screen in self?.pushDetail(from: screen) }),
                ("Compose", { [weak self] screen in self?.presentCompose(from: screen) }),
            ], search: name == "Search", list: name == "Settings",
            photos: name == "Home" ? photoCells() : [])
        if name == "Search" { screen.statusBarStyle = .lightContent }
        let navigation = DemoNavigationController(rootViewController: screen)
        navigation.transitionIdentifier = name  // the tab container's rules name the tabs
        let navigationDelegate = ConfiguredNavigationDelegate(configuration: configuration)
        navigationDelegate.attach(to: navigation)
        navigationDelegates.append(navigationDelegate)
        navigationControllers.append(navigation)
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
        let detail = DemoScreen(
            "Detail", color: .systemPink,
            actions: [("Back", { $0.navigationController?.popViewController(animated: true) })])
        screen.navigationController?.pushViewController(detail, animated: true)
    }

    /// Home's three photo cells, each opening its photo.
    private func photoCells() -> [(String, @MainActor (DemoScreen, Int) -> Void)] {
        (1...3).map { number in
            ("Photo \(number)", { @MainActor [weak self] screen, index in self?.openPhoto(index, from: screen) })
        }
    }

    /// Opens the photo of the cell at `index`: the config's container transform grows that cell (the one whose
    /// element id is the photo's) into the photo screen's photo, and shrinks it back onto it on the way back.
    private func openPhoto(_ index: Int, from screen: DemoScreen) {
        let photo = DemoScreen(
            "Photo", color: .systemGray,
            actions: [("Back", { $0.navigationController?.popViewController(animated: true) })], photo: index)
        screen.navigationController?.pushViewController(photo, animated: true)
    }

    private func presentCompose(from screen: UIViewController) {
        let compose = DemoScreen(
            "Compose", color: .systemTeal, actions: [("Done", { $0.dismiss(animated: true) })])
        compose.modalPresentationStyle = .fullScreen
        compose.transitioningDelegate = modalDelegate
        modalDelegate.installDismissGesture(on: compose)
        screen.present(compose, animated: true)
    }

    /// Edge swipes between tabs (the trailing edge: next, the leading edge: previous) and the drawer's pans. Four
    /// recognizers compete at the leading edge — a stack's own back swipes, the previous-tab swipe and the drawer's
    /// pan over the whole screen — so each says when it begins: the back swipes when there is something to pop, the
    /// tab swipes when there is a neighbour (and after a stack's back swipe in the selected tab failed:
    /// `installEdgeSwipes()` makes them wait for it, whichever recognizer UIKit would let win a tie), and the drawer's
    /// pan, which waits for the tab swipes to fail, only for a bezel pan or an open drawer.
    private func installGestures() {
        let edgeSwipes = tabsHost.installEdgeSwipes()
        self.edgeSwipes = edgeSwipes
        let pan = UIPanGestureRecognizer()
        for recognizer in edgeSwipes.recognizers { pan.require(toFail: recognizer) }
        let drawerPan = GestureForwarder(pan, on: drawerHost.view) { [weak self] in self?.drawer.handlePan($0) }
        drawerPan.shouldBegin = { [weak self] in self?.drawer.canBeginPan($0) ?? false }
        gestures.append(drawerPan)
    }
}
