import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import QuartzCore
    import UIKit
#else
    import HeadlessUI
#endif

#if canImport(UIKit)
    /// A layer's `shadowPath`.
    typealias ShadowPath = CGPath
#else
    /// A layer's `shadowPath` on the model.
    typealias ShadowPath = HeadlessPath
#endif

/// Draws transition states on real views, for the container view controller and for transitions of UIKit's own
/// containers alike: view states through their layer decomposition (`UIView.apply(_:)`), segments
/// that play by themselves as Core Animation keyframe animations, and a dimming overlay.
@MainActor
final class UIViewRenderer: TransitionRenderer {
    /// The state last applied to each view, with its frame and alpha as the view read them back just after (a
    /// layer keeps its opacity as a `Float`, so 0.3 reads back as 0.300000012): reading the view's state keeps the
    /// transform it was given while the view still reads as it did then.
    ///
    /// One record per view holds that and the view's shadow (below), so applying a state looks the view up once.
    private var records: [ObjectIdentifier: Record] = [:]

    private struct Record {
        var applied: Applied?
        var shadow: FoundShadow?
        var clip: Clip?
    }

    /// A view the renderer rounds: a layer's corner radius rounds its own background only, and its sublayers (a
    /// screen's content) only with `masksToBounds` (`CALayer.cornerRadius` reference), which also cuts away the
    /// layer's shadow. While an animation gives a view a corner radius other than the app's, the view clips, and a
    /// shadow it casts meanwhile is cast by a plain view just below it, following it.
    private struct Clip {
        /// The app's own corner radius and clipping, put back when the view is no longer rounded by the renderer.
        var radius: CGFloat
        var masksToBounds: Bool
        /// The view casting the view's shadow, while it casts one.
        var shadowCaster: UIView?
    }

    /// The views a playing segment rounds: they clip until it ends, whatever a frame's state says meanwhile.
    private var segmentClips: [ObjectIdentifier: UIView] = [:]

    private struct Applied {
        var state: ViewState
        var frame: CGRect
        var alpha: CGFloat
    }

    /// The elements hidden while their pictures fly, with the alpha each had (``setElement(_:hidden:)``).
    private var liftedAlphas: [ObjectIdentifier: CGFloat] = [:]
    /// The keyframe animations the playing segment added, to remove exactly those when it ends.
    private var addedAnimations: [(view: UIView, key: String)] = []

    /// The view's state as it is now (`UIView.transitionState`: what the app set, shadow and corner radius
    /// included), with the transform last applied while the view still stands where it was put (Core Animation's
    /// matrix cannot be read back into components). Everything else comes from the layer, never from an earlier
    /// apply: a state applied at insertion (a bare frame) must not wipe a shadow the app set since.
    func state(of view: UIView) -> ViewState {
        var current = view.transitionState
        let record = records[ObjectIdentifier(view)]
        if let applied = record?.applied, applied.frame == current.frame, applied.alpha == current.alpha {
            current.transform = applied.state.transform
        }
        // While the view clips, its shadow is cast by the view below it.
        if let caster = record?.clip?.shadowCaster { current.shadow = caster.layerShadow }
        return current
    }

    /// A view's shadow as the app left it, with its path, and the shadow and path the renderer last left on it.
    private struct FoundShadow {
        var shadow: Shadow
        var path: ShadowPath?
        var assignedPath: ShadowPath?
        /// The layer's shadow as read back after the renderer's last apply.
        var left: Shadow
        /// The bounds' size the app's path was drawn for, when it follows the bounds (it covers them exactly, as a
        /// path set once from `bounds` does): it is then scaled with the view as an animation resizes it. Nil for a
        /// path of another shape (a card inset in its screen), which stays as the app drew it.
        var pathSize: CGSize?

        /// The app's path for the view at `size`, its bounds' origin at `origin`: scaled from the size it was drawn
        /// for when it follows the bounds, else as it is.
        func path(at size: CGSize, origin: CGPoint) -> ShadowPath? {
            guard let path, let drawn = pathSize, drawn != size, drawn.width > 0, drawn.height > 0 else { return path }
            return scaledShadowPath(path, x: size.width / drawn.width, y: size.height / drawn.height, about: origin)
        }
    }

