import Foundation
import PackagePlugin

/// Validates a target's `transitions.json` at build time and generates Swift that embeds it, with typed
/// identifiers for its presets, containers and children.
///
/// The plugin is thin, as build plugins should be: it finds its input and returns one build command running
/// `transitions generate`, which does all the checking (problems come out as `file:line:column: error: …`, so the
/// build fails and editors point at the spot).
@main
struct TransitionsBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let configs = module.sourceFiles.filter { $0.url.lastPathComponent == "transitions.json" }
        guard !configs.isEmpty else { return [] }
        guard configs.count == 1, let config = configs.first else {
            let paths = configs.map(\.url.path).joined(separator: ", ")
            throw PluginError("target '\(target.name)' has more than one transitions.json (\(paths)); keep one")
        }
        let tool = try context.tool(named: "transitions")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("TransitionsConfig.swift")
        return [
            .buildCommand(
                displayName: "Validating and embedding \(config.url.lastPathComponent) for \(target.name)",
                executable: tool.url,
                arguments: ["generate", config.url.path, "--output", output.path],
                inputFiles: [config.url],
                outputFiles: [output])
        ]
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
