import Foundation
import TransitionCore

/// One isolated UIKit world: its run loop, frame clock, event log and appearance errors. Create one per test.
///
/// ```swift
/// let ui = HeadlessEnvironment()
/// let window = ui.makeWindow()
/// let home = ui.makeViewController("Home")
/// ui.perform { window.rootViewController = home }
/// ui.log.map(\.description)   // ["Home.viewDidLoad  [system]", "Home.viewWillAppear  [system]", …]
/// #expect(ui.finish() == .clean)
/// ```
@MainActor
public final class HeadlessEnvironment {
    /// What was left over when a test finished, as NIO's `EmbeddedChannel.finish()` reports.
    public enum Completion: Equatable, Sendable, CustomStringConvertible {
        /// Nothing pending, no animation running, no appearance error, no transition misused.
        case clean
        /// What was left: deferred callbacks, running animations, appearance errors, transition errors.
        case leftOvers(
            deferred: [String], runningAnimations: Int, appearanceErrors: [AppearanceError], transitionErrors: [String])

        /// A summary for a failing expectation.
        public var description: String {
            switch self {
            case .clean: return "clean"
            case let .leftOvers(deferred, running, errors, transitionErrors):
                return "left over: deferred \(deferred), \(running) running animation(s), appearance errors "
                    + "\(errors.map(\.description)), transition errors \(transitionErrors). Drain the run loop "
                    + "(perform/drain), run the clock (runUntilIdle) or fix the unbalanced calls."
            }
        }
    }

    /// The run loop whose turns deliver `viewDidAppear` and `viewDidDisappear`.
    public let runLoop: HeadlessRunLoop
    /// The frame clock animations play on.
    public let clock: ManualFrameClock
    /// Every recorded call, oldest first.
    public private(set) var log: [HeadlessEvent] = []
    /// Unbalanced appearance sequences, as UIKit's "Unbalanced calls to begin/end appearance transitions".
    public private(set) var appearanceErrors: [AppearanceError] = []

    /// Transition misuse UIKit logs or crashes on (a second `completeTransition`, a push during a push, presenting
    /// twice), oldest first.
    public private(set) var transitionErrors: [String] = []
    /// Told when something commits the layer tree to the screen outside a frame (a snapshot taken after screen
    /// updates), by token.
    private var screenUpdateObservers: [Int: @MainActor () -> Void] = [:]
    private var nextScreenUpdateToken = 0

    /// Calls `body` whenever the layer tree is committed to the screen outside the clock's frames — as a snapshot
    /// with `afterScreenUpdates: true` commits it — so a watch can examine what that commit may show. Returns a
    /// token for ``cancelScreenUpdateObservation(_:)``.
    public func observeScreenUpdates(_ body: @escaping @MainActor () -> Void) -> Int {
        nextScreenUpdateToken += 1
        screenUpdateObservers[nextScreenUpdateToken] = body
        return nextScreenUpdateToken
    }

    /// Stops an observation ``observeScreenUpdates(_:)`` started.
    public func cancelScreenUpdateObservation(_ token: Int) {
        screenUpdateObservers[token] = nil
    }

    /// The layer tree is committed to the screen now.
    func commitScreenUpdates() {
        for (_, observer) in screenUpdateObservers.sorted(by: { $0.key < $1.key }) { observer() }
    }
    /// How UIKit finds a controller's content scroll view when none was set (``HeadlessViewController/contentScrollView(for:)``):
    /// undocumented beyond "by analyzing the view hierarchy". Code should work under both readings.
    public enum ContentScrollViewGuess: Sendable, Hashable {
        /// The first scroll view of the controller's view, looked for each time it is asked (the default).
        case searchedWhenAsked
        /// The first one found, kept for as long as it lives, wherever it goes.
        case keptOnceFound
    }

    /// How UIKit finds a controller's content scroll view when none was set.
    public var contentScrollViewGuess = ContentScrollViewGuess.searchedWhenAsked
    /// The layout direction of the app's language (`effectiveUserInterfaceLayoutDirection` where a view forces none).
    public var layoutDirection: HeadlessLayoutDirection = .leftToRight
    /// The system's appearance (Settings > Display & Brightness, or Control Center): light by default.
    public var userInterfaceStyle = HeadlessUserInterfaceStyle.light {
        didSet { if userInterfaceStyle != oldValue { modelDidChange() } }
    }
    /// Which of two recognizers ready to begin on the same touches, neither waiting for the other, wins: UIKit does
    /// not document it. The model's default is the hit view's (checked from the hit view up); code should work
    /// under both, so tests can play the other reading.
    public var gestureTieReading = GestureTieReading.hitViewFirst