    /// The size a path of the app's was drawn for, when it covers `bounds` exactly.
    private static func pathSize(of path: ShadowPath?, in bounds: CGRect) -> CGSize? {
        guard let box = path?.boundingBox else { return nil }
        let follows =
            abs(box.minX - bounds.minX) < 0.5 && abs(box.minY - bounds.minY) < 0.5
            && abs(box.width - bounds.width) < 0.5 && abs(box.height - bounds.height) < 0.5
        return follows ? bounds.size : nil
    }

    /// The app's own shadow on `view`: the one remembered, brought up to date with what the app changed since the
    /// renderer last left the layer. A path that changed while the values did not is the app's new path (an app that
    /// sets its path in `layoutSubviews` as the view resizes), and the remembered values stay the app's; values that
    /// changed are the app's new values.
    private func appShadow(of view: UIView, remembered: FoundShadow?) -> FoundShadow {
        let current = view.layerShadow
        let path = view.layer.shadowPath
        guard var found = remembered else {
            return FoundShadow(
                shadow: current, path: path, assignedPath: path, left: current,
                pathSize: Self.pathSize(of: path, in: view.bounds))
        }
        if path != found.assignedPath {
            found.path = path
            found.assignedPath = path
            found.pathSize = Self.pathSize(of: path, in: view.bounds)
        }
        if current != found.left {
            found.shadow = current
            found.left = current
        }
        return found
    }

    /// Assigns the state through its layer decomposition (`LayerState`). A view whose app gave its shadow a path (a
    /// rounded card's) keeps that path whatever the animation does to the shadow; a view without one keeps none while
    /// the animation leaves its shadow alone, and only a shadow the animation casts gets the view's bounds as its path.
    func apply(_ requested: ViewState, to view: UIView) {
        let id = ObjectIdentifier(view)
        var state = requested
        var clip = records[id]?.clip
        if rounds(view, to: state.cornerRadius, clip: clip) || (clip != nil && segmentClips[id] != nil) {
            clip = clipping(view, clip, castsShadow: state.shadow.opacity > 0)
        } else if let ended = clip {
            unclip(view, ended)
            clip = nil
        }
        if let caster = clip?.shadowCaster {
            // The caster casts the shadow, along the app's path or the rounded bounds; the clipping view casts none.
            place(caster, below: view)
            caster.apply(LayerState(state), shadow: true)
            if let found = records[id]?.shadow, found.path != nil, state.shadow == found.shadow {
                caster.layer.shadowPath = found.path(at: caster.bounds.size, origin: .zero)
            }
        }
        if clip != nil { state.shadow = .none }
        var found = appShadow(of: view, remembered: records[id]?.shadow)
        // The app's path as the view's new size needs it (scaled, when it follows the bounds).
        let layer = LayerState(state)
        let appPath = found.path(at: layer.size, origin: view.bounds.origin)
        // The layer already casts this state's shadow, along the path it would be given (the app's, or none), when
        // the state's shadow is the one the layer shows and the path is the one left on it: a frame of a slide, which
        // leaves the shadow alone, then sets none of the shadow's four properties nor reads them back.
        let keepsShadow =
            state.shadow == found.left && (found.path != nil || state.shadow == found.shadow)
            && appPath == found.assignedPath
        view.apply(layer, shadow: !keepsShadow)
        if !keepsShadow {
            if found.path != nil || state.shadow == found.shadow { view.layer.shadowPath = appPath }
            found.assignedPath = view.layer.shadowPath
            found.left = view.layerShadow
        }
        records[id] = Record(
            applied: Applied(state: requested, frame: view.untransformedFrame, alpha: view.alpha), shadow: found,
            clip: clip)
    }

    /// Whether a corner radius of `radius` on `view` is the renderer's rounding: one other than the app's own on a
    /// view the app does not clip.
    private func rounds(_ view: UIView, to radius: CGFloat, clip: Clip?) -> Bool {
        let own = clip.map { ($0.radius, $0.masksToBounds) } ?? (view.layer.cornerRadius, view.layer.masksToBounds)
        return !own.1 && radius > 0.01 && abs(radius - own.0) > 0.01
    }

