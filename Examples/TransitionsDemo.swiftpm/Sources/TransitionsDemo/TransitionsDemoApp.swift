#if canImport(UIKit)
    import DemoScreens
    import SwiftUI
    import UIKit

    /// The app: SwiftUI's entry point around the UIKit demo, and the same demo written in SwiftUI.
    @main
    struct TransitionsDemoApp: App {
        @AppStorage("variant") private var swiftUI = false

        var body: some Scene {
            WindowGroup {
                ZStack(alignment: .topTrailing) {
                    if swiftUI {
                        SwiftUIDemo()
                    } else {
                        DemoRoot().ignoresSafeArea()
                    }
                    Button(swiftUI ? "UIKit" : "SwiftUI") { swiftUI.toggle() }
                        .padding(.horizontal)
                }
            }
        }
    }

    /// Hosts the demo's root view controller.
    struct DemoRoot: UIViewControllerRepresentable {
        @MainActor
        final class Holder {
            let app: DemoApp?
            let error: (any Error)?

            init() {
                do {
                    app = try DemoApp()
                    error = nil
                } catch {
                    app = nil
                    self.error = error
                }
            }
        }

        func makeCoordinator() -> Holder { Holder() }

        func makeUIViewController(context: Context) -> UIViewController {
            if let app = context.coordinator.app { return app.rootViewController }
            let failure = UIViewController()
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "The config failed to load: \(context.coordinator.error.map { "\($0)" } ?? "unknown error")"
            failure.view = label
            return failure
        }

        func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }
#else
    @main
    enum TransitionsDemoApp {
        static func main() {
            print("TransitionsDemo is an iOS app: open Examples/TransitionsDemo.swiftpm in Xcode on a Mac.")
        }
    }
#endif
