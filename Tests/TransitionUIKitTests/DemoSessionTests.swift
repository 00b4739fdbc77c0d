import DemoSession
import Foundation
import Testing
import TransitionTesting

/// The demo app driven through its window as a person uses it (taps found by hit-testing, edge swipes and pans with
/// the recognizers' thresholds), at both display rates.
@MainActor
@Suite("Demo session")
struct DemoSessionTests {
    @Test(arguments: [60.0, 120.0])
    func theDemoAppWorksAsAPersonUsesIt(framesPerSecond: Double) throws {
        let report = try DemoSession(framesPerSecond: framesPerSecond).run()
        #expect(report.failures.isEmpty, "\(report.lines.joined(separator: "\n"))")
        // Every frame of every step is examined.
        #expect(report.seen.background.examined > 300 && report.seen.rest.examined == report.steps)
        #expect(report.seen.jumps.failedCount == 0 && report.seen.finger.failedCount == 0, "\(report.seen)")
        #expect(report.seen.finger.examined > 0 && report.seen.rest.failedCount == 0, "\(report.seen)")
        #expect(report.seen.background.failedCount == 0, "\(report.seen)")
        #expect(report.steps >= 11)
    }
}
