import Foundation

/// What every transition draws through: the views' animatable states, a dimming overlay, and optionally a render
/// server that plays segments by itself.
///
/// It is the drawing half of a host. ``ContainerHost`` refines it with the containment primitives a container
/// performs; a transition of one of UIKit's own containers draws through a renderer alone, because the views belong
/// to that container and nothing is added, removed or re-parented except the dimming view the renderer makes.
@MainActor
@_spi(Host) public protocol TransitionRenderer: AnyObject {
    /// The platform's view type.
    associatedtype View: AnyObject

    /// The animatable state of a view.
    func state(of view: View) -> ViewState
    /// Sets the animatable state of a view.
    func apply(_ state: ViewState, to view: View)

    /// Inserts a plain view just above `view` in `container` for an animation's dimming track and returns it; nil
    /// when there is none (the track is then not drawn). Called once, when a transition starts.
    func insertDimmingView(above view: View, in container: View) -> View?
    /// Removes the view ``insertDimmingView(above:in:)`` made; called once, when the transition ends.
    func removeDimmingView(_ view: View)
    /// Inserts, just below `view` and covering its superview's bounds, an opaque view the colour of `screen`'s
    /// surface (``TransitionAnimation/backdrop``) that takes no touches, and returns it; nil when there is none (the
    /// screen paints no colour, or `view` is outside a hierarchy). Called once, when a transition starts (and, through
    /// `ContainerViews`, once per drawer a drawer controller is given).
    func insertBackdropView(matching screen: View, below view: View, in container: View) -> View?
    /// Removes the view ``insertBackdropView(matching:below:in:)`` made; called once, when the transition ends (or the
    /// drawer goes).
    func removeBackdropView(_ view: View)

    /// Whether the renderer plays segments that run by themselves (``PlaybackSegment``) on a render server, so they
    /// keep moving while the main thread is busy. False by default: the per-frame ``apply(_:to:)`` is then all
    /// there is. Either way every view's state is set on every frame of the clock.
    var playsSegments: Bool { get }
    /// A segment started playing by itself: install its states as render-server animations (Core Animation keyframe
    /// animations on the segment's key times), replacing any the previous segment installed. Called only when
    /// ``playsSegments`` is true, after the segment's first frame was applied.
    func playSegment(_ playback: SegmentPlayback<View>)
    /// The playing segment stopped (played out, paused by a finger, settled): remove its render-server animations.
    /// Called after the views' states were applied where it stopped, so removing them never flashes a stale frame.
    func endSegment()

    /// Every view tagged with the shared-element `identifier` that a person could see in `screen`'s hierarchy
    /// (`screen` itself included; not hidden, not clipped away or outside the screen), in a depth-first walk: the cells of a grid, or the one photo of a detail screen. The default finds
    /// none, so a ``SharedElementAnimator`` falls back.
    func elements(_ identifier: String, in screen: View) -> [View]
    /// Whether `view` is still one of the views ``elements(_:in:)`` would list for `identifier` in `screen`: tagged
    /// with it, in `screen`'s hierarchy, and one a person could see. The default asks ``elements(_:in:)``; a renderer
    /// answers without walking the screen, so a transition that checks its element again after the arriving screen
    /// laid out does not walk a leaving grid twice.
    func showsElement(_ view: View, tagged identifier: String, in screen: View) -> Bool
    /// The instance identity an element carries besides its identifier (the photo's id in a grid of photos), nil
    /// when it carries none. Of several tagged views, the source is the one whose identity matches the
    /// destination's; a view without one matches any.
    func elementID(of element: View) -> AnyHashable?
    /// The element's frame from `screen`'s top-left corner (`screen` at rest, without a transform, its bounds origin
    /// taken away: a screen that is a scroll view scrolls its content, not itself) and its corner radius.
    func geometry(of element: View, in screen: View) -> ElementGeometry
    /// Puts up the stand-in a shared element moves on: a view on top of `container`'s subviews that clips to its
    /// bounds and holds a picture (a snapshot) of each element, taken before both elements are hidden. Nil when the
    /// renderer cannot; the element roles are then not drawn.
    /// `fromScreen` and `toScreen` are the screens the elements are in, for a renderer whose element is a marker that
    /// another view draws (a SwiftUI view): its picture is then that region of its screen. The picture that fades
    /// goes on top of the one that stays opaque: the destination's when `sourceOnTop` is false (it fades in over the
    /// source), the source's when true (it fades out to uncover the destination).
    func liftElement(
        source: View, of fromScreen: View, destination: View, of toScreen: View, in container: View,
        sourceOnTop: Bool
    ) -> ElementStandIn<View>?
    /// Removes the stand-in and shows both elements exactly as they were before
    /// ``liftElement(source:of:destination:of:in:sourceOnTop:)``.
    func putBackElement(_ standIn: ElementStandIn<View>)
}

extension TransitionRenderer {
    /// No dimming view: a dimming track is not drawn.
    public func insertDimmingView(above view: View, in container: View) -> View? { nil }
    /// Does nothing.
    public func removeDimmingView(_ view: View) {}
    /// No backdrop: the container shows behind the screens.
    public func insertBackdropView(matching screen: View, below view: View, in container: View) -> View? { nil }
    /// Does nothing.
    public func removeBackdropView(_ view: View) {}
    /// By default a renderer draws only through ``apply(_:to:)``.
    public var playsSegments: Bool { false }
    /// Does nothing by default.
    public func playSegment(_ playback: SegmentPlayback<View>) {}
    /// Does nothing by default.
    public func endSegment() {}
    /// None: a renderer that cannot find elements plays a shared-element animator's fallback.
    public func elements(_ identifier: String, in screen: View) -> [View] { [] }
    /// Whether ``elements(_:in:)`` lists `view`.
    public func showsElement(_ view: View, tagged identifier: String, in screen: View) -> Bool {
        elements(identifier, in: screen).contains { $0 === view }
    }
    /// None: elements match by their identifier alone.
    public func elementID(of element: View) -> AnyHashable? { nil }
    /// Nothing to measure: a zero frame.
    public func geometry(of element: View, in screen: View) -> ElementGeometry { ElementGeometry(frame: .zero) }
    /// None.
    public func liftElement(
        source: View, of fromScreen: View, destination: View, of toScreen: View, in container: View,
        sourceOnTop: Bool
    ) -> ElementStandIn<View>? { nil }
    /// Does nothing.
    public func putBackElement(_ standIn: ElementStandIn<View>) {}
}