    /// `view` clipping to its rounded bounds, with a caster for its shadow when it casts one (`castsShadow`): the
    /// clip it had, or a new one noting the app's radius and clipping.
    private func clipping(_ view: UIView, _ clip: Clip?, castsShadow: Bool) -> Clip {
        var clip = clip ?? Clip(radius: view.layer.cornerRadius, masksToBounds: view.layer.masksToBounds)
        view.layer.masksToBounds = true
        if castsShadow, clip.shadowCaster == nil, view.superview != nil {
            let caster = UIView(frame: view.frame)
            caster.isUserInteractionEnabled = false
            caster.accessibilityElementsHidden = true
            clip.shadowCaster = caster
        }
        return clip
    }

    /// Puts back the app's clipping on `view` and takes its shadow's caster down.
    private func unclip(_ view: UIView, _ clip: Clip) {
        view.layer.masksToBounds = clip.masksToBounds
        clip.shadowCaster?.removeFromSuperview()
    }

    /// Keeps `caster` just below `view` among its siblings (a view inserted between them would be shadowed over).
    private func place(_ caster: UIView, below view: UIView) {
        guard let superview = view.superview else {
            caster.removeFromSuperview()
            return
        }
        let siblings = superview.subviews
        if let index = siblings.firstIndex(where: { $0 === view }), index > 0, siblings[index - 1] === caster { return }
        superview.insertSubview(caster, belowSubview: view)
    }

    /// Forgets what was applied to a view that left the hierarchy (putting back its clipping, if it was rounded).
    func forget(_ view: UIView) {
        if let clip = records[ObjectIdentifier(view)]?.clip { unclip(view, clip) }
        records[ObjectIdentifier(view)] = nil
    }

    /// Views that left the hierarchy while a transition ended, forgotten once it has: the player puts a view that
    /// left at rest after its removal, and that last `apply` still needs the app's own shadow path. Held weakly, by
    /// identity too, so a view released meanwhile is forgotten all the same.
    private var leftDuringEnd: [(id: ObjectIdentifier, view: WeakView)] = []

    private struct WeakView {
        weak var view: UIView?
    }

    /// Forgets `view` once the running transition's end is over (``forgetViewsThatLeft()``).
    func forgetAfterTheEnd(_ view: UIView) {
        leftDuringEnd.append((ObjectIdentifier(view), WeakView(view: view)))
    }

    /// Forgets every view that left while a transition ended, unless it is back in a hierarchy.
    func forgetViewsThatLeft() {
        let left = leftDuringEnd
        leftDuringEnd.removeAll()
        for entry in left where entry.view.view?.superview == nil {
            if let view = entry.view.view, let clip = records[entry.id]?.clip { unclip(view, clip) }
            records[entry.id] = nil
        }
    }

    /// A plain black view for a dimming overlay (its alpha is animated), which lets touches through.
    static func makeDimmingView() -> UIView {
        let view = UIView()
        view.backgroundColor = .black
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.isUserInteractionEnabled = false
        return view
    }

    /// Inserts a dimming view just above `view` in its superview; for a view outside `container` (the presenter UIKit
    /// keeps where it is under `.overFullScreen` and `.custom`, stood in for by a view outside the hierarchy, or left
    /// in its own superview under `.fullScreen`), at the back of `container`, over its bounds: the transition's views
    /// belong in the container (`UIViewControllerContextTransitioning.containerView`), which lies over the presenter.
    func insertDimmingView(above view: UIView, in container: UIView) -> UIView? {
        let dimming = Self.makeDimmingView()
        if let superview = view.superview, view.isDescendant(of: container) {
            superview.insertSubview(dimming, aboveSubview: view)
        } else {
            dimming.frame = container.bounds
            container.insertSubview(dimming, at: 0)
        }
        return dimming
    }

    /// Removes the dimming view.
    func removeDimmingView(_ view: UIView) {
        view.removeFromSuperview()
        forget(view)
    }

