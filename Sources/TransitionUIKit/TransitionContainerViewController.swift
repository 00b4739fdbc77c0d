import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import QuartzCore
    import UIKit
#else
    import HeadlessUI
#endif

/// A custom container view controller on real UIKit — a tab-like switcher, a pager — whose transitions come from
/// ``/TransitionCore/ContainerEngine``: the same engine, choreography and timing model the tests run on HeadlessUI.
///
/// It has the API of a hand-written container (`viewControllers`, `selectedIndex`, `selectedViewController`,
/// `delegate`, a `contentView` the children's views live in) and performs each containment primitive with the
/// UIKit call of the same name, in the order the engine makes them. Segments that play by themselves (a tap's
/// animation, the finish or cancel after a swipe) are handed to Core Animation as keyframe animations sampled from
/// the engine, so they keep moving while the main thread is busy; the engine's display-link clock stays the one
/// source of time and progress, and sets every view's model values on each frame it gets.
///
/// ```swift
/// let tabs = TransitionContainerViewController(identifier: "Tabs")
/// tabs.viewControllers = [home, search, settings]
/// tabs.delegate = configuredDelegate          // animators from the JSON config, per (from, to)
/// window.rootViewController = tabs
/// tabs.selectedIndex = 2                      // animated Home → Settings
/// ```
@MainActor
public final class TransitionContainerViewController: UIViewController, EngineContainer {
    /// The container's transition identifier, matched by container-scoped config rules.
    public let containerIdentifier: String
    /// The clock transitions play on.
    public let clock: DisplayLinkClock
    /// The engine that does the work.
    public private(set) lazy var engine: ContainerEngine<UIViewController, UIView> = {
        let engine = ContainerEngine(host: engineHost, clock: clock)
        // A drawer built on the container says what it shows: the container passes it on.
        engine.controllerDisplayDidChange = { [weak self] in self?.controllerDisplayDidChange() }
        return engine
    }()
    /// The containment primitives the engine calls, kept off the container.
    private lazy var engineHost = Host(container: self)

    private var loadedContentView: UIView?
    private var backgroundObservation: NotificationObservation?
    private var sceneBackgroundObservation: NotificationObservation?
    private var layoutSizes = LayoutSizeTracker()
    /// The screen leaving in the running switch, whether VoiceOver ignored it before the switch hid it, and whether it
    /// took touches (a screen a switch replaces; nil for one an overlay covers).
    private var hiddenLeavingScreen: (view: UIView, wasHidden: Bool, wasInteractive: Bool?)?
    /// The leaving screen's responders resigned once the running switch was committed (a text field of its own; the
    /// screen's controller, or a child's, with its input accessory, and a text field in that accessory), to take
    /// the keyboard back on a cancel.
    private var resignedResponders: ResignedResponders?
    /// The responders of the screen an open drawer covers, which resigned as it opened.
    private var coverResignedResponders: ResignedResponders?
    /// The view a controller built on the container covers the rest with (an open drawer), made modal for
    /// VoiceOver, and the view it covers, hidden from VoiceOver and taking no touches; each with the value it had
    /// before.
    private var coverInEffect: (view: UIView, wasModal: Bool, covered: UIView, wasHidden: Bool, wasInteractive: Bool)?
    /// A tap on the covered view (the strip of centre beside an open drawer) takes the cover away.
    private var coverTap: GestureForwarder?
    /// The child on screen when the system was last asked to read the child preferences.
    private var childOnScreenWhenAsked: ObjectIdentifier?
    /// The phase of the running switch whose child on screen was last followed; nil between switches.
    private var phaseFollowed: TransitionState?
    /// Draws the engine's states and plays its segments on Core Animation.
    let renderer = UIViewRenderer()

    /// What VoiceOver is told when a switch lands on a new child.
    public enum SwitchAnnouncement: Sendable, Hashable {
        /// The new child is a new screen: VoiceOver's focus moves to it, with the screen-change sound
        /// (`.screenChanged`), as after a navigation push. For a pager or a wizard, whose switches take the person
        /// somewhere new.
        case movesFocusToTheNewScreen
        /// Part of the screen changed: VoiceOver reads the new layout but its focus stays where it is
        /// (`.layoutChanged` naming no element). For tabs switched from a tab bar of the app's own, where the person
        /// keeps their place in the bar, as with `UITabBarController`.
        case keepsFocus
    }

    /// What VoiceOver is told when a switch lands on a new child (``SwitchAnnouncement/movesFocusToTheNewScreen`` by
    /// default).
    public var switchAnnouncement = SwitchAnnouncement.movesFocusToTheNewScreen

