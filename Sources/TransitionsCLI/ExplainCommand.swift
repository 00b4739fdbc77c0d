import Foundation
import TransitionCore

/// `transitions explain FILE --from A --to B [--container C]`: which rule a config uses for one switch, and why
/// every other rule lost.
@MainActor
enum ExplainCommand {
    static let help = """
        OVERVIEW: Explain which rule of a config applies to a switch: the rule that wins and where it is in the
        file, the animator and gesture it gives (and what plays when a screen lacks its shared element), and for
        every other rule why it lost (less specific, another container, from or to differ).

        USAGE: transitions explain <file> --from <id> --to <id> [--container <id>] [--reduce-motion]

        ARGUMENTS:
          <file>                  A config file (JSON, format version 1).

        OPTIONS:
          --from <id>             The leaving child's transition identifier.
          --to <id>               The arriving child's transition identifier.
          --container <id>        The container's identifier (left out: a container without one).
          --reduce-motion         Resolve as with the system's reduce-motion setting on.
          -h, --help              Show help information.

        EXIT STATUS: 0 when the config loads, 1 when it cannot be read or has errors (they are printed).
        """

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let options = try Options(arguments, valued: ["--from", "--to", "--container"], boolean: ["--reduce-motion"])
        guard let path = options.positional.first else { throw UsageError(message: "missing the config file") }
        if options.positional.count > 1 {
            throw UsageError(message: "unexpected argument '\(options.positional[1])'; explain reads one file")
        }
        guard let from = options.values["--from"] else { throw UsageError(message: "missing '--from <id>'") }
        guard let to = options.values["--to"] else { throw UsageError(message: "missing '--to <id>'") }
        guard let config = ConfigFile.load(path, output: output)?.config else { return CLI.ExitCode.failure }
        let explanation = config.explain(
            container: options.values["--container"], from: from, to: to,
            reduceMotion: options.flags.contains("--reduce-motion"))
        output.out(explanation.description)
        return CLI.ExitCode.success
    }
}
