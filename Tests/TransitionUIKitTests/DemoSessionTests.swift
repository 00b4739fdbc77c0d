import DemoSession
import Foundation
import Testing

/// The demo app driven through its window as a person uses it (taps found by hit-testing, edge swipes and pans with
/// the recognizers' thresholds), at both display rates.
@MainActor
@Suite("Demo session")
struct DemoSessionTests {
    @Test(arguments: [60.0, 120.0])
    func theDemoAppWorksAsAPersonUsesIt(framesPerSecond: Double) throws {
        let report = try DemoSession(framesPerSecond: framesPerSecond).run()
        #expect(report.failures.isEmpty, "\(report.lines.joined(separator: "\n"))")
        #expect(report.steps >= 11)
    }
}
