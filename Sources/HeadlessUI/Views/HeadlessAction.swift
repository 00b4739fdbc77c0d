import Foundation
import TransitionCore

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
