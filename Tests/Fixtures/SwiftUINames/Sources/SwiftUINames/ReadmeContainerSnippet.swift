// The README's "Using it in an iOS app" code, compiled for iOS in CI: keep the two in step.
#if canImport(UIKit)
    import Foundation
    import TransitionCatalogue
    import UIKit

    // README: begin
    @MainActor
    final class AppTransitions {
        let tabs = TransitionContainerViewController(identifier: "Tabs")
        let transitions: ConfiguredTransitionDelegate
        private let reduceMotion: SystemSettingsObserver
        private let nextTab: TransitionContainerViewController.Swipe
        private var gestures: [GestureForwarder] = []

        init(config: Data, home: UIViewController, search: UIViewController, settings: UIViewController) throws {
            // Config rules name screens by transitionIdentifier (default: restorationIdentifier, title, class name).
            home.transitionIdentifier = "Home"
            search.transitionIdentifier = "Search"
            settings.transitionIdentifier = "Settings"

            transitions = try ConfiguredTransitionDelegate(
                data: config, file: "transitions.json", registry: .catalogue)
            transitions.attach(to: tabs.engine)  // the engine holds it weakly: keep `transitions` alive
            reduceMotion = SystemSettingsObserver(delegate: transitions)  // the config's "reduceMotion" animator
            try tabs.setViewControllers([home, search, settings])

            // A swipe in from the right edge drives the switch to the next tab; release decides finish or cancel.
            nextTab = SwipeInteraction(engine: tabs.engine, edge: .right)
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .right
            gestures.append(GestureForwarder(edge, on: tabs.view) { [nextTab] in nextTab.handle($0) })
        }

        func showSettings() {
            tabs.selectedIndex = 2  // animated with the animator the config chooses for Home → Settings
        }
    }
// README: end
#endif
