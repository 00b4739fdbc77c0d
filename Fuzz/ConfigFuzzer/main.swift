// libFuzzer entry for TransitionConfig: every input is loaded with the full catalogue registry, and whatever loads is
// resolved, explained, sampled and rendered. A broken contract traps (fatalError), which libFuzzer reports as a crash
// with the input that caused it. Built with `-parse-as-library`: libFuzzer supplies `main`.
import Foundation
import HeadlessUI
import TransitionCatalogue
import TransitionPreview

/// The registry every input is loaded with; built once, as an app does.
let registry = AnimatorRegistry.catalogue

/// Called by libFuzzer once per input; the return value is reserved and must be 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    // libFuzzer calls on the main thread (no -fork/-jobs in the script), where the animators' main-actor API runs.
    MainActor.assumeIsolated { ConfigContracts.check(data) }
    return 0
}

/// The documented contracts of loading, resolution, explanation and sampling, checked for one input.
@MainActor
enum ConfigContracts {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Animators sampled per input: enough to reach every kind of reference, few enough to keep thousands of
    /// executions a second.
    static let maximumSampledAnimators = 12
    /// Animators also played in a container on HeadlessUI (tapped, then driven and cancelled), per input.
    static let maximumPlayedAnimators = 3

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("contract broken: \(message())") }
    }

    static func check(_ data: Data) {
        let (config, diagnostics) = TransitionConfig.load(data: data, file: "fuzz.json", registry: registry)
        checkDiagnostics(diagnostics, config: config)
        guard let config else { return }
        var animators: [ConfiguredAnimator] = []
        checkRules(config, collecting: &animators)
        animators += [config.defaultAnimator?.animator, config.reduceMotionAnimator?.animator].compactMap { $0 }
        animators += config.presets.keys.sorted().compactMap { config.presets[$0] }
        for configured in animators.prefix(maximumSampledAnimators) { sample(configured.animator) }
        for configured in animators.prefix(maximumPlayedAnimators) { play(configured.animator) }
        // Loading is a function of the bytes: the rule table's per-process hash seed must not show through.
        let again = TransitionConfig.load(data: data, file: "fuzz.json", registry: registry).diagnostics
        require(again == diagnostics, "a second load of the same bytes gave other diagnostics")
    }

    /// A delegate that plays one animator for every pair.
    final class OneAnimator: ContainerTransitionDelegate {
        let animator: any TransitionAnimator
        init(_ animator: any TransitionAnimator) { self.animator = animator }
        func animator(for pair: TransitionPair) -> AnimatorChoice { .animator(animator) }
    }

    /// Plays `animator` in a container on HeadlessUI: a tap to the second child played out, then a gesture to the
    /// third cancelled from the middle. Afterwards the container shows exactly its selected child at the content
    /// bounds, untransformed, and the environment ends clean (balanced appearance calls, nothing left running).
    static func play(_ animator: any TransitionAnimator) {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = TransitionContainerViewController(identifier: "Fuzz")
        let delegate = OneAnimator(animator)
        container.delegate = delegate
        let children = ["A", "B", "C"].map(ui.makeViewController)
        do {
            try ui.perform {
                window.rootViewController = container
                try container.setViewControllers(children)
            }
        } catch {
            fatalError("contract broken: setting up a container failed: \(error)")
        }
        // A kind the animator cannot play, or an invalid duration, is refused with an error: that is allowed.
        try? ui.perform { try container.select(index: 1) }
        ui.clock.runUntilIdle(limit: 30)
        checkSettled(container, ui, after: "a tap with \(animator.name)")
        if animator.capabilities.isInteractive {
            let interaction = try? ui.perform { try container.engine.beginInteractiveTransition(to: 2) }
            try? ui.perform { try interaction?.update(0.5) }
            ui.clock.advance(frames: 3)
            try? ui.perform { try interaction?.cancel(velocity: 0) }
            ui.clock.runUntilIdle(limit: 30)
            checkSettled(container, ui, after: "a cancelled gesture with \(animator.name)")
        }
        require(ui.finish() == .clean, "\(animator.name): the environment did not end clean: \(ui.finish())")
        withExtendedLifetime(delegate) {}
    }

    static func checkSettled(_ container: TransitionContainerViewController, _ ui: HeadlessEnvironment, after: String) {
        require(container.engine.phase == .idle, "still \(container.engine.phase) after \(after)")
        guard let selected = container.selectedViewController else {
            fatalError("contract broken: no selected child after \(after)")
        }
        let shown = container.contentView.subviews.map { $0.owner?.identifier ?? $0.name }
        require(shown == [selected.identifier], "shows \(shown), selected \(selected.identifier), after \(after)")
        let view = selected.view
        require(
            view.frame == container.contentView.bounds && view.alpha == 1 && view.transform.isIdentity
                && !view.isHidden,
            "\(selected.identifier) is left at \(view.frame), alpha \(view.alpha), \(view.transform) after \(after)")
    }

    /// A config exactly when there is no error; diagnostics in file order, a `truncated` summary only last.
    static func checkDiagnostics(_ diagnostics: [ConfigDiagnostic], config: TransitionConfig?) {
        let hasError = diagnostics.contains(where: \.isError)
        require((config == nil) == hasError, "config returned: \(config != nil), errors: \(hasError)")
        var listed = diagnostics[...]
        if let last = listed.last, last.code == .truncated {
            require(last.omittedErrors + last.omittedWarnings > 0, "a truncated summary that omits nothing")
            require(last.isError == (last.omittedErrors > 0), "the summary's severity is not its omitted errors'")
            listed = listed.dropLast()
        }
        require(listed.count <= ConfigLimits().maximumDiagnostics, "\(listed.count) diagnostics listed")
        var previous = ConfigLocation.start
        for diagnostic in listed {
            require(diagnostic.code != .truncated, "a truncated summary before the end: \(diagnostic)")
            require(diagnostic.line >= 1 && diagnostic.column >= 1, "a position before the file: \(diagnostic)")
            require(!(diagnostic.location < previous), "diagnostics out of file order at \(diagnostic)")
            require(diagnostic.omittedErrors == 0 && diagnostic.omittedWarnings == 0, "counts on \(diagnostic)")
            require(diagnostic.description.hasPrefix("fuzz.json:"), "a description without its file: \(diagnostic)")
            previous = diagnostic.location
        }
        if let config {
            require(config.warnings == diagnostics, "the config's warnings are not the load's diagnostics")
        }
    }

    /// Each rule's own pair (with names no rule uses in place of its wildcards) resolves to that rule, unreversed:
    /// the most specific rule wins and a written rule beats another's reverse of equal specificity. A reversible
    /// rule's reverse pair resolves to a rule that matches it. `explain` agrees with `resolve`.
    static func checkRules(_ config: TransitionConfig, collecting animators: inout [ConfiguredAnimator]) {
        var names = Set<String>()
        for rule in config.rules { names.formUnion([rule.container, rule.from, rule.to].compactMap { $0 }) }
        var counter = 0
        func fresh() -> String {
            while true {
                counter += 1
                let name = "\u{1}unused-\(counter)"
                if !names.contains(name) { return name }
            }
        }
        for (index, rule) in config.rules.enumerated() {
            require(rule.index == index, "rule \(index) has index \(rule.index)")
            let from = rule.from ?? fresh()
            let to = rule.to ?? fresh()
            guard let resolution = config.resolve(container: rule.container, from: from, to: to) else {
                fatalError("contract broken: rule \(index) (\(rule.pattern)) does not resolve its own pair")
            }
            require(
                resolution.rule?.index == index && !resolution.isReversed,
                "rule \(index) (\(rule.pattern)) resolves to \(resolution.rule?.pattern ?? "default")"
                    + (resolution.isReversed ? " reversed" : ""))
            checkExplanation(config, container: rule.container, from: from, to: to, resolution: resolution)
            if let animator = resolution.animator { animators.append(animator) }
            if let replacement = config.reduceMotionAnimator?.animator?.animator {
                let reduced = config.resolve(container: rule.container, from: from, to: to, reduceMotion: true)
                // Replaced exactly when the pair has an animator of a kind the reduce-motion animator can play.
                let playable = resolution.animator.map {
                    !$0.animator.capabilities.kinds.isDisjoint(with: replacement.capabilities.kinds)
                } ?? false
                require(
                    reduced?.isReduceMotion == playable,
                    "reduce motion replaced the animator of a pair without one (or of a kind it cannot play), "
                        + "or kept one it can play (rule \(index))")
            }
            guard rule.isReversible else { continue }
            guard let reverse = config.resolve(container: rule.container, from: to, to: from) else {
                fatalError("contract broken: reversible rule \(index) (\(rule.pattern)) does not resolve its reverse")
            }
            if let winner = reverse.rule {
                let matches =
                    reverse.isReversed
                    ? winner.isReversible && winner.matches(container: rule.container, from: from, to: to)
                    : winner.matches(container: rule.container, from: to, to: from)
                require(matches, "the reverse of rule \(index) resolves to \(winner.pattern), which does not match")
            }
            checkExplanation(config, container: rule.container, from: to, to: from, resolution: reverse)
            if let animator = reverse.animator { animators.append(animator) }
        }
    }

    static func checkExplanation(
        _ config: TransitionConfig, container: String?, from: String, to: String, resolution: Resolution
    ) {
        let explanation = config.explain(container: container, from: from, to: to)
        require(
            explanation.resolution?.rule?.index == resolution.rule?.index
                && explanation.resolution?.isReversed == resolution.isReversed,
            "explain and resolve disagree for \(from) → \(to)")
        require(explanation.candidates.count == config.rules.count, "explain lists a candidate per rule")
        let chosen = explanation.candidates.filter {
            if case .chosen = $0.verdict { return true }
            if case .chosenReversed = $0.verdict { return true }
            return false
        }
        require(chosen.count == (resolution.rule == nil ? 0 : 1), "explain chose \(chosen.count) rules")
        require(!explanation.description.isEmpty, "an empty explanation")
    }

    /// Builds the animation for a preview pair in every kind the animator declares, both ways, and checks every
    /// sampled state is finite, the duration finite and non-negative, and the CSS keyframes free of NaN.
    static func sample(_ animator: any TransitionAnimator) {
        let kinds = TransitionKind.allCases.filter { animator.capabilities.kinds.contains($0) }
        for kind in kinds {
            for direction in [TransitionDirection.forward, .backward] {
                let pair = TransitionPair(container: "Fuzz", from: "A", to: "B", fromIndex: 0, toIndex: 1)
                let context = TransitionContext(
                    previewing: pair, kind: kind, containerBounds: bounds, direction: direction)
                let animation = animator.animation(for: context)
                require(
                    animation.duration.isFinite && animation.duration >= 0,
                    "\(animator.name): duration \(animation.duration)")
                let base = ViewState(frame: bounds)
                for fraction in [0, 0.25, 0.5, 0.75, 1] {
                    let eased = animation.curve.value(at: fraction)
                    require(eased.isFinite, "\(animator.name): curve value \(eased) at \(fraction)")
                    for track in animation.tracks {
                        for time in [fraction, eased] {
                            let state = animation.state(of: track.role, at: time, base: base)
                            require(isFinite(state), "\(animator.name): \(track.role) at \(time): \(state)")
                        }
                    }
                }
                let stage = PreviewStage(animation: animation, bounds: bounds, kind: kind, pair: pair)
                let css = CSSKeyframesRenderer(steps: 4).css(for: stage, prefix: "fuzz")
                require(!css.contains("nan"), "\(animator.name): NaN in the CSS keyframes")
            }
        }
    }

    static func isFinite(_ state: ViewState) -> Bool {
        let t = state.transform
        let values: [CGFloat] = [
            state.frame.minX, state.frame.minY, state.frame.width, state.frame.height, state.alpha,
            state.cornerRadius, state.shadow.opacity, state.shadow.radius, state.shadow.offset.width,
            state.shadow.offset.height, t.translationX, t.translationY, t.translationZ, t.scaleX, t.scaleY,
            t.rotation, t.rotationY, t.perspective ?? 0,
        ]
        return values.allSatisfy(\.isFinite)
    }
}
