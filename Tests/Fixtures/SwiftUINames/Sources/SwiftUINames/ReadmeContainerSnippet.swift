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
        private let swipes: TransitionContainerViewController.EdgeSwipes

        init(config: Data, home: UIViewController, search: UIViewController, settings: UIViewController) throws {
            // Config rules name screens by transitionIdentifier (or restorationIdentifier; never the title).
            home.transitionIdentifier = "Home"
            search.transitionIdentifier = "Search"
            settings.transitionIdentifier = "Settings"

            transitions = try ConfiguredTransitionDelegate(
                data: config, file: "transitions.json", registry: .catalogue)
            transitions.attach(to: tabs.engine)  // the engine holds it weakly: keep `transitions` alive
            reduceMotion = SystemSettingsObserver(delegate: transitions)  // the config's "reduceMotion" animator
            try tabs.setViewControllers([home, search, settings])

            // Swipes in from the screen's edges drive switches to the neighbours; release finishes or cancels.
            swipes = tabs.installEdgeSwipes()
        }

        func showSettings() {
            tabs.selectedIndex = 2  // animated with the animator the config chooses for Home → Settings
        }
    }
// README: end
#endif
