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

    /// Puts a config (or none) in the environment, following the system's motion settings for the config in force.
    ///
    /// The content is always the same view, whether a config is there or not, so SwiftUI never rebuilds it (its
    /// state kept) when a config arrives, changes or goes.
    private struct TransitionCatalogueModifier: ViewModifier {
        let configuration: ConfiguredTransitionDelegate?
        @State private var settings: (observer: SystemSettingsObserver, for: ObjectIdentifier)?

        func body(content: Content) -> some View {
            content
                .environment(\.transitionConfiguration, configuration)
                .onAppear { follow(configuration) }
                .onChange(of: configuration.map(ObjectIdentifier.init)) { _ in follow(configuration) }
        }

        @MainActor
        private func follow(_ configuration: ConfiguredTransitionDelegate?) {
            let id = configuration.map(ObjectIdentifier.init)
            guard settings?.for != id else { return }
            settings?.observer.invalidate()
            settings = configuration.map { (SystemSettingsObserver(delegate: $0), ObjectIdentifier($0)) }
        }
    }

    /// A config loaded once, when the view that loads it is first made, with its problems kept for one report.
    @MainActor
    private final class CatalogueLoader: ObservableObject {
        let configuration: ConfiguredTransitionDelegate?
        let problems: [ConfigDiagnostic]
        var reported = false

        init(data: Data, file: String) {
            let (config, problems) = TransitionConfig.load(data: data, file: file, registry: .catalogue)
            self.problems = problems
            configuration = config.map { ConfiguredTransitionDelegate(config: $0, registry: .catalogue) }
        }
    }

    /// Loads a config once and puts it in the environment; its problems are reported once, when the view appears.
    @MainActor
    private struct LoadedCatalogueModifier: ViewModifier {
        @StateObject private var loader: CatalogueLoader
        let diagnostics: @MainActor ([ConfigDiagnostic]) -> Void

        init(data: Data, file: String, diagnostics: @escaping @MainActor ([ConfigDiagnostic]) -> Void) {
            _loader = StateObject(wrappedValue: CatalogueLoader(data: data, file: file))
            self.diagnostics = diagnostics
        }

        func body(content: Content) -> some View {
            content
                .modifier(TransitionCatalogueModifier(configuration: loader.configuration))
                .onAppear {
                    guard !loader.reported else { return }
                    loader.reported = true
                    if !loader.problems.isEmpty { diagnostics(loader.problems) }
                }
        }
    }
#endif
