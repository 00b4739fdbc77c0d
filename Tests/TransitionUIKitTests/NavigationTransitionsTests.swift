import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
@testable import TransitionUIKit

/// A navigation controller the app never holds (a SwiftUI `NavigationStack`'s), reached from a controller inside it.
@MainActor
@Suite("Navigation transitions from inside the stack")
struct NavigationTransitionsTests {
    /// The delegate SwiftUI puts on its navigation controller, standing in: it hears every screen shown.
    final class StackDelegate: NSObject, UINavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            shown.append(viewController.transitionIdentifier ?? "")
        }
    }

    @Test func aControllerInsideTheStackAttachesTheConfigAndNamesItsScreen() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(
                #"{ "version": 1, "transitions": [{ "from": "Home", "to": "Detail", "animator": { "type": "fade-scale" } }] }"#
                    .utf8), file: "nav.json", registry: .catalogue)
        let root = Screen("Home")
        let navigation = UINavigationController(rootViewController: root)
        let stack = StackDelegate()
        navigation.delegate = stack
        ui.perform { window.rootViewController = navigation }
        ui.clock.runUntilIdle()

        // A hidden controller inside the root screen finds the stack and attaches the config, keeping SwiftUI's.
        let probe = UIViewController(nibName: nil, bundle: nil)
        ui.perform {
            root.addChild(probe)
            probe.didMove(toParent: root)
        }
        let transitions = NavigationTransitions(configuration: configuration)
        #expect(transitions.attach(from: probe))
        #expect(transitions.delegate?.replacedDelegate === stack)

        // A destination that names itself from inside, before it is pushed: the rule for Home → Detail plays.
        let destination = UIViewController(nibName: nil, bundle: nil)
        let namer = UIViewController(nibName: nil, bundle: nil)
        destination.addChild(namer)
        namer.didMove(toParent: destination)
        namer.containingScreen.transitionIdentifier = "Detail"
        #expect(destination.transitionIdentifier == "Detail")
        ui.perform { navigation.pushViewController(destination, animated: true) }
        #expect((navigation.runningAnimator as? CatalogueAnimatedTransitioning)?.animator.name == "fade-scale")
        ui.clock.runUntilIdle()
        #expect(stack.shown.last == "Detail")

        // A second attachment on the same stack does not wrap the first (one configured delegate per stack).
        let other = NavigationTransitions(configuration: configuration)
        #expect(other.attach(from: probe) && other.delegate == nil)
        #expect((navigation.delegate as? ConfiguredNavigationDelegate)?.replacedDelegate === stack)

        // Attaching again changes nothing; detaching gives the stack its own delegate back.
        #expect(transitions.attach(from: probe))
        transitions.detach()
        #expect(navigation.delegate === stack)
        #expect(ui.transitionErrors.isEmpty)
    }

    @Test func aControllerInNoStackAttachesNothing() throws {
        let ui = HeadlessEnvironment()
        let configuration = try ConfiguredTransitionDelegate(
            data: Data(#"{ "version": 1 }"#.utf8), file: "nav.json", registry: .catalogue)
        let lonely = UIViewController(nibName: nil, bundle: nil)
        #expect(!NavigationTransitions(configuration: configuration).attach(from: lonely))
        #expect(lonely.containingScreen === lonely)
        _ = ui
    }
}

/// A destination that gets its name only when its view is laid out (as a SwiftUI destination named by
/// `.transitionIdentifier` does) still plays its configured push, and the pop mirrors it.
@MainActor
@Suite("A destination named when it lays out")
struct LateNamedDestinationTests {
    final class NamedOnLayout: UIViewController {
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            transitionIdentifier = "Detail"
        }
    }

    @Test func itsPushPlaysTheConfiguredAnimator() throws {
        // The model's stand-in for a hosting controller names itself when it lays out, as SwiftUI's does.
        let before = ConfiguredNavigationDelegate.namesItselfWhenLaidOut
        ConfiguredNavigationDelegate.namesItselfWhenLaidOut = { $0 is NamedOnLayout }
        defer { ConfiguredNavigationDelegate.namesItselfWhenLaidOut = before }
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let delegate = ConfiguredNavigationDelegate(
            configuration: try ruleConfiguration(
                #"{ "from": "Home", "to": "Detail", "reversible": true, "animator": { "type": "fade-scale" } }"#))
        let navigation = UINavigationController(rootViewController: Screen("Home"))
        delegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        ui.perform { navigation.pushViewController(NamedOnLayout(nibName: nil, bundle: nil), animated: true) }
        let animated = navigation.runningAnimator as? CatalogueAnimatedTransitioning
        #expect(animated?.animator.name == "fade-scale", "the push played UIKit's own animation")
        ui.clock.runUntilIdle()
        ui.perform { _ = navigation.popViewController(animated: true) }
        #expect((navigation.runningAnimator as? CatalogueAnimatedTransitioning)?.animator.name == "fade-scale")
        ui.clock.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
    }

    /// SwiftUI's hosting controllers, the ones a navigation stack pushes included, are laid out before their push is
    /// chosen; a UIKit screen is not (it is laid out in the window, where its safe area is known).
    final class NavigationStackHostingController: UIViewController {}

    @Test func hostingControllersAndOnlyThemAreLaidOutEarly() {
        #expect(
            ConfiguredNavigationDelegate.namesItselfWhenLaidOut(
                NavigationStackHostingController(nibName: nil, bundle: nil)))
        #expect(!ConfiguredNavigationDelegate.namesItselfWhenLaidOut(Screen("Detail")))
    }
}
