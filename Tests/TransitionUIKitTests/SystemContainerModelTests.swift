import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// One thing an app or a person does to UIKit's own containers.
enum SystemOperation: CustomStringConvertible {
    case push(animated: Bool)
    case pop(animated: Bool)
    case setStack(count: Int, animated: Bool)
    case present(animated: Bool, style: Int)
    case dismiss(animated: Bool)
    case selectTab(Int)
    /// A back swipe that lifts after `frames` frames, moving `distance` points.
    case backSwipe(frames: Int, distance: CGFloat)
    /// A back swipe whose finger lifts in the turn that asked for the pop, before UIKit starts the transition.
    case backSwipeLiftingBeforeStart(distance: CGFloat)
    /// A pan down on the presented screen that lifts after `frames` frames.
    case dismissPan(frames: Int, distance: CGFloat)
    case advance(Int)
    case rotate
    case background
    case releaseDelegates
    case restoreDelegates
    case reduceMotion(Bool)
    case settle

    var description: String {
        switch self {
        case let .push(animated): return "push(animated: \(animated))"
        case let .pop(animated): return "pop(animated: \(animated))"
        case let .setStack(count, animated): return "setViewControllers(\(count) screens, animated: \(animated))"
        case let .present(animated, style): return "present(animated: \(animated), style: \(style))"
        case let .dismiss(animated): return "dismiss(animated: \(animated))"
        case let .selectTab(index): return "selectTab(\(index))"
        case let .backSwipe(frames, distance): return "backSwipe(\(frames) frames, \(Int(distance)) pt)"
        case let .backSwipeLiftingBeforeStart(distance): return "backSwipeLiftingBeforeStart(\(Int(distance)) pt)"
        case let .dismissPan(frames, distance): return "dismissPan(\(frames) frames, \(Int(distance)) pt)"
        case let .advance(frames): return "clock.advance(frames: \(frames))"
        case .rotate: return "rotate"
        case .background: return "enterBackground"
        case .releaseDelegates: return "release the delegates"
        case .restoreDelegates: return "new delegates"
        case let .reduceMotion(on): return "reduceMotion = \(on)"
        case .settle: return "lift fingers, run until idle"
        }
    }

    static func random(using random: inout SplitMix64) -> SystemOperation {
        let animated = random.next() % 4 != 0
        switch random.next() % 16 {
        case 0, 1: return .push(animated: animated)
        case 2: return .pop(animated: animated)
        case 3: return .setStack(count: Int(random.next() % 3) + 1, animated: animated)
        case 4: return .present(animated: animated, style: Int(random.next() % 3))
        case 5: return .dismiss(animated: animated)
        case 6: return .selectTab(Int(random.next() % 2))
        case 7: return .backSwipe(frames: Int(random.next() % 20) + 1, distance: CGFloat(random.next() % 350) + 12)
        case 8: return .backSwipeLiftingBeforeStart(distance: CGFloat(random.next() % 300) + 12)
        case 9: return .dismissPan(frames: Int(random.next() % 20) + 1, distance: CGFloat(random.next() % 700) + 12)
        case 10, 11: return .advance(Int(random.next() % 30) + 1)
        case 12: return random.next() % 2 == 0 ? .rotate : .background
        case 13: return random.next() % 2 == 0 ? .releaseDelegates : .restoreDelegates
        case 14: return .reduceMotion(random.next() % 2 == 0)
        default: return .settle
        }
    }
}

/// A deterministic generator (SplitMix64), so a failing seed reproduces.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A tab bar of two navigation stacks, with the config's navigation, modal and tab delegates, on a window.
@MainActor
final class SystemContainerModel {
    let ui: HeadlessEnvironment
    let window: UIWindow
    let tabs: UITabBarController
    let stacks: [UINavigationController]
    let configuration: ConfiguredTransitionDelegate
    private(set) var navigationDelegates: [ConfiguredNavigationDelegate] = []
    private(set) var tabDelegate: ConfiguredTabBarDelegate?
    private(set) var modalDelegate: ConfiguredTransitioningDelegate?
    private var made = 0
    private var portrait = true
    var watched: [WeakScreen] = []
    /// What a person sees, on every frame.
    let watch: FrameWatch
    /// Whether every frame is examined (the first sequences only: compositing every frame costs).
    let watchingFrames: Bool