    /// Inserts, just below `view`, an opaque view the colour of `screen`'s surface over the superview's bounds (and
    /// resizing with it), which takes no touches and is hidden from VoiceOver (nil: the screen paints no colour, or
    /// `view` has no superview). The colour is the one found on a view of the screen, resolved in that view's
    /// appearance: a menu kept dark in a light app gives a dark backdrop, since a dynamic colour on the backdrop
    /// resolves in the backdrop's own traits.
    func insertBackdropView(matching screen: UIView, below view: UIView, in container: UIView) -> UIView? {
        guard let superview = view.superview, let (color, source) = Self.surface(of: screen) else { return nil }
        let backdrop = BackdropView(frame: superview.bounds, matching: source, color: color)
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.isUserInteractionEnabled = false
        backdrop.accessibilityElementsHidden = true
        superview.insertSubview(backdrop, belowSubview: view)
        return backdrop
    }

    /// Removes the backdrop.
    func removeBackdropView(_ view: UIView) {
        view.removeFromSuperview()
        forget(view)
    }

    /// The colour a screen paints its surface with, and the view it is on: its own background colour, else the
    /// first of its subviews' (breadth first, two levels down: a hosting view's content, a scroll view's), ignoring
    /// colours that are clear in that view's appearance.
    static func surface(of screen: UIView) -> (UIColor, UIView)? {
        var level = [screen]
        for _ in 0..<3 {
            // The screen itself may be hidden (a closed drawer); a hidden subview paints nothing of its surface.
            for view in level where view === screen || !view.isHidden {
                if let color = view.backgroundColor, paints(color, in: view) { return (color, view) }
            }
            level = level.flatMap(\.subviews)
        }
        return nil
    }

    private static func paints(_ color: UIColor, in view: UIView) -> Bool {
        #if canImport(UIKit)
            color.resolvedColor(with: view.traitCollection).cgColor.alpha > 0
        #else
            color != .clear
        #endif
    }

    /// True: segments that play by themselves are handed to Core Animation.
    var playsSegments: Bool { true }

    /// Installs the segment as keyframe animations on each moved view's layer (replacing the last segment's).
    func playSegment(_ playback: SegmentPlayback<UIView>) {
        removeKeyframeAnimations()
        // The boxed key times of the tracks sampled on every display frame, shared by all their keyframe animations:
        // boxing them per key path made a number object per key time, per property, per view.
        var boxedFrameTimes: [NSNumber]?
        // Paced tracks' key times, boxed once for every track with the same ones (most have just the two ends).
        var boxedPacedTimes: [(times: [Double], boxed: [NSNumber])] = []
        for track in playback.tracks {
            for (view, states, isCaster) in clippedTargets(of: track) {
                let layer = view.layer
                let found = records[ObjectIdentifier(track.view)]?.shadow
                let animations = CoreAnimationKeyframes(
                    states: states.map(LayerState.init), origin: isCaster ? .zero : view.bounds.origin,
                    castsShadowPath: castsBoundsPath(states, of: track.view, caster: isCaster),
                    appPath: found.flatMap { found in
                        found.pathSize.flatMap { size in found.path.map { ($0, size) } }
                    })
                let changing = animations.changingValues
                guard !changing.isEmpty else { continue }
                let keyTimes: [NSNumber]
                // A paced track's states are the segment's ends and where it passes the view's keyframes, each stretch
                // between them paced by that stretch of the segment's curve: Core Animation then shows on every frame the
                // state the engine computes for it.
                var pacing: [CAMediaTimingFunction]?
                if let pieces = track.pacing {
                    var functions: [CAMediaTimingFunction] = []
                    functions.reserveCapacity(pieces.count)
                    for piece in pieces {
                        functions.append(
                            CAMediaTimingFunction(
                                controlPoints: Float(piece.x1), Float(piece.y1), Float(piece.x2), Float(piece.y2)))
                    }
                    pacing = functions
                    var known: [NSNumber]?
                    for entry in boxedPacedTimes where entry.times == track.keyTimes {
                        known = entry.boxed
                        break
                    }
                    keyTimes = known ?? Self.boxed(track.keyTimes)
                    if known == nil { boxedPacedTimes.append((track.keyTimes, keyTimes)) }
                } else {
                    keyTimes = boxedFrameTimes ?? Self.boxed(track.keyTimes)
                    boxedFrameTimes = keyTimes
                }
                for (property, values) in changing {
                    let animation = CAKeyframeAnimation(keyPath: property.rawValue)
                    animation.values = values
                    animation.keyTimes = keyTimes
                    animation.calculationMode = .linear
                    if let pacing { animation.timingFunctions = pacing }
                    // Both ends of the segment in the layer's own time: under a layer speed (UI tests set
                    // `window.layer.speed`) the keyframes last as long, in media time, as the engine's segment does.
                    let begin = layer.convertTime(playback.segment.beginTime, from: nil)
                    let end = layer.convertTime(playback.segment.beginTime + playback.segment.duration, from: nil)
                    animation.beginTime = begin
                    animation.duration = end > begin ? end - begin : playback.segment.duration
                    // Holds the last keyframe until the engine, having set the model values, ends the segment.
                    animation.fillMode = .both
                    animation.isRemovedOnCompletion = false
                    let key = animationKey(for: property)
                    layer.add(animation, forKey: key)
                    addedAnimations.append((view, key))
                }
            }
        }
    }

