import Foundation
import TransitionCatalogue

/// `transitions list`: every registered animator with its parameters and capabilities.
@MainActor
enum ListCommand {
    static let help = """
        OVERVIEW: List every registered animator: its parameters (type, default, allowed values) and what it can do.

        USAGE: transitions list

        OPTIONS:
          -h, --help              Show help information.
        """

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let options = try Options(arguments, valued: [], boolean: [])
        if let extra = options.positional.first {
            throw UsageError(message: "unexpected argument '\(extra)'")
        }
        for (index, descriptor) in CLI.registry().descriptors.enumerated() {
            if index > 0 { output.out("") }
            output.out(output.bold(descriptor.name) + " — " + descriptor.summary)
            output.out("  capabilities: " + describe(descriptor.capabilities))
            output.out("  parameters:")
            let nameWidth = descriptor.parameters.map(\.name.count).max() ?? 0
            for parameter in descriptor.parameters {
                let name = parameter.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                output.out("    \(name)  \(parameter.type)")
                output.out(
                    "    \(String(repeating: " ", count: nameWidth))  default \(parameter.defaultValue). "
                        + output.dim(parameter.summary))
            }
        }
        return CLI.ExitCode.success
    }

    static func describe(_ capabilities: AnimatorCapabilities) -> String {
        var parts: [String] = []
        parts.append(capabilities.isInteractive ? "interactive" : "not interactive")
        parts.append(capabilities.isInterruptible ? "interruptible" : "not interruptible")
        let kinds = TransitionKind.allCases.filter { capabilities.kinds.contains($0) }.map(\.rawValue)
        return parts.joined(separator: ", ") + "; kinds: " + kinds.joined(separator: ", ")
    }
}