    init(
        framesPerSecond: Double, watchingFrames: Bool = true,
        tabReading: UITabBarController.MidFlightSwitch = .refused
    ) throws {
        ui = HeadlessEnvironment(framesPerSecond: framesPerSecond)
        window = ui.makeWindow()
        // UIKit-shaped initializers use the current environment: everything is made after the model's.
        tabs = UITabBarController()
        tabs.midFlightSwitch = tabReading
        configuration = try exampleConfiguration()
        stacks = ["Home", "Search"].map { UINavigationController(rootViewController: Screen($0)) }
        watch = FrameWatch(window: window, limits: FrameLimits(cellSize: 24))
        self.watchingFrames = watchingFrames
        tabs.setViewControllers(stacks, animated: false)
        restoreDelegates()
        ui.perform { window.rootViewController = tabs }
        if watchingFrames { watch.start() }
    }

    func restoreDelegates() {
        navigationDelegates = stacks.map { stack in
            let delegate = ConfiguredNavigationDelegate(configuration: configuration)
            delegate.attach(to: stack)
            return delegate
        }
        let tabDelegate = ConfiguredTabBarDelegate(configuration: configuration)
        tabs.delegate = tabDelegate
        self.tabDelegate = tabDelegate
        modalDelegate = ConfiguredTransitioningDelegate(configuration: configuration)
    }

    func releaseDelegates() {
        navigationDelegates = []
        tabDelegate = nil
        modalDelegate = nil
    }

    var selectedStack: UINavigationController { stacks[tabs.selectedIndex] }
    /// The controller in front: the top of the presentation chain, else the selected stack's top.
    var front: UIViewController {
        var controller: UIViewController = tabs
        while let presented = controller.presentedViewController { controller = presented }
        return controller === tabs ? (selectedStack.topViewController ?? selectedStack) : controller
    }

    func screen(_ name: String) -> Screen {
        made += 1
        let screen = Screen(made % 2 == 0 ? "Detail" : "\(name)\(made)")
        watched.append(WeakScreen(screen: screen))
        return screen
    }

    func perform(_ operation: SystemOperation) {
        let leading: CGFloat = 4
        let y = window.bounds.midY
        switch operation {
        case let .push(animated):
            ui.perform { selectedStack.pushViewController(screen("Pushed"), animated: animated) }
        case let .pop(animated):
            ui.perform { selectedStack.popViewController(animated: animated) }
        case let .setStack(count, animated):
            let root = selectedStack.viewControllers[0]
            let stack = [root] + (1..<max(count, 1)).map { _ in screen("Set") as UIViewController }
            ui.perform { selectedStack.setViewControllers(stack, animated: animated) }
        case let .present(animated, style):
            let presented = screen("Compose")
            presented.modalPresentationStyle = [.fullScreen, .overFullScreen, .custom][style % 3]
            presented.transitioningDelegate = modalDelegate
            modalDelegate?.installDismissGesture(on: presented)
            ui.perform { front.present(presented, animated: animated) }
        case let .dismiss(animated):
            ui.perform { front.dismiss(animated: animated) }
        case let .selectTab(index):
            ui.perform { tabs.selectTab(at: index) }
        case let .backSwipe(frames, distance):
            window.drag(
                from: CGPoint(x: leading, y: y), to: CGPoint(x: leading + distance, y: y), frames: frames,
                release: .moving)
        case let .backSwipeLiftingBeforeStart(distance):
            window.touchDown(at: CGPoint(x: leading, y: y))
            ui.clock.advance(frames: 1)
            ui.perform {
                window.touchMove(to: CGPoint(x: leading + distance, y: y))
                window.touchUp()
            }
        case let .dismissPan(frames, distance):
            window.drag(
                from: CGPoint(x: window.bounds.midX, y: 200), to: CGPoint(x: window.bounds.midX, y: 200 + distance),
                frames: frames, release: .moving)
        case let .advance(frames):
            ui.clock.advance(frames: frames)
        case .rotate:
            portrait.toggle()
            ui.perform {
                window.resize(to: portrait ? CGSize(width: 390, height: 844) : CGSize(width: 844, height: 390))
            }
        case .background:
            ui.enterBackground()
        case .releaseDelegates:
            releaseDelegates()
        case .restoreDelegates:
            restoreDelegates()
        case let .reduceMotion(on):
            configuration.reduceMotion = on
        case .settle:
            window.touchCancel()
            ui.clock.runUntilIdle()
            if watchingFrames { watch.checkRest() }
        }
    }

