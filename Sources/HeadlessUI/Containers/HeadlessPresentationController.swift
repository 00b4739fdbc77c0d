import Foundation
import TransitionCore

/// `UIAdaptivePresentationControllerDelegate`, with UIKit's defaults for the methods a delegate leaves out.
@MainActor
public protocol HeadlessAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a person's swipe may dismiss the sheet (default true); false keeps it, and the delegate hears
    /// ``presentationControllerDidAttemptToDismiss(_:)``.
    func presentationControllerShouldDismiss(_ presentationController: HeadlessPresentationController) -> Bool
    /// A person's swipe begins to dismiss it.
    func presentationControllerWillDismiss(_ presentationController: HeadlessPresentationController)
    /// A person's swipe dismissed it (not called for a dismissal made in code).
    func presentationControllerDidDismiss(_ presentationController: HeadlessPresentationController)
    /// A person tried to swipe it away and was refused (`isModalInPresentation`, or ``presentationControllerShouldDismiss(_:)``).
    func presentationControllerDidAttemptToDismiss(_ presentationController: HeadlessPresentationController)
}

extension HeadlessAdaptivePresentationControllerDelegate {
    /// True.
    public func presentationControllerShouldDismiss(_ presentationController: HeadlessPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: HeadlessPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: HeadlessPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: HeadlessPresentationController) {}
}

/// An in-memory `UIPresentationController`: the object a presentation is managed by, with the delegate an app asks
/// about a person's attempt to dismiss, and — for a sheet — UIKit's own swipe to dismiss.
///
/// Modelled rules (`UIAdaptivePresentationControllerDelegate` and `isModalInPresentation` references; WWDC19
/// "Modernizing Your UI for iOS 13"):
/// - A sheet (``HeadlessPresentationStyle/isSheet``) on a phone leaves a gap at the top: its presented view starts
///   10 points below the window's top safe-area inset and reaches the bottom (the gap's size is an observation,
///   unverified on a device).
/// - A downward pan on a sheet dismisses it interactively. It does not begin while a scroll view under the finger
///   can still scroll up (a list scrolls back to its top first). The presented view follows the finger when UIKit
///   animates the dismissal itself; released past half its height, or faster than 300 pt/s downwards, it goes;
///   otherwise it comes back (the thresholds are an observation, unverified on a device).
/// - `isModalInPresentation` on the presented controller or one of its children keeps the sheet: the swipe does not
///   dismiss it and the delegate hears `presentationControllerDidAttemptToDismiss(_:)`, as it does when
///   `presentationControllerShouldDismiss(_:)` answers false. Otherwise it hears `presentationControllerWillDismiss(_:)`
///   as the swipe begins and `presentationControllerDidDismiss(_:)` when it dismissed.
/// - For the swipe's dismissal UIKit asks the transitioning delegate for its animator and interaction controller. An
///   animator without an interaction controller is driven by UIKit's own percent-driven interaction, which pauses the
///   transition's container layer (`speed` 0) and moves its `timeOffset` with the finger: only animations in that
///   layer's time follow the finger. An animator that calls `completeTransition(_:)` while the finger still drives
///   the transition is recorded as a ``HeadlessEnvironment/transitionErrors`` entry.
@MainActor
public final class HeadlessPresentationController {
    /// The delegate (held weakly).
    public weak var delegate: (any HeadlessAdaptivePresentationControllerDelegate)?
    /// The controller presented.
    public private(set) weak var presentedViewController: HeadlessViewController?
    /// The controller that presents it, while the presentation lasts.
    public var presentingViewController: HeadlessViewController? { presentedViewController?.presentingViewController }
    /// UIKit's swipe to dismiss a sheet, while the sheet is on screen.
    public private(set) var sheetSwipe: HeadlessPanGestureRecognizer?
    private var swipeHandler: SheetSwipeHandler?

    init(presented: HeadlessViewController) {
        presentedViewController = presented
    }

