import Foundation
import TransitionConfiguration
import TransitionCore

/// `transitions validate FILE…`: checks config files and prints every problem where editors and build logs can
/// jump to it.
@MainActor
enum ValidateCommand {
    static let help = """
        OVERVIEW: Check transition config files: JSON syntax, keys, animator types and parameters (against the
        catalogue's registry and the config's "animatorTypes" declarations), interactions, overlapping and shadowed
        rules. Every problem is printed as
        'file:line:column: error|warning: path: message', then a summary line. Only the first 100 problems of a file
        are printed; one more line says how many more there are, and the summary line counts them all.

        USAGE: transitions validate <file> ...

        ARGUMENTS:
          <file>                  A config file (JSON, format version 1).

        OPTIONS:
          -h, --help              Show help information.

        EXIT STATUS: 0 when no file has an error (warnings are fine), 1 otherwise.
        """

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let options = try Options(arguments, valued: [], boolean: [])
        guard !options.positional.isEmpty else { throw UsageError(message: "missing a config file to validate") }
        let registry = CLI.registry()
        var errors = 0
        var warnings = 0
        var checked = 0
        var unreadable = 0
        for path in options.positional {
            switch ConfigFile.read(path) {
            case let .failure(problem):
                output.err("Error: \(problem.message).")
                unreadable += 1
            case let .success(data):
                checked += 1
                let (_, diagnostics) = TransitionConfig.load(data: data, file: path, registry: registry)
                for diagnostic in diagnostics {
                    output.out(diagnostic.description)
                    if diagnostic.code == .truncated {
                        // The summary of a long list stands for the problems it leaves out: count those.
                        errors += diagnostic.omittedErrors
                        warnings += diagnostic.omittedWarnings
                    } else if diagnostic.isError {
                        errors += 1
                    } else {
                        warnings += 1
                    }
                }
            }
        }
        var summary =
            "Checked \(ConfigFile.count(checked, "file")): \(ConfigFile.count(errors, "error")), "
            + ConfigFile.count(warnings, "warning")
        if unreadable > 0 { summary += "; \(ConfigFile.count(unreadable, "file")) could not be read" }
        output.out(summary + ".")
        if errors > 0 {
            // Like every failing command, it ends with an Error: line (on stderr, so the diagnostics stay parseable).
            let fix = errors == 1 ? "fix it" : "fix them"
            output.err("Error: the config has \(ConfigFile.count(errors, "error")); \(fix) and validate again.")
        }
        return errors == 0 && unreadable == 0 ? CLI.ExitCode.success : CLI.ExitCode.failure
    }
}
