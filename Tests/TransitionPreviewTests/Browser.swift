import Foundation
import Testing
import TransitionCatalogue
import TransitionPreview

/// Chromium, if installed (`.ci/run` installs Debian's `chromium`).
enum Browser {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Loads `url` headless and returns the DOM after the page's scripts ran, or nil after `timeout` seconds.
    static func dumpDOM(_ url: URL, timeout: TimeInterval = 90) throws -> String? {
        guard let path else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--dump-dom", url.absoluteString,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Read on another thread so a large DOM cannot fill the pipe and stall the browser.
        nonisolated(unsafe) var data = Data()
        let reader = Thread { data = pipe.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        while !reader.isFinished { usleep(10_000) }
        return String(decoding: data, as: UTF8.self)
    }
}
