import Foundation
import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// A `transitioningDelegate` whose presentations and dismissals come from a ``/TransitionCore/TransitionConfig``:
/// container `"Modal"`, from the presenting controller to the presented one (a dismissal is the reverse pair, so
/// a `"reversible"` rule serves both), played by a ``CatalogueAnimatedTransitioning`` as an overlay. A pair the
/// config gives no animator keeps UIKit's own animation.
///
/// ``installDismissGesture(on:)`` lets a pan dismiss the presented controller interactively (the config's
/// `"interaction"` for the dismissal, or a pan down for an interactive animator).
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

    private var dismissPans: [ObjectIdentifier: GestureForwarder] = [:]
    /// The dismissal a pan started, until the transition ends.
    private var pan: (animated: CatalogueAnimatedTransitioning, gesture: GestureDrivenTransition)?

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

    /// What the config chooses for presenting `presented` over `presenting`, or dismissing it back.
    public func choice(
        for operation: SystemTransitionOperation, presenting: UIViewController, presented: UIViewController
    ) -> SystemTransitionChoice {
        let (from, to) =
            operation == .dismiss
            ? (presented.transitionIdentifier, presenting.transitionIdentifier)
            : (presenting.transitionIdentifier, presented.transitionIdentifier)
        return configuration.systemTransition(operation, container: containerIdentifier, from: from, to: to)
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// A ``CatalogueAnimatedTransitioning`` for the presentation; nil for UIKit's own animation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CatalogueAnimatedTransitioning(
            choice: choice(for: .present, presenting: presenting, presented: presented), clock: clock)
    }

    /// A ``CatalogueAnimatedTransitioning`` for the dismissal; nil for UIKit's own animation.
    public func animationController(
        forDismissed dismissed: UIViewController
    )
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        if let pan { return pan.animated }
        guard let presenting = dismissed.presentingViewController else { return nil }
        return CatalogueAnimatedTransitioning(
            choice: choice(for: .dismiss, presenting: presenting, presented: dismissed), clock: clock)
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
    /// interactive animator and a pan gesture (a pan down by default). Call it before presenting; it is removed
    /// with the view.
    public func installDismissGesture(on presented: UIViewController) {
        let key = ObjectIdentifier(presented)
        dismissPans[key]?.remove()
        dismissPans[key] = GestureForwarder(UIPanGestureRecognizer(), on: presented.view) {
            [weak self, weak presented] sample in
            guard let self, let presented else { return }
            self.handlePan(sample, on: presented)
        }
    }

    private func handlePan(_ sample: TouchSample, on presented: UIViewController) {
        guard sample.phase == .began else {
            pan?.gesture.handle(sample)
            return
        }
        guard pan == nil, presented.transitionCoordinator == nil, presented.presentingViewController != nil,
            presented.isBeingPresented == false, presented.isBeingDismissed == false,
            let presenting = presented.presentingViewController
        else { return }
        let choice = choice(for: .dismiss, presenting: presenting, presented: presented)
        guard let spec = choice.gesture(),
            let animated = CatalogueAnimatedTransitioning(choice: choice, clock: clock),
            let gesture = GestureDrivenTransition(
                spec: spec, size: presented.view.bounds.size, recognizerFindsEdge: false, driving: animated),
            !gesture.handle(sample)
        else { return }
        pan = (animated, gesture)
        // The pan feeds this dismissal until it ends: the handler keeps the delegate alive that long, even if the
        // app lets go of it mid-gesture. The cycle ends when the handler runs (once).
        animated.completionHandler = { [self, weak animated] _ in
            if pan?.animated === animated { pan = nil }
        }
        presented.dismiss(animated: true)
    }
}