    /// What must hold after every step; at rest, also the structure.
    /// Transition errors looked at so far.
    private var errorsSeen = 0

    /// A transition error UIKit logs is a failure unless it is UIKit refusing what the step itself asked for while a
    /// transition ran (an app pushing during a push: UIKit logs it and does nothing, and so does the library).
    func newTransitionError(after operation: SystemOperation) -> String? {
        defer { errorsSeen = ui.transitionErrors.count }
        let asksUIKit: Bool
        switch operation {
        case .push, .pop, .setStack, .present, .dismiss, .selectTab: asksUIKit = true
        default: asksUIKit = false
        }
        for error in ui.transitionErrors.dropFirst(errorsSeen) {
            let refusal = error.contains("is transitioning") || error.hasSuffix(" now")
            if !(asksUIKit && refusal) { return error }
        }
        return nil
    }

    func broken(atRest: Bool) -> String? {
        // What a person sees breaks a sequence too, so a failure shrinks to a short reproduction.
        if watchingFrames, !watch.report.passed {
            let report = watch.report
            let first = [report.background, report.jumps, report.finger, report.rest].flatMap(\.failures).first
            return "what a person sees: \(first ?? "")"
        }
        if let error = ui.appearanceErrors.first { return error.description }
        guard atRest else { return nil }
        if ui.clock.subscriberCount != 0 { return "\(ui.clock.subscriberCount) animations still run at rest" }
        let probe = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        if !window.takesTouches(at: probe) { return "the window takes no touches at rest" }
        for stack in stacks {
            if stack.runningTransition != nil { return "\(stack.identifier) is still transitioning at rest" }
            guard let top = stack.topViewController, stack.isViewLoaded else { continue }
            let shown = stack.view.allSubviews.compactMap(\.owner).filter { $0 !== stack }
            if shown.count != 1 || shown.first !== top {
                return "stack \(stack.viewControllers.map(\.identifier)) shows \(shown.map(\.identifier))"
            }
            if top.view.frame.size != stack.view.bounds.size {
                return "\(top.identifier) is \(top.view.frame.size), its stack \(stack.view.bounds.size)"
            }
            for controller in stack.viewControllers where controller.parent !== stack {
                return "\(controller.identifier) is in the stack but not a child"
            }
        }
        var presenter: UIViewController = tabs
        while let presented = presenter.presentedViewController {
            if presented.view.window == nil { return "\(presented.identifier) is presented but not on screen" }
            presenter = presented
        }
        let expected = [tabs.view] + chainContainers()
        if window.rootView.subviews.count != expected.count {
            return "the window has \(window.rootView.subviews.count) views, the presentation chain \(expected.count)"
        }
        for (controller, state) in visibleAppearance() where controller.appearanceState != state {
            return "\(controller.identifier) is \(controller.appearanceState), on screen it should be \(state)"
        }
        return nil
    }

    private func chainContainers() -> [UIView] {
        var views: [UIView] = []
        var presenter: UIViewController = tabs
        while let presented = presenter.presentedViewController {
            if let container = presented.view.superview { views.append(container) }
            presenter = presented
        }
        return views
    }

    /// What is on screen: a full-screen presentation takes its presenting controller off screen (UIKit sends the
    /// presenting controller, and only it, the disappearance calls); the other stack's top is never on screen.
    private func visibleAppearance() -> [(UIViewController, AppearancePhase)] {
        var chain: [UIViewController] = []
        var presenter: UIViewController = tabs
        while let presented = presenter.presentedViewController {
            chain.append(presented)
            presenter = presented
        }
        var states: [(UIViewController, AppearancePhase)] = []
        for (index, presented) in chain.enumerated() {
            let covered = index + 1 < chain.count && chain[index + 1].modalPresentationStyle == .fullScreen
            states.append((presented, covered ? .disappeared : .appeared))
        }
        let tabsCovered = chain.first?.modalPresentationStyle == .fullScreen
        for (index, stack) in stacks.enumerated() {
            guard let top = stack.topViewController, top.isViewLoaded else { continue }
            states.append((top, index == tabs.selectedIndex && !tabsCovered ? .appeared : .disappeared))
        }
        return states
    }

