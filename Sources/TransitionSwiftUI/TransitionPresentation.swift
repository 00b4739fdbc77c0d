#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionCatalogue

    /// Dismisses the screen a ``SwiftUI/View/transitionPresentation(_:isPresented:content:)`` presented, with the
    /// config's animator; the presenting view's `isPresented` becomes false once the screen is gone.
    @MainActor
    public struct TransitionDismissAction {
        let dismiss: @MainActor () -> Void

        /// Dismisses the presented screen.
        public func callAsFunction() { dismiss() }
    }

    private struct TransitionDismissKey: EnvironmentKey {
        static let defaultValue: TransitionDismissAction? = nil
    }

    extension EnvironmentValues {
        /// Inside a screen presented with ``SwiftUI/View/transitionPresentation(_:isPresented:content:)``: dismisses
        /// it with the config's animator. Nil elsewhere.
        public var transitionDismiss: TransitionDismissAction? {
            get { self[TransitionDismissKey.self] }
            set { self[TransitionDismissKey.self] = newValue }
        }
    }

    extension View {
        /// Presents `content` full screen while `isPresented` is true, with the animator the config names for this
        /// screen's name and `name` (container `"Modal"`; the dismissal plays the reverse pair, and the config's
        /// dismiss pan takes the screen away under the finger). `isPresented` becomes false once a pan or the
        /// screen's ``SwiftUI/EnvironmentValues/transitionDismiss`` took it away, and not for a pan that went back.
        /// The screen gets this view's environment (its objects and values); inside it, dismiss with
        /// `transitionDismiss`: SwiftUI's own `dismiss` there is this view's, not the screen's.
        ///
        /// SwiftUI's `.sheet` and `.fullScreenCover` choose their animation before a modifier could reach them; this
        /// presentation is the catalogue's own. Name the presenting screen with `.transitionIdentifier(_:)`.
        public func transitionPresentation<Content: View>(
            _ name: String, isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            background(PresentationProbe(name: name, isPresented: isPresented, content: { AnyView(content()) }))
        }

        /// Presents `content` for `item` while it is not nil, as ``transitionPresentation(_:isPresented:content:)``
        /// does; `item` becomes nil once the screen was taken away. A new item while one is shown replaces the
        /// content in place.
        public func transitionPresentation<Item: Identifiable, Content: View>(
            _ name: String, item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            let isPresented = Binding<Bool>(
                get: { item.wrappedValue != nil },
                set: { if !$0 { item.wrappedValue = nil } })
            let current = item.wrappedValue
            return transitionPresentation(name, isPresented: isPresented) {
                if let current { content(current) }
            }
        }
    }

    /// A hidden controller beside the presenting view: it presents from the screen it is in.
    private struct PresentationProbe: UIViewControllerRepresentable {
        let name: String
        @Binding var isPresented: Bool
        let content: () -> AnyView
        @Environment(\.transitionConfiguration) private var configuration

        @MainActor
        final class Coordinator {
            var bound: BoundPresentation?
            var host: UIHostingController<AnyView>?
            var write: (Bool) -> Void = { _ in }
            var updating = false
            var delegates: (configuration: ConfiguredTransitionDelegate, modal: ConfiguredTransitioningDelegate)?
        }

        func makeCoordinator() -> Coordinator { Coordinator() }

        func makeUIViewController(context: Context) -> Probe {
            let probe = Probe()
            let coordinator = context.coordinator
            probe.appeared = { [weak coordinator, weak probe] in
                guard let bound = coordinator?.bound, let probe else { return }
                if probe.parent != nil { bound.presenter = probe.containingScreen }
                bound.presenterDidAppear()
            }
            return probe
        }

        func updateUIViewController(_ probe: Probe, context: Context) {
            let coordinator = context.coordinator
            coordinator.updating = true
            defer { coordinator.updating = false }
            let binding = $isPresented
            coordinator.write = { value in binding.wrappedValue = value }
            let bound =
                coordinator.bound
                ?? BoundPresentation(presenter: probe, name: name, transitioningDelegate: nil) {
                    [weak coordinator] value in
                    guard let coordinator else { return }
                    // SwiftUI does not allow a write while it updates views: it waits for the next turn.
                    if coordinator.updating {
                        DispatchQueue.main.async { coordinator.write(value) }
                    } else {
                        coordinator.write(value)
                    }
                }
            coordinator.bound = bound
            bound.name = name
            if let configuration {
                if coordinator.delegates?.configuration !== configuration {
                    let modal = ConfiguredTransitioningDelegate(configuration: configuration)
                    coordinator.delegates = (configuration, modal)
                    bound.transitioningDelegate = modal
                }
            } else if coordinator.delegates != nil {
                coordinator.delegates = nil
                bound.transitioningDelegate = nil
            }
            // The screen is presented from the screen the probe is in, which the rules name.
            if probe.parent != nil { bound.presenter = probe.containingScreen }
            // A hosting controller starts a view graph of its own: the environment, with the dismiss action, is
            // passed on.
            var environment = context.environment
            environment.transitionDismiss = TransitionDismissAction { bound.dismiss() }
            let view = AnyView(content().environment(\.self, environment))
            // Going away, the screen keeps what it showed (the item form's content is empty by then).
            if isPresented { coordinator.host?.rootView = view }
            bound.appSet(isPresented, animated: !context.transaction.disablesAnimations) {
                let host = UIHostingController(rootView: view)
                coordinator.host = host
                return host
            }
        }

        /// The view carrying the presentation went away: so does the screen it presented, as SwiftUI's own
        /// presentations do.
        static func dismantleUIViewController(_ probe: Probe, coordinator: Coordinator) {
            coordinator.bound?.dismiss(animated: false)
        }

        /// A plain, empty controller; it tells the presentation when it appears, so one asked for before the view
        /// was in a window is made then.
        @MainActor
        final class Probe: UIViewController {
            var appeared: () -> Void = {}

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                appeared()
            }
        }
    }
#endif
