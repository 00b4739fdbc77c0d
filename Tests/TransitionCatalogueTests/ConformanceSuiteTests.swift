import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting

/// The suite itself must be able to fail.
@MainActor
@Suite("The conformance suite catches broken animators")
struct ConformanceSuiteTests {
    @Test func theAllocationCounterCountsThisThreadsAllocationsAndNothingElse() throws {
        try #require(AllocationCounter.isAvailable)
        var numbers = [1, 2, 3]
        let many = AllocationCounter.count {
            for value in 0..<10 { numbers = numbers.map { $0 + value } }
        }
        #expect((many ?? 0) >= 10, "each map makes a new array: \(String(describing: many))")
        var total = 0.0
        let none = AllocationCounter.count {
            for value in 0..<1000 { total += Double(value).squareRoot() }
        }
        #expect(none == 0)
        #expect(numbers.count == 3 && total > 0)
    }

    @Test func samplingThatAllocatesFails() throws {
        try #require(AllocationCounter.isAvailable)
        let animation = TransitionAnimation(
            duration: 0.3, tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
        let base = ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var report = ConformanceReport(animator: "allocating")
        AnimatorConformance.checkSamplingAllocations(animation, base: base, "test", &report) {
            animation, role, fraction, base in
            // A sampler that builds a description on every frame, as a careless one would.
            var state = animation.state(of: role, at: fraction, base: base)
            state.alpha += CGFloat(String(repeating: "frame ", count: 8 + Int(fraction)).count) * 0
            return state
        }
        #expect(
            report.failures.contains { $0.hasPrefix("sampling allocates nothing: test: 9 allocations") }, "\(report)")
        // The engine's own sampling of the same animation passes.
        var clean = ConformanceReport(animator: "engine")
        AnimatorConformance.checkSamplingAllocations(animation, base: base, "test", &clean)
        #expect(clean.passed, "\(clean)")
    }

    @Test func aNonFiniteDurationFails() {
        let broken = ClosureAnimator(name: "forever") { _ in
            TransitionAnimation(duration: .infinity, tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
        }
        let report = AnimatorConformance.check(broken)
        #expect(!report.passed)
        #expect(report.failures.contains { $0.hasPrefix("duration is finite") })
        #expect(report.failures.contains { $0.hasPrefix("completes exactly once when played") })
    }

    @Test func anAnimatorThatAnimatesNothingFails() {
        let still = ClosureAnimator(name: "still") { context in
            TransitionAnimation(
                duration: 0.3,
                tracks: [RoleTrack(.to, frame: PropertyTrack(constant: context.finalFrame(for: .to)))])
        }
        let report = AnimatorConformance.check(still)
        #expect(report.failures.contains { $0.hasPrefix("something visibly changes") }, "\(report)")
    }

    @Test func anArrivingViewThatEndsOffItsFrameFails() {
        let snapping = ClosureAnimator(name: "snapping") { context in
            let final = context.finalFrame(for: .to)
            return TransitionAnimation(
                duration: 0.3,
                tracks: [
                    RoleTrack(
                        .to,
                        frame: PropertyTrack(from: context.initialFrame(for: .to), to: final.offsetBy(dx: 100, dy: 0)))
                ])
        }
        let report = AnimatorConformance.check(snapping)
        #expect(report.failures.contains { $0.hasPrefix("the arriving view does not snap at the end") }, "\(report)")
    }

    @Test func aLeavingViewThatJumpsAtTheStartFails() {
        let jumping = ClosureAnimator(name: "jumping") { context in
            TransitionAnimation(
                duration: 0.3,
                tracks: [
                    RoleTrack(.from, alpha: PropertyTrack(from: 0.5, to: 0)),
                    RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1)),
                ])
        }
        let report = AnimatorConformance.check(jumping)
        #expect(report.failures.contains { $0.hasPrefix("the leaving view does not jump at the start") }, "\(report)")
    }

    @Test func anAnimatorThatKeepsTheChildrenAliveLeaks() {
        final class Hoard: @unchecked Sendable { var kept: [AnyObject] = [] }
        let hoard = Hoard()
        let leaky = ClosureAnimator(name: "leaky") { context in
            hoard.kept.append(context.toChild)
            return TransitionAnimation(duration: 0.1, tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
        }
        let report = AnimatorConformance.check(leaky)
        #expect(report.failures.contains { $0.hasPrefix("no controller leaks") })
    }

    @Test func parametersThatDoNotRoundTripFail() throws {
        var registry = AnimatorRegistry()
        try registry.register(TabAnimator.self)
        let report = AnimatorConformance.check(
            try AnimatorRegistry.catalogue.makeAnimator(named: "slide"),
            registry: registry)
        #expect(report.failures.contains { $0.hasPrefix("parameters round-trip through the registry") })
    }
}
