import Foundation
import TransitionCore

/// Reading config files for `validate` and `explain`, with messages that name the file.
enum ConfigFile {
    /// The bytes of `path`, or the `Error: …` line to print when it cannot be read.
    static func read(_ path: String) -> Result<Data, ReadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ReadError(message: "cannot read '\(path)': no such file"))
        }
        guard !isDirectory.boolValue else {
            return .failure(ReadError(message: "cannot read '\(path)': it is a directory; name a JSON file"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ReadError(message: "cannot read '\(path)': permission denied or unreadable"))
        }
        return .success(data)
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
