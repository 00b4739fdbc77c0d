import Foundation
import TransitionCatalogue

/// The `transitions` command line: parses arguments, runs a command, and reports errors in swift-argument-parser's
/// shape (`Error: …` on stderr, user input in single quotes, `Did you mean '…'?`, exit 64 for usage errors).
///
/// Everything writes through an ``Output`` so tests can assert exact text and exit codes.
@MainActor
package enum CLI {
    /// Exit codes.
    package enum ExitCode {
        /// Success.
        package static let success: Int32 = 0
        /// The command ran and found problems (e.g. `validate` found errors).
        package static let failure: Int32 = 1
        /// The command line itself was wrong (sysexits' EX_USAGE).
        package static let usage: Int32 = 64
    }

    struct Command {
        let name: String
        let summary: String
        let help: String
        let run: @MainActor ([String], Output) throws -> Int32
    }

    static let commands: [Command] = [
        Command(
            name: "demo", summary: "Run the tour of a tab + drawer app driven by the embedded config.",
            help: DemoCommand.help, run: DemoCommand.run),
        Command(
            name: "demo-session", summary: "Use the demo app on HeadlessUI as a person would; check every step.",
            help: DemoSessionCommand.help, run: DemoSessionCommand.run),
        Command(
            name: "list", summary: "List every registered animator with its parameters and capabilities.",
            help: ListCommand.help, run: ListCommand.run),
        Command(
            name: "schema", summary: "Print the config's JSON Schema, generated from the registry.",
            help: SchemaCommand.help, run: SchemaCommand.run),
        Command(
            name: "render", summary: "Render an SVG filmstrip of one animator's transition.",
            help: RenderCommand.help, run: RenderCommand.run),
        Command(
            name: "gallery", summary: "Write an HTML gallery with a live card per animator.",
            help: GalleryCommand.help, run: GalleryCommand.run),
        Command(
            name: "trace", summary: "Run one switch on HeadlessUI; print its calls and per-frame progress.",
            help: TraceCommand.help, run: TraceCommand.run),
        Command(
            name: "generate", summary: "Validate a config and generate Swift embedding it (the build plugin's step).",
            help: GenerateCommand.help, run: GenerateCommand.run),
        Command(
            name: "validate", summary: "Check config files; print every problem as file:line:column.",
            help: ValidateCommand.help, run: ValidateCommand.run),
        Command(
            name: "explain", summary: "Say which config rule applies to a switch, and why the others lost.",
            help: ExplainCommand.help, run: ExplainCommand.run),
    ]

    /// The registry every command builds animators from and checks configs against: the catalogue's.
    /// The package's version, as `transitions --version` prints it.
    package static let version = "0.1.0"

    package static func registry() -> AnimatorRegistry {
        AnimatorRegistry.catalogue
    }

    /// Runs the command line `arguments` (without the program name) and returns the exit code.
    package static func run(_ arguments: [String], output: Output = .standard()) -> Int32 {
        guard let first = arguments.first else {
            output.out(usage)
            return ExitCode.success
        }
        if first == "--version" {
            output.out("transitions \(version)")
            return ExitCode.success
        }
        if first == "--help" || first == "-h" || first == "help" {
            if first == "help", arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                output.out(command.help)
            } else {
                output.out(usage)
            }
            return ExitCode.success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            var message = "Error: unknown command '\(first)'."
            if let suggestion = suggest(first, from: commands.map(\.name)) {
                message += " Did you mean '\(suggestion)'?"
            }
            output.err(message + "\nSee 'transitions --help'.")
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            output.out(command.help)
            return ExitCode.success
        }
        do {
            return try command.run(rest, output)
        } catch let error as UsageError {
            output.err("Error: \(error.message)\nSee 'transitions \(command.name) --help'.")
            return ExitCode.usage
        } catch {
            output.err("Error: \(error)")
            return ExitCode.failure
        }
    }

    static var usage: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map {
            "  \($0.name.paddedColumn(to: width + 2))\($0.summary)"
        }
        return """
            OVERVIEW: Show, check and trace container transitions.

            USAGE: transitions <command> [options]

            COMMANDS:
            \(lines.joined(separator: "\n"))

            See 'transitions <command> --help' for a command's options.
            """
    }

    /// The core's did-you-mean (the closest candidate within an edit distance of 2, or a third of the word), or a
    /// candidate `word` is a prefix of.
    nonisolated static func suggest(_ word: String, from candidates: [String]) -> String? {
        suggestion(for: word, among: candidates) ?? candidates.first { $0.hasPrefix(word) && !word.isEmpty }
    }
}

/// A command-line mistake: reported as `Error: <message>` with exit code 64.
struct UsageError: Error {
    let message: String
}

/// Parsed `--flag value` options of one command, rejecting unknown flags with a suggestion.
struct Options {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []

    init(_ arguments: [String], valued: [String], boolean: [String]) throws {
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            // `--name=value` is `--name value`, as swift-argument-parser reads it.
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                attached = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            if argument.hasPrefix("--") {
                if boolean.contains(argument) {
                    if attached != nil { throw UsageError(message: "'\(argument)' takes no value") }
                    flags.insert(argument)
                } else if valued.contains(argument) {
                    if let attached {
                        values[argument] = attached
                    } else {
                        guard index + 1 < arguments.count else {
                            throw UsageError(message: "missing value for '\(argument)'")
                        }
                        values[argument] = arguments[index + 1]
                        index += 1
                    }
                } else {
                    var message = "unknown option '\(argument)'."
                    if let suggestion = CLI.suggest(argument, from: valued + boolean) {
                        message += " Did you mean '\(suggestion)'?"
                    }
                    throw UsageError(message: message)
                }
            } else {
                positional.append(argument)
            }
            index += 1
        }
    }

    func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                message: "'\(text)' is not a valid value for '\(name)': expected a whole number in "
                    + "\(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    func double(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), range.contains(value) else {
            throw UsageError(
                message: "'\(text)' is not a valid value for '\(name)': expected a number in "
                    + "\(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }
}
