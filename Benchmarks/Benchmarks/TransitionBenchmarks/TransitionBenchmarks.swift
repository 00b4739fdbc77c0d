import Benchmark
import ContainerTransformTransition
import Foundation
import HeadlessUI
import SlideTransition
import TransitionConfiguration
import TransitionCore
import TransitionUIKit

/// Targets: sampling a two-view animation ≤ 120 ns per sample with 0 mallocs; 1,000 tracks in one frame ≤ 83 µs
/// (1% of a 120 Hz frame) with 0 mallocs; one cubic-Bézier solve ≤ 147 instructions (Scripts/bezier-instructions.sh
/// counts them); a non-animated switch on HeadlessUI (no target, tracked); a tap to its first frame and a swipe
/// frame on HeadlessUI (Scripts/ui-instructions.sh counts their instructions against the goals).
/// Config: resolving against a 10 000-rule config is O(1) (at most eight hash lookups, no allocation growth with the
/// rule count); loading and checking that config is linear, compared with JSONDecoder decoding the same bytes into
/// plain structs (which checks nothing and records no positions).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        scalingFactor: .kilo,
        maxDuration: .seconds(3)
    )

    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let animation = TransitionAnimation(
        duration: 0.35, curve: .easeInOut,
        tracks: [
            RoleTrack(
                .from, frame: PropertyTrack(from: bounds, to: bounds.offsetBy(dx: -390, dy: 0)),
                alpha: PropertyTrack(from: 1, to: 0.5),
                transform: PropertyTrack(from: .identity, to: Transform(scale: 0.92))),
            RoleTrack(
                .to, frame: PropertyTrack(from: bounds.offsetBy(dx: 390, dy: 0), to: bounds),
                alpha: PropertyTrack(from: 0.5, to: 1),
                transform: PropertyTrack(from: Transform(scale: 1.08), to: .identity)),
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

    // One display frame of a busy screen: 1,000 tracks, as 500 two-view animations (each moving its views by a
    // different distance) sampled at one eased time — the same workload as Scripts/sampling-instructions.sh.
    // The goal is ≤ 1% of a 120 Hz frame (83 µs) with 0 mallocs; each iteration is one frame.
    func shifted(_ shift: CGFloat) -> TransitionAnimation {
        TransitionAnimation(
            duration: 0.35, curve: .easeInOut,
            tracks: [
                RoleTrack(
                    .from, frame: PropertyTrack(from: bounds, to: bounds.offsetBy(dx: -390 - shift, dy: 0)),
                    alpha: PropertyTrack(from: 1, to: 0.5),
                    transform: PropertyTrack(from: .identity, to: Transform(scale: 0.92))),
                RoleTrack(
                    .to, frame: PropertyTrack(from: bounds.offsetBy(dx: 390 + shift, dy: 0), to: bounds),
                    alpha: PropertyTrack(from: 0.5, to: 1),
                    transform: PropertyTrack(from: Transform(scale: 1.08), to: .identity)),
            ])
    }
    let frameAnimations = (0..<500).map { shifted(CGFloat($0)) }
    Benchmark("Sample 1,000 tracks (500 two-view animations), per frame", configuration: .init(scalingFactor: .one)) {
        benchmark in
        for index in benchmark.scaledIterations {
            let t = Double(index % 100) / 100
            for animation in frameAnimations {
                let fraction = animation.curve.value(at: t)
                blackHole(animation.state(of: .from, at: fraction, base: base))
                blackHole(animation.state(of: .to, at: fraction, base: base))
            }
        }
    }

    // The same workload as Scripts/bezier-instructions.sh: ease, ease-in, ease-out, ease-in-out and an overshoot at
    // both ends, each at x = i/1000 for i = 0...1000, one curve after another.
    let bezierCurves = [
        CubicBezier.systemDefault, .easeIn, .easeOut, .easeInOut,
        CubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55) ?? .easeInOut,
    ]
    Benchmark("Cubic-Bézier solve x→y, per 1000 solves") { benchmark in
        for index in benchmark.scaledIterations {
            let curve = bezierCurves[(index / 1001) % bezierCurves.count]
            blackHole(curve.value(at: Double(index % 1001) / 1000))
        }
    }

    Benchmark("Non-animated switch on HeadlessUI", configuration: .init(scalingFactor: .one)) { benchmark in
        // The runner awaits this closure, so the benchmark object is not used concurrently while the main actor
        // measures with it.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let ui = HeadlessEnvironment()
            let window = ui.makeWindow()
            let tabs = TransitionContainerViewController(identifier: "Tabs")
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

    // What a person feels, timed on HeadlessUI's model of UIKit (the model's own work included, which UIKit's
    // replaces on a phone): a tap's main-thread time to the first frame drawn, and one frame of a finger's swipe. Only
    // those are timed (a custom metric per tap or frame); settling each switch before the next is not.
    let tapTime = BenchmarkMetric.custom("time to first frame (ns)", useScalingFactor: false)
    for (name, grid) in [("slide, two screens", false), ("container transform, grid of 60", true)] {
        Benchmark("Tap to first frame: \(name)", configuration: .init(metrics: [tapTime], scalingFactor: .one)) {
            benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (ui, container) = UIBenchmark.scene(grid: grid)
                for index in 0..<(benchmark.scaledIterations.count + 2) {
                    let started = ContinuousClock.now
                    ui.perform { _ = try? container.select(index: (index + 1) % 2) }
                    ui.clock.advance(frames: 1)
                    let elapsed = ContinuousClock.now - started
                    // The first two taps, there and back, pay the process's one-time costs.
                    if index >= 2 { benchmark.measurement(tapTime, UIBenchmark.nanoseconds(elapsed)) }
                    ui.clock.runUntilIdle()
                }
            }
        }
    }

    let frameTime = BenchmarkMetric.custom("time per swipe frame (ns)", useScalingFactor: false)
    Benchmark("One frame of a swipe: slide", configuration: .init(metrics: [frameTime], scalingFactor: .one)) {
        benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let (ui, container) = UIBenchmark.scene(grid: false)
            for pass in 0..<max(benchmark.scaledIterations.count / 10, 2) {
                guard
                    let interaction = try? ui.perform({
                        try container.engine.beginInteractiveTransition(to: (pass + 1) % 2)
                    })
                else { return }
                for step in 1...10 {
                    let started = ContinuousClock.now
                    ui.perform { try? interaction.update(0.8 * Double(step) / 10) }
                    ui.clock.advance(frames: 1)
                    let elapsed = ContinuousClock.now - started
                    if pass > 0 { benchmark.measurement(frameTime, UIBenchmark.nanoseconds(elapsed)) }
                }
                ui.perform { try? interaction.finish() }
                ui.clock.runUntilIdle()
            }
        }
    }

    let registry = ConfigBenchmark.registry
    let configData = ConfigBenchmark.json(rules: 10_000)
    // Identifiers are made up front so the loop measures resolution, not string formatting.
    let froms = (0..<10_000).map { "A\($0)" }
    let tos = (0..<10_000).map { "B\($0)" }
    if let config = TransitionConfig.load(data: configData, registry: registry).config {
        Benchmark("Config: resolve against 10 000 rules, per 1000 resolutions") { benchmark in
            for index in benchmark.scaledIterations {
                let rule = index % 10_000
                // An exact pair, its derived reverse, a (from, *) match, and a miss that falls through every level
                // to the default.
                switch index % 4 {
                case 0: blackHole(config.resolve(container: "Tabs", from: froms[rule], to: tos[rule]))
                case 1: blackHole(config.resolve(container: "Tabs", from: tos[rule], to: froms[rule]))
                case 2: blackHole(config.resolve(container: "Tabs", from: "Home", to: tos[rule]))
                default: blackHole(config.resolve(container: "Other", from: "X", to: "Y"))
                }
            }
        }
    }

    Benchmark(
        "Config: load and check 10 000 rules (\(configData.count / 1024) KiB)",
        configuration: .init(scalingFactor: .one)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(TransitionConfig.load(data: configData, registry: registry))
        }
    }

    Benchmark(
        "Config: JSONDecoder into plain structs, same 10 000 rules (baseline)",
        configuration: .init(scalingFactor: .one)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? JSONDecoder().decode(ConfigBenchmark.PlainConfig.self, from: configData))
        }
    }
}

