import Foundation
import TransitionCatalogue

/// The app's own animator: transitions.json declares it in "animatorTypes", so the build plugin (which only has the
/// catalogue's registry) checks the rule using it; here it is registered, so it plays.
struct Bounce: ConfigurableAnimator {
    static let duration = Parameter("duration", in: 0...10, default: 0.4, "Seconds.")
    static let descriptor = AnimatorDescriptor(
        name: "bounce", summary: "The app's own animator, registered in main.swift.",
        parameters: [
            AnimatorParameter("height", .number(0...100), default: 20, "Points the new child drops from."),
            duration,
        ],
        capabilities: AnimatorCapabilities(isInteractive: false))
    let parameters: AnimatorParameters
    init(parameters: AnimatorParameters) { self.parameters = parameters }
    func animation(for context: TransitionContext) -> TransitionAnimation {
        TransitionAnimation(duration: parameters[Self.duration], tracks: [])
    }
}

var registry = AnimatorRegistry.catalogue
try registry.register(Bounce.self)

// The plugin generated `TransitionsConfig` from transitions.json at build time.
let config = try TransitionConfig(
    data: TransitionsConfig.data, file: TransitionsConfig.file,
    registry: registry)
let home = TransitionsConfig.Child.home.rawValue
let settings = TransitionsConfig.Child.settings.rawValue
let resolution = config.resolve(container: nil, from: home, to: settings)
print("presets: \(TransitionsConfig.Preset.allCases.map(\.rawValue).joined(separator: ", "))")
print("containers: \(TransitionsConfig.Container.allCases.map(\.rawValue).joined(separator: ", "))")
print("\(home) → \(settings): \(resolution?.animator?.type ?? "none"), interaction: \(resolution?.interaction != nil)")
let profile = TransitionsConfig.Child.profile.rawValue
let hop = config.resolve(container: nil, from: home, to: profile)?.animator
print("\(home) → \(profile): \(hop?.summary ?? "none"), built as \(hop.map { type(of: $0.animator) } ?? Any.self)")
precondition(hop?.animator is Bounce, "the registered custom type is built, not a placeholder")
precondition(config.warnings.isEmpty, "the declaration agrees with the registered type: \(config.warnings)")