    /// As `apply` does: a segment's keyframes cast the bounds' rectangle only for a view without a path of the app's
    /// whose shadow the segment changes; a shadow's caster casts it unless the app gave the shadow a path.
    private func castsBoundsPath(_ states: [ViewState], of view: UIView, caster: Bool) -> Bool {
        let appShadow = appShadow(of: view, remembered: records[ObjectIdentifier(view)]?.shadow)
        guard appShadow.path == nil else { return false }
        if caster { return true }
        // A loop rather than a closure: a closure made on the main actor may check its executor on every call.
        for state in states where state.shadow != appShadow.shadow { return true }
        return false
    }

    /// The views a segment's track animates, with their states: the track's view, and, while the segment rounds it
    /// (it then clips until the segment ends), its states without a shadow and its shadow's caster with them all.
    private func clippedTargets(of track: SegmentTrack<UIView>) -> [(UIView, [ViewState], Bool)] {
        let view = track.view
        let id = ObjectIdentifier(view)
        var clip = records[id]?.clip
        var rounded = false
        var castsShadow = false
        for state in track.states {
            if rounds(view, to: state.cornerRadius, clip: clip) { rounded = true }
            if state.shadow.opacity > 0 { castsShadow = true }
        }
        if rounded {
            clip = clipping(view, clip, castsShadow: castsShadow)
            var record = records[id] ?? Record()
            record.clip = clip
            records[id] = record
            segmentClips[id] = view
        }
        guard let clip else { return [(view, track.states, false)] }
        var unshadowed = track.states
        for index in unshadowed.indices { unshadowed[index].shadow = .none }
        guard let caster = clip.shadowCaster, let first = track.states.first else { return [(view, unshadowed, false)] }
        if caster.superview == nil { caster.apply(LayerState(first), shadow: true) }
        place(caster, below: view)
        return [(view, unshadowed, false), (caster, track.states, true)]
    }

    /// Key times as `CAKeyframeAnimation.keyTimes` takes them (a loop: a closure made on the main actor may check
    /// its executor on every call).
    private nonisolated static func boxed(_ times: [Double]) -> [NSNumber] {
        var boxed: [NSNumber] = []
        boxed.reserveCapacity(times.count)
        for time in times { boxed.append(NSNumber(value: time)) }
        return boxed
    }

    /// Removes the segment's keyframe animations; the model values were already set where it stopped.
    func endSegment() {
        removeKeyframeAnimations()
        // A view the segment rounded clips no longer unless its state, applied where the segment stopped, is rounded.
        let clipped = segmentClips
        segmentClips.removeAll()
        for (id, view) in clipped {
            if let state = records[id]?.applied?.state { apply(state, to: view) }
        }
    }

    private func removeKeyframeAnimations() {
        for (view, key) in addedAnimations { view.layer.removeAnimation(forKey: key) }
        addedAnimations.removeAll(keepingCapacity: true)
    }

    /// The keys of this renderer's keyframes, one per property: one renderer per transition, so the end of one
    /// transition removes its own keyframes and never another's running on the same view (a tab switch started while
    /// one plays). Made once, so a segment builds no strings.
    private lazy var animationKeys: [(LayerProperty, String)] = {
        let prefix = "TransitionCatalogue.\(Self.nextKey())."
        return LayerProperty.allCases.map { ($0, prefix + $0.rawValue) }
    }()

