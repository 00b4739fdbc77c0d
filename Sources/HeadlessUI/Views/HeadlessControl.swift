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

    func trackingEnded(inside: Bool) {
        guard isTracking else { return }
        isTracking = false
        if inside, isEnabled { sendActions(for: [.touchUpInside, .primaryActionTriggered]) }
    }

    func trackingCancelled() { isTracking = false }
}

/// `UIAction`: a title and a handler.
@MainActor
public final class HeadlessAction {
    /// The title a button shows.
    public let title: String
    let handler: @MainActor (HeadlessAction) -> Void

    /// `UIAction(title:handler:)`.
    public init(title: String = "", handler: @escaping @MainActor (HeadlessAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// An in-memory `UIButton` with a title.
@MainActor
public final class HeadlessButton: HeadlessControl {
    /// The title.
    public var title: String?

    /// A button whose primary action is `primaryAction` (`UIButton(primaryAction:)`), titled by it.
    public convenience init(primaryAction: HeadlessAction) {
        self.init(name: "button \(primaryAction.title)", frame: .zero, environment: .current)
        title = primaryAction.title
        addAction(primaryAction, for: .primaryActionTriggered)
    }
}

/// An in-memory `UILabel`: text, and no touches (`isUserInteractionEnabled` is false by default, as in UIKit).
@MainActor
public final class HeadlessLabel: HeadlessView {
    /// The text.
    public var text: String?
    /// The text colour.
    public var textColor: HeadlessColor?

    /// A label; it takes no touches.
    public override init(name: String, frame: CGRect = .zero, environment: HeadlessEnvironment) {
        super.init(name: name, frame: frame, environment: environment)
        isUserInteractionEnabled = false
    }
}
