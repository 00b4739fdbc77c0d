import Foundation
import TransitionCore

/// What links a controller to a presentation.
struct PresentationLinks {
    weak var presenting: HeadlessViewController?
    var presented: HeadlessViewController?
    weak var transitioningDelegate: (any HeadlessTransitioningDelegate)?
    var style: HeadlessPresentationStyle = .automatic
    var isModalInPresentation = false
    var controller: HeadlessPresentationController?
    var isBeingPresented = false
    var isBeingDismissed = false
    var running: HeadlessSystemTransition?
    var containerView: HeadlessView?
}

/// Modal presentation, modelled on UIKit (`present(_:animated:completion:)` and `dismiss(animated:completion:)`
/// references; View Controller Programming Guide, "Presenting a View Controller"):
/// - The presenting controller is the root of the presenter's parent chain (UIKit presents from the controller that
///   fills the window when no ancestor `definesPresentationContext`).
/// - A controller already presenting, or not in a window, cannot present: UIKit logs a warning and does nothing; the
///   model records a ``HeadlessEnvironment/transitionErrors`` entry.
/// - `transitioningDelegate` is held weakly. For `.custom` and `.overFullScreen` the presenting view is not part of
///   the transition: `view(forKey: .from)` of a presentation (and `.to` of a dismissal) is nil.
/// - With `.fullScreen`, the presenting controller gets `viewWillDisappear` at the start and `viewDidDisappear` at the
///   end (the model hides its view where UIKit removes it); the other styles leave it on screen with no calls.
/// - `isBeingPresented` is true from the start of a presentation through its `viewDidAppear`, `isBeingDismissed` from
///   the start of a dismissal through its `viewDidDisappear` (`isBeingDismissed` reference: "use this method inside
///   viewWillDisappear(_:) and viewDidDisappear(_:)"); a cancelled dismissal's calls see it false again.
/// - A dismissal's animator adds the presenting view (`view(forKey: .to)`) to the transition's container view, as the
///   animator contract asks; when the dismissal ends, either way, UIKit puts that view back where it was in the
///   window.
/// - The default style is `.automatic`, a page sheet (`modalPresentationStyle` reference: "the default value is
///   UIModalPresentationStyle.automatic", which "maps to .pageSheet" for most controllers since iOS 13). A sheet's
///   frame and its swipe to dismiss follow ``HeadlessPresentationController``'s rules.
extension HeadlessViewController {
    /// `modalPresentationStyle`.
    public var modalPresentationStyle: HeadlessPresentationStyle {
        get { presentation.style }
        set { presentation.style = newValue }
    }

    /// `isModalInPresentation`: a sheet a person cannot swipe away (SwiftUI's `interactiveDismissDisabled()` sets it).
    public var isModalInPresentation: Bool {
        get { presentation.isModalInPresentation }
        set { presentation.isModalInPresentation = newValue }
    }

    /// `presentationController`: the presentation controller that manages, or will manage, this controller's
    /// presentation (made on first use, so an app can set its delegate before presenting); the one of the nearest
    /// presented ancestor for a child.
    public var presentationController: HeadlessPresentationController? {
        if presentation.presenting == nil, let parent { return parent.presentationController }
        if let controller = presentation.controller { return controller }
        let controller = HeadlessPresentationController(presented: self)
        presentation.controller = controller
        return controller
    }

    /// `transitioningDelegate` (held weakly).
    public var transitioningDelegate: (any HeadlessTransitioningDelegate)? {
        get { presentation.transitioningDelegate }
        set { presentation.transitioningDelegate = newValue }
    }

    /// The controller this one, or one of its ancestors, presents (`presentedViewController` reference: "the view
    /// controller that is presented by this view controller, or one of its ancestors").
    public var presentedViewController: HeadlessViewController? {
        presentation.presented ?? parent?.presentedViewController
    }
    /// The controller that presented this one (or one of its ancestors).
    public var presentingViewController: HeadlessViewController? {
        presentation.presenting ?? parent?.presentingViewController
    }
    /// True while the presentation of this controller runs.
    public var isBeingPresented: Bool { presentation.isBeingPresented }
    /// True while the dismissal of this controller runs.
    public var isBeingDismissed: Bool { presentation.isBeingDismissed }
    /// The delegate's animator playing the presentation or dismissal this controller runs as the presenter.
    public var runningPresentationAnimator: (any HeadlessAnimatedTransitioning)? { presentation.running?.animator }