    /// Creates a container; `identifier` names it in config rules (`"container": "Tabs"`), and is its own
    /// `transitionIdentifier` too, so a container inside another one (the tabs a drawer shows) goes by the same
    /// name in the outer container's rules (`"from": "Tabs"`) until one is set.
    public init(identifier: String, clock: DisplayLinkClock? = nil) {
        containerIdentifier = identifier
        self.clock = clock ?? DisplayLinkClock()
        super.init(nibName: nil, bundle: nil)
        transitionIdentifier = identifier
    }

    /// Containers are made in code.
    @available(*, unavailable, message: "create it with init(identifier:clock:)")
    public required init?(coder: NSCoder) {
        fatalError("TransitionContainerViewController is created in code")
    }

    /// The view the children's views live in; it fills the container's view.
    public var contentView: UIView {
        if let loadedContentView { return loadedContentView }
        // Reading `view` loads it, and `viewDidLoad` reads this property: the content view made there is the one.
        let root: UIView = view
        if let loadedContentView { return loadedContentView }
        let content = ContainerContentView(frame: root.bounds)
        content.scrollsByPage = { [weak self] direction in self?.scrollByPage(direction) ?? false }
        content.clipsToBounds = true
        root.addSubview(content)
        loadedContentView = content
        // Children are laid out at this size from now on: the first layout pass at another size (an embedded
        // container, a window of another size) is a resize like any later one.
        layoutSizes.contentCreated(at: root.bounds.size)
        return content
    }

    /// Makes the content view the children live in.
    public override func viewDidLoad() {
        super.viewDidLoad()
        _ = contentView
        updateLayoutDirection()
        // Transitions are paced by the screen that shows this view, wherever its window goes.
        clock.follow(view)
        // UIKit posts it whether or not the app uses scenes ("applicationDidEnterBackground(_:)", UIKit docs), but
        // only once no scene of the app is left on screen: the scene of this container's window may go to the
        // background alone (a window of a multi-window iPad app), and a snapshot of it is taken for the app switcher
        // right after its notification.
        backgroundObservation = NotificationObservation(name: UIApplication.didEnterBackgroundNotification) {
            [weak self] in self?.engine.applicationDidEnterBackground()
        }
        sceneBackgroundObservation = NotificationObservation(name: UIScene.didEnterBackgroundNotification) {
            [weak self] scene in
            guard let self, let scene = scene as? UIWindowScene, scene === viewIfLoaded?.window?.windowScene else {
                return
            }
            engine.applicationDidEnterBackground()
        }
        // What the system asks the container (status bar, home indicator, …) it passes on to the child it shows:
        // ask again whenever a selection change ends. A completed change is a new screen for VoiceOver.
        engine.addObserver(
            progress: { [weak self] progress in
                self?.leavingScreenStartsLeaving()
                // The keyboard goes once the switch is committed: under a finger that may still let go, the
                // leaving screen keeps its first responder (as UIKit's back swipe keeps it until the pop commits).
                if progress.phase == .animating || progress.phase == .finishing { self?.leavingScreenResigns() }
                self?.followChildOnScreen(progress)
            },
            end: { [weak self] _, completed in
                self?.phaseFollowed = nil
                self?.renderer.forgetViewsThatLeft()
                self?.leavingScreenStoppedLeaving(completed: completed)
                self?.childPreferencesDidChange()
                if completed { self?.announceNewScreen() } else { self?.pageScrollAnnouncements = [:] }
            })
    }

