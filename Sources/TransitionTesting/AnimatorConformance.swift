import Foundation
import HeadlessUI
@_spi(Host) import TransitionCore

/// One shared suite every animator must pass, runnable against your own animators in your tests:
///
/// - completes exactly once, animated or driven;
/// - finish and cancel from progress 0, ¼, ½, ¾ and 1 land in the right state;
/// - cancel restores the from-child's view exactly, the selection and the tree;
/// - appearance calls balance (HeadlessUI reports none unbalanced, nothing is left over);
/// - no controller leaks: the children are released after the transition;
/// - sampling is pure: the same fraction gives the same state, the animation's duration is finite and ≥ 0, and
///   sampling makes no heap allocation (counted with ``AllocationCounter``, deterministically);
/// - no jump and no snap: the leaving view starts exactly as it stood, the arriving view ends exactly at rest in
///   its final frame (within half a point and 0.01 of alpha), and something visibly changes;
/// - what a person sees on every frame (``FrameWatch``): no frame shows the window's background between the
///   screens, nothing moves or fades faster than the animation's own peak rate, and at the end, finished or
///   cancelled, everything is at rest as it was found (a cancel: exactly);
/// - a ``/TransitionCore/ConfigurableAnimator``'s parameters round-trip through a registry.
///
/// ```swift
/// @Test @MainActor func myAnimatorConforms() {
///     let report = AnimatorConformance.check(MyAnimator())
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// Replace animators run in TransitionUIKit's `TransitionContainerViewController` on HeadlessUI's model of UIKit
/// (``ConformanceHarness/replace``), so run the suite where the model stands in for UIKit: `swift test` on a Mac or
/// Linux. Overlay-only animators (a drawer) need their container: pass a ``ConformanceHarness`` that runs one
/// transition in it.
@MainActor
public enum AnimatorConformance {
    /// Progress values the finish and cancel checks start from.
    public static let progressPoints: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// Runs every check for `animator`; for a ``/TransitionCore/ConfigurableAnimator`` pass a registry holding its
    /// type to check the round trip.
    public static func check(
        _ animator: any TransitionAnimator, registry: AnimatorRegistry? = nil, harness: ConformanceHarness? = nil
    ) -> ConformanceReport {
        var report = ConformanceReport(animator: animator.name)
        checkSampling(animator, &report)
        #if canImport(UIKit)
            // UIKit's own container plays on the screen's clock, not the model's: nothing to run the transitions in.
            guard let run = harness else {
                report.check(
                    "runs in a container", false,
                    "pass a harness, or run the suite where HeadlessUI stands in for UIKit (swift test on a Mac)")
                return report
            }
        #else
            let run = harness ?? .replace
        #endif
        checkPlayedTransition(animator, run, &report)
        if animator.capabilities.isInteractive {
            for progress in progressPoints {
                checkDriven(animator, run, finishing: true, from: progress, &report)
                checkDriven(animator, run, finishing: false, from: progress, &report)
            }
        }
        checkLeaks(animator, run, &report)
        if let configurable = animator as? any ConfigurableAnimator {
            checkRoundTrip(configurable, registry: registry, &report)
        }
        return report
    }

    static func checkSampling(_ animator: any TransitionAnimator, _ report: inout ConformanceReport) {
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        // An animator that moves a shared element is sampled with one and without (its fallback form).
        let elements = animator is any SharedElementAnimator ? [false, true] : [false]
        for direction in [TransitionDirection.forward, .backward] {
            for (layout, withElement) in [TransitionLayoutDirection.leftToRight, .rightToLeft].flatMap({ layout in
                elements.map { (layout, $0) }
            }) {
                let context = TransitionContext(
                    previewing: TransitionPair(container: "Conformance", from: "A", to: "B", fromIndex: 0, toIndex: 1),
                    kind: animator.capabilities.kinds.contains(.replace) ? .replace : .overlay,
                    containerBounds: bounds, direction: direction, layoutDirection: layout,
                    sharedElement: withElement ? SharedElement.preview(in: bounds, direction: direction) : nil)
                let animation = animator.animation(for: context)
                report.check(
                    "duration is finite and ≥ 0", animation.duration.isFinite && animation.duration >= 0,
                    "got \(animation.duration)")
                let base = ViewState(frame: bounds)
                var pure = true
                for track in animation.tracks {
                    for fraction in stride(from: 0.0, through: 1.0, by: 0.125) {
                        let first = animation.state(of: track.role, at: fraction, base: base)
                        let second = animation.state(of: track.role, at: fraction, base: base)
                        let finite = [
                            first.frame.minX, first.frame.minY, first.frame.width, first.frame.height,
                            first.alpha,
                        ].allSatisfy(\.isFinite)
                        if first != second || !finite { pure = false }
                    }
                }
                report.check("sampling is pure and finite", pure, "\(direction), \(layout)")
                checkSamplingAllocations(animation, base: base, "\(direction), \(layout)", &report)
                checkEnds(animation, context: context, "\(direction), \(layout)", &report)
            }
        }
    }