/// The config benchmarks' registry, document and JSONDecoder baseline.
enum ConfigBenchmark {
    struct Slide: ConfigurableAnimator {
        static let duration = Parameter("duration", in: 0...10, default: 0.3, "Seconds.")
        static let descriptor = AnimatorDescriptor(
            name: "slide", summary: "Benchmark slide.",
            parameters: [
                duration,
                AnimatorParameter("direction", .choice(["auto", "left", "right"]), default: "auto", "Direction."),
            ])
        let parameters: AnimatorParameters
        init(parameters: AnimatorParameters) { self.parameters = parameters }
        func animation(for context: TransitionContext) -> TransitionAnimation {
            TransitionAnimation(duration: parameters[Self.duration], tracks: [])
        }
    }

    static let registry: AnimatorRegistry = {
        var registry = AnimatorRegistry()
        try? registry.register(Slide.self)
        return registry
    }()

    /// `rules` exact-pair rules with inline animators, two wildcard rules and a default: what a generated config
    /// for a large app might look like.
    static func json(rules: Int) -> Data {
        var lines = (0..<rules).map { index in
            #"    {"container": "Tabs", "from": "A\#(index)", "to": "B\#(index)", "#
                + #""animator": {"type": "slide", "duration": 0.3, "direction": "left"}, "reversible": true}"#
        }
        lines.append(#"    {"container": "Tabs", "from": "Home", "animator": {"type": "slide"}}"#)
        lines.append(#"    {"to": "Detail", "animator": null}"#)
        let body = lines.joined(separator: ",\n")
        return Data((#"{"version": 1, "transitions": [\#n"# + body + #"\#n], "default": {"type": "slide"}}"#).utf8)
    }

    struct PlainConfig: Decodable {
        var version: Int
        var transitions: [PlainRule]
        var `default`: PlainAnimator?
    }

    struct PlainRule: Decodable {
        var container: String?
        var from: String?
        var to: String?
        var animator: PlainAnimator?
        var reversible: Bool?
    }

    struct PlainAnimator: Decodable {
        var type: String
        var duration: Double?
        var direction: String?
    }
}

/// The scenes of the UI benchmarks: the same as Scripts/ui-instructions.sh counts, two screens of twelve rows, or a
/// grid of 60 tagged cells scrolled to the cell of the photo it opens.
@MainActor
enum UIBenchmark {
    static func scene(grid: Bool) -> (HeadlessEnvironment, TransitionContainerViewController) {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = TransitionContainerViewController(identifier: "Tabs")
        container.engine.defaultAnimator = grid ? ContainerTransformAnimator(element: "photo") : SlideAnimator()
        let screens = grid ? [gridScreen(), photoScreen(37)] : [screen("Home"), screen("Search")]
        ui.perform {
            window.rootViewController = container
            try? container.setViewControllers(screens)
        }
        ui.clock.runUntilIdle()
        return (ui, container)
    }

    static func screen(_ name: String) -> HeadlessViewController {
        let screen = HeadlessViewController(nibName: nil, bundle: nil)
        screen.transitionIdentifier = name
        for row in 0..<12 {
            screen.view.addSubview(HeadlessView(frame: CGRect(x: 0, y: CGFloat(row) * 60, width: 390, height: 60)))
        }
        return screen
    }

    static func gridScreen() -> HeadlessViewController {
        let screen = HeadlessViewController(nibName: nil, bundle: nil)
        screen.transitionIdentifier = "Grid"
        let list = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = CGSize(width: 390, height: 20 * 130)
        for photo in 0..<60 {
            let cell = HeadlessView(
                frame: CGRect(x: 10 + CGFloat(photo % 3) * 130, y: CGFloat(photo / 3) * 130, width: 120, height: 120))
            cell.transitionElement = "photo"
            cell.transitionElementID = photo
            list.addSubview(cell)
        }
        list.contentOffset = CGPoint(x: 0, y: 1_300)
        screen.view.addSubview(list)
        return screen
    }

    static func photoScreen(_ id: Int) -> HeadlessViewController {
        let screen = screen("Photo")
        let photo = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        photo.transitionElement = "photo"
        photo.transitionElementID = id
        screen.view.addSubview(photo)
        return screen
    }

    nonisolated static func nanoseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) * 1_000_000_000 + Int(duration.components.attoseconds / 1_000_000_000)
    }
}
