import Foundation

/// Where a subview goes among its new siblings.
public enum SubviewPlacement<View: AnyObject> {
    /// On top of every sibling (`addSubview`).
    case front
    /// Behind every sibling (`insertSubview(_:at: 0)`).
    case back
    /// Just above a sibling (`insertSubview(_:aboveSubview:)`).
    case above(View)
    /// Just below a sibling (`insertSubview(_:belowSubview:)`).
    case below(View)
}

/// The containment primitives a platform performs for a container engine.
///
/// A host is thin: every method is one UIKit call, named after it, and the *system* side effects
/// (appearance callbacks, `willMove` from `addChild`, `didMove(nil)` from `removeFromParent`) are the host's
/// platform's business. All choreography — which call comes when — lives in the engines. HeadlessUI implements this
/// protocol in memory; a UIKit host implements it over `UIViewController`.
///
/// For ``AppearanceForwarding/navigationStyle`` a host also implements
/// ``beginAppearanceTransition(_:isAppearing:animated:)`` and ``endAppearanceTransition(_:)``, answers
/// `shouldAutomaticallyForwardAppearanceMethods` with the engine's mode, and reports its own appearance from its
/// `viewWillAppear` and siblings with ``ContainerEngine/containerViewWillAppear(animated:)``,
/// ``ContainerEngine/containerViewDidAppear()``, ``ContainerEngine/containerViewWillDisappear(animated:)`` and
/// ``ContainerEngine/containerViewDidDisappear()``.
@MainActor
public protocol ContainerHost: AnyObject {
    /// The platform's view controller type.
    associatedtype Child: AnyObject
    /// The platform's view type.
    associatedtype View: AnyObject

    /// The container's own transition identifier, matched by container-scoped config rules.
    var containerIdentifier: String { get }
    /// The view that holds the children's views. Reading it loads the container's view if needed.
    var contentView: View { get }

    /// The child's transition identifier, e.g. `"Home"`.
    func identifier(of child: Child) -> String
    /// The child's root view, loading it if needed.
    func view(of child: Child) -> View

    /// `addChild(child)`; the system calls `child.willMove(toParent: container)`.
    func addChild(_ child: Child)
    /// `child.willMove(toParent: nil)`, the first step of removing a child.
    func willRemoveChild(_ child: Child)
    /// `child.didMove(toParent: container)`, the last step of adding a child.
    func didAddChild(_ child: Child)
    /// `child.removeFromParent()`; the system calls `child.didMove(toParent: nil)`.
    func removeChild(_ child: Child)

    /// `parent.addSubview(view)` or one of its `insertSubview` variants.
    func insertSubview(_ view: View, into parent: View, at placement: SubviewPlacement<View>)
    /// `view.removeFromSuperview()`.
    func removeFromSuperview(_ view: View)
    /// The view's bounds.
    func bounds(of view: View) -> CGRect
    /// The animatable state of a view.
    func state(of view: View) -> ViewState
    /// Sets the animatable state of a view.
    func apply(_ state: ViewState, to view: View)
    /// A new, plain view for a role the engine needs but no child provides (the dimming overlay).
    func makeAuxiliaryView(for role: TransitionRole) -> View

    /// `child.beginAppearanceTransition(isAppearing, animated: animated)`: the child's `viewWillAppear` or
    /// `viewWillDisappear`. The engine calls it only in ``AppearanceForwarding/navigationStyle``, where the container's
    /// `shouldAutomaticallyForwardAppearanceMethods` must return false (read
    /// ``ContainerEngine/appearanceForwarding``).
    func beginAppearanceTransition(_ child: Child, isAppearing: Bool, animated: Bool)
    /// `child.endAppearanceTransition()`: the child's `viewDidAppear` or `viewDidDisappear`. Only in
    /// ``AppearanceForwarding/navigationStyle``.
    func endAppearanceTransition(_ child: Child)

    /// Whether the host plays segments that run by themselves (``PlaybackSegment``) on a render server, so they
    /// keep moving while the main thread is busy. False by default: the engine's per-frame ``apply(_:to:)`` is then
    /// all there is. Either way the engine sets every view's state on every frame of its clock.
    var playsSegments: Bool { get }
    /// A segment started playing by itself: install its states as render-server animations (Core Animation keyframe
    /// animations on the segment's key times), replacing any the previous segment installed. Called only when
    /// ``playsSegments`` is true, after the segment's first frame was applied.
    func playSegment(_ playback: SegmentPlayback<View>)
    /// The playing segment stopped (played out, paused by a finger, settled): remove its render-server animations.
    /// Called after the views' states were applied where it stopped, so removing them never flashes a stale frame.
    func endSegment()
}

extension ContainerHost {
    /// Does nothing: a host without it supports only ``AppearanceForwarding/automatic``, where the engine never
    /// calls it.
    public func beginAppearanceTransition(_ child: Child, isAppearing: Bool, animated: Bool) {}

    /// Does nothing: a host without it supports only ``AppearanceForwarding/automatic``, where the engine never
    /// calls it.
    public func endAppearanceTransition(_ child: Child) {}
}

extension ContainerHost {
    /// By default a host draws only through ``apply(_:to:)``.
    public var playsSegments: Bool { false }
    /// Does nothing by default.
    public func playSegment(_ playback: SegmentPlayback<View>) {}
    /// Does nothing by default.
    public func endSegment() {}

    /// The removal sequence for a shown child: `willMove(toParent: nil)`, `removeFromSuperview` (the system's
    /// `viewWillDisappear`), `removeFromParent` (the system's `didMove(toParent: nil)`; `viewDidDisappear` follows
    /// when the run-loop turn ends). Every engine removes children through it.
    package func removeShownChild(_ child: Child) {
        willRemoveChild(child)
        removeFromSuperview(view(of: child))
        removeChild(child)
    }
}
