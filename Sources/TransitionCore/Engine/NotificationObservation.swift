import Foundation

/// A block observer of the default notification center that stops observing when released (block observers are not
/// removed by themselves). The block runs on the posting thread; UIKit posts the notifications observed here on the
/// main thread.
package final class NotificationObservation: @unchecked Sendable {
    private let token: any NSObjectProtocol

    /// Calls `handler` for each `name` notification until released.
    package init(name: Notification.Name, handler: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { handler() }
        }
    }

    /// Calls `handler` with each `name` notification's object until released.
    package init(name: Notification.Name, handler: @escaping @MainActor (_ object: Any?) -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
            nonisolated(unsafe) let object = notification.object
            MainActor.assumeIsolated { handler(object) }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
