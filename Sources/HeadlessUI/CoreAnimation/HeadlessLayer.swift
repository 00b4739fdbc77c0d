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
/// - `anchorPoint` is the point of the bounds (in unit coordinates) that sits at `position` and that `transform`
///   turns about; `frame` is `position − anchorPoint × bounds.size` (`CALayer.anchorPoint` and `frame` reference;
///   Core Animation Programming Guide, "Anchor Points Affect Geometric Manipulations").
/// - A layer has its own time: `local = (parent − beginTime) × speed + timeOffset`, from the window's media time
///   down through every superlayer; `speed = 0` pauses it at `timeOffset`. An animation's `beginTime` and
///   `duration` are in its layer's time (`CAMediaTiming` reference; Technical Q&A QA1673, "How to pause the
///   animation of a layer tree").
/// - `zPosition` orders sibling layers before their order among the sublayers (`CALayer.zPosition` reference).
@MainActor
public final class HeadlessLayer {
    /// `bounds`: the size, and the origin that a scroll view's `contentOffset` is.
    public var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            environment.modelDidChange()
            if bounds.size != oldValue.size { owner?.boundsSizeDidChange(from: oldValue.size) }
        }
    }
    /// `position`: where ``anchorPoint`` sits in the superlayer's coordinates (the centre by default).
    public var position: CGPoint = .zero {
        didSet { if position != oldValue { environment.modelDidChange() } }
    }
    /// `anchorPoint`: the point of the bounds, in unit coordinates, that sits at ``position`` and that the transform
    /// turns about; (0.5, 0.5) is the centre.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if anchorPoint != oldValue { environment.modelDidChange() } }
    }
    /// `zPosition`: siblings with a larger value are drawn in front, whatever their order among the sublayers.
    public var zPosition: CGFloat = 0 {
        didSet { if zPosition != oldValue { environment.modelDidChange() } }
    }
    /// `speed`: how fast the layer's time runs against its superlayer's (0 pauses it).
    public var speed: Float = 1 {
        didSet { if speed != oldValue { environment.modelDidChange() } }
    }
    /// `timeOffset`: added to the layer's local time.
    public var timeOffset: TimeInterval = 0 {
        didSet { if timeOffset != oldValue { environment.modelDidChange() } }
    }
    /// `beginTime`: the superlayer time the layer's time starts at.
    public var beginTime: TimeInterval = 0 {
        didSet { if beginTime != oldValue { environment.modelDidChange() } }
    }
    /// `transform`, applied about ``anchorPoint``.
    public var transform: Matrix3D = .identity {
        didSet { if transform != oldValue { environment.modelDidChange() } }
    }
    /// `opacity` (the view's `alpha`).
    public var opacity: CGFloat = 1 {
        didSet { if opacity != oldValue { environment.modelDidChange() } }
    }
    /// `isHidden`.
    public var isHidden = false {
        didSet { if isHidden != oldValue { environment.modelDidChange() } }
    }
    /// `cornerRadius`.
    public var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { environment.modelDidChange() } }
    }
    /// `shadowOpacity`.
    public var shadowOpacity: Float = 0 {
        didSet { if shadowOpacity != oldValue { environment.modelDidChange() } }
    }
    /// `shadowRadius` (Core Animation's default is 3).
    public var shadowRadius: CGFloat = 3 {
        didSet { if shadowRadius != oldValue { environment.modelDidChange() } }
    }
    /// `shadowOffset` (Core Animation's default is (0, −3)).
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { environment.modelDidChange() } }
    }
    /// `shadowPath`.
    public var shadowPath: HeadlessPath? {
        didSet { if shadowPath != oldValue { environment.modelDidChange() } }
    }
    /// `masksToBounds` (the view's `clipsToBounds`).
    public var masksToBounds = false {
        didSet { if masksToBounds != oldValue { environment.modelDidChange() } }
    }

    weak var owner: HeadlessView?
    private let environment: HeadlessEnvironment
    private var installed: [(key: String, animation: HeadlessKeyframeAnimation)] = [] {
        didSet {
            environment.modelDidChange()
            if installed.isEmpty != oldValue.isEmpty { environment.layer(self, isAnimated: !installed.isEmpty) }
        }
    }

    init(environment: HeadlessEnvironment) {
        self.environment = environment
    }

    // MARK: Animations

    /// `add(_:forKey:)`: installs a copy of `animation`, replacing one under the same key. A `beginTime` of 0 becomes
    /// the current media time.
    package func add(_ animation: HeadlessKeyframeAnimation, forKey key: String?) {
        let copy = animation.copy()
        if copy.beginTime == 0 { copy.beginTime = localTime(atMediaTime: environment.clock.now) }
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

    /// `convertTime(_:from:)`: `time` in `layer`'s time (nil: media time) as this layer's local time.
    package func convertTime(_ time: TimeInterval, from layer: HeadlessLayer?) -> TimeInterval {
        localTime(atMediaTime: layer.map { $0.mediaTime(atLocalTime: time) } ?? time)
    }

    /// The superlayer: the superview's layer.
    var superlayer: HeadlessLayer? { owner?.superview?.layer }

    /// The layer's local time at media time `time`: `(parent − beginTime) × speed + timeOffset`, down from the root.
    package func localTime(atMediaTime time: TimeInterval) -> TimeInterval {
        let parent = superlayer?.localTime(atMediaTime: time) ?? time
        return (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The media time at which the layer's local time is `time` (a paused layer's time never moves: its begin).
    func mediaTime(atLocalTime time: TimeInterval) -> TimeInterval {
        let parent = speed == 0 ? beginTime : (time - timeOffset) / Double(speed) + beginTime
        return superlayer?.mediaTime(atLocalTime: parent) ?? parent
    }

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
        guard !installed.isEmpty else { return shown }
        let local = localTime(atMediaTime: time)
        for (_, animation) in installed {
            guard let value = animation.value(at: local) else { continue }
            shown.set(animation.keyPath, to: value)
        }
        return shown
    }

    /// Drops animations whose active duration is over and that are removed on completion (Core Animation removes them
    /// at the next commit after they end; the model removes them when next asked).
    func removeFinishedAnimations() {
        guard !installed.isEmpty else { return }
        let now = localTime(atMediaTime: environment.clock.now)
        let isOver = { (entry: (key: String, animation: HeadlessKeyframeAnimation)) in
            entry.animation.isRemovedOnCompletion && now >= entry.animation.endTime
        }
        // Only when one is over: a change of the installed animations is a change of what the window shows.
        guard installed.contains(where: isOver) else { return }
        installed.removeAll(where: isOver)
    }
}