    /// Samples one view's state: what the engine does for every moved view on every frame.
    package typealias Sampler = (TransitionAnimation, TransitionRole, Double, ViewState) -> ViewState

    /// Sampling every track at nine fractions, after one warm-up pass, makes no heap allocation (counted by
    /// ``AllocationCounter``, where the runtime allows it). `sample` is the engine's sampling unless a test passes
    /// another.
    package static func checkSamplingAllocations(
        _ animation: TransitionAnimation, base: ViewState, _ label: String, _ report: inout ConformanceReport,
        sample: Sampler = { animation, role, fraction, base in animation.state(of: role, at: fraction, base: base) }
    ) {
        var sink = base.alpha
        // By index: an unoptimized for-in over the array allocates an iterator box of its own.
        func pass() {
            for index in animation.tracks.indices {
                let role = animation.tracks[index].role
                for step in 0...8 { sink += sample(animation, role, Double(step) / 8, base).alpha }
            }
        }
        pass()
        guard let allocations = AllocationCounter.count({ pass() }) else { return }
        report.check(
            "sampling allocates nothing", allocations == 0,
            "\(label): \(allocations) allocations sampling \(animation.tracks.count) tracks at 9 fractions")
        withExtendedLifetime(sink) {}
    }

    /// What a person sees at the ends: a replace starts with the leaving view exactly as it stood (no jump) and
    /// ends with the arriving view exactly at rest in its final frame (no snap when the engine puts it there), and
    /// something visibly changes on the way.
    static func checkEnds(
        _ animation: TransitionAnimation, context: TransitionContext, _ label: String,
        _ report: inout ConformanceReport
    ) {
        let bounds = context.containerBounds
        var changes = false
        for track in animation.tracks {
            let base = ViewState(frame: track.role == .to ? context.finalFrame(for: .to) : bounds)
            let start = animation.state(of: track.role, at: 0, base: base)
            let end = animation.state(of: track.role, at: 1, base: base)
            if !start.presentedFrame.isClose(to: end.presentedFrame) || abs(start.alpha - end.alpha) > 0.01 {
                changes = true
            }
        }
        report.check("something visibly changes", changes, label)
        if let element = context.sharedElement, animation.animates(.element) {
            let standIn = { animation.state(of: .element, at: $0, base: ViewState(frame: .zero)).frame }
            report.check(
                "a shared element starts on its source and lands on its destination",
                standIn(0).isClose(to: element.source.frame) && standIn(1).isClose(to: element.destination.frame),
                "\(label): \(standIn(0)) → \(standIn(1)), not \(element.source.frame) → \(element.destination.frame)")
        }
        guard context.kind == .replace else { return }
        let leaving = animation.state(of: .from, at: 0, base: ViewState(frame: bounds))
        report.check(
            "the leaving view does not jump at the start",
            leaving.presentedFrame.isClose(to: bounds) && abs(leaving.alpha - 1) <= 0.01,
            "\(label): at 0 it shows \(leaving.presentedFrame), alpha \(leaving.alpha), not \(bounds), alpha 1")
        let final = context.finalFrame(for: .to)
        let arriving = animation.state(of: .to, at: 1, base: ViewState(frame: final))
        report.check(
            "the arriving view does not snap at the end",
            arriving.presentedFrame.isClose(to: final) && abs(arriving.alpha - 1) <= 0.01,
            "\(label): at 1 it shows \(arriving.presentedFrame), alpha \(arriving.alpha), not \(final), alpha 1")
    }

