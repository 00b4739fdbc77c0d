import Foundation
import HeadlessUI
import TransitionCatalogue
import TransitionUIKit

/// The example app's config (`Examples/tab-drawer-app.json`), as the demo and the docs use it.
@MainActor
func exampleConfiguration() throws -> ConfiguredTransitionDelegate {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/tab-drawer-app.json")
    return try ConfiguredTransitionDelegate(
        data: Data(contentsOf: url), file: "tab-drawer-app.json", registry: .catalogue)
}

/// A config of the given rules (each a JSON object of the `"transitions"` list), from the catalogue's registry.
@MainActor
func ruleConfiguration(_ rules: String...) throws -> ConfiguredTransitionDelegate {
    try ruleConfiguration(rules)
}

/// The same, from an array of rules.
@MainActor
func ruleConfiguration(_ rules: [String]) throws -> ConfiguredTransitionDelegate {
    try ConfiguredTransitionDelegate(
        data: Data(#"{ "version": 1, "transitions": [\#(rules.joined(separator: ", "))] }"#.utf8), file: "rules.json",
        registry: .catalogue)
}

/// A screen written as an app writes one against UIKit: a subclass with its own preferences and controls.
@MainActor
class Screen: UIViewController {
    var statusBarStyle: HeadlessStatusBarStyle = .default
    var hidesHomeIndicator = false
    var orientations: HeadlessInterfaceOrientationMask = .allButUpsideDown

    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
        transitionIdentifier = name
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        // An app's screen paints: the window's background shows only where no screen is.
        view.backgroundColor = .systemBackground
    }

    override var preferredStatusBarStyle: HeadlessStatusBarStyle { statusBarStyle }
    override var prefersHomeIndicatorAutoHidden: Bool { hidesHomeIndicator }
    override var supportedInterfaceOrientations: HeadlessInterfaceOrientationMask { orientations }
}

/// A screen whose root view is a scroll view (what `UITableViewController` has).
@MainActor
final class ListScreen: UIViewController {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        list.contentSize = CGSize(width: 390, height: 4_000)
        view = list
    }
}

/// A tab container on the model's window, with three screens and the example config's animators.
@MainActor
struct TabsScene {
    let ui = HeadlessEnvironment()
    let window: UIWindow
    let tabs: TransitionContainerViewController
    let screens: [UIViewController]
    let configuration: ConfiguredTransitionDelegate

    init(
        screens makeScreens: @MainActor () -> [UIViewController] = {
            ["Home", "Search", "Settings"].map { Screen($0) }
        }
    ) throws {
        window = ui.makeWindow()
        tabs = TransitionContainerViewController(identifier: "Tabs")
        screens = makeScreens()
        configuration = try exampleConfiguration()
        configuration.attach(to: tabs.engine)
        try tabs.setViewControllers(screens)
        ui.perform { window.rootViewController = tabs }
    }
}

/// A container with three plain screens, Home, Search and Settings, on the model's window, and no animator of its
/// own: a test attaches the delegate it checks.
@MainActor
struct ContainerScene {
    let ui = HeadlessEnvironment()
    let window: UIWindow
    let container = TransitionContainerViewController(identifier: "Tabs")

    init() throws {
        window = ui.makeWindow()
        try container.setViewControllers(["Home", "Search", "Settings"].map { Screen($0) })
        ui.perform { window.rootViewController = container }
        ui.clock.runUntilIdle()
    }

    /// The screens whose views are in the container's content view, by transition identifier.
    var shownChildren: [String] {
        container.contentView.subviews.compactMap { $0.owner?.transitionIdentifier }
    }
}

/// UIKit's navigation controller on Home in a model window, a configured delegate of `rules` attached, and `pushed`
/// screens pushed on it without animation.
@MainActor
struct ConfiguredNavigationScene {
    let ui: HeadlessEnvironment
    let window: UIWindow
    let navigation: UINavigationController
    let delegate: ConfiguredNavigationDelegate

    init(
        _ rules: String..., framesPerSecond: Double = 60, layoutDirection: HeadlessLayoutDirection = .leftToRight,
        pushed: [String] = []
    ) throws {
        ui = HeadlessEnvironment(framesPerSecond: framesPerSecond)
        ui.layoutDirection = layoutDirection
        window = ui.makeWindow()
        delegate = ConfiguredNavigationDelegate(configuration: try ruleConfiguration(rules))
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        self.navigation = navigation
        delegate.attach(to: navigation)
        let window = window
        ui.perform { window.rootViewController = navigation }
        for name in pushed { ui.perform { navigation.pushViewController(Screen(name), animated: false) } }
        ui.clock.runUntilIdle()
    }
}
