import Foundation
import TransitionCatalogue

// The plugin generated `TransitionsConfig` from transitions.json at build time.
let config = try TransitionConfig(
    data: TransitionsConfig.data, file: TransitionsConfig.file,
    registry: .catalogue)
let home = TransitionsConfig.Child.home.rawValue
let settings = TransitionsConfig.Child.settings.rawValue
let resolution = config.resolve(container: nil, from: home, to: settings)
print("presets: \(TransitionsConfig.Preset.allCases.map(\.rawValue).joined(separator: ", "))")
print("containers: \(TransitionsConfig.Container.allCases.map(\.rawValue).joined(separator: ", "))")
print("\(home) → \(settings): \(resolution?.animator?.type ?? "none"), interaction: \(resolution?.interaction != nil)")
