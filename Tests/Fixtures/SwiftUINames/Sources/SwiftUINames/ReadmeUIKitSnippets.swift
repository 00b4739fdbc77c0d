// The README's "UIKit's own containers" snippet, compiled for iOS in CI (`build-for-ios` from this package) so the
// documented code keeps compiling. Empty where UIKit does not exist.
#if canImport(UIKit)
    import TransitionCatalogue  // TransitionUIKit comes with it where UIKit exists
    import UIKit

    // README: begin
    /// Keeps the configured delegates alive for as long as the app's containers use them: UIKit holds delegates
    /// weakly.
    @MainActor
    final class ReadmeTransitions {
        let configuration: ConfiguredTransitionDelegate
        let navigationDelegate: ConfiguredNavigationDelegate
        let modalDelegate: ConfiguredTransitioningDelegate
        let tabDelegate: ConfiguredTabBarDelegate
        let reduceMotion: SystemSettingsObserver

        init(config: Data, navigation: UINavigationController, tabs: UITabBarController) throws {
            configuration = try ConfiguredTransitionDelegate(
                data: config, file: "transitions.json", registry: .catalogue)
            reduceMotion = SystemSettingsObserver(delegate: configuration)

            // Pushes and pops: rules in container "Navigation"; a pop is its push reversed. Also swipes back.
            navigationDelegate = ConfiguredNavigationDelegate(configuration: configuration)
            navigationDelegate.attach(to: navigation)

            // Tab switches: rules in container "TabBar", forward to the right.
            tabDelegate = ConfiguredTabBarDelegate(configuration: configuration)
            tabs.delegate = tabDelegate

            // Presentations and dismissals: rules in container "Modal".
            modalDelegate = ConfiguredTransitioningDelegate(configuration: configuration)
        }

        func showDetail(_ detail: UIViewController, from navigation: UINavigationController) {
            detail.transitionIdentifier = "Detail"  // what rules call it ("from"/"to")
            navigation.pushViewController(detail, animated: true)
        }

        func presentSheet(_ sheet: UIViewController, from presenter: UIViewController) {
            sheet.transitionIdentifier = "Sheet"
            sheet.modalPresentationStyle = .fullScreen
            sheet.transitioningDelegate = modalDelegate
            modalDelegate.installDismissGesture(on: sheet)  // pan down to dismiss, if the animator is interactive
            presenter.present(sheet, animated: true)
        }
    }
// README: end
#endif
