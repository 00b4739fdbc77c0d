import Foundation
import TransitionConfiguration
import TransitionCore

/// Reading config files for the commands that take one, with messages that name the file.
enum ConfigFile {
    /// Which diagnostics ``load(_:output:printing:)`` prints before it returns.
    enum Printing {
        /// Errors only, and only when the config is refused.
        case errorsWhenRefused
        /// Every diagnostic, warnings included, whether or not the config loads.
        case everything
    }

    /// Reads and loads the config at `path` with the CLI's registry. When it cannot be read or has errors, prints
    /// why (each error, then the ``refusal(_:_:)`` line) on standard error and returns `nil`; the command then exits
    /// with ``CLI/ExitCode/failure``.
    @MainActor
    static func load(
        _ path: String, output: Output, printing: Printing = .errorsWhenRefused
    ) -> (config: TransitionConfig, data: Data)? {
        let data: Data
        switch read(path) {
        case let .failure(problem):
            output.err("Error: \(problem.message).")
            return nil
        case let .success(bytes):
            data = bytes
        }
        let (config, diagnostics) = TransitionConfig.load(data: data, file: path, registry: CLI.registry())
        if printing == .everything {
            for diagnostic in diagnostics { output.err(diagnostic.description) }
        }
        guard let config else {
            if printing == .errorsWhenRefused {
                for diagnostic in diagnostics where diagnostic.isError { output.err(diagnostic.description) }
            }
            output.err(refusal(path, diagnostics))
            return nil
        }
        return (config, data)
    }

    /// The bytes of `path`, or the `Error: …` line to print when it cannot be read.
    ///
    /// Devices and pipes are read like files (`/dev/stdin`, `/dev/null`, a shell's `<(…)`), which
    /// `FileManager.contents(atPath:)` refuses. Reading stops one byte past the loader's size limit, so an endless
    /// source such as `/dev/zero` ends in the loader's "file too large" diagnostic instead of filling memory.
    static func read(_ path: String, limit: Int = ConfigLimits().maximumBytes) -> Result<Data, ReadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ReadError(message: "cannot read '\(path)': no such file"))
        }
        guard !isDirectory.boolValue else {
            return .failure(ReadError(message: "cannot read '\(path)': it is a directory; name a JSON file"))
        }
        guard FileManager.default.isReadableFile(atPath: path), let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(ReadError(message: "cannot read '\(path)': permission denied"))
        }
        defer { try? handle.close() }
        var data = Data()
        do {
            while data.count <= limit, let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                data.append(chunk)
            }
        } catch {
            return .failure(ReadError(message: "cannot read '\(path)': \(error.localizedDescription)"))
        }
        return .success(data)
    }

    /// The last line of a command that refuses a config with errors: `Error: 'x.json' has 2 errors; fix them and
    /// try again.` The count includes the errors a truncated list only counts.
    static func refusal(_ path: String, _ diagnostics: [ConfigDiagnostic]) -> String {
        let count = diagnostics.reduce(0) { total, diagnostic in
            total + (diagnostic.code == .truncated ? diagnostic.omittedErrors : (diagnostic.isError ? 1 : 0))
        }
        return
            "Error: '\(path)' has \(ConfigFile.count(count, "error")); fix \(count == 1 ? "it" : "them") and try again."
    }

    /// Why a file could not be read.
    struct ReadError: Error {
        let message: String
    }

    /// `1 error`, `2 warnings`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