    /// Takes the app off screen.
    func tearDown() {
        window.touchCancel()
        ui.clock.runUntilIdle()
        ui.perform { window.rootViewController = nil }
        ui.clock.runUntilIdle()
    }
}

@MainActor
struct WeakScreen {
    weak var screen: Screen?
}

/// Thousands of seeded sequences against UIKit's own containers as the model plays them, through the configured
/// delegates and real gestures: push, pop, `setViewControllers`, present, dismiss, tab selection — animated or not,
/// interactive with the finger lifting before and after UIKit starts the transition — rapid repeats, rotation and
/// backgrounding mid-flight, delegates released mid-flight. After every step: `completeTransition` at most once per
/// transition and balanced appearance; at rest, the window takes touches, the view hierarchy matches the stacks and
/// the presentation chain, and appearance states match what is on screen. At the end nothing leaks. A failure
/// prints its seed and a shrunk list of operations.
@MainActor
@Suite("UIKit's containers under random sequences")
struct SystemContainerModelTests {
    static let sequences = ProcessInfo.processInfo.environment["SYSTEM_MODEL_SEQUENCES"].flatMap { UInt64($0) } ?? 2_000
    static let operationsPerSequence = 40

    /// Sequences whose every frame is examined for what a person sees.
    static let watchedSequences: UInt64 = 150

    static func run(
        _ operations: [SystemOperation], framesPerSecond: Double, watchingFrames: Bool = false,
        tabReading: UITabBarController.MidFlightSwitch = .refused
    ) -> String? {
        var watched: [WeakScreen] = []
        // The model holds the app; the leak check runs once it is gone.
        do {
            let model: SystemContainerModel
            do {
                model = try SystemContainerModel(
                    framesPerSecond: framesPerSecond, watchingFrames: watchingFrames, tabReading: tabReading)
            } catch {
                return "set-up failed: \(error)"
            }
            for (step, operation) in operations.enumerated() {
                model.perform(operation)
                if let error = model.newTransitionError(after: operation) { return "step \(step) (\(operation)): \(error)" }
                let atRest = { if case .settle = operation { return true } else { return false } }()
                if let broken = model.broken(atRest: atRest) { return "step \(step) (\(operation)): \(broken)" }
            }
            model.perform(.settle)
            if let broken = model.broken(atRest: true) { return "at the end: \(broken)" }
            seen.merge(model.watch.report)
            model.tearDown()
            watched = model.watched
        }
        return leaks(watched)
    }

    /// What a person saw on every frame of the watched sequences, for the figures printed at the end.
    static var seen = FrameReport()

    static func leaks(_ watched: [WeakScreen]) -> String? {
        let alive = watched.compactMap { $0.screen?.identifier }
        return alive.isEmpty ? nil : "still alive after the app let go: \(alive)"
    }

    @Test func randomSequencesKeepUIKitsContainersConsistent() {
        defer { print("UIKit's containers, what a person sees:\n" + Self.seen.description) }
        for seed in 1...max(Self.sequences, 1) {
            var random = SplitMix64(seed: seed)
            let framesPerSecond: Double = seed % 3 == 0 ? 120 : 60
            let operations = (0..<Self.operationsPerSequence).map { _ in SystemOperation.random(using: &random) }
            let watching = seed <= Self.watchedSequences
            // Both readings of a tab switch asked for mid-flight (refused, or started over the running one).
            let reading: UITabBarController.MidFlightSwitch = seed % 2 == 0 ? .refused : .startsAnother
            guard
                let failure = Self.run(
                    operations, framesPerSecond: framesPerSecond, watchingFrames: watching, tabReading: reading)
            else { continue }
            var shrunk = operations
            var index = 0
            while index < shrunk.count {
                var candidate = shrunk
                candidate.remove(at: index)
                if Self.run(candidate, framesPerSecond: framesPerSecond, watchingFrames: watching, tabReading: reading)
                    != nil
                {
                    shrunk = candidate
                } else {
                    index += 1
                }
            }
            let final =
                Self.run(shrunk, framesPerSecond: framesPerSecond, watchingFrames: watching, tabReading: reading)
                ?? failure
            let steps = shrunk.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
            Issue.record("seed \(seed) (\(Int(framesPerSecond)) Hz, tab switch mid-flight \(reading)): \(final)\nreproduction:\n\(steps)")
            return
        }
    }
}
