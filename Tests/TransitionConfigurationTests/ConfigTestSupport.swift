import Foundation
import Testing
import TransitionConfiguration

/// Fake animators with the catalogue's names and parameters, so configs can be checked without the real targets.
/// `slide`, `fade-scale` and `tab` are interactive (slide has the `direction` choice that reversible rules flip);
/// `drawer` is not.
enum ConfigFakes {
    struct Slide: ConfigurableAnimator {
        static let descriptor = AnimatorDescriptor(
            name: "slide", summary: "Fake slide.",
            parameters: [
                AnimatorParameter(
                    "direction", .choice(["auto", "left", "right", "up", "down", "leading", "trailing"]),
                    default: "auto", "Where the views move."),
                AnimatorParameter("style", .choice(["push", "overlap", "parallax"]), default: "push", "Style."),
                AnimatorParameter("parallaxFactor", .number(0...1), default: 0.3, "Parallax."),
                AnimatorParameter("duration", .number(0...10), default: 0.35, "Seconds."),
                AnimatorParameter("curve", .curve, default: "easeInOut", "Easing."),
                AnimatorParameter("dimming", .number(0...1), default: 0, "Dimming."),
            ],
            capabilities: AnimatorCapabilities(isInteractive: true, kinds: [.replace]))
        let parameters: AnimatorParameters
        init(parameters: AnimatorParameters) { self.parameters = parameters }
        func animation(for context: TransitionContext) -> TransitionAnimation {
            TransitionAnimation(duration: parameters.number("duration"), tracks: [])
        }
    }

    struct FadeScale: ConfigurableAnimator {
        static let descriptor = AnimatorDescriptor(
            name: "fade-scale", summary: "Fake fade.",
            parameters: [
                AnimatorParameter("fromScale", .number(0.1...2), default: 0.92, "Start scale."),
                AnimatorParameter("toScale", .number(0.1...2), default: 1, "End scale."),
                AnimatorParameter("duration", .number(0...10), default: 0.25, "Seconds."),
                AnimatorParameter("curve", .curve, default: "easeInOut", "Easing."),
            ],
            capabilities: AnimatorCapabilities(isInteractive: true, kinds: [.replace, .overlay]))
        let parameters: AnimatorParameters
        init(parameters: AnimatorParameters) { self.parameters = parameters }
        func animation(for context: TransitionContext) -> TransitionAnimation {
            TransitionAnimation(duration: parameters.number("duration"), tracks: [])
        }
    }

    struct Drawer: ConfigurableAnimator {
        static let descriptor = AnimatorDescriptor(
            name: "drawer", summary: "Fake drawer.",
            parameters: [
                AnimatorParameter("side", .choice(["left", "right"]), default: "left", "Side."),
                AnimatorParameter("width", .number(0...2000), default: 280, "Points."),
                AnimatorParameter("style", .choice(["slide", "overlay", "reveal"]), default: "slide", "Style."),
            ],
            capabilities: AnimatorCapabilities(isInteractive: false, kinds: [.overlay]))
        let parameters: AnimatorParameters
        init(parameters: AnimatorParameters) { self.parameters = parameters }
        func animation(for context: TransitionContext) -> TransitionAnimation {
            TransitionAnimation(duration: 0.3, tracks: [])
        }
    }

    struct Tab: ConfigurableAnimator {
        static let descriptor = AnimatorDescriptor(
            name: "tab", summary: "Fake tab.",
            parameters: [
                AnimatorParameter("style", .choice(["slide", "crossfade"]), default: "slide", "Style."),
                AnimatorParameter("duration", .number(0...10), default: 0.3, "Seconds."),
            ],
            capabilities: AnimatorCapabilities(isInteractive: true, kinds: [.replace]))
        let parameters: AnimatorParameters
        init(parameters: AnimatorParameters) { self.parameters = parameters }
        func animation(for context: TransitionContext) -> TransitionAnimation {
            TransitionAnimation(duration: parameters.number("duration"), tracks: [])
        }
    }

