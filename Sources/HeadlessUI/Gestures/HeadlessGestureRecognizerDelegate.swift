import Foundation
import TransitionCore

/// `UIGestureRecognizerDelegate`, with UIKit's defaults for the methods a delegate leaves out.
@MainActor
public protocol HeadlessGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin now (default true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: HeadlessGestureRecognizer) -> Bool
    /// Whether both may recognize at once (default false).
    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail (default false).
    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail (default false).
    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool
    /// Whether the recognizer sees a finger that went down on its view or a subview (default true): asked as it
    /// goes down, before the recognizer sees it (`gestureRecognizer(_:shouldReceive:)` with a `UITouch`).
    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer, shouldReceive touch: HeadlessFingerTouch
    )
        -> Bool
}

extension HeadlessGestureRecognizerDelegate {
    /// True.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: HeadlessGestureRecognizer) -> Bool { true }
    /// False.
    public func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool { false }
    /// False.
    public func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool { false }
    /// False.
    public func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool { false }
    /// True.
    public func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer, shouldReceive touch: HeadlessFingerTouch
    ) -> Bool { true }
}