    private func animationKey(for property: LayerProperty) -> String {
        for (candidate, key) in animationKeys where candidate == property { return key }
        return "TransitionCatalogue." + property.rawValue
    }
    private static var keysMade = 0
    private static func nextKey() -> Int {
        keysMade += 1
        return keysMade
    }

    // MARK: Shared elements

    /// Every view carrying `identifier` in a depth-first walk of `screen` (itself first, then its subviews back to
    /// front) that a person could see: hidden subtrees are skipped, and so is a view wholly outside the screen or
    /// clipped away by an ancestor (a cell scrolled out of its list, a pager's neighbouring page). An element that
    /// flew from there would come from beyond the screen's edge; with no visible match the fallback plays instead.
    func elements(_ identifier: String, in screen: UIView) -> [UIView] {
        var found: [UIView] = []
        collect(identifier, in: screen, into: &found)
        var regions: [(view: ObjectIdentifier, region: CGRect)] = []
        var visible: [UIView] = []
        for view in found where isVisible(view, in: screen, regions: &regions) { visible.append(view) }
        return visible
    }

    /// Whether `view` is one of the views ``elements(_:in:)`` lists for `identifier` in `screen`, found by walking up
    /// from it rather than down the whole screen: tagged, under `screen` with nothing on the way (itself and the
    /// screen included) hidden or below 0.01 alpha, and visible.
    func showsElement(_ view: UIView, tagged identifier: String, in screen: UIView) -> Bool {
        guard view.transitionElement == identifier else { return false }
        var step: UIView? = view
        while let current = step {
            guard !current.isHidden, shownAlpha(of: current) >= 0.01 else { return false }
            if current === screen { break }
            step = current.superview
        }
        guard step != nil else { return false }
        var regions: [(view: ObjectIdentifier, region: CGRect)] = []
        return isVisible(view, in: screen, regions: &regions)
    }

    /// Whether any of `view` shows within `screen`'s bounds and within every ancestor between them that clips
    /// (`clipsToBounds`: a scroll view does unless told not to, and a carousel that shows its neighbouring pages
    /// beyond its bounds does not). A view a person cannot see (hidden, or below the 0.01 alpha UIKit ignores touches
    /// at) is skipped with its subviews by the walk itself. A view without a size yet is kept: its screen
    /// has not been laid out (an arriving screen places its views when it first lays out), and the transition looks
    /// again once it has. The element is measured into its superview with `convert(_:to:)`; each step above goes by
    /// the ancestor's frame and bounds origin (a scroll position), which a grid's cells share: what each ancestor
    /// leaves visible is worked out once per search (`regions`).
    private func isVisible(
        _ view: UIView, in screen: UIView, regions: inout [(view: ObjectIdentifier, region: CGRect)]
    ) -> Bool {
        let bounds = view.bounds
        guard !bounds.isEmpty, view !== screen, let parent = view.superview else { return true }
        // The element's own step through `convert(_:to:)`, which follows its transform (a neighbouring page shrunk
        // in a carousel covers less than its frame's origin and size say; `frame` is undefined under a transform).
        let rect = view.convert(bounds, to: parent)
        let shown = rect.intersection(visibleRegion(of: parent, in: screen, regions: &regions))
        return !shown.isNull && !shown.isEmpty
    }

    /// The part of `view`'s own coordinate space that shows within `screen` and every clipping view between them
    /// (itself included): the screen's bounds, narrowed by each ancestor that clips (`clipsToBounds`, and the
    /// screen), unbounded for a view outside the screen that clips nothing.
    private func visibleRegion(
        of view: UIView, in screen: UIView, regions: inout [(view: ObjectIdentifier, region: CGRect)]
    ) -> CGRect {
        // The few ancestors of a search's elements, most recent last: a grid's cells ask for the same one in turn.
        let id = ObjectIdentifier(view)
        for known in regions.reversed() where known.view == id { return known.region }
        let bounds = view.bounds
        let region: CGRect
        if view === screen {
            region = bounds
        } else {
            let clips = view.clipsToBounds
            if let parent = view.superview {
                let frame = view.frame
                let above = visibleRegion(of: parent, in: screen, regions: &regions)
                let here =
                    above.isNull
                    ? above : above.offsetBy(dx: bounds.minX - frame.minX, dy: bounds.minY - frame.minY)
                region = clips ? here.intersection(bounds) : here
            } else {
                region = clips ? bounds : .infinite
            }
        }
        regions.append((id, region))
        return region
    }

