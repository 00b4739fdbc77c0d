import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

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

    /// An app's own navigation delegate, set over a configured one: it animates nothing.
    final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {}
    private let appNavigationDelegate = AppNavigationDelegate()
    /// What a step did that UIKit would have refused (a swipe that took a person off a screen with no back button).
    private var violation: String?
    private let backSwipeReading: UINavigationController.BackSwipeReading
    private var retitles = 0

    init(
        framesPerSecond: Double, watchingFrames: Bool = true,
        tabReading: UITabBarController.MidFlightSwitch = .refused,
        backSwipeReading: UINavigationController.BackSwipeReading = .disabledByADelegate,
        endLayout: HeadlessEnvironment.TransitionEndLayout = .laysOut,
        panReading: HeadlessEnvironment.PanTranslationReading = .sinceTouchDown
    ) throws {
        self.backSwipeReading = backSwipeReading
        ui = HeadlessEnvironment(framesPerSecond: framesPerSecond)
        ui.transitionEndLayout = endLayout
        ui.panTranslationReading = panReading
        window = ui.makeWindow()
        // UIKit-shaped initializers use the current environment: everything is made after the model's.
        tabs = UITabBarController()
        tabs.midFlightSwitch = tabReading
        configuration = try exampleConfiguration()
        stacks = ["Home", "Search"].map { UINavigationController(rootViewController: Screen($0)) }
        watch = FrameWatch(window: window, limits: FrameLimits(cellSize: 24))
        self.watchingFrames = watchingFrames
        for stack in stacks { stack.backSwipeReading = backSwipeReading }
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
        // Every fifth screen has only a title, as many an app's do: only "*" rules match it.
        if made % 5 == 0 { screen.transitionIdentifier = nil }
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
            presented.modalPresentationStyle =
                [.fullScreen, .overFullScreen, .custom, .pageSheet, .automatic][style % 5]
            presented.transitioningDelegate = modalDelegate
            modalDelegate?.installDismissGesture(on: presented)
            ui.perform { front.present(presented, animated: animated) }
        case let .dismiss(animated):
            ui.perform { front.dismiss(animated: animated) }
        case let .selectTab(index):
            ui.perform { tabs.selectTab(at: index) }
        case let .backSwipe(frames, distance):
            let stack = selectedStack
            let before = stack.viewControllers.count
            // A pop already running (a tap on the selected tab goes back to its root) ends during the swipe: not the
            // swipe's doing.
            let guarded =
                stack.transitionCoordinator == nil
                && (stack.isNavigationBarHidden || stack.topViewController?.navigationItem.hidesBackButton == true
                    || front !== stack.topViewController)
            window.drag(
                from: CGPoint(x: leading, y: y), to: CGPoint(x: leading + distance, y: y), frames: frames,
                release: .moving)
            if guarded, stack.viewControllers.count < before {
                violation = "a back swipe popped a screen a person could not go back from"
            }
        case let .backSwipeLiftingBeforeStart(distance):
            window.touchDown(at: CGPoint(x: leading, y: y))
            ui.clock.advance(frames: 1)
            ui.perform {
                window.touchMove(to: CGPoint(x: leading + distance, y: y))
                window.touchUp()
            }
        case let .dismissPan(frames, distance):
            // A dismissal already asked for in code goes on whatever the screen holds.
            let modal = front.presentingViewController != nil && front.isModalInPresentation && !front.isBeingDismissed
            let presented = front
            defer {
                if modal, presented.isBeingDismissed || presented.presentingViewController == nil {
                    violation = "a screen holding unsaved input was swiped away"
                }
            }
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
        case .toggleBackButton:
            if let item = selectedStack.topViewController?.navigationItem { item.hidesBackButton.toggle() }
        case .toggleNavigationBar:
            selectedStack.setNavigationBarHidden(!selectedStack.isNavigationBarHidden, animated: false)
        case .replaceNavigationDelegate:
            selectedStack.delegate = appNavigationDelegate
        case let .modalInPresentation(on):
            if front.presentingViewController != nil { front.isModalInPresentation = on }
        case .retitle:
            retitles += 1
            for stack in stacks {
                for (index, screen) in stack.viewControllers.enumerated() {
                    screen.title = ["Startseite", "Posteingang (\(retitles))", "Suche"][index % 3]
                }
            }
        case .settle:
            window.touchCancel()
            ui.clock.runUntilIdle()
            if watchingFrames { watch.checkRest() }
        }
    }

    /// A change made without animation is instant by the app's request: the next frame is not a motion from the one
    /// before it (a screen presented without animation and dismissed with one in the same frame starts its way back
    /// from where the dismissal puts it, not from where the screen under it was last drawn).
    func forgetMotionAfterInstantChange(_ operation: SystemOperation) {
        guard watchingFrames else { return }
        switch operation {
        case .push(false), .pop(false), .setStack(_, false), .present(false, _), .dismiss(false): watch.forgetMotion()
        default: break
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
        if let violation { return violation }
        // What a person sees breaks a sequence too, so a failure shrinks to a short reproduction.
        if watchingFrames, !watch.report.passed {
            let report = watch.report
            let first = [report.background, report.jumps, report.finger, report.rest, report.corners].flatMap(
                \.failures
            ).first
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
        if let shown = tabs.selectedViewController, shown.view.frame.size != tabs.view.bounds.size {
            return "tab \(shown.identifier) is \(shown.view.frame.size), the tab bar \(tabs.view.bounds.size)"
        }
        var presenter: UIViewController = tabs
        while let presented = presenter.presentedViewController {
            if presented.view.window == nil { return "\(presented.identifier) is presented but not on screen" }
            if presented.modalPresentationStyle == .fullScreen, let home = presented.view.superview,
                presented.view.frame.size != home.bounds.size
            {
                return "\(presented.identifier) is \(presented.view.frame.size), its container \(home.bounds.size)"
            }
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