    /// The sheet's frame in a container of `bounds` in `window`.
    static func sheetFrame(in bounds: CGRect, window: HeadlessWindow?) -> CGRect {
        let top = (window?.safeAreaInsets.top ?? 0) + 10
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(bounds.height - top, 0))
    }

    /// Installs the sheet's swipe on `container` (the presented view's superview).
    func installSheetSwipe(on container: HeadlessView) {
        removeSheetSwipe()
        let pan = HeadlessPanGestureRecognizer()
        pan.name = "sheet swipe"
        let handler = SheetSwipeHandler(presentationController: self)
        pan.delegate = handler
        pan.addTarget(handler) { [weak handler] in handler?.handle($0) }
        container.addGestureRecognizer(pan)
        sheetSwipe = pan
        swipeHandler = handler
    }

    func removeSheetSwipe() {
        if let sheetSwipe { sheetSwipe.view?.removeGestureRecognizer(sheetSwipe) }
        sheetSwipe = nil
        swipeHandler = nil
    }

    /// Whether the presented controller or one of its children is modal in presentation.
    var isModal: Bool {
        guard let presented = presentedViewController else { return false }
        var pending = [presented]
        while let controller = pending.popLast() {
            if controller.isModalInPresentation { return true }
            pending += controller.children
        }
        return false
    }
}

/// What UIKit does with a sheet's swipe.
@MainActor
private final class SheetSwipeHandler: HeadlessGestureRecognizerDelegate {
    weak var presentationController: HeadlessPresentationController?
    private var dismissal: HeadlessSystemTransition?
    private var refused = false

    init(presentationController: HeadlessPresentationController) {
        self.presentationController = presentationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: HeadlessGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? HeadlessPanGestureRecognizer,
            let presented = presentationController?.presentedViewController, presented.transitionCoordinator == nil,
            presented.presentedViewController == nil
        else { return false }
        let translation = pan.translation(in: nil)
        guard translation.y > 0, translation.y >= abs(translation.x) else { return false }
        // A scroll view under the finger that can still scroll up scrolls first.
        let start = pan.location(in: nil)
        let touchDown = CGPoint(x: start.x - translation.x, y: start.y - translation.y)
        var view = presented.view.window?.hitTest(touchDown)
        while let current = view, current.isDescendant(of: presented.view) {
            if let scrollView = current as? HeadlessScrollView,
                scrollView.contentOffset.y > -scrollView.adjustedContentInset.top + 0.5
            {
                return false
            }
            view = current.superview
        }
        return true
    }

    func handle(_ recognizer: HeadlessGestureRecognizer) {
        guard let pan = recognizer as? HeadlessPanGestureRecognizer, let presentationController,
            let presented = presentationController.presentedViewController
        else { return }
        let height = max(presented.view.bounds.height, 1)
        switch pan.state {
        case .began:
            refused = false
            let delegate = presentationController.delegate
            if presentationController.isModal
                || delegate?.presentationControllerShouldDismiss(presentationController) == false
            {
                refused = true
                delegate?.presentationControllerDidAttemptToDismiss(presentationController)
                return
            }
            delegate?.presentationControllerWillDismiss(presentationController)
            dismissal = presented.startSheetDismissal()
            // The sheet takes the finger's travel so far at once (the pan began some points after touch-down).
            dismissal?.followSheetSwipe(progress: max(pan.translation(in: nil).y / height, 0))
        case .changed:
            guard !refused, let dismissal else { return }
            dismissal.followSheetSwipe(progress: max(pan.translation(in: nil).y / height, 0))
        case .ended, .cancelled:
            guard !refused, let dismissal else { return }
            self.dismissal = nil
            let progress = min(max(pan.translation(in: nil).y / height, 0), 1)
            let velocity = pan.velocity(in: nil).y
            let finishes = pan.state == .ended && (progress > 0.5 || velocity > 300)
            dismissal.releaseSheetSwipe(finishing: finishes, progress: progress)
        default: break
        }
    }
}
