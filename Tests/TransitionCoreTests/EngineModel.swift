import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// Runs operation lists against a fresh container on HeadlessUI and checks the container's invariants.
@MainActor
struct EngineModel {
    nonisolated static let names = ["A", "B", "C", "D", "E"]

    /// A random operation list of `count` operations.
    static func operations(count: Int, using random: inout SplitMix64) -> [EngineOperation] {
        (0..<count).map { _ in operation(using: &random) }
    }

    /// One of `values`, which is never empty here.
    static func pick<Value>(_ values: [Value], _ random: inout SplitMix64) -> Value {
        values[Int.random(in: values.indices, using: &random)]
    }

    static func index(using random: inout SplitMix64) -> Int {
        // Mostly in range; sometimes just outside it, or far outside.
        pick([0, 1, 2, 3, 4, 0, 1, 2, -1, 5, 99, Int.min], &random)
    }

    static func progress(using random: inout SplitMix64) -> Double {
        let anywhere = Double.random(in: 0...1, using: &random)
        return pick([0, 0.1, 0.4, 0.5, 0.7, 0.99, 1, -0.5, 1.5, .nan, .infinity, -.infinity, anywhere], &random)
    }

    static func operation(using random: inout SplitMix64) -> EngineOperation {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<14:
            return .select(index(using: &random), animated: pick([true, false, nil], &random))
        case 14..<17: return .setSelectedIndex(index(using: &random))
        case 17..<25: return .beginInteractive(index(using: &random))
        case 25..<35: return .update(progress(using: &random))
        case 35..<37: return .pause
        case 37..<41: return .finish(velocity: pick([0, 2, -2, .nan, 1e9], &random))
        case 41..<45: return .cancel(velocity: pick([0, 2, -2, .infinity], &random))
        case 45..<47: return .engineFinish
        case 47..<49: return .engineCancel
        case 49..<60: return .advanceFrames(Int.random(in: 1...30, using: &random))
        case 60..<65:
            return .advanceSeconds(pick([0.016, 0.1, 0.25, 1, 1e9, .nan, .infinity, -1], &random))
        case 65..<68: return .runUntilIdle
        case 68..<73:
            let animator: ModelAnimator = pick(
                [
                    .slide(duration: 0.3, curve: .linear), .slide(duration: 0.2, curve: .easeInOut),
                    .slide(duration: 0, curve: .linear), .none, .badDuration(.nan), .badDuration(.infinity),
                    .badDuration(-1), .zoomContainer, .noAnimation,
                ], &random)
            return .setDelegate(animator, shared: Bool.random(using: &random))
        case 73..<76: return .dropDelegate
        case 76..<80:
            let sizes: [(Double, Double)] = [(390, 844), (844, 390), (320, 480), (0, 0), (1024, 768)]
            let (width, height) = pick(sizes, &random)
            return .resize(width: width, height: height)
        case 80..<82: return .background
        case 96..<98:
            let index = Int.random(in: 0...3, using: &random)
            let animated = Bool.random(using: &random)
            let indices = Array(
                Array(0..<names.count).shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)))
            let reentries: [Reentry] = [
                .selectOnSelect(index, animated: animated), .selectOnCancel(index, animated: animated),
                .replaceOnSelect(indices), .replaceOnCancel(indices), .settleOnSelect, .backgroundOnCancel,
            ]
            return Bool.random(using: &random)
                ? .reenter(pick(reentries, &random)) : .onNextFrame(pick(reentries, &random))
        case 82..<83:
            return .completion(
                speed: pick([1, 3, 0.1, 0, -1, .nan, .infinity], &random), spring: Bool.random(using: &random))
        case 83..<89:
            var indices = Array(0..<names.count).shuffled(using: &random)
            indices = Array(indices.prefix(Int.random(in: 0...names.count, using: &random)))
            // Now and then a list with a repeat, which the engine must reject without changing anything.
            if let first = indices.first, Int.random(in: 0..<8, using: &random) == 0 { indices.append(first) }
            let selecting: Int? = Bool.random(using: &random) ? nil : Int.random(in: -1...4, using: &random)
            return .setChildren(indices, selecting: selecting)
        case 89..<92: return .toggleOnScreen
        case 92..<96:
            return .policy(
                pick([.queue, .keepLatest, .ignore, .interruptAndRetarget], &random))
        default: return .settle
        }
    }

    /// Plays `operations` on a fresh scene (at 120 Hz or 60, with `.navigationStyle` appearance forwarding or
    /// `.automatic`); returns the first broken invariant, with the step it broke at.
    static func run(_ operations: [EngineOperation], proMotion: Bool = false, navigationStyle: Bool = false) -> String?
    {
        let ui = HeadlessEnvironment(framesPerSecond: proMotion ? 120 : 60)
        let window = ui.makeWindow()
        let container = ModelContainer(identifier: "Model", environment: ui)
        container.engine.appearanceForwarding = navigationStyle ? .navigationStyle : .automatic
        let pool = names.map { ui.makeViewController($0) }
        // The delegate is held here only: the engine holds it weakly, so dropping it here releases it.
        var delegate: ModelDelegate? = ModelDelegate(.slide(duration: 0.3, curve: .linear), sharedInteraction: nil)
        let sharedInteraction = PercentDrivenInteraction()
        container.delegate = delegate
        var interaction: PercentDrivenInteraction?
        do {
            try ui.perform {
                window.rootViewController = container
                try container.setViewControllers(Array(pool.prefix(3)))
            }
        } catch {
            return "set-up failed: \(error)"
        }
        if let broken = invariants(container, pool: pool) { return "after set-up: \(broken)" }
        for (step, operation) in operations.enumerated() {
            // Errors are the engine's documented answers to bad requests; only the container's state is judged.
            try? ui.perform {
                switch operation {
                case .select(let index, let animated): try container.select(index: index, animated: animated)
                case .setSelectedIndex(let index): container.selectedIndex = index
                case .beginInteractive(let index):
                    interaction = try container.engine.beginInteractiveTransition(to: index)
                case .update(let progress): try interaction?.update(progress)
                case .pause: try interaction?.pause()
                case .finish(let velocity): try interaction?.finish(velocity: velocity)
                case .cancel(let velocity): try interaction?.cancel(velocity: velocity)
                case .engineFinish: try container.engine.finishInteractiveTransition()
                case .engineCancel: try container.engine.cancelInteractiveTransition()
                case .advanceFrames, .advanceSeconds, .runUntilIdle, .resize, .background: break
                case .setDelegate(let animator, let shared):
                    delegate = ModelDelegate(animator, sharedInteraction: shared ? sharedInteraction : nil)
                    container.delegate = delegate
                case .dropDelegate: delegate = nil
                case .setChildren(let indices, let selecting):
                    try container.setViewControllers(indices.map { pool[$0] }, selecting: selecting)
                case .policy(let policy): container.engine.midFlightPolicy = policy
                case .settle: container.engine.settleActiveTransition()
                case .completion(let speed, let spring):
                    // No damping never settles: the engine must replace the curve rather than hang.
                    sharedInteraction.completionCurve =
                        spring
                        ? SpringTiming(stiffness: 100, damping: 0).map(TimingCurve.spring) ?? .linear : .easeInOut
                    try sharedInteraction.setCompletionSpeed(speed)
                case .reenter(let reentry):
                    guard let delegate else { break }
                    switch reentry {
                    case .selectOnSelect(let index, let animated):
                        delegate.onSelect = { try? container.select(index: index, animated: animated) }
                    case .selectOnCancel(let index, let animated):
                        delegate.onCancel = { try? container.select(index: index, animated: animated) }
                    case .replaceOnSelect(let indices):
                        delegate.onSelect = { try? container.setViewControllers(indices.map { pool[$0] }) }
                    case .replaceOnCancel(let indices):
                        delegate.onCancel = { try? container.setViewControllers(indices.map { pool[$0] }) }
                    case .settleOnSelect: delegate.onSelect = { container.engine.settleActiveTransition() }
                    case .backgroundOnCancel: delegate.onCancel = { container.engine.applicationDidEnterBackground() }
                    }
                case .onNextFrame(let reentry):
                    // The callback kinds name when a delegate acts; from a frame, each action simply runs.
                    let action: () -> Void
                    switch reentry {
                    case .selectOnSelect(let index, let animated), .selectOnCancel(let index, let animated):
                        action = { try? container.select(index: index, animated: animated) }
                    case .replaceOnSelect(let indices), .replaceOnCancel(let indices):
                        action = { try? container.setViewControllers(indices.map { pool[$0] }) }
                    case .settleOnSelect: action = { container.engine.settleActiveTransition() }
                    case .backgroundOnCancel: action = { container.engine.applicationDidEnterBackground() }
                    }
                    container.engine.progressHandler = { _ in
                        container.engine.progressHandler = nil
                        action()
                    }
                case .toggleOnScreen:
                    window.rootViewController = window.rootViewController == nil ? container : nil
                }
            }
            // Time, size and the app's state change outside any call of the app's own.
            switch operation {
            case .advanceFrames(let frames): ui.clock.advance(frames: frames)
            case .advanceSeconds(let seconds): ui.clock.advance(by: seconds)
            case .runUntilIdle: ui.clock.runUntilIdle()
            // A resize is a layout pass inside a run-loop turn, as UIKit makes it; the turn's end delivers the
            // did-callbacks of a transition the resize settled.
            case .resize(let width, let height): ui.perform { window.resize(to: CGSize(width: width, height: height)) }
            case .background: ui.perform { container.engine.applicationDidEnterBackground() }
            default: break
            }
            if let broken = invariants(container, pool: pool) { return "step \(step) (\(operation)): \(broken)" }
        }
        // Drain: a paused interactive transition waits for its gesture for ever, so the model lets go of it.
        if container.engine.phase == .interactive {
            try? ui.perform { try container.engine.cancelInteractiveTransition() }
        }
        ui.clock.runUntilIdle()
        if container.engine.phase != .idle { return "still \(container.engine.phase) after draining" }
        if let broken = invariants(container, pool: pool) { return "after draining: \(broken)" }
        let finish = ui.finish()
        if finish != .clean { return "the environment did not finish clean: \(finish)" }
        _ = delegate
        return nil
    }

    /// The container's invariants while it is idle (nothing is checked mid-transition: views are animating).
    static func invariants(_ container: ModelContainer, pool: [HeadlessViewController]) -> String? {
        let engine = container.engine
        // Checked first, and busy or not: `selectedViewController` would trap on an index outside the list.
        if let index = container.selectedIndex, !container.viewControllers.indices.contains(index) {
            return "selectedIndex \(index) is outside the \(container.viewControllers.count) children"
        }
        guard engine.phase == .idle else { return nil }
        // Off stage, every controller but the selected one is out of the container and not on screen; the selected
        // one is on screen exactly when the container is (appearance settles by the end of each run-loop turn).
        for controller in pool where controller !== container.selectedViewController {
            if controller.appearanceState != .disappeared {
                return "\(controller.identifier), not selected, is \(controller.appearanceState)"
            }
            if controller.parent != nil { return "\(controller.identifier), not selected, still has a parent" }
            if controller.isViewLoaded, controller.view.superview != nil {
                return "\(controller.identifier), not selected, still has its view in a superview"
            }
        }
        if let selected = container.selectedViewController {
            let expected: AppearancePhase =
                container.appearanceState == .appeared ? .appeared : .disappeared
            if selected.appearanceState != expected {
                return
                    "\(selected.identifier) is \(selected.appearanceState), its container \(container.appearanceState)"
            }
        }
        let content = container.contentView
        let shown = content.subviews.map { $0.owner?.identifier ?? $0.name }
        if !engine.pendingRequests.isEmpty { return "idle with requests waiting: \(engine.pendingRequests)" }
        if content.alpha != 1 || !content.transform.isIdentity {
            return "the content view is left at alpha \(content.alpha), transform \(content.transform)"
        }
        if content.frame != container.view.bounds {
            return "the content view is at \(content.frame), the container at \(container.view.bounds)"
        }
        guard let selected = container.selectedViewController else {
            if !container.viewControllers.isEmpty { return "no selection among \(container.viewControllers.count)" }
            if !shown.isEmpty { return "no children, but the content view shows \(shown)" }
            if !container.children.isEmpty { return "no children, but containment has \(container.children.count)" }
            return nil
        }
        guard let index = container.selectedIndex, container.viewControllers.indices.contains(index),
            container.viewControllers[index] === selected
        else {
            return "selectedIndex \(String(describing: container.selectedIndex)) does not name \(selected.identifier)"
        }
        if shown != [selected.identifier] { return "the content view shows \(shown), selected \(selected.identifier)" }
        let contained = container.children.map(\.identifier)
        if contained != [selected.identifier] { return "children \(contained), selected \(selected.identifier)" }
        let view = selected.view
        if view.frame != content.bounds { return "\(selected.identifier) is at \(view.frame), not \(content.bounds)" }
        if view.alpha != 1 || !view.transform.isIdentity || view.isHidden {
            return "\(selected.identifier) is left at alpha \(view.alpha), transform \(view.transform)"
        }
        return nil
    }

    /// Removes operations while `run` still fails: first halves, then quarters, down to single operations.
    static func shrink(
        _ operations: [EngineOperation], failing run: ([EngineOperation]) -> String?
    ) -> (operations: [EngineOperation], failure: String) {
        var current = operations
        var failure = run(current) ?? "(no longer fails)"
        var chunk = max(current.count / 2, 1)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if let stillBroken = run(candidate) {
                    current = candidate
                    failure = stillBroken
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = chunk == 1 ? 1 : chunk / 2
        }
        return (current, failure)
    }
}