    private func collect(_ identifier: String, in view: UIView, into found: inout [UIView]) {
        guard !view.isHidden, shownAlpha(of: view) >= 0.01 else { return }
        if view.transitionElement == identifier { found.append(view) }
        for subview in view.subviews { collect(identifier, in: subview, into: &found) }
    }

    /// The view's ``/UIKit/UIView/transitionElementID``.
    func elementID(of element: UIView) -> AnyHashable? { element.transitionElementID }

    /// The part of the element a person sees, converted to the screen's coordinates (through every superview's
    /// scroll position, the screen's own included), measured from the screen's top-left corner, and its layer's corner
    /// radius. An element clipped in part (a cell half under its list's edge) is the part that shows, with square
    /// corners (its cut edges are square; the rounding of the corners still showing is not kept).
    func geometry(of element: UIView, in screen: UIView) -> ElementGeometry {
        let shown = shownPart(of: element, in: screen)
        // `convert(_:to:)` answers in the screen's bounds coordinates; a screen whose view is a scroll view (a
        // collection view controller's) has its content offset as its bounds origin, which is not where it stands.
        let frame = element.convert(shown, to: screen).offsetBy(dx: -screen.bounds.minX, dy: -screen.bounds.minY)
        let whole = shown == element.bounds
        return ElementGeometry(frame: frame, cornerRadius: whole ? element.layer.cornerRadius : 0)
    }

    /// The part of `element`'s bounds that shows within `screen` and every clipping view between them (its whole
    /// bounds when nothing clips it, or when it has no size yet).
    private func shownPart(of element: UIView, in screen: UIView) -> CGRect {
        let bounds = element.bounds
        guard !bounds.isEmpty, element !== screen, let parent = element.superview else { return bounds }
        var regions: [(view: ObjectIdentifier, region: CGRect)] = []
        let region = visibleRegion(of: parent, in: screen, regions: &regions)
        guard !region.isNull, !region.isInfinite else { return bounds }
        let inParent = element.convert(bounds, to: parent).intersection(region)
        guard !inParent.isNull, !inParent.isEmpty else { return bounds }
        let shown = parent.convert(inParent, to: element).intersection(bounds)
        // Half a point of clipping is rounding, not a cut.
        guard !shown.isNull,
            abs(shown.minX - bounds.minX) > 0.5 || abs(shown.minY - bounds.minY) > 0.5
                || abs(shown.maxX - bounds.maxX) > 0.5 || abs(shown.maxY - bounds.maxY) > 0.5
        else { return bounds }
        return shown
    }

    /// A clipping view on top of `container`'s subviews holding a picture of each element, the source's as it is on
    /// screen and the destination's after the pending layout (it was just inserted); then both elements are hidden.
    /// An ``ElementMarkerView`` is pictured by the region of its screen it covers and hidden by its owner. The picture
    /// that fades is on top of the one that stays opaque (`sourceOnTop`).
    func liftElement(
        source: UIView, of fromScreen: UIView, destination: UIView, of toScreen: UIView, in container: UIView,
        sourceOnTop: Bool
    ) -> ElementStandIn<UIView>? {
        guard let sourcePicture = picture(of: source, in: fromScreen, afterScreenUpdates: false),
            let destinationPicture = picture(of: destination, in: toScreen, afterScreenUpdates: true)
        else { return nil }
        let standIn = UIView()
        standIn.clipsToBounds = true
        standIn.isUserInteractionEnabled = false
        // The picture that fades goes on top of the one that stays opaque.
        for picture in sourceOnTop ? [destinationPicture, sourcePicture] : [sourcePicture, destinationPicture] {
            standIn.addSubview(picture)
        }
        container.addSubview(standIn)
        let lifted = ElementStandIn(
            view: standIn, sourcePicture: sourcePicture, destinationPicture: destinationPicture, source: source,
            destination: destination, sourceWasHidden: isElementHidden(source),
            destinationWasHidden: isElementHidden(destination))
        setElement(source, hidden: true)
        setElement(destination, hidden: true)
        return lifted
    }

