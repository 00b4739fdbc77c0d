import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import QuartzCore
    import UIKit
#else
    import HeadlessUI
#endif

extension TransitionContainerViewController {
    /// What the container's engine drives: the container's containment primitives, each the UIKit call of the same
    /// name. The container keeps it to itself, so only its engine makes these calls.
    @MainActor
    final class Host: ContainerHost {
        private unowned let container: TransitionContainerViewController

        init(container: TransitionContainerViewController) {
            self.container = container
        }

        /// Reduce Motion or Prefer Cross-Fade Transitions, as Settings has them when a transition starts.
        public var systemPrefersReducedMotion: Bool { CatalogueAnimatedTransitioning.systemPrefersLessMotion }

        /// The container's transition identifier.
        public var containerIdentifier: String { container.containerIdentifier }

        /// The container's content view.
        public var contentView: UIView { container.contentView }

        /// The child's `UIViewController.transitionIdentifier`.
        public func identifier(of child: UIViewController) -> String { child.ruleName }

        /// The child's view (loading it).
        public func view(of child: UIViewController) -> UIView { child.view }

        /// `container.addChild(child)`; UIKit calls `willMove(toParent:)`.
        public func addChild(_ child: UIViewController) { container.addChild(child) }

        /// `child.willMove(toParent: nil)`.
        public func willRemoveChild(_ child: UIViewController) { child.willMove(toParent: nil) }

        /// `child.didMove(toParent: container)`.
        public func didAddChild(_ child: UIViewController) { child.didMove(toParent: container) }

        /// `child.removeFromParent()`; UIKit calls `didMove(toParent: nil)`.
        public func removeChild(_ child: UIViewController) { child.removeFromParent() }

        /// `addSubview`, `insertSubview(_:at: 0)`, `insertSubview(_:aboveSubview:)` or
        /// `insertSubview(_:belowSubview:)`.
        public func insertSubview(_ view: UIView, into parent: UIView, at placement: SubviewPlacement<UIView>) {
            switch placement {
            case .front: parent.addSubview(view)
            case .back: parent.insertSubview(view, at: 0)
            case let .above(sibling): parent.insertSubview(view, aboveSubview: sibling)
            case let .below(sibling): parent.insertSubview(view, belowSubview: sibling)
            }
        }

        /// `view.removeFromSuperview()`.
        public func removeFromSuperview(_ view: UIView) {
            view.removeFromSuperview()
            container.renderer.forgetAfterTheEnd(view)
        }

        /// `child.beginAppearanceTransition(isAppearing, animated:)` (navigation-style forwarding only).
        public func beginAppearanceTransition(_ child: UIViewController, isAppearing: Bool, animated: Bool) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }

        /// `child.endAppearanceTransition()` (navigation-style forwarding only).
        public func endAppearanceTransition(_ child: UIViewController) {
            child.endAppearanceTransition()
        }

        /// `view.layoutIfNeeded()`.
        public func layOutIfNeeded(_ view: UIView) { view.layoutIfNeeded() }

        /// `view.bounds`.
        public func bounds(of view: UIView) -> CGRect { view.bounds }

        /// The state the engine last applied, while the view still stands where it put it; otherwise the view's
        /// `UIView.transitionState`.
        public func state(of view: UIView) -> ViewState { container.renderer.state(of: view) }

        /// Assigns the state through its layer decomposition (`LayerState`).
        public func apply(_ state: ViewState, to view: UIView) { container.renderer.apply(state, to: view) }

        /// A view the colour of `screen`'s surface just below `view` (``TransitionAnimation/backdrop``).
        public func insertBackdropView(matching screen: UIView, below view: UIView, in container: UIView) -> UIView? {
            self.container.renderer.insertBackdropView(matching: screen, below: view, in: container)
        }

        /// Removes the backdrop.
        public func removeBackdropView(_ view: UIView) { container.renderer.removeBackdropView(view) }

        /// A plain black view for the dimming overlay (its alpha is animated), which lets touches through; for any
        /// other role a clear view that passes on the touches its subviews do not take (a drawer's centre and drawer
        /// containers: the children's controls inside take touches, the empty parts let them through).
        public func makeAuxiliaryView(for role: TransitionRole) -> UIView {
            guard role == .dimming else {
                let view = PassthroughView()
                view.backgroundColor = .clear
                return view
            }
            return UIViewRenderer.makeDimmingView()
        }

        /// True: segments that play by themselves are handed to Core Animation.
        public var playsSegments: Bool { true }

        /// Installs the segment as keyframe animations on each moved view's layer (replacing the last segment's).
        public func playSegment(_ playback: SegmentPlayback<UIView>) { container.renderer.playSegment(playback) }

        /// Removes the segment's keyframe animations; the engine has already set the model values where it stopped.
        public func endSegment() { container.renderer.endSegment() }

        /// Every view tagged `identifier` in `screen`'s subtree, hidden subtrees skipped.
        public func elements(_ identifier: String, in screen: UIView) -> [UIView] {
            container.renderer.elements(identifier, in: screen)
        }

        /// Whether `view` is still a visible element tagged `identifier` in `screen`, without walking the screen.
        public func showsElement(_ view: UIView, tagged identifier: String, in screen: UIView) -> Bool {
            container.renderer.showsElement(view, tagged: identifier, in: screen)
        }

        /// The element's ``/UIKit/UIView/transitionElementID``.
        public func elementID(of element: UIView) -> AnyHashable? { container.renderer.elementID(of: element) }

        /// The element's bounds in the screen's coordinates and its corner radius.
        public func geometry(of element: UIView, in screen: UIView) -> ElementGeometry {
            container.renderer.geometry(of: element, in: screen)
        }

        /// A clipping view on top of `container` with a snapshot of each element; both elements hidden.
        public func liftElement(
            source: UIView, of fromScreen: UIView, destination: UIView, of toScreen: UIView, in container: UIView,
            sourceOnTop: Bool
        ) -> ElementStandIn<UIView>? {
            self.container.renderer.liftElement(
                source: source, of: fromScreen, destination: destination, of: toScreen, in: container,
                sourceOnTop: sourceOnTop)
        }

        /// Removes the stand-in and shows both elements as they were.
        public func putBackElement(_ standIn: ElementStandIn<UIView>) { container.renderer.putBackElement(standIn) }
    }
}