    static func checkPlayedTransition(
        _ animator: any TransitionAnimator, _ run: ConformanceHarness, _ report: inout ConformanceReport
    ) {
        let outcome = run.play(animator, .played)
        report.check(
            "completes exactly once when played", outcome.completions == [true],
            "completions \(outcome.completions)")
        report.check("lands on the new child when played", outcome.landedOnTarget, outcome.detail)
        report.check("appearance calls balance", outcome.environment == .clean, outcome.environment.description)
        report.check("completeTransition is never repeated", outcome.repeatedCompletions == 0)
        checkFrames(outcome.frames, "played", &report)
    }

    /// What a person sees on every frame (``FrameWatch``): no background between the screens, no jump, and at the
    /// end everything at rest as it was found.
    static func checkFrames(_ frames: FrameReport, _ label: String, _ report: inout ConformanceReport) {
        report.check(
            "no frame shows the background", frames.background.failedCount == 0,
            "\(label): \(frames.background.failures.first ?? "")")
        report.check(
            "nothing jumps between frames", frames.jumps.failedCount == 0,
            "\(label): \(frames.jumps.failures.first ?? "")")
        report.check("at rest as found", frames.rest.failedCount == 0, "\(label): \(frames.rest.failures.first ?? "")")
        report.check(
            "rounded corners show what is behind them", frames.corners.failedCount == 0,
            "\(label): \(frames.corners.failures.first ?? "")")
    }

    static func checkDriven(
        _ animator: any TransitionAnimator, _ run: ConformanceHarness, finishing: Bool, from progress: Double,
        _ report: inout ConformanceReport
    ) {
        let outcome = run.play(animator, finishing ? .finish(from: progress) : .cancel(from: progress))
        let label = finishing ? "finish" : "cancel"
        report.check(
            "\(label) from any progress completes once", outcome.completions == [finishing],
            "from \(progress): completions \(outcome.completions)")
        if finishing {
            report.check("finish lands on the new child", outcome.landedOnTarget, "from \(progress): \(outcome.detail)")
        } else {
            report.check("cancel restores everything", outcome.restored, "from \(progress): \(outcome.detail)")
        }
        report.check(
            "appearance calls balance", outcome.environment == .clean,
            "\(label) from \(progress): \(outcome.environment)")
        checkFrames(outcome.frames, "\(label) from \(progress)", &report)
    }

    static func checkLeaks(
        _ animator: any TransitionAnimator, _ run: ConformanceHarness,
        _ report: inout ConformanceReport
    ) {
        let outcome = run.play(animator, .played)
        report.check("no controller leaks", outcome.leaked.isEmpty, "still alive: \(outcome.leaked)")
    }

    static func checkRoundTrip(
        _ animator: any ConfigurableAnimator, registry: AnimatorRegistry?,
        _ report: inout ConformanceReport
    ) {
        let descriptor = type(of: animator).descriptor
        let values = animator.parameters.values
        report.check(
            "parameters are the declared ones",
            Set(values.keys) == Set(descriptor.parameters.map(\.name)), "\(values.keys.sorted())")
        report.check(
            "parameters check against the descriptor", descriptor.problems(in: values).isEmpty,
            "\(descriptor.problems(in: values))")
        guard let registry else { return }
        do {
            let rebuilt = try registry.makeAnimator(named: animator.name, parameters: values)
            let rebuiltValues = (rebuilt as? any ConfigurableAnimator)?.parameters.values
            report.check(
                "parameters round-trip through the registry", rebuiltValues == values,
                "\(String(describing: rebuiltValues)) ≠ \(values)")
        } catch {
            report.check("parameters round-trip through the registry", false, "\(error)")
        }
    }
}

extension CGRect {
    /// Within half a point on every edge: what a person cannot tell apart.
    fileprivate func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) <= 0.5 && abs(minY - other.minY) <= 0.5 && abs(maxX - other.maxX) <= 0.5
            && abs(maxY - other.maxY) <= 0.5
    }
}
