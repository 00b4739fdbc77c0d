import Foundation
import TransitionConfiguration
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// A `transitioningDelegate` whose presentations and dismissals come from a ``/TransitionConfiguration/TransitionConfig``:
/// container `"Modal"`, from the presenting controller to the presented one (a dismissal is the reverse pair, so
/// a `"reversible"` rule serves both), played by a ``CatalogueAnimatedTransitioning`` as an overlay. A pair the
/// config gives no animator keeps UIKit's own animation.
///
/// ``installDismissGesture(on:)`` lets a pan dismiss the presented controller interactively (the config's
/// `"interaction"` for the dismissal, or a pan down for an interactive animator).
///
/// The config's animators play over a full screen: `.fullScreen`, `.overFullScreen`, `.custom` and the
/// current-context styles. A sheet — a page or form sheet, and `.automatic`, UIKit's default since iOS 13 — is left
/// entirely to UIKit (its detents, its grabber, its own swipe to dismiss), and the delegate records
/// ``/TransitionCore/ContainerDiagnostic/sheetLeftToUIKit(_:style:)`` for a pair the config animates: set
/// `modalPresentationStyle = .fullScreen` to play it. `isModalInPresentation` (SwiftUI's
/// `interactiveDismissDisabled()`) keeps the dismiss pan from dismissing, and the presentation controller's delegate
/// hears of a person's attempt, as it does for a sheet.
///
/// ```swift
/// sheet.modalPresentationStyle = .fullScreen
/// sheet.transitioningDelegate = modalDelegate           // keep modalDelegate alive, as any delegate
/// modalDelegate.installDismissGesture(on: sheet)
/// present(sheet, animated: true)
/// ```
///
/// UIKit holds `transitioningDelegate` weakly: the app keeps this object. A transition already running survives
/// its release — UIKit keeps the animated transitioning object, which keeps the animator and the transition.
@MainActor
public final class ConfiguredTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Chooses the animators and gestures.
    public let configuration: ConfiguredTransitionDelegate
    /// The container identifier rules match; nil: `"Modal"`.
    public var containerIdentifier: String?
    /// The clock transitions play on.
    public let clock: DisplayLinkClock

    private let log = DiagnosticLog()
    /// What this delegate noticed and handled, oldest first (at most 100): a screen without a transition identifier
    /// (once per type), a sheet left to UIKit, what its transitions reported.
    public var diagnostics: [ContainerDiagnostic] { log.entries }
    /// Told of each of ``diagnostics`` as it is recorded. Without one, a debug build prints an unnamed screen's
    /// diagnostic once.
    public var diagnosticHandler: (@MainActor (ContainerDiagnostic) -> Void)? {
        get { log.handler }
        set { log.handler = newValue }
    }

    /// The dismiss pans installed, each with the controller it serves (held weakly: a pan goes with its screen).
    private var dismissPans: [(presented: WeakController, forwarder: GestureForwarder, escape: Bool)] = []
    /// The controller each presentation was asked from (the `source` of `present`), with the presented controller,
    /// both held weakly: a controller released and another made at its address is never taken for it.
    private var sources: [(presented: WeakController, source: WeakController)] = []
    /// The dismissal a pan started, and the controller it dismisses (held weakly), until the transition ends.
    private var pan:
        (presented: WeakController, animated: CatalogueAnimatedTransitioning, gesture: GestureDrivenTransition)?

    /// A delegate choosing from `configuration`.
    public init(
        configuration: ConfiguredTransitionDelegate, containerIdentifier: String? = nil,
        clock: DisplayLinkClock? = nil
    ) {
        self.configuration = configuration
        self.containerIdentifier = containerIdentifier
        self.clock = clock ?? DisplayLinkClock()
        super.init()
    }

    /// What the config chooses for presenting `presented` from `presenting` (the screen `present` was called on),
    /// or dismissing it back there.
    public func choice(
        for operation: SystemTransitionOperation, presenting: UIViewController, presented: UIViewController
    ) -> SystemTransitionChoice {
        let name = containerIdentifier ?? operation.defaultContainerIdentifier
        let (presentingName, presentedName) = (log.name(of: presenting, in: name), log.name(of: presented, in: name))
        let (from, to) = operation == .dismiss ? (presentedName, presentingName) : (presentingName, presentedName)
        return configuration.systemTransition(operation, container: containerIdentifier, from: from, to: to)
    }

    /// The screen `presented` was presented from: the controller `present` was called on, which the rules name.
    /// UIKit's `presentingViewController` is the window's root or the nearest full-screen controller instead, so a
    /// rule naming a child screen (Home inside a tab and a navigation stack) would never match it.
    private func source(of presented: UIViewController) -> UIViewController? {
        sources.last { $0.presented.controller === presented }?.source.controller ?? presented.presentingViewController
    }

    /// Whether `presented`'s style lets a catalogue animator play its presentation and dismissal: a full-screen one;
    /// a sheet is UIKit's. Recorded once per presentation for a pair the config animates.
    private func playsOverFullScreen(_ presented: UIViewController, choice: SystemTransitionChoice) -> Bool {
        guard presented.modalPresentationStyle.isSheetStyle else { return true }
        if choice.animator != nil, choice.operation == .present {
            log.record(.sheetLeftToUIKit(choice.pair, style: "\(presented.modalPresentationStyle.sheetName)"))
        }
        return false
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// A ``CatalogueAnimatedTransitioning`` for the presentation; nil for UIKit's own animation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        sources.removeAll { $0.presented.controller == nil || $0.presented.controller === presented }
        sources.append((WeakController(controller: presented), WeakController(controller: source)))
        let choice = choice(for: .present, presenting: source, presented: presented)
        guard playsOverFullScreen(presented, choice: choice) else { return nil }
        return animated(choice)
    }

    /// A ``CatalogueAnimatedTransitioning`` for the dismissal; nil for UIKit's own animation.
    public func animationController(
        forDismissed dismissed: UIViewController
    )
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        if let pan {
            // The pan's own dismissal. Another controller's dismissal gets its own animation; if the pan's never
            // started, the pan is forgotten rather than left to hold the slot.
            if pan.presented.controller === dismissed, !pan.animated.hasEnded { return pan.animated }
            // A pan whose dismissal ended (a dismissal asked for from its end's appearance calls) is done with.
            if !pan.animated.isRunning || pan.animated.hasEnded { forgetPan() }
        }
        guard let presenting = source(of: dismissed) else { return nil }
        let choice = choice(for: .dismiss, presenting: presenting, presented: dismissed)
        guard playsOverFullScreen(dismissed, choice: choice) else { return nil }
        return animated(choice)
    }

    /// The animated transitioning for `choice`, reporting what its transition notices here.
    private func animated(_ choice: SystemTransitionChoice) -> CatalogueAnimatedTransitioning? {
        let animated = CatalogueAnimatedTransitioning(choice: choice, clock: clock)
        animated?.diagnosticHandler = { [weak self] in self?.log.record($0) }
        return animated
    }

    /// Lets go of a pan's dismissal (its handler runs, releasing what it holds).
    private func forgetPan() {
        guard let pan else { return }
        self.pan = nil
        let handler = pan.animated.completionHandler
        pan.animated.completionHandler = nil
        handler?(false)
    }

    /// The pan's interaction controller while a pan drives the dismissal; nil otherwise.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard let pan, pan.animated === animator else { return nil }
        return pan.gesture.controller
    }

    // MARK: The interactive dismissal

    /// Adds a pan to `presented`'s view that dismisses it interactively, when the config's dismissal has an
    /// interactive animator and a pan gesture (a pan down by default). Call it before presenting; it goes with the
    /// controller.
    ///
    /// The pan begins only when the finger moves the dismissal's way (a pull down, not a drag up or sideways: those
    /// start nothing and make no appearance call), and not while a scroll view under the finger can still scroll
    /// that way (a list pulled down scrolls back to its top first; at its top, the pull moves the sheet). Touches
    /// are measured in the window, since the presented view moves with the finger.
    public func installDismissGesture(on presented: UIViewController) {
        dismissPans.removeAll { entry in
            guard let controller = entry.presented.controller, controller !== presented else {
                entry.forwarder.remove()
                if entry.escape { entry.presented.controller?.viewIfLoaded?.setEscape(nil) }
                return true
            }
            return false
        }
        let forwarder = GestureForwarder(UIPanGestureRecognizer(), on: presented.view, coordinateSpace: .window) {
            [weak self, weak presented] sample in
            guard let self, let presented else { return }
            self.handlePan(sample, on: presented)
        }
        forwarder.shouldBegin = { [weak self, weak presented] sample in
            guard let self, let presented else { return false }
            return self.dismissalMayBegin(with: sample, on: presented)
        }
        // A scroll view's pan in the presented screen waits for this one, which fails at once unless the pull
        // should move the screen: under either reading of which recognizer wins a tie, the list scrolls until it
        // is at its edge, and from there the pull dismisses.
        forwarder.makesWait = { [weak presented] other in
            guard let presented, let scrollView = other.view as? UIScrollView,
                other === scrollView.panGestureRecognizer
            else { return false }
            return scrollView.isDescendant(of: presented.view)
        }
        // A VoiceOver user cannot pull: the escape gesture (a two-finger Z) dismisses the screen the pan would, as it
        // dismisses a sheet (iOS 17's block on the screen's view; an app's own block is left alone). The gesture
        // reaches the view before the screen's controller, so what the screen does with it comes first (a navigation
        // stack in it goes back a screen; an app's own `accessibilityPerformEscape()` asks "Discard draft?"; an open
        // drawer closes), then the dismissal.
        let escape = presented.view.escapeIsFree
        if escape {
            presented.view.setEscape { [weak self, weak presented] in
                guard let self, let presented else { return false }
                if presented.goesBackWithin { return false }
                if !(presented is PresentedScreen), presented.accessibilityPerformEscape() { return true }
                return self.escape(from: presented)
            }
        }
        dismissPans.append((WeakController(controller: presented), forwarder, escape))
    }

    /// VoiceOver's escape gesture on a screen with a dismiss pan: the dismissal the pan would start, played by itself,
    /// when one could begin now. Unsaved input (`isModalInPresentation`) or the presentation controller's delegate
    /// keeps the screen, and the delegate hears of the attempt, as for a sheet; the gesture is handled either way.
    func escape(from presented: UIViewController) -> Bool {
        guard pan == nil, presented.transitionCoordinator == nil, !presented.isBeingPresented,
            !presented.isBeingDismissed, presented.presentingViewController != nil,
            !presented.modalPresentationStyle.isSheetStyle, let presenting = source(of: presented),
            choice(for: .dismiss, presenting: presenting, presented: presented).gesture(
                layoutDirection: presented.view.layoutDirectionForRules) != nil
        else { return false }
        guard let presentationController = presented.presentationController else {
            presented.dismiss(animated: true)
            return true
        }
        let delegate = presentationController.delegate
        if presented.isModalInPresentationHere || delegate?.askedShouldDismiss(presentationController) == false {
            delegate?.toldDidAttemptToDismiss(presentationController)
            return true
        }
        delegate?.toldWillDismiss(presentationController)
        presented.dismiss(animated: true) { [weak presentationController] in
            guard let presentationController else { return }
            presentationController.delegate?.toldDidDismiss(presentationController)
        }
        return true
    }

    /// Takes the dismiss pan ``installDismissGesture(on:)`` put on `presented` off it (its screen now answers to
    /// another delegate).
    public func removeDismissGesture(from presented: UIViewController) {
        dismissPans.removeAll { entry in
            guard entry.presented.controller === presented || entry.presented.controller == nil else { return false }
            entry.forwarder.remove()
            if entry.escape { entry.presented.controller?.viewIfLoaded?.setEscape(nil) }
            return true
        }
    }

    /// The dismiss pans the delegate holds (those of released screens are dropped at the next install).
    package var installedDismissGestureCount: Int { dismissPans.count }

    /// Whether a pan reported as beginning on `presented` should dismiss it: nothing else moves, the config gives
    /// the dismissal a pan, the finger moves the pan's way, and no scroll view under it can still scroll that way.
    private func dismissalMayBegin(with sample: TouchSample, on presented: UIViewController) -> Bool {
        if let pan, pan.animated.isRunning == false, pan.gesture.isOver || pan.presented.controller == nil {
            // A pan whose dismissal never started (UIKit refused it) must not hold the slot.
            forgetPan()
        }
        guard pan == nil, presented.transitionCoordinator == nil, presented.isBeingPresented == false,
            presented.isBeingDismissed == false, let presenting = source(of: presented),
            presented.presentingViewController != nil,
            // A sheet's dismissal is UIKit's, by its own swipe.
            !presented.modalPresentationStyle.isSheetStyle,
            let spec = choice(for: .dismiss, presenting: presenting, presented: presented).gesture(
                layoutDirection: presented.view.layoutDirectionForRules),
            let tracker = spec.panTracker(containerSize: presented.view.bounds.size),
            tracker.startsItsWay(sample)
        else { return false }
        let touchDown = presented.view.convert(sample.startPosition, from: nil)
        // The scroll views under the finger, up to and including the presented view (a list screen's own view).
        var view = presented.view.hitTest(touchDown, with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.canScroll(with: tracker) { return false }
            view = current === presented.view ? nil : current.superview
        }
        // The pull is a person's attempt to dismiss: unsaved input (`isModalInPresentation`, SwiftUI's
        // `interactiveDismissDisabled()`) or the presentation controller's delegate keeps the screen, and the
        // delegate hears of the attempt, as for a sheet.
        if let presentationController = presented.presentationController {
            let delegate = presentationController.delegate
            if presented.isModalInPresentationHere || delegate?.askedShouldDismiss(presentationController) == false {
                delegate?.toldDidAttemptToDismiss(presentationController)
                return false
            }
        }
        return true
    }

    private func handlePan(_ sample: TouchSample, on presented: UIViewController) {
        guard sample.phase == .began else {
            if let pan, pan.presented.controller === presented { pan.gesture.handle(sample) }
            return
        }
        guard pan == nil, let presenting = source(of: presented) else { return }
        let choice = choice(for: .dismiss, presenting: presenting, presented: presented)
        guard let spec = choice.gesture(layoutDirection: presented.view.layoutDirectionForRules),
            let animated = animated(choice),
            let gesture = GestureDrivenTransition(
                spec: spec, size: presented.view.bounds.size, recognizerFindsEdge: false, driving: animated),
            !gesture.handle(sample)
        else { return }
        pan = (WeakController(controller: presented), animated, gesture)
        let presentationController = presented.presentationController
        // The pan feeds this dismissal until it ends: the handler keeps the delegate alive that long, even if the
        // app lets go of it mid-gesture. The cycle ends when the handler runs (once). A person's dismissal is told
        // to the presentation controller's delegate, as UIKit tells it of a sheet's swipe (SwiftUI resets a
        // presentation's binding there).
        animated.completionHandler = { [self, weak animated, weak presentationController] completed in
            if pan?.animated === animated { pan = nil }
            if completed, let presentationController {
                presentationController.delegate?.toldDidDismiss(presentationController)
            }
        }
        if let presentationController { presentationController.delegate?.toldWillDismiss(presentationController) }
        presented.dismiss(animated: true)
    }
}

