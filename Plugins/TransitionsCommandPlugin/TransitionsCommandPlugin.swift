import Foundation
import PackagePlugin

/// `swift package transitions lint` checks every `transitions.json` in the package; any other verb is passed to
/// the `transitions` tool (`swift package transitions list`, `… explain FILE --from A --to B`).
///
/// Thin by design: the checking is the tool's, so the plugin and the CLI never disagree.
@main
struct TransitionsCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "transitions")
        var toolArguments = arguments
        if arguments.first == "lint" {
            let files = configFiles(in: context.package.directoryURL)
            guard !files.isEmpty else {
                print("No transitions.json in \(context.package.displayName).")
                return
            }
            toolArguments = ["validate"] + files.map(\.path) + arguments.dropFirst()
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw CommandError(status: process.terminationStatus, command: toolArguments.first ?? "")
        }
    }

    /// Every `transitions.json` under the package, outside build and hidden folders, sorted.
    func configFiles(in root: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            if url.lastPathComponent.hasPrefix(".build") {
                walker.skipDescendants()
                continue
            }
            if url.lastPathComponent == "transitions.json" { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }
}

struct CommandError: Error, CustomStringConvertible {
    let status: Int32
    let command: String
    var description: String { "transitions \(command) exited with status \(status)" }
}