    /// Removes the stand-in and gives both elements back the hiding they had.
    func putBackElement(_ standIn: ElementStandIn<UIView>) {
        standIn.view.removeFromSuperview()
        for view in [standIn.view, standIn.sourcePicture, standIn.destinationPicture] { forget(view) }
        setElement(standIn.source, hidden: standIn.sourceWasHidden)
        setElement(standIn.destination, hidden: standIn.destinationWasHidden)
    }

    /// A snapshot of the element, or for a marker the region of its screen it covers.
    private func picture(of element: UIView, in screen: UIView, afterScreenUpdates: Bool) -> UIView? {
        guard element is ElementMarkerView else {
            // The part that shows, as ``geometry(of:in:)`` measures it.
            let shown = shownPart(of: element, in: screen)
            guard shown != element.bounds else { return element.snapshotView(afterScreenUpdates: afterScreenUpdates) }
            return element.resizableSnapshotView(
                from: shown, afterScreenUpdates: afterScreenUpdates, withCapInsets: UIEdgeInsets())
        }
        let region = element.convert(element.bounds, to: screen)
        guard !region.isEmpty else { return nil }
        return screen.resizableSnapshotView(
            from: region, afterScreenUpdates: afterScreenUpdates, withCapInsets: UIEdgeInsets())
    }

    private func isElementHidden(_ element: UIView) -> Bool {
        (element as? ElementMarkerView)?.isLifted
            ?? (element.isHidden || liftedAlphas[ObjectIdentifier(element)] != nil)
    }

    /// Hides an element while its picture flies (`hidden`), or gives it back what it had. An arranged view of a stack
    /// view goes to zero alpha instead of `isHidden`: the stack view gives a hidden arranged view's place to the views
    /// after it ("UIStackView" reference), which would move the screen round the element while it flew, and back as
    /// it landed. Elsewhere `isHidden` changes no layout, and hides the view from touches and VoiceOver as well.
    private func setElement(_ element: UIView, hidden: Bool) {
        if let marker = element as? ElementMarkerView {
            marker.setLifted(hidden)
            return
        }
        let id = ObjectIdentifier(element)
        if hidden {
            guard !element.isHidden, liftedAlphas[id] == nil else { return }
            if let stack = element.superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === element })
            {
                liftedAlphas[id] = element.alpha
                element.alpha = 0
            } else {
                element.isHidden = true
            }
        } else if let alpha = liftedAlphas.removeValue(forKey: id) {
            element.alpha = alpha
        } else {
            element.isHidden = false
        }
    }

    /// The alpha a view shows at for the element searches: an element hidden while its picture flies counts at the
    /// alpha it had.
    private func shownAlpha(of view: UIView) -> CGFloat {
        liftedAlphas[ObjectIdentifier(view)] ?? view.alpha
    }
}

/// The surface behind a drawer: the colour of a view of the drawer's screen, in that view's light or dark appearance
/// as it is each time the backdrop shows (a drawer set in light mode and opened after the system turned dark shows a
/// dark surface round the centre, not a white band), and, from iOS 17, whenever the view's appearance changes while
/// it shows.
final class BackdropView: UIView {
    private weak var source: UIView?

    init(frame: CGRect, matching source: UIView, color: UIColor) {
        self.source = source
        #if canImport(UIKit)
            super.init(frame: frame)
        #else
            super.init(name: "backdrop", frame: frame, environment: source.environment)
        #endif
        backgroundColor = color
        followSource()
        #if canImport(UIKit)
            if #available(iOS 17, *) {
                source.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
                    [weak self] (_: UIView, _: UITraitCollection) in
                    self?.followSource()
                }
            }
        #endif
    }

    #if canImport(UIKit)
        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }
    #endif

    override var isHidden: Bool {
        didSet { if !isHidden { followSource() } }
    }

    /// Takes the source's colour and appearance as they are now.
    private func followSource() {
        guard let source else { return }
        overrideUserInterfaceStyle = source.traitCollection.userInterfaceStyle
        if let color = source.backgroundColor { backgroundColor = color }
    }
}
