import Foundation
import TransitionCore

#if canImport(UIKit)
    import QuartzCore
    import UIKit
#else
    import HeadlessUI
#endif

/// Draws transition states on real views, for the container view controller and for transitions of UIKit's own
/// containers alike: view states through their layer decomposition (`UIView.apply(_:)`), segments
/// that play by themselves as Core Animation keyframe animations, and a dimming overlay.
@MainActor
final class UIViewRenderer: TransitionRenderer {
    /// The state last applied to each view, so reading it back keeps the transform it was given.
    private var appliedStates: [ObjectIdentifier: ViewState] = [:]
    /// The views carrying the playing segment's keyframe animations.
    private var animatedViews: [UIView] = []

    /// The state last applied, while the view still stands where it was put; otherwise the view's
    /// `UIView.transitionState`.
    func state(of view: UIView) -> ViewState {
        let current = view.transitionState
        if let applied = appliedStates[ObjectIdentifier(view)], applied.frame == current.frame,
            applied.alpha == current.alpha
        {
            return applied
        }
        return current
    }

    /// Assigns the state through its layer decomposition (`LayerState`).
    func apply(_ state: ViewState, to view: UIView) {
        view.apply(state)
        appliedStates[ObjectIdentifier(view)] = state
    }

    /// Forgets what was applied to a view that left the hierarchy.
    func forget(_ view: UIView) {
        appliedStates[ObjectIdentifier(view)] = nil
    }

    /// A plain black view for a dimming overlay (its alpha is animated), which lets touches through.
    static func makeDimmingView() -> UIView {
        let view = UIView()
        view.backgroundColor = .black
        view.isUserInteractionEnabled = false
        return view
    }

    /// Inserts a dimming view just above `view` in its superview (a stand-in outside the hierarchy gets none).
    func insertDimmingView(above view: UIView, in container: UIView) -> UIView? {
        guard let superview = view.superview else { return nil }
        let dimming = Self.makeDimmingView()
        superview.insertSubview(dimming, aboveSubview: view)
        return dimming
    }

    /// Removes the dimming view.
    func removeDimmingView(_ view: UIView) {
        view.removeFromSuperview()
        forget(view)
    }

    /// True: segments that play by themselves are handed to Core Animation.
    var playsSegments: Bool { true }

    /// Installs the segment as keyframe animations on each moved view's layer (replacing the last segment's).
    func playSegment(_ playback: SegmentPlayback<UIView>) {
        removeKeyframeAnimations()
        for track in playback.tracks {
            let layer = track.view.layer
            let animations = CoreAnimationKeyframes(
                states: track.states.map(LayerState.init), origin: track.view.bounds.origin)
            for (keyPath, values) in animations.changingValues {
                let animation = CAKeyframeAnimation(keyPath: keyPath)
                animation.values = values
                animation.keyTimes = playback.keyTimes.map { NSNumber(value: $0) }
                animation.calculationMode = .linear
                animation.duration = playback.segment.duration
                animation.beginTime = layer.convertTime(playback.segment.beginTime, from: nil)
                // Holds the last keyframe until the engine, having set the model values, ends the segment.
                animation.fillMode = .both
                animation.isRemovedOnCompletion = false
                layer.add(animation, forKey: Self.animationKeyPrefix + keyPath)
            }
            animatedViews.append(track.view)
        }
    }

    /// Removes the segment's keyframe animations; the model values were already set where it stopped.
    func endSegment() {
        removeKeyframeAnimations()
    }

    private func removeKeyframeAnimations() {
        for view in animatedViews {
            for keyPath in CoreAnimationKeyframes.keyPaths {
                view.layer.removeAnimation(forKey: Self.animationKeyPrefix + keyPath)
            }
        }
        animatedViews.removeAll()
    }

    private static let animationKeyPrefix = "TransitionCatalogue."
}