    /// `transitionCoordinator`: the context of a transition this controller or an ancestor is in, while it runs.
    public var transitionCoordinator: HeadlessTransitionContext? {
        var controller: HeadlessViewController? = self
        while let current = controller {
            if let running = current.presentation.running { return running.context }
            if let presenting = current.presentation.presenting, let running = presenting.presentation.running {
                return running.context
            }
            if let navigation = current as? HeadlessNavigationController, let context = navigation.runningTransition {
                return context
            }
            if let tabs = current as? HeadlessTabBarController, let context = tabs.runningTransition { return context }
            controller = current.parent
        }
        return nil
    }

    private var presentationRoot: HeadlessViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// `present(_:animated:completion:)`.
    public func present(
        _ controller: HeadlessViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        let presenter = presentationRoot
        guard presenter.presentation.presented == nil, presenter.transitionCoordinator == nil,
            controller.presentation.presenting == nil, controller.parent == nil
        else {
            environment.reportTransitionError("\(presenter.identifier) cannot present \(controller.identifier) now")
            return
        }
        guard let window = presenter.view.window else {
            environment.reportTransitionError("\(presenter.identifier) is not in a window; cannot present")
            return
        }
        let style = controller.modalPresentationStyle
        let container = HeadlessView(name: "presentation", frame: window.bounds, environment: environment)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.rootView.addSubview(container)
        presenter.presentation.presented = controller
        controller.presentation.presenting = presenter
        controller.presentation.containerView = container
        controller.presentation.isBeingPresented = true
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let coversPresenter = style == .fullScreen
        controller.beginAppearanceTransition(true, animated: animated)
        if coversPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        let delegate = controller.transitioningDelegate
        let animator =
            animated
            ? delegate?.animationController(forPresented: controller, presenting: presenter, source: self) : nil
        let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let fromView = style == .fullScreen ? presenter.view : nil
        // Where the presenting view belongs: an animator may bring it into the container for the transition; UIKit
        // takes it off screen when a full-screen presentation completes, and puts it back here for the dismissal.
        let home = presenter.view.superview
        let homeIndex = home?.subviews.firstIndex { $0 === presenter.view } ?? 0
        let finalFrame =
            style.isSheet
            ? HeadlessPresentationController.sheetFrame(in: container.bounds, window: window) : container.bounds
        if style.isSheet { controller.view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin] }
        let transition = HeadlessSystemTransition(
            container: container, from: presenter, to: controller, fromView: fromView, toView: controller.view,
            toFinalFrame: finalFrame, animated: animated, animator: animator, interaction: interaction
        ) { [weak presenter, weak controller] completed in
            guard let presenter, let controller else { return }
            presenter.presentation.running = nil
            if completed {
                // The presentation lays the presented view out in its container (a rotation mid-flight resized it): a
                // sheet's presentation controller always, a full-screen one under the model's default reading
                // (``HeadlessEnvironment/transitionEndLayout``).
                if style.isSheet || presenter.environment.transitionEndLayout == .laysOut {
                    controller.view.frame =
                        style.isSheet
                        ? HeadlessPresentationController.sheetFrame(in: container.bounds, window: container.window)
                        : container.bounds
                }
                if controller.view.superview !== container { container.addSubview(controller.view) }
                if style.isSheet { controller.presentationController?.installSheetSwipe(on: container) }
                if coversPresenter {
                    if let home, presenter.view.superview !== home {
                        presenter.view.frame = home.bounds
                        home.insertSubview(presenter.view, at: min(homeIndex, home.subviews.count))
                    }
                    presenter.view.isHidden = true
                }
                controller.endAppearanceTransition()
                controller.presentation.isBeingPresented = false
                if coversPresenter { presenter.endAppearanceTransition() }
                presenter.view.window?.updateSystemPreferences()
                completion?()
            } else {
                controller.beginAppearanceTransition(false, animated: animated)
                controller.endAppearanceTransition()
                if coversPresenter {
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.endAppearanceTransition()
                }
                controller.presentation.isBeingPresented = false
                controller.unlinkPresentation()
            }
        }
        if transition.context.completionCount == 0 { presenter.presentation.running = transition }
    }

    /// `dismiss(animated:completion:)`: on a presenting controller, dismisses what it presents; on a presented one,
    /// dismisses itself.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let presented: HeadlessViewController
        if let own = presentationRoot.presentation.presented {
            presented = own
        } else if presentationRoot.presentation.presenting != nil {
            presented = presentationRoot
        } else {
            completion?()
            return
        }
        presented.beginDismissal(animated: animated, bySheetSwipe: false, completion: completion)
    }

    /// UIKit's dismissal of this sheet by its swipe: interactive from the start.
    func startSheetDismissal() -> HeadlessSystemTransition? {
        beginDismissal(animated: true, bySheetSwipe: true, completion: nil)
    }

    /// Dismisses this presented controller.
    @discardableResult
    private func beginDismissal(
        animated: Bool, bySheetSwipe: Bool, completion: (@MainActor () -> Void)?
    ) -> HeadlessSystemTransition? {
        let presented = self
        guard let presenter = presented.presentation.presenting, presenter.presentation.running == nil else {
            environment.reportTransitionError("\(identifier) cannot dismiss now")
            return nil
        }
        // What the presented controller presents goes first, without animation.
        if presented.presentation.presented != nil { presented.dismiss(animated: false) }
        let coversPresenter = presented.modalPresentationStyle == .fullScreen
        presented.presentation.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if coversPresenter {
            presenter.view.isHidden = false
            presenter.beginAppearanceTransition(true, animated: animated)
        }
        let delegate = presented.transitioningDelegate
        let animator = animated ? delegate?.animationController(forDismissed: presented) : nil
        let interaction = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let container = presented.presentation.containerView ?? presented.view
        let home = presenter.view.superview
        let homeIndex = home?.subviews.firstIndex { $0 === presenter.view } ?? 0
        let sheetRest = presented.view.frame
        let transition = HeadlessSystemTransition(
            container: container, from: presented, to: presenter, fromView: presented.view,
            toView: coversPresenter ? presenter.view : nil, toFinalFrame: presenter.view.frame, animated: animated,
            animator: animator, interaction: interaction, bySheetSwipe: bySheetSwipe
        ) { [weak presenter, weak presented] completed in
            guard let presenter, let presented else { return }
            presenter.presentation.running = nil
            if let home, presenter.view.superview !== home {
                presenter.view.frame = home.bounds
                home.insertSubview(presenter.view, at: homeIndex)
            }
            if completed {
                let presentationController = presented.presentation.controller
                presentationController?.removeSheetSwipe()
                presented.view.removeFromSuperview()
                presented.endAppearanceTransition()
                presented.presentation.isBeingDismissed = false
                if coversPresenter { presenter.endAppearanceTransition() }
                presented.unlinkPresentation()
                presenter.view.window?.updateSystemPreferences()
                if bySheetSwipe, let presentationController {
                    presentationController.delegate?.presentationControllerDidDismiss(presentationController)
                }
                completion?()
            } else {
                if bySheetSwipe { presented.view.frame = sheetRest }
                presented.presentation.isBeingDismissed = false
                presented.beginAppearanceTransition(true, animated: animated)
                presented.endAppearanceTransition()
                if coversPresenter {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenter.endAppearanceTransition()
                    presenter.view.isHidden = true
                }
            }
        }
        transition.sheetRestFrame = sheetRest
        if transition.context.completionCount == 0 { presenter.presentation.running = transition }
        return transition
    }

    private func unlinkPresentation() {
        presentation.containerView?.removeFromSuperview()
        presentation.containerView = nil
        presentation.presenting?.presentation.presented = nil
        presentation.presenting = nil
    }
}