    /// Whether UIKit's containers (navigation, tab bar, a full-screen presentation) lay the screen they show out at
    /// their bounds when a custom transition completes (a rotation or an iPad resize mid-flight changed them), or
    /// leave it at the frame the animator left it at: UIKit does not document it. The model's default lays it out;
    /// code should land at the new size under both. (A sheet's presentation controller lays its sheet out either
    /// way.)
    public var transitionEndLayout = TransitionEndLayout.laysOut

    /// The two readings of what UIKit's containers do with the shown screen's frame when a transition completes
    /// (``transitionEndLayout``).
    public enum TransitionEndLayout: Sendable, Hashable {
        /// The container lays the shown screen out at its bounds (the default).
        case laysOut
        /// The shown screen keeps the frame the animator left it at.
        case keepsTheAnimatorsFrame
    }

    /// Where a pan's `translation(in:)` is measured from. Apple documents only "the translation of the pan gesture";
    /// the model's default measures it from where the finger went down. UIKit's implementation (observed in its
    /// binary: `_removeHysteresisFromTranslation` as the pan begins, and a translation set to zero when a pan begins
    /// after another recognizer failed) measures it from where the pan began: `location − translation` is then not
    /// where the finger went down. Code should work under both.
    public var panTranslationReading = PanTranslationReading.sinceTouchDown

    /// How far from a screen edge a screen-edge pan's touch may go down: UIKit does not document it. The default is
    /// ``HeadlessScreenEdgePanGestureRecognizer/edgeRegion`` (20 points); code should work under wider ones.
    public var screenEdgeRegion = HeadlessScreenEdgePanGestureRecognizer.edgeRegion

    /// The two readings of a pan's translation (``panTranslationReading``).
    public enum PanTranslationReading: Sendable, Hashable {
        /// From where the finger went down (the default).
        case sinceTouchDown
        /// From where the pan began: the movement threshold taken off as it begins, and nothing at all when it began
        /// after waiting for another recognizer to fail.
        case sinceItBegan
    }

    /// The two readings of a tie between recognizers (``gestureTieReading``).
    public enum GestureTieReading: Sendable, Hashable {
        /// The recognizers of the hit view win over their ancestors' (the default).
        case hitViewFirst
        /// The outermost ancestor's recognizers win.
        case outermostFirst
    }
    /// The accessibility settings (`UIAccessibility`).
    public let accessibility = HeadlessAccessibilitySettings()
    /// The on-screen keyboard.
    public let keyboard = HeadlessKeyboard()
    /// While positive, the app ignores touches (a system container's animation runs).
    var ignoringInteractionDepth = 0
    private var windows: [WeakWindow] = []

    /// Bumped by every change of what a window could show: a layer's geometry or look, an animation installed or
    /// removed, a view's background colour, a change of subviews. While it stays the same and no layer has an
    /// animation installed (``hasInstalledAnimations``), every window shows the same picture as before, whatever the
    /// time: a watch examining frames need not composite it again.
    package private(set) var modelGeneration = 0
    /// The layers with animations installed, by identity.
    private var animatedLayers: [ObjectIdentifier: WeakLayer] = [:]

    func modelDidChange() { modelGeneration &+= 1 }

    private var viewSerials = 0

    func nextViewSerial() -> Int {
        viewSerials += 1
        return viewSerials
    }

    func layer(_ layer: HeadlessLayer, isAnimated: Bool) {
        animatedLayers[ObjectIdentifier(layer)] = isAnimated ? WeakLayer(layer: layer) : nil
    }

    /// Whether a layer anywhere in the environment has an animation installed (those over and removed on completion
    /// are taken off first): what the windows show then changes with time alone.
    package var hasInstalledAnimations: Bool {
        for (id, entry) in animatedLayers {
            guard let layer = entry.layer else {
                animatedLayers[id] = nil
                continue
            }
            layer.removeFinishedAnimations()
        }
        return !animatedLayers.isEmpty
    }

    /// The environment UIKit-shaped code without an environment argument uses: `UIView()`,
    /// `UIViewController(nibName:bundle:)`, `CACurrentMediaTime()`, `UIScreen.main`. The newest environment becomes
    /// current when it is made; ``makeCurrent()`` switches back to another.
    public private(set) static var current: HeadlessEnvironment = HeadlessEnvironment(becomesCurrent: false)
    /// The duration of the `UIView.animate` block running now; nil outside one.
    var animationBlockDuration: TimeInterval?

    /// Creates an environment whose clock runs at `framesPerSecond` (60 or 120); it becomes ``current``.
    public convenience init(framesPerSecond: Double = 60) {
        self.init(framesPerSecond: framesPerSecond, becomesCurrent: true)
    }

    private init(framesPerSecond: Double = 60, becomesCurrent: Bool) {
        let runLoop = HeadlessRunLoop()
        self.runLoop = runLoop
        self.clock = ManualFrameClock(framesPerSecond: framesPerSecond, runLoop: runLoop)
        runLoop.layoutPass = { [weak self] in self?.layOutWindows() }
        if becomesCurrent { Self.current = self }
    }

