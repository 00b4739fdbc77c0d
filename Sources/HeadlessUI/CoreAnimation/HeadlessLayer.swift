import Foundation
import TransitionCore

/// An in-memory `CALayer`: the model values a view's geometry and look are stored in, the keyframe animations
/// installed on it, and its *presentation* — what the screen shows at any instant.
///
/// Modelled rules (Core Animation Programming Guide, "Core Animation Basics" and "Animating Layer Content"):
/// - A view's `bounds`, `center`, `alpha` and `isHidden` are its layer's `bounds`, `position`, `opacity` and
///   `isHidden`; `frame` is derived from them and is undefined under a non-identity transform.
/// - Installing an animation never changes a model value; the presentation layer shows the animated value while
///   the animation is active and the model value otherwise (`CAMediaTiming`'s `fillMode` decides before and after).
/// - `add(_:forKey:)` copies the animation; a `beginTime` of 0 means "now"; an animation with
///   `isRemovedOnCompletion` is removed once its active duration is over.
/// - Hit-testing uses model values, never the presentation (UIKit's `hitTest(_:with:)` documentation).
@MainActor
public final class HeadlessLayer {
    /// `bounds`: the size, and the origin that a scroll view's `contentOffset` is.
    public var bounds: CGRect = .zero {
        didSet { if bounds.size != oldValue.size { owner?.boundsSizeDidChange(from: oldValue.size) } }
    }
    /// `position`: the centre in the superlayer's coordinates (anchor point (0.5, 0.5)).
    public var position: CGPoint = .zero
    /// `transform`, applied about ``position``.
    public var transform: Matrix3D = .identity
    /// `opacity` (the view's `alpha`).
    public var opacity: CGFloat = 1
    /// `isHidden`.
    public var isHidden = false
    /// `cornerRadius`.
    public var cornerRadius: CGFloat = 0
    /// `shadowOpacity`.
    public var shadowOpacity: Float = 0
    /// `shadowRadius` (Core Animation's default is 3).
    public var shadowRadius: CGFloat = 3
    /// `shadowOffset` (Core Animation's default is (0, −3)).
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// `shadowPath`.
    public var shadowPath: HeadlessPath?
    /// `masksToBounds` (the view's `clipsToBounds`).
    public var masksToBounds = false

    weak var owner: HeadlessView?
    private let environment: HeadlessEnvironment
    private var installed: [(key: String, animation: HeadlessKeyframeAnimation)] = []

    init(environment: HeadlessEnvironment) {
        self.environment = environment
    }

    // MARK: Animations

    /// `add(_:forKey:)`: installs a copy of `animation`, replacing one under the same key. A `beginTime` of 0 becomes
    /// the current media time.
    package func add(_ animation: HeadlessKeyframeAnimation, forKey key: String?) {
        let copy = animation.copy()
        if copy.beginTime == 0 { copy.beginTime = environment.clock.now }
        let key = key ?? "animation-\(installed.count)"
        installed.removeAll { $0.key == key }
        installed.append((key, copy))
    }

    /// `removeAnimation(forKey:)`.
    package func removeAnimation(forKey key: String) {
        installed.removeAll { $0.key == key }
    }

    /// `removeAllAnimations()`.
    package func removeAllAnimations() {
        installed.removeAll()
    }

    /// `animation(forKey:)`: the installed copy, while it is installed.
    package func animation(forKey key: String) -> HeadlessKeyframeAnimation? {
        removeFinishedAnimations()
        return installed.first { $0.key == key }?.animation
    }

    /// `animationKeys()`: the keys of the installed animations, oldest first; nil when there are none.
    package func animationKeys() -> [String]? {
        removeFinishedAnimations()
        return installed.isEmpty ? nil : installed.map(\.key)
    }

    /// `convertTime(_:from:)`: the model has no layer with its own `beginTime`, `speed` or `timeOffset`, so a layer's
    /// local time is the media time.
    package func convertTime(_ time: TimeInterval, from layer: HeadlessLayer?) -> TimeInterval { time }

    /// The presentation at the current media time (`presentation()`).
    public func presentation() -> HeadlessPresentation {
        presentation(at: environment.clock.now)
    }

    /// What the screen shows at media time `time`: each property's model value, replaced by the last-installed
    /// animation that is active on it at that time (later animations on a key path win, as in Core Animation's
    /// render tree).
    public func presentation(at time: TimeInterval) -> HeadlessPresentation {
        removeFinishedAnimations()
        var shown = HeadlessPresentation(modelOf: self)
        for (_, animation) in installed {
            guard let value = animation.value(at: time) else { continue }
            shown.set(animation.keyPath, to: value)
        }
        return shown
    }

    /// Drops animations whose active duration is over and that are removed on completion (Core Animation removes them
    /// at the next commit after they end; the model removes them when next asked).
    private func removeFinishedAnimations() {
        let now = environment.clock.now
        installed.removeAll { $0.animation.isRemovedOnCompletion && now >= $0.animation.endTime }
    }
}

/// A layer's presented values at one instant (`layer.presentation()`).
public struct HeadlessPresentation: Equatable, Sendable {
    /// The presented bounds.
    public var bounds: CGRect
    /// The presented position.
    public var position: CGPoint
    /// The presented transform.
    public var transform: Matrix3D
    /// The presented opacity.
    public var opacity: CGFloat
    /// Whether the layer is presented hidden.
    public var isHidden: Bool
    /// The presented corner radius.
    public var cornerRadius: CGFloat
    /// The presented shadow opacity.
    public var shadowOpacity: CGFloat
    /// The presented shadow radius.
    public var shadowRadius: CGFloat
    /// The presented shadow offset.
    public var shadowOffset: CGSize

    @MainActor
    init(modelOf layer: HeadlessLayer) {
        bounds = layer.bounds
        position = layer.position
        transform = layer.transform
        opacity = layer.opacity
        isHidden = layer.isHidden
        cornerRadius = layer.cornerRadius
        shadowOpacity = CGFloat(layer.shadowOpacity)
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
    }

    /// The rectangle the layer covers on screen, in its superlayer's coordinates (transform included).
    public var frame: CGRect {
        var state = LayerState(ViewState(frame: .zero))
        state.size = bounds.size
        state.position = position
        state.transform = transform
        return state.presentedFrame
    }

    mutating func set(_ keyPath: String, to value: HeadlessAnimatedValue) {
        switch (keyPath, value) {
        case let ("bounds", .rect(rect)): bounds = rect
        case let ("bounds.size", .size(size)): bounds.size = size
        case let ("position", .point(point)): position = point
        case let ("transform", .transform(matrix)): transform = matrix
        case let ("opacity", .number(number)): opacity = number
        case let ("hidden", .number(number)): isHidden = number != 0
        case let ("cornerRadius", .number(number)): cornerRadius = number
        case let ("shadowOpacity", .number(number)): shadowOpacity = number
        case let ("shadowRadius", .number(number)): shadowRadius = number
        case let ("shadowOffset", .size(size)): shadowOffset = size
        default: break  // shadowPath and unknown key paths do not change the presented geometry
        }
    }
}
