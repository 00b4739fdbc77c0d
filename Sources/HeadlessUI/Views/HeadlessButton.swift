import Foundation
import TransitionCore

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