/// A controller held weakly.
@MainActor
struct WeakController {
    weak var controller: UIViewController?
}

extension UIView {
    /// The view's layout direction, as the config's rules see it: a config's `left` and `right` mirror in a
    /// right-to-left layout.
    var layoutDirectionForRules: TransitionLayoutDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension UIViewController {
    /// `isModalInPresentation` on this controller or one of its children (UIKit keeps a sheet for either).
    var isModalInPresentationHere: Bool {
        var pending = [self]
        while let controller = pending.popLast() {
            if controller.isModalInPresentation { return true }
            pending += controller.children
        }
        return false
    }
}

extension UIScrollView {
    /// Whether the content can still move the way a finger tracked by `tracker` moves: a list pulled down that is
    /// not at its top scrolls back first. A list with a refresh control takes a pull down at its top too, however
    /// short: there, the pull refreshes it.
    @MainActor
    fileprivate func canScroll(with tracker: PanTracker) -> Bool {
        let inset = adjustedContentInset
        let vertical = tracker.axis == .vertical
        if vertical, !tracker.advancesTowardsNegative, refreshControl?.isEnabled == true { return true }
        let offset = vertical ? contentOffset.y : contentOffset.x
        let lowest = vertical ? -inset.top : -inset.left
        let highest =
            vertical
            ? max(lowest, contentSize.height + inset.bottom - bounds.height)
            : max(lowest, contentSize.width + inset.right - bounds.width)
        guard highest > lowest + 0.5 else { return false }
        // A finger moving towards larger coordinates drags the content that way: the offset goes down.
        let fingerTowardsLarger = !tracker.advancesTowardsNegative
        return fingerTowardsLarger ? offset > lowest + 0.5 : offset < highest - 0.5
    }
}

extension UIViewController {
    /// Whether a navigation stack on screen in the controller (itself included) can go back a screen: VoiceOver's
    /// escape gesture goes back there before it dismisses anything.
    fileprivate var goesBackWithin: Bool {
        var pending: [UIViewController] = [self]
        while let controller = pending.popLast() {
            if let stack = controller as? UINavigationController, stack.viewControllers.count > 1 { return true }
            pending += controller.children.filter { $0.viewIfLoaded?.window != nil }
        }
        return false
    }
}

extension UIView {
    /// Whether the view has no escape block of the app's (always false before iOS 17, which has none).
    fileprivate var escapeIsFree: Bool {
        if #available(iOS 17, *) { return accessibilityPerformEscapeBlock == nil }
        return false
    }

    /// Sets the view's escape block (iOS 17), or takes it off.
    fileprivate func setEscape(_ block: (() -> Bool)?) {
        if #available(iOS 17, *) { accessibilityPerformEscapeBlock = block }
    }
}
