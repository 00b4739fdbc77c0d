import Foundation
import TransitionCore

/// An in-memory `UIGestureRecognizer`: UIKit's state machine for one touch sequence, fed by the window
/// (`HeadlessWindow.touchDown(at:)` and siblings), which arbitrates between the recognizers the touches reach.
///
/// Modelled rules (`UIGestureRecognizer` reference; "Coordinating multiple gesture recognizers" in UIKit's
/// documentation):
/// - A recognizer sees the touches that begin on its view or any of the view's subviews (the hit-tested view and its
///   ancestors), starting in `.possible`.
/// - A continuous recognizer goes `.possible → .began → .changed… → .ended` (or `.cancelled`), a discrete one
///   `.possible → .ended`; it can fail (`.failed`) from `.possible`. Its targets hear every state change but failing.
/// - `require(toFail:)`: it begins only after the other failed, and fails when the other recognizes.
/// - The delegate's `gestureRecognizerShouldBegin(_:)` returning false fails it at the moment it would begin.
/// - When one recognizer begins, the others still `.possible` for the same touches fail, and one cannot begin while
///   another is active, unless a delegate of either allows simultaneous recognition.
/// - With `cancelsTouchesInView` (the default), the hit-tested view's touches are cancelled when it begins: a button
///   under a pan that began never sends its action.
/// - After the sequence ends every recognizer is reset to `.possible`.
@MainActor
public class HeadlessGestureRecognizer {
    /// `UIGestureRecognizer.State`, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Not recognized yet.
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (`.recognized` for a discrete one).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The gesture failed.
        case failed = 5

        /// `.recognized`: a discrete gesture's end.
        public static let recognized = State.ended
    }

    /// What a recognizer makes of the touches so far.
    enum Verdict {
        /// Nothing yet.
        case undecided
        /// The gesture is there: begin (a continuous one) or recognize (a discrete one).
        case recognizes
        /// It cannot be this gesture.
        case fails
    }

    /// The state.
    public internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: HeadlessView?
    /// The delegate (held weakly, as UIKit does).
    public weak var delegate: (any HeadlessGestureRecognizerDelegate)?
    /// Whether it takes part in touch handling.
    public var isEnabled = true
    /// Whether the hit view's touches are cancelled when the gesture begins.
    public var cancelsTouchesInView = true
    /// `delaysTouchesBegan`: whether the hit view (a control) sees the touch go down only once this recognizer
    /// failed (false by default, as the reference says; a screen-edge pan sets it).
    public var delaysTouchesBegan = false
    /// A name for traces.
    public var name: String?

    private var failureRequirements: [WeakRecognizer] = []
    private var associatedObjects: [String: AnyObject] = [:]
    private var targets: [(target: WeakTarget, action: @MainActor (HeadlessGestureRecognizer) -> Void)] = []
    /// The touches of the current sequence, in window coordinates, and where each went down.
    var touches: [HeadlessTouch] = []
    /// Whether the touches so far make the gesture (it begins once nothing stops it).
    var wantsToRecognize = false

    /// Creates a recognizer with no targets.
    public init() {}

    /// `require(toFail:)`.
    public func require(toFail other: HeadlessGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    /// The recognizers this one waits for (explicit requirements and those its delegate names).
    func waitsFor(_ other: HeadlessGestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true { return true }
        return false
    }

    /// Adds an action called on every state change but `.failed` (`addTarget(_:action:)` with a selector on iOS).
    /// The recognizer holds `target` weakly; the action is dropped with it.
    public func addTarget(_ target: AnyObject, action: @escaping @MainActor (HeadlessGestureRecognizer) -> Void) {
        targets.append((WeakTarget(object: target), action))
    }

    /// How many target–action entries the recognizer holds, including those whose target is gone but which it has not
    /// yet dropped (it drops them when it next sends its actions).
    public var targetCount: Int { targets.count }

    /// Removes every action of `target` (`removeTarget(_:action:)`); nil removes all.
    public func removeTarget(_ target: AnyObject?) {
        targets.removeAll { target == nil || $0.target.object === target || $0.target.object == nil }
    }

    /// Keeps `object` alive as long as the recognizer, under `key` (nil removes it): the model of
    /// `objc_setAssociatedObject(_:_:_:_:)` with a retaining policy, which a recognizer supports as every Objective-C
    /// object does. (UIKit itself keeps a recognizer's delegate weakly and does not retain its targets.)
    public func setAssociatedObject(_ object: AnyObject?, forKey key: String) {
        associatedObjects[key] = object
    }

    /// The object kept under `key` (`objc_getAssociatedObject(_:_:)`).
    public func associatedObject(forKey key: String) -> AnyObject? {
        associatedObjects[key]
    }

    /// The number of touches in the sequence.
    public var numberOfTouches: Int { touches.count }

    /// `location(in:)`: the touches' centroid in `view`'s coordinates (nil: the window's).
    public func location(in view: HeadlessView?) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let x = touches.map(\.location.x).reduce(0, +) / CGFloat(touches.count)
        let y = touches.map(\.location.y).reduce(0, +) / CGFloat(touches.count)
        return Self.convert(CGPoint(x: x, y: y), to: view)
    }

    /// `location(ofTouch:in:)`.
    public func location(ofTouch index: Int, in view: HeadlessView?) -> CGPoint {
        guard touches.indices.contains(index) else { return .zero }
        return Self.convert(touches[index].location, to: view)
    }

    static func convert(_ windowPoint: CGPoint, to view: HeadlessView?) -> CGPoint {
        view.map { $0.convert(windowPoint, from: nil) } ?? windowPoint
    }

    func sendActions() {
        targets.removeAll { $0.target.object == nil }
        for entry in targets { entry.action(self) }
    }

    // MARK: What subclasses decide

    /// Whether the recognizer finishes with `.ended` the moment it recognizes (a tap), rather than beginning.
    var isDiscrete: Bool { false }

    /// The touches went down (`touches` is set); returns the verdict so far.
    func touchesBegan() -> Verdict { .undecided }
    /// The touches moved.
    func touchesMoved() -> Verdict { .undecided }
    /// The touches lifted.
    func touchesEnded() -> Verdict { .fails }
    /// Clears per-sequence data.
    func reset() {}
    /// The recognizer is about to begin; `afterWaiting`: it had to wait for another to fail first.
    func willBegin(afterWaiting: Bool) {}
}

/// One finger of a touch sequence, in window coordinates.
struct HeadlessTouch {
    /// Where the finger is.
    var location: CGPoint
    /// Where it went down.
    let start: CGPoint
    /// Recent positions with their times, newest last, for velocity.
    var history: [(point: CGPoint, time: TimeInterval)]
}

private struct WeakRecognizer {
    weak var recognizer: HeadlessGestureRecognizer?
}

private struct WeakTarget {
    weak var object: AnyObject?
}