    /// Tells the engine of a new size, which lays the selected child out (settling a running switch first).
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The content view fills the view. It is laid out here only when the view's size changed, so a layout pass
        // in the middle of an animation of the content view leaves the animation alone, while a resize puts the
        // content view at the new bounds wherever an animation had moved it.
        guard layoutSizes.layoutPass(at: view.bounds.size) else { return }
        contentView.frame = view.bounds
        engine.containerDidResize()
    }

    // MARK: What the system asks the child on screen

    /// The child on screen (the selected one, or the leaving one while a switch is held or cancelled): its status
    /// bar style counts.
    public override var childForStatusBarStyle: UIViewController? { childOnScreen }
    /// The child on screen: whether it hides the status bar counts.
    public override var childForStatusBarHidden: UIViewController? { childOnScreen }
    /// The child on screen: whether it hides the home indicator counts.
    public override var childForHomeIndicatorAutoHidden: UIViewController? { childOnScreen }
    /// The child on screen: the edges whose system gestures it defers count.
    public override var childForScreenEdgesDeferringSystemGestures: UIViewController? { childOnScreen }
    /// The orientations of the child on screen (all but upside down while there is none).
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        childOnScreen?.supportedInterfaceOrientations ?? .allButUpsideDown
    }

    /// On a switch's first frame, once: VoiceOver ignores the leaving screen (`accessibilityElementsHidden`), so its
    /// focus cannot stay on, or move to, a screen that is going away. (Its first responder resigns once the switch
    /// is committed: ``leavingScreenResigns()``.)
    ///
    /// A screen a switch replaces takes no touches either (`isUserInteractionEnabled`), as views UIKit animates take
    /// none unless asked: a tap on what already looks like the arriving screen must not press a button of the
    /// leaving one fading out above it. The container's own recognizers (edge swipes) live on its view, not the
    /// screen's; a drawer's cover manages the screen it covers itself.
    private func leavingScreenStartsLeaving() {
        guard hiddenLeavingScreen == nil, let context = engine.activeContext, let leaving = context.fromView as? UIView
        else { return }
        let replaces = context.kind == .replace
        hiddenLeavingScreen = (
            leaving, leaving.accessibilityElementsHidden, replaces ? leaving.isUserInteractionEnabled : nil
        )
        leaving.accessibilityElementsHidden = true
        if replaces { leaving.isUserInteractionEnabled = false }
    }

    /// Once a switch is committed (playing by itself, or finishing after a finger let go), the leaving screen's
    /// first responder resigns, so the keyboard hides once, rather than when the screen leaves the window; a switch a
    /// finger holds or cancels leaves it be, so a swipe let go short raises and drops no keyboard.
    private func leavingScreenResigns() {
        guard resignedResponders == nil, let (leaving, _, _) = hiddenLeavingScreen else { return }
        resignedResponders = ResignedResponders(resigningIn: leaving)
    }

    /// At the switch's end: the leaving screen gets its VoiceOver setting back, whether the switch completed (it is
    /// off screen, ready for the next time it is shown) or was cancelled (it is the screen again); after a cancel
    /// the responder that resigned takes the keyboard back.
    private func leavingScreenStoppedLeaving(completed: Bool) {
        let responders = resignedResponders
        resignedResponders = nil
        guard let (view, wasHidden, wasInteractive) = hiddenLeavingScreen else { return }
        hiddenLeavingScreen = nil
        view.accessibilityElementsHidden = wasHidden
        if let wasInteractive { view.isUserInteractionEnabled = wasInteractive }
        if !completed { responders?.takeBack() }
    }

    /// Tells VoiceOver that the selected child is a new screen: focus moves to it (`.screenChanged` with its view,
    /// as `UINavigationController` does after a push). Only while the container is in a window and nothing covers
    /// the selected child (an open drawer keeps VoiceOver; its close moves the focus); a cancelled change leaves the
    /// screen, and VoiceOver's focus, as they were.
    private func announceNewScreen() {
        let position = selectedIndex.flatMap { pageScrollAnnouncements.removeValue(forKey: $0) }
        guard isInUse, engine.controllerDisplay?.cover == nil, let screen = selectedViewController?.viewIfLoaded
        else { return }
        // A switch VoiceOver's scroll by page asked for says where it went, as a scroll does, and nothing more.
        if let position {
            AccessibilityAnnouncement.pageScrolled(to: position)
            return
        }
        switch switchAnnouncement {
        case .movesFocusToTheNewScreen: AccessibilityAnnouncement.screenChanged(focusing: screen)
        case .keepsFocus: AccessibilityAnnouncement.layoutChanged()
        }
    }

    /// The child whose preferences the system gets: the selected one at rest and once a switch is committed to it
    /// (playing by itself or finishing); the leaving one while a finger holds the switch or it is cancelling, so a
    /// cancelled swipe never shows the other child's status bar, even for a moment.
    private var childOnScreen: UIViewController? {
        // A controller built on the container (a drawer) says which of its children is on screen.
        if let display = engine.controllerDisplay { return display.childOnScreen }
        guard let leaving = engine.activeContext?.fromChild as? UIViewController else { return selectedViewController }
        switch engine.phase {
        // A switch a touch only holds stays committed where it was heading until a drag takes it over.
        case .interactive where engine.caughtSwitchHeading == true: return selectedViewController
        case .interactive, .cancelling: return leaving
        case .idle, .animating, .finishing: return selectedViewController
        }
    }

    /// On every frame: when the child on screen changed (a switch started by itself, a finger let go towards one
    /// side), the system reads the preferences again, so the status bar changes with the commitment, not at the end.
    /// It changes only with the running switch's phase, so within one phase the frames ask nothing. A switch
    /// playing by itself asks in an animation block as long as what it has left, so the status bar changes along
    /// with the screens (asked outside one, it would flip on the first frame, over the screen still showing).
    private func followChildOnScreen(_ progress: TransitionProgress) {
        let phase = progress.phase
        guard phase != phaseFollowed else { return }
        phaseFollowed = phase
        let current = childOnScreen.map(ObjectIdentifier.init)
        guard current != childOnScreenWhenAsked else { return }
        childPreferencesDidChangeAlongTheSwitch()
    }

    /// Asks the system to read the child preferences again while a switch runs: in an animation block as long as
    /// what plays by itself has left (a spring's settling time, the completion speed), so the status bar changes
    /// along with the screens; at once while a finger holds it. Not the orientations: a switch's end asks for them
    /// (asked mid-flight, a rotation would settle the switch).
    private func childPreferencesDidChangeAlongTheSwitch() {
        guard let left = engine.timeLeftPlaying, left > 0 else {
            childPreferencesDidChange(orientations: false)
            return
        }
        UIView.animate(withDuration: left) { self.childPreferencesDidChange(orientations: false) }
    }

    /// Whether a person is using the container's window: in a window of an active scene, VoiceOver's focus not in
    /// another window. VoiceOver's focus never moves to a window of a scene that is off screen or not active, nor
    /// away from the window it is in (two windows of an iPad app side by side are both active: a switch the app makes
    /// in one leaves the person reading the other where they were).
    private var isInUse: Bool {
        guard let window = viewIfLoaded?.window else { return false }
        guard window.windowScene.map({ $0.activationState == .foregroundActive }) ?? true else { return false }
        return !AccessibilityAnnouncement.voiceOverIsElsewhere(than: window)
    }

    /// A controller built on the container changed what it shows. An open drawer covers the centre: VoiceOver keeps
    /// to the drawer (`accessibilityViewIsModal`; the centre, its sibling, is also hidden from VoiceOver) and moves
    /// its focus there; the centre's controls take no touches (a tap on it closes the drawer instead) and its first
    /// responder resigns, so no keyboard stays up over the drawer for a screen out of reach. Once it closes, both
    /// views get back what they had (the drawer's own field resigns) and the focus returns to the centre. The system
    /// reads the child preferences again (the open drawer's status bar), along with the drawer's motion when it moves.
    private func controllerDisplayDidChange() {
        let cover = engine.controllerDisplay?.cover
        let inWindow = isInUse
        if let current = coverInEffect, current.view !== cover?.view {
            current.view.accessibilityViewIsModal = current.wasModal
            current.covered.accessibilityElementsHidden = current.wasHidden
            current.covered.isUserInteractionEnabled = current.wasInteractive
            coverInEffect = nil
            // The screen gets no appearance calls to take its responder back: a chat's input bar docks again. A
            // keyboard stays down until the person taps the field again.
            coverResignedResponders?.takeBack(fields: false)
            coverResignedResponders = nil
            // The drawer going away takes its keyboard with it: hidden, its field would still be first responder,
            // the keyboard up over the centre and typing into a field out of sight.
            _ = ResignedResponders(resigningIn: current.view)
            if cover == nil, inWindow { AccessibilityAnnouncement.screenChanged(focusing: current.covered) }
        }
        if let cover, coverInEffect == nil {
            coverInEffect = (
                cover.view, cover.view.accessibilityViewIsModal, cover.covered,
                cover.covered.accessibilityElementsHidden, cover.covered.isUserInteractionEnabled
            )
            cover.view.accessibilityViewIsModal = true
            cover.covered.accessibilityElementsHidden = true
            cover.covered.isUserInteractionEnabled = false
            coverResignedResponders = ResignedResponders(resigningIn: cover.covered)
            installCoverTapIfNeeded()
            if inWindow { AccessibilityAnnouncement.screenChanged(focusing: cover.view) }
        }
        // Mid-motion (a drawer committed to open or close), the status bar along with it; the orientations at once
        // (an overlay's end tells no observer, so they cannot wait for it).
        if engine.phase == .idle {
            childPreferencesDidChange()
        } else {
            childPreferencesDidChangeAlongTheSwitch()
            askForOrientations()
        }
    }

    /// The tap that takes the cover away, made the first time something covers the container; it begins only on the
    /// covered view, and only while it is covered.
    private func installCoverTapIfNeeded() {
        guard coverTap == nil else { return }
        let forwarder = GestureForwarder(UITapGestureRecognizer(), on: view) { [weak self] sample in
            if sample.phase == .ended { _ = self?.dismissCover() }
        }
        forwarder.shouldBegin = { [weak self] touch in
            guard let self, let cover = self.engine.controllerDisplay?.cover else { return false }
            return cover.covered.convert(cover.covered.bounds, to: self.view).contains(touch.position)
        }
        coverTap = forwarder
    }

    /// VoiceOver's escape gesture (a two-finger Z) takes away what covers the container (closes an open drawer).
    /// UIKit declares it without an actor; VoiceOver calls it on the main thread.
    public nonisolated override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { dismissCover() }
    }

    /// The edge swipes installed last: while they are on (kept and not taken off), VoiceOver's scroll by page (a
    /// three-finger swipe) switches to the neighbouring child, as the swipes do (they have no other way in for a
    /// VoiceOver user).
    weak var pagingSwipes: EdgeSwipes?
    /// The positions switches VoiceOver's scroll by page asked for read when they complete, by the child's index (two
    /// pages in a row: each landing reads its own).
    private var pageScrollAnnouncements: [Int: String] = [:]

    /// VoiceOver's scroll by page reached the content view: `.next`, or a swipe towards the leading edge (left,
    /// mirrored right-to-left), selects the next child; `.previous`, or towards the trailing edge, the previous one.
    /// Then VoiceOver reads the new position. False at the ends (VoiceOver plays its boundary sound, and an outer
    /// container may take it), while something covers the container, or without swipes.
    private func scrollByPage(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard pagingSwipes?.isInstalled == true, engine.controllerDisplay?.cover == nil, let selected = selectedIndex
        else { return false }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let step: Int
        switch direction {
        case .next: step = 1
        case .previous: step = -1
        case .left: step = rightToLeft ? -1 : 1
        case .right: step = rightToLeft ? 1 : -1
        default: return false
        }
        let target = selected + step
        guard viewControllers.indices.contains(target) else { return false }
        let name = viewControllers[target].title.map { "\($0), " } ?? ""
        // Read when the switch completes, instead of the new screen's announcement (which would cut it off).
        pageScrollAnnouncements[target] = "\(name)\(target + 1) of \(viewControllers.count)"
        guard (try? select(index: target)) != nil else {
            pageScrollAnnouncements[target] = nil
            return false
        }
        return true
    }

    /// Takes away what covers the container; false when nothing does.
    private func dismissCover() -> Bool {
        guard let cover = engine.controllerDisplay?.cover else { return false }
        cover.dismiss()
        return true
    }

    /// Asks the system to read the child preferences again; the orientations only at rest (`orientations`).
    private func childPreferencesDidChange(orientations: Bool = true) {
        childOnScreenWhenAsked = childOnScreen.map(ObjectIdentifier.init)
        // The bars above (a navigation bar's large title and scroll-edge look, a tab bar's) follow the list on
        // screen: UIKit otherwise guesses one in the container's hierarchy ("setContentScrollView(_:for:)" reference),
        // which may be a list that left with a switch.
        for edge in [NSDirectionalRectEdge.top, .bottom] {
            setContentScrollView(childOnScreen?.contentScrollView(for: edge), for: edge)
        }
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        // Since iOS 16 the system re-reads the orientations only when asked; asked here, when a selection change
        // ends (not on every frame: a rotation mid-flight would settle the switch that caused it).
        if orientations { askForOrientations() }
    }

    /// Asks the system to read the supported orientations again: `setNeedsUpdateOfSupportedInterfaceOrientations()`
    /// from iOS 16; before, the system reads them only as the device rotates, and
    /// `attemptRotationToDeviceOrientation()` makes it read them now.
    private func askForOrientations() {
        if #available(iOS 16.0, *) {
            setNeedsUpdateOfSupportedInterfaceOrientations()
        } else {
            #if canImport(UIKit)
                UIViewController.attemptRotationToDeviceOrientation()
            #endif
        }
    }

    /// UIKit forwards appearance callbacks to the children itself unless the engine's
    /// ``/TransitionCore/ContainerEngine/appearanceForwarding`` is `navigationStyle`, where the engine brackets
    /// each transition with `beginAppearanceTransition`/`endAppearanceTransition` as `UINavigationController`
    /// does — and while a finger drives a switch, which the engine forwards that way too, so the arriving screen
    /// hears it appeared only when the switch finishes.
    public override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        engine.forwardsAppearanceAutomatically
    }

    /// Passes the container's appearance to the engine, which forwards it in navigation style.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        engine.containerViewWillAppear(animated: animated)
    }

    /// Passes the container's appearance to the engine, which forwards it in navigation style.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        engine.containerViewDidAppear()
    }

    /// Passes the container's disappearance to the engine, which forwards it in navigation style.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        engine.containerViewWillDisappear(animated: animated)
    }

    /// Passes the container's disappearance to the engine, which forwards it in navigation style.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        engine.containerViewDidDisappear()
    }

    /// Follows a change of the layout direction for the engine.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateLayoutDirection()
    }

    private func updateLayoutDirection() {
        engine.layoutDirection =
            view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    // The container API (`viewControllers`, `selectedIndex`, `delegate`, …) comes from EngineContainer.
}

