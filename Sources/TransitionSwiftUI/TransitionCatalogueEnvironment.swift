#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionCatalogue

    /// The config every ``TransitionContainer`` below a view takes its animators from.
    private struct TransitionConfigurationKey: EnvironmentKey {
        static let defaultValue: ConfiguredTransitionDelegate? = nil
    }

    extension EnvironmentValues {
        /// The config the transition containers below take their animators from (``SwiftUI/View/transitionCatalogue(_:)``).
        public var transitionConfiguration: ConfiguredTransitionDelegate? {
            get { self[TransitionConfigurationKey.self] }
            set { self[TransitionConfigurationKey.self] = newValue }
        }
    }

    extension View {
        /// Makes `configuration` the catalogue of every ``TransitionContainer`` below: each (from, to) pair plays the
        /// animator its rules choose. Reduce Motion and Prefer Cross-Fade Transitions are followed while the view is
        /// shown; keep `configuration` alive (a `@State` or an app-wide object).
        @MainActor
        public func transitionCatalogue(_ configuration: ConfiguredTransitionDelegate) -> some View {
            modifier(TransitionCatalogueModifier(configuration: configuration))
        }

        /// Loads a config from `data` once (its problems reported to `diagnostics` once, with file positions) and
        /// makes it the catalogue of every ``TransitionContainer`` below. A config that does not load leaves the
        /// containers without one: they switch with their own default.
        @MainActor
        public func transitionCatalogue(
            data: Data, file: String = "transitions.json",
            diagnostics: @escaping @MainActor ([ConfigDiagnostic]) -> Void = { _ in }
        ) -> some View {
            modifier(LoadedCatalogueModifier(data: data, file: file, diagnostics: diagnostics))
        }
    }

    /// Puts a config in the environment, following the system's motion settings.
    @MainActor
    private struct TransitionCatalogueModifier: ViewModifier {
        let configuration: ConfiguredTransitionDelegate
        @State private var settings: SystemSettingsObserver?

        func body(content: Content) -> some View {
            content
                .environment(\.transitionConfiguration, configuration)
                .onAppear {
                    if settings == nil { settings = SystemSettingsObserver(delegate: configuration) }
                }
        }
    }

    /// Loads a config once and puts it in the environment.
    @MainActor
    private struct LoadedCatalogueModifier: ViewModifier {
        let data: Data
        let file: String
        let diagnostics: @MainActor ([ConfigDiagnostic]) -> Void
        @State private var loaded: ConfiguredTransitionDelegate?
        @State private var reported = false

        func body(content: Content) -> some View {
            Group {
                if let loaded {
                    content.transitionCatalogue(loaded)
                } else {
                    content
                }
            }
            .onAppear(perform: load)
        }

        private func load() {
            guard !reported else { return }
            reported = true
            let (config, problems) = TransitionConfig.load(data: data, file: file, registry: .catalogue)
            if !problems.isEmpty { diagnostics(problems) }
            if let config { loaded = ConfiguredTransitionDelegate(config: config, registry: .catalogue) }
        }
    }
#endif
