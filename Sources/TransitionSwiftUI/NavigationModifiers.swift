#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionCatalogue

    extension View {
        /// Plays the catalogue's config (``SwiftUI/View/transitionCatalogue(_:)``) on the `NavigationStack` (or
        /// `NavigationView`) this view is in: each push the animator its rules choose for (from, to), each pop its
        /// push played back, the edge swipe driving configured pops; pairs with no rule keep UIKit's animation. Put
        /// it on the stack's root view. The navigation controller behind the stack is found from a hidden view
        /// inside it; its delegate (SwiftUI's) keeps working.
        public func navigationTransitions() -> some View {
            background(NavigationTransitionsFinder().frame(width: 0, height: 0).accessibilityHidden(true))
        }

        /// Names the screen this view is in for the config's rules (`"from": "Detail"`): a navigation destination or a
        /// presented view. (A ``TransitionContainer``'s screens go by their ``TransitionScreen`` names.)
        public func transitionIdentifier(_ name: String) -> some View {
            background(ScreenNamer(name: name).frame(width: 0, height: 0).accessibilityHidden(true))
        }
    }

    /// A hidden controller inside the stack: once it is in the navigation controller, it attaches the config.
    private struct NavigationTransitionsFinder: UIViewControllerRepresentable {
        @Environment(\.transitionConfiguration) private var configuration

        func makeUIViewController(context: Context) -> Probe { Probe() }

        func updateUIViewController(_ probe: Probe, context: Context) {
            probe.configuration = configuration
            probe.attachIfPossible()
        }

        static func dismantleUIViewController(_ probe: Probe, coordinator: ()) {
            probe.configuration = nil
        }

        @MainActor
        final class Probe: UIViewController {
            var configuration: ConfiguredTransitionDelegate? {
                didSet { if configuration !== oldValue { transitions = configuration.map(NavigationTransitions.init) } }
            }
            private var transitions: NavigationTransitions? {
                didSet { oldValue?.detach() }
            }

            func attachIfPossible() { transitions?.attach(from: self) }

            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                // `removeFromParent()` calls this with nil without a `willMove(toParent: nil)` first.
                if parent == nil { transitions?.detach() } else { attachIfPossible() }
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                attachIfPossible()
            }

            /// Leaving the stack, the probe gives the navigation controller its own delegate back.
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                if parent == nil { transitions?.detach() }
            }
        }
    }

    /// A hidden controller inside a screen: it names the screen as soon as it joins it.
    private struct ScreenNamer: UIViewControllerRepresentable {
        let name: String

        func makeUIViewController(context: Context) -> Namer { Namer(name: name) }

        func updateUIViewController(_ namer: Namer, context: Context) {
            namer.name = name
            namer.nameScreen()
        }

        @MainActor
        final class Namer: UIViewController {
            var name: String

            init(name: String) {
                self.name = name
                super.init(nibName: nil, bundle: nil)
            }

            @available(*, unavailable)
            required init?(coder: NSCoder) { nil }

            /// Names the screen this controller is in, and not itself alone.
            func nameScreen() {
                guard parent != nil else { return }
                containingScreen.transitionIdentifier = name
            }

            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                nameScreen()
            }
        }
    }
#endif