    struct ContainerTransform: ConfigurableAnimator, SharedElementAnimator {
        static let descriptor = AnimatorDescriptor(
            name: "container-transform", summary: "Fake container transform.",
            parameters: [
                AnimatorParameter("element", .identifier, default: "element", "Element."),
                AnimatorParameter("fadeMode", .choice(["in", "out", "cross", "through"]), default: "in", "Fade."),
                AnimatorParameter("fitMode", .choice(["auto", "width", "height"]), default: "auto", "Fit."),
                AnimatorParameter("scrim", .number(0...1), default: 0.32, "Scrim."),
                AnimatorParameter("path", .choice(["linear", "arc"]), default: "linear", "Path."),
                AnimatorParameter("duration", .number(0...10), default: 0.3, "Seconds."),
                AnimatorParameter("curve", .curve, default: [0.4, 0, 0.2, 1], "Easing."),
            ],
            capabilities: AnimatorCapabilities(isInteractive: true, kinds: [.replace, .overlay]))
        let parameters: AnimatorParameters
        init(parameters: AnimatorParameters) { self.parameters = parameters }
        var element: String { parameters[Parameter<String>("element", identifier: "element", "")] }
        func animation(for context: TransitionContext) -> TransitionAnimation {
            TransitionAnimation(duration: parameters.number("duration"), tracks: [])
        }
    }

    static let registry: AnimatorRegistry = {
        var registry = AnimatorRegistry()
        try? registry.register(Slide.self)
        try? registry.register(FadeScale.self)
        try? registry.register(Drawer.self)
        try? registry.register(Tab.self)
        return registry
    }()

    /// ``registry`` with the fake container transform, an animator that moves a shared element.
    static let registryWithElements: AnimatorRegistry = {
        var withElements = ConfigFakes.registry
        try? withElements.register(ContainerTransform.self)
        return withElements
    }()

    /// Loads `json` against the fake registry as `file`.
    static func load(
        _ json: String, file: String? = "test.json", limits: ConfigLimits = ConfigLimits(),
        registry: AnimatorRegistry = registry
    )
        -> (config: TransitionConfig?, diagnostics: [ConfigDiagnostic])
    {
        TransitionConfig.load(data: Data(json.utf8), file: file, registry: registry, limits: limits)
    }

    /// Loads `json`, failing the test (at the caller) if there is any diagnostic at all.
    static func clean(
        _ json: String, registry: AnimatorRegistry = registry, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TransitionConfig {
        let (config, diagnostics) = load(json, registry: registry)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))", sourceLocation: sourceLocation)
        return try #require(config, sourceLocation: sourceLocation)
    }

    /// `line:column severity code path`, one string per diagnostic: compact to compare, exact in every part.
    static func summary(_ diagnostics: [ConfigDiagnostic]) -> [String] {
        diagnostics.map { "\($0.location) \($0.severity.rawValue) \($0.code.rawValue) \($0.path)" }
    }
}

extension ConfigFakes {
    /// Where the `occurrence`-th `needle` starts in `text` (1-based line, column in Unicode scalars), found by plain
    /// text search so expectations do not depend on the parser under test.
    static func locate(_ needle: String, in text: String, occurrence: Int = 1) -> ConfigLocation {
        let scalars = Array(text.unicodeScalars)
        let target = Array(needle.unicodeScalars)
        var seen = 0
        var line = 1
        var column = 1
        var index = 0
        while index < scalars.count {
            if scalars.count - index >= target.count, Array(scalars[index..<index + target.count]) == target {
                seen += 1
                if seen == occurrence { return ConfigLocation(line: line, column: column) }
            }
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        Issue.record("'\(needle)' occurs fewer than \(occurrence) times")
        return ConfigLocation(line: 0, column: 0)
    }
}