/// The responders a screen leaving (or covered) resigns, so no keyboard or input accessory stays over what replaces
/// it: the first responder among its views; its controller, or one of the controller's children, that is first
/// responder (its `inputAccessoryView`, a chat screen's input bar, then goes); and a text field first responder in
/// one of those controllers' input accessories, which lives in the keyboard's window, outside the screen's views.
/// Each is taken back, in the order it resigned, by ``takeBack()``.
@MainActor
struct ResignedResponders {
    private var controllerTakeBacks: [@MainActor () -> Void] = []
    private var fieldTakeBacks: [@MainActor () -> Void] = []

    init(resigningIn screen: UIView) {
        // The controllers whose views are the screen's (the screen may be a view that holds a controller's, as a
        // drawer's centre does), and their children.
        var controllers: [UIViewController] = []
        var views = [screen]
        while let view = views.popLast() {
            if let controller = view.owningController, !controllers.contains(where: { $0 === controller }) {
                controllers.append(controller)
            }
            views += view.subviews
        }
        var pending = controllers.flatMap(\.children)
        while let controller = pending.popLast() {
            guard !controllers.contains(where: { $0 === controller }) else { continue }
            controllers.append(controller)
            pending += controller.children
        }
        // Text fields first: the keyboard hides once, with the accessory that holds them going after.
        var fields: [UIView] = []
        if let responder = screen.firstResponderInTree { fields.append(responder) }
        for controller in controllers {
            if let responder = controller.inputAccessoryView?.firstResponderInTree { fields.append(responder) }
        }
        var controllerTakeBacks: [@MainActor () -> Void] = []
        var fieldTakeBacks: [@MainActor () -> Void] = []
        for field in fields where field.resignFirstResponder() {
            fieldTakeBacks.append { [weak field] in _ = field?.becomeFirstResponder() }
        }
        for controller in controllers where controller.isFirstResponder && controller.resignFirstResponder() {
            controllerTakeBacks.append { [weak controller] in
                guard let controller, controller.viewIfLoaded?.window != nil else { return }
                _ = controller.becomeFirstResponder()
            }
        }
        self.controllerTakeBacks = controllerTakeBacks
        self.fieldTakeBacks = fieldTakeBacks
    }

    /// Makes each responder that resigned the first responder again, where it still can (in a window): the
    /// controllers (their input accessories show again), then, with `fields`, the text fields (the keyboard too).
    func takeBack(fields: Bool = true) {
        for takeBack in controllerTakeBacks { takeBack() }
        guard fields else { return }
        for takeBack in fieldTakeBacks { takeBack() }
    }
}

extension UIView {
    /// The controller whose root view this is.
    var owningController: UIViewController? {
        #if canImport(UIKit)
            next as? UIViewController
        #else
            owner
        #endif
    }

    /// The first responder in the view's subtree (the view included), found by walking it: UIKit has no query.
    var firstResponderInTree: UIView? {
        if isFirstResponder { return self }
        for subview in subviews {
            if let found = subview.firstResponderInTree { return found }
        }
        return nil
    }
}

/// The view the children's views live in: it takes VoiceOver's scroll by page for its container.
final class ContainerContentView: UIView {
    var scrollsByPage: (@MainActor (UIAccessibilityScrollDirection) -> Bool)?

    /// UIKit declares it without an actor; VoiceOver calls it on the main thread.
    nonisolated override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        MainActor.assumeIsolated { scrollsByPage?(direction) ?? false }
    }
}
