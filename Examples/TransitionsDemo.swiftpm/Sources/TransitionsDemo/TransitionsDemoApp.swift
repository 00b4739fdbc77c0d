#if canImport(UIKit)
    import DemoScreens
    import SwiftUI
    import UIKit

    /// The app: UIKit's life cycle, so the window's root is the demo's own root controller, which passes the status
    /// bar, home indicator and orientation questions on to the screen shown (a SwiftUI `App`'s window root is a hosting
    /// controller that asks no child). A button switches to the same demo written in SwiftUI.
    @main
    final class TransitionsDemoAppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = TransitionsDemoSceneDelegate.self
            return configuration
        }
    }

    /// Makes each scene's window, rooted in the demo.
    final class TransitionsDemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private var app: DemoApp?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = makeRoot()
            window.makeKeyAndVisible()
            self.window = window
        }

        private func makeRoot() -> UIViewController {
            do {
                let app = try DemoApp()
                self.app = app
                let root = app.rootViewController
                root.alternate = ("SwiftUI", { UIHostingController(rootView: SwiftUIDemo()) })
                let toggle = UIButton(
                    type: .system,
                    primaryAction: UIAction(title: "SwiftUI") { [weak root] action in
                        root?.toggleVariant()
                        (action.sender as? UIButton)?.setTitle(
                            root?.showsAlternate == true ? "UIKit" : "SwiftUI", for: .normal)
                    })
                toggle.translatesAutoresizingMaskIntoConstraints = false
                root.loadViewIfNeeded()
                root.view.addSubview(toggle)
                NSLayoutConstraint.activate([
                    toggle.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
                    toggle.trailingAnchor.constraint(
                        equalTo: root.view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
                ])
                return root
            } catch {
                let failure = UIViewController()
                let label = UILabel()
                label.numberOfLines = 0
                label.text = "The config failed to load: \(error)"
                failure.view = label
                return failure
            }
        }
    }
#else
    @main
    enum TransitionsDemoApp {
        static func main() {
            print("TransitionsDemo is an iOS app: open Examples/TransitionsDemo.swiftpm in Xcode on a Mac.")
        }
    }
#endif