    /// The device's built-in screen (`UIScreen.main`), refreshing at the clock's rate.
    public private(set) lazy var mainScreen = HeadlessScreen(
        environment: self, framesPerSecond: Int(clock.framesPerSecond.rounded()), size: nil)

    /// The app's scenes, oldest first; the first is made with the first window that names none.
    public private(set) var scenes: [HeadlessWindowScene] = []

    /// A new scene on `screen` (the built-in screen by default), in the foreground and active: another window of a
    /// multi-window iPad app.
    public func makeScene(on screen: HeadlessScreen? = nil) -> HeadlessWindowScene {
        let scene = HeadlessWindowScene(screen: screen ?? mainScreen, environment: self)
        scenes.append(scene)
        return scene
    }

    /// An external display of `size` points refreshing at `framesPerSecond`, which must divide the clock's rate (a
    /// 60 Hz display beside a 120 Hz clock).
    public func connectScreen(size: CGSize, framesPerSecond: Int) -> HeadlessScreen {
        let ratio = clock.framesPerSecond / Double(framesPerSecond)
        precondition(
            framesPerSecond > 0 && ratio >= 1 && ratio == ratio.rounded(),
            "an external screen's rate must divide the clock's \(clock.framesPerSecond) frames per second")
        return HeadlessScreen(environment: self, framesPerSecond: framesPerSecond, size: size)
    }

    /// Makes this environment the ``current`` one.
    public func makeCurrent() {
        Self.current = self
    }

    /// The size of the newest window, or an iPhone's (390 × 844 points).
    var screenSize: CGSize {
        windows.last(where: { $0.window != nil })?.window?.bounds.size ?? CGSize(width: 390, height: 844)
    }

    private func layOutWindows() {
        for entry in windows { entry.window?.rootView.layOutSubtree() }
    }

    func cancelTouches(in view: HeadlessView) {
        for entry in windows { entry.window?.cancelTouches(in: view) }
    }

    func reportTransitionError(_ message: String) {
        transitionErrors.append(message)
    }

    /// A new view controller with a transition identifier.
    public func makeViewController(_ identifier: String) -> HeadlessViewController {
        HeadlessViewController(identifier: identifier, environment: self)
    }

    /// A new window of the given size (an iPhone's points by default) in `scene` (the app's first scene by default).
    public func makeWindow(
        size: CGSize = CGSize(width: 390, height: 844), scene: HeadlessWindowScene? = nil
    ) -> HeadlessWindow {
        let window = HeadlessWindow(size: size, environment: self)
        let scene = scene ?? scenes.first ?? makeScene()
        window.windowScene = scene
        scene.add(window)
        windows.removeAll { $0.window == nil }
        windows.append(WeakWindow(window: window))
        return window
    }

    /// Runs `body` as one run-loop turn (see ``HeadlessRunLoop/perform(_:)``).
    @discardableResult
    public func perform<T>(_ body: () throws -> T) rethrows -> T {
        try runLoop.perform(body)
    }

    /// The log as lines, optionally only the appearance callbacks.
    public func trace(appearanceOnly: Bool = false) -> [String] {
        log.filter { !appearanceOnly || $0.call.isAppearance }.map(\.description)
    }

    /// Forgets the log so far (appearance errors are kept).
    public func clearLog() {
        log.removeAll()
    }

    /// Ends the test's use of the environment: ``Completion/clean`` or what was left over.
    public func finish() -> Completion {
        let deferred = runLoop.pendingLabels
        let running = clock.subscriberCount
        if deferred.isEmpty, running == 0, appearanceErrors.isEmpty, transitionErrors.isEmpty { return .clean }
        return .leftOvers(
            deferred: deferred, runningAnimations: running, appearanceErrors: appearanceErrors,
            transitionErrors: transitionErrors)
    }

    /// The app goes to the background: each scene goes (``HeadlessWindowScene/enterBackground()``), then UIKit posts
    /// `UIApplication.didEnterBackgroundNotification` on the default notification center, whether or not the app
    /// uses scenes ("applicationDidEnterBackground(_:)", UIKit documentation); whoever observes it (a container
    /// settling its running transition) hears it. Then the run-loop turn ends.
    public func enterBackground() {
        perform {
            for scene in scenes { scene.goToBackground(postingForTheApp: false) }
            NotificationCenter.default.post(name: HeadlessApplication.didEnterBackgroundNotification, object: nil)
        }
    }

    func record(_ controller: String, _ call: HeadlessEvent.Call, _ origin: HeadlessEvent.Origin) {
        log.append(HeadlessEvent(controller, call, origin: origin))
    }

    func report(_ error: AppearanceError) {
        appearanceErrors.append(error)
    }
}

@MainActor
private struct WeakWindow {
    weak var window: HeadlessWindow?
}

/// A layer held weakly.
private struct WeakLayer {
    weak var layer: HeadlessLayer?
}
