import Foundation
import TransitionCatalogue

/// `transitions list`: every registered animator with its parameters and capabilities.
@MainActor
enum ListCommand {
    static let help = """
        OVERVIEW: List every registered animator: its parameters (type, default, allowed values) and what it can do.

        USAGE: transitions list [--markdown]

        OPTIONS:
          --markdown              Print a Markdown reference instead: a section per animator with a table of its
                                  parameters (the documentation's ConfigFormat article is generated from it).
          -h, --help              Show help information.
        """

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let options = try Options(arguments, valued: [], boolean: ["--markdown"])
        if let extra = options.positional.first {
            throw UsageError(message: "unexpected argument '\(extra)'")
        }
        if options.flags.contains("--markdown") {
            markdown(CLI.registry().descriptors).forEach(output.out)
            return CLI.ExitCode.success
        }
        for (index, descriptor) in CLI.registry().descriptors.enumerated() {
            if index > 0 { output.out("") }
            output.out(output.bold(descriptor.name) + " — " + descriptor.summary)
            output.out("  capabilities: " + describe(descriptor.capabilities))
            output.out("  parameters:")
            let nameWidth = descriptor.parameters.map(\.name.count).max() ?? 0
            for parameter in descriptor.parameters {
                let name = parameter.name.paddedColumn(to: nameWidth)
                output.out("    \(name)  \(parameter.type)")
                output.out(
                    "    \(String(repeating: " ", count: nameWidth))  default \(parameter.defaultValue). "
                        + output.dim(parameter.summary))
            }
        }
        return CLI.ExitCode.success
    }

    /// The parameter reference as Markdown: for each animator a `###` heading, its summary and capabilities, and a
    /// table of its parameters (type and allowed values, default, summary); one element per line.
    static func markdown(_ descriptors: [AnimatorDescriptor]) -> [String] {
        var lines: [String] = []
        for descriptor in descriptors {
            if !lines.isEmpty { lines.append("") }
            lines.append("### `\(descriptor.name)`")
            lines.append("")
            lines.append(descriptor.summary + " Capabilities: " + describe(descriptor.capabilities) + ".")
            lines.append("")
            lines.append("| Parameter | Type and allowed values | Default | Meaning |")
            lines.append("|---|---|---|---|")
            for parameter in descriptor.parameters {
                let cells = [
                    "`\(parameter.name)`", cell("\(parameter.type)"), "`\(parameter.defaultValue)`",
                    cell(parameter.summary),
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines
    }

    /// Text safe inside a Markdown table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    static func describe(_ capabilities: AnimatorCapabilities) -> String {
        var parts: [String] = []
        parts.append(capabilities.isInteractive ? "interactive" : "not interactive")
        parts.append(capabilities.isInterruptible ? "interruptible" : "not interruptible")
        let kinds = TransitionKind.allCases.filter { capabilities.kinds.contains($0) }.map(\.rawValue)
        return parts.joined(separator: ", ") + "; kinds: " + kinds.joined(separator: ", ")
    }
}
