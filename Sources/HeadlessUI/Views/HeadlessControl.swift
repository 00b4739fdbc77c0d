import Foundation
import TransitionCore

/// An in-memory `UIControl`: it tracks the touches that go to it and sends its actions for `.touchUpInside` (and
/// `.primaryActionTriggered`) when the finger lifts inside it, unless a gesture recognizer took the touches first
/// (`cancelsTouchesInView`) or the touch was cancelled (`UIControl` reference, "Target-action mechanism").
@MainActor
open class HeadlessControl: HeadlessView {
    /// `UIControl.Event`.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a set of events from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed (a refresh control began refreshing).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Whether the control takes touches and sends actions.
    public var isEnabled = true
    /// Whether a finger is down on the control.
    public private(set) var isTracking = false
    private var actions: [(event: Event, action: HeadlessAction)] = []

    /// `addAction(_:for:)`.
    public func addAction(_ action: HeadlessAction, for events: Event) {
        actions.append((events, action))
    }

    /// `sendActions(for:)`: runs the actions registered for any of `events`.
    public func sendActions(for events: Event) {
        for entry in actions where !entry.event.isDisjoint(with: events) { entry.action.handler(entry.action) }
    }

    func trackingBegan() { isTracking = true }

    /// The tracked finger moved to `point` (window coordinates).
    func trackingMoved(to point: CGPoint) {}

    func trackingEnded(inside: Bool) {
        guard isTracking else { return }
        isTracking = false
        if inside, isEnabled { sendActions(for: [.touchUpInside, .primaryActionTriggered]) }
    }

    func trackingCancelled() { isTracking = false }
}
