import Foundation

#if !canImport(UIKit)
    import DemoSession
#endif

/// `transitions demo-session`: the demo app (Examples/TransitionsDemo.swiftpm) used on HeadlessUI's model of UIKit as
/// a person uses it, printed as a trace of steps and checks.
@MainActor
enum DemoSessionCommand {
    static let help = """
        OVERVIEW: Use the demo app on HeadlessUI's model of UIKit as a person would: tap every button (found by
        hit-testing), swipe from the screen's edges and pan with the gesture recognizers' real thresholds. After
        each step it checks the animator the config names, that the app takes touches, balanced appearance calls
        and transition misuse; at the end, that no controller is left alive. Exits 1 if a check fails.

        USAGE: transitions demo-session [--fps <60|120>]

        OPTIONS:
          --fps <rate>            The display's frame rate (default: 60).
          -h, --help              Show help information.
        """

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let options = try Options(arguments, valued: ["--fps"], boolean: [])
        if let extra = options.positional.first { throw UsageError(message: "unexpected argument '\(extra)'") }
        let rate = options.values["--fps"] ?? "60"
        guard let framesPerSecond = Double(rate), framesPerSecond == 60 || framesPerSecond == 120 else {
            throw UsageError(message: "'\(rate)' is not a frame rate this session plays; use 60 or 120")
        }
        #if canImport(UIKit)
            output.err("Error: the demo session runs on HeadlessUI; on iOS, run the demo app itself.")
            return CLI.ExitCode.failure
        #else
            let report = try DemoSession(framesPerSecond: framesPerSecond).run()
            for line in report.lines { output.out(line) }
            return report.failures.isEmpty ? CLI.ExitCode.success : CLI.ExitCode.failure
        #endif
    }
}
