import Benchmark
import Foundation
import HeadlessUI
import TransitionCore

/// Targets (issue 2): sampling a two-view animation ≤ 200 ns per sample with 0 mallocs; one cubic-Bézier solve
/// ≤ 50 ns; a non-animated switch on HeadlessUI (no target, tracked).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        scalingFactor: .kilo,
        maxDuration: .seconds(3)
    )

    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let animation = TransitionAnimation(duration: 0.35, curve: .easeInOut, tracks: [
        RoleTrack(.from, frame: KeyframeTrack(from: bounds, to: bounds.offsetBy(dx: -390, dy: 0)),
                  alpha: KeyframeTrack(from: 1, to: 0.5),
                  transform: KeyframeTrack(from: .identity, to: Transform(scale: 0.92))),
        RoleTrack(.to, frame: KeyframeTrack(from: bounds.offsetBy(dx: 390, dy: 0), to: bounds),
                  alpha: KeyframeTrack(from: 0.5, to: 1),
                  transform: KeyframeTrack(from: Transform(scale: 1.08), to: .identity)),
    ])
    let base = ViewState(frame: bounds)

    // One sample = both views' states at one fraction (what a host does per frame).
    Benchmark("Sample two-view animation (frame+alpha+transform), per 1000 samples") { benchmark in
        for index in benchmark.scaledIterations {
            let fraction = Double(index % 1000) / 1000
            blackHole(animation.state(of: .from, at: fraction, base: base))
            blackHole(animation.state(of: .to, at: fraction, base: base))
        }
    }

    let curve = TimingCurve.cubicBezier(CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5) ?? .easeInOut)
    Benchmark("Cubic-Bézier solve x→y, per 1000 solves") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(curve.value(at: Double(index % 997) / 997))
        }
    }

    Benchmark("Non-animated switch on HeadlessUI", configuration: .init(scalingFactor: .one)) { benchmark in
        // The runner awaits this closure, so the benchmark object is not used concurrently while the main actor
        // measures with it.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let ui = HeadlessEnvironment()
            let window = ui.makeWindow()
            let tabs = HeadlessContainerViewController(identifier: "Tabs", environment: ui)
            let children = ["A", "B", "C"].map(ui.makeViewController)
            for child in children { _ = child.view }
            ui.perform {
                window.rootViewController = tabs
                tabs.viewControllers = children
            }
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations {
                ui.perform { tabs.selectedIndex = (index + 1) % 3 }
                ui.clearLog()
            }
            benchmark.stopMeasurement()
            blackHole(window)
        }
    }
}
