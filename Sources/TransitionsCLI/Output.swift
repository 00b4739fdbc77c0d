import Foundation

/// Where the CLI writes: standard output and error in the program, strings in tests. Colour only on a terminal.
package final class Output {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    /// Whether standard output is a terminal (colours and progress lines are used only then).
    package let isTerminal: Bool

    /// Creates an output from two line writers.
    package init(isTerminal: Bool = false, out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.isTerminal = isTerminal
        self.writeOut = out
        self.writeErr = err
    }

    /// Standard output and error; colour when standard output is a terminal and `NO_COLOR` is unset.
    package static func standard() -> Output {
        let terminal = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        return Output(
            isTerminal: terminal,
            out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }

    /// An output that collects what is written, for tests.
    package static func capturing() -> (Output, Captured) {
        let captured = Captured()
        let output = Output(out: { captured.out += $0 + "\n" }, err: { captured.err += $0 + "\n" })
        return (output, captured)
    }

    /// What a capturing output received.
    package final class Captured {
        /// Standard output text.
        package var out = ""
        /// Standard error text.
        package var err = ""
    }

    func out(_ line: String) { writeOut(line) }
    func err(_ line: String) { writeErr(line) }

    /// `text` in bold on a terminal, plain otherwise.
    func bold(_ text: String) -> String { isTerminal ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    /// `text` dimmed on a terminal, plain otherwise.
    func dim(_ text: String) -> String { isTerminal ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
