import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// Rules name screens by an identifier the app gives (or its `restorationIdentifier`), never by a title or a class
/// name. Before, two untitled navigation controllers set as children shared the class name and left the container
/// empty, and a rule written for a screen's title stopped matching once the title was translated or gained a badge.
@MainActor
@Suite("Screens are named by the app, not by their titles")
struct ScreenNameTests {
    /// A screen an app writes without naming it for transitions: only a title, which is translated and changes.
    final class Inbox: UIViewController {
        init(title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }
    }

    @Test func twoUntitledNavigationControllersBothBecomeChildren() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let tabs = TransitionContainerViewController(identifier: "Tabs")
        ui.perform { window.rootViewController = tabs }
        let first = UINavigationController(rootViewController: Inbox(title: "Inbox"))
        let second = UINavigationController(rootViewController: Inbox(title: "Outbox"))
        tabs.viewControllers = [first, second]
        ui.clock.runUntilIdle()
        #expect(tabs.viewControllers.count == 2, "the container refused two untitled navigation controllers")
        #expect(first.parent === tabs && first.view.window != nil, "the first child is not on screen")
        #expect(window.takesTouches(at: CGPoint(x: 200, y: 400)))
        try ui.perform { try tabs.select(index: 1) }
        ui.clock.runUntilIdle()
        #expect(second.view.window != nil && first.view.window == nil)
        // The app hears once, with the type, that rules cannot name them.
        let unnamed = tabs.engine.diagnostics.filter {
            if case .unnamedScreen = $0 { return true } else { return false }
        }
        #expect(unnamed.count == 1)
        #expect("\(unnamed.first.map { "\($0)" } ?? "")".contains("NavigationController"))
    }

    /// A screen named only by its title is not matched by a rule of that title (a silent match that breaks in another
    /// language); named, it is matched whatever its title becomes.
    @Test func aRuleMatchesTheNameNotTheTitle() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let configuration = try ruleConfiguration(
            #"{ "from": "Home", "to": "Inbox", "animator": { "type": "fade-scale" } }"#)
        let delegate = ConfiguredNavigationDelegate(configuration: configuration)
        var heard: [ContainerDiagnostic] = []
        delegate.diagnosticHandler = { heard.append($0) }
        let home = Inbox(title: "Home")
        let navigation = UINavigationController(rootViewController: home)
        delegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        let inbox = Inbox(title: "Inbox")
        ui.perform { navigation.pushViewController(inbox, animated: true) }
        #expect(navigation.runningAnimator == nil, "a rule matched screens by their titles")
        ui.clock.runUntilIdle()
        #expect(heard.count == 1, "an unnamed screen type is reported once: \(heard)")
        #expect("\(heard.first.map { "\($0)" } ?? "")".contains("Inbox"))
        ui.perform { navigation.popViewController(animated: false) }

        home.transitionIdentifier = "Home"
        let named = Inbox(title: "Posteingang (3)")
        named.transitionIdentifier = "Inbox"
        ui.perform { navigation.pushViewController(named, animated: true) }
        #expect((navigation.runningAnimator as? CatalogueAnimatedTransitioning)?.animator.name == "fade-scale")
        ui.clock.runUntilIdle()
        #expect(heard.count == 1)
        #expect(delegate.diagnostics.count == 1)
    }

    /// A restoration identifier names a screen too.
    @Test func aRestorationIdentifierNamesAScreen() throws {
        let screen = Inbox(title: "Posteingang")
        #expect(screen.transitionIdentifier == nil)
        screen.restorationIdentifier = "Inbox"
        #expect(screen.transitionIdentifier == "Inbox")
        screen.transitionIdentifier = "Mail"
        #expect(screen.transitionIdentifier == "Mail")
    }
}
