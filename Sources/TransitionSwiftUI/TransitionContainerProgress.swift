#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionCatalogue

    /// Where a ``TransitionContainer``'s switch is, for views outside it — a tab bar of the app's own, a toolbar, a
    /// title: the running pair and the fraction its screens are drawn at on every frame (following a finger, the
    /// finish and the cancel), and ``position``, the selection as a point along the screens' indices.
    ///
    /// ```swift
    /// @State private var progress = TransitionContainerProgress()   // held, not observed, here
    ///
    /// TransitionContainer("Tabs", selection: $tab) { … }
    ///     .progress(progress)
    ///     .overlay(alignment: .bottom) { TabBar(progress: progress) }   // @ObservedObject there
    /// ```
    ///
    /// It publishes on every frame of a switch: observe it only in the views that follow it, so the container and
    /// its screens are not drawn again with them.
    @MainActor
    public final class TransitionContainerProgress: ObservableObject {
        /// The running switch on its last drawn frame; nil at rest.
        @Published public private(set) var progress: TransitionProgress?
        /// The selection along the screens' indices: the selected index at rest, between the pair's indices by the
        /// drawn fraction while a switch runs; nil before the container has screens.
        @Published public private(set) var position: Double?

        private var feed: TransitionProgressFeed?

        /// A reader that follows nothing until a container is given it with ``TransitionContainer/progress(_:)``.
        nonisolated public init() {}

        /// Follows `container`, replacing what it followed before; changes made while SwiftUI updates views are
        /// published on the next turn of the main queue, as SwiftUI requires.
        func follow(_ container: TransitionContainerViewController, isUpdating: @escaping @MainActor () -> Bool) {
            feed?.detach()
            let feed = TransitionProgressFeed(container: container)
            let report: @MainActor (TransitionProgressFeed) -> Void = { [weak self] feed in
                guard isUpdating() else {
                    self?.publish(feed)
                    return
                }
                DispatchQueue.main.async { [weak self, weak feed] in
                    if let feed { self?.publish(feed) }
                }
            }
            feed.onChange = report
            self.feed = feed
            // The container gives the reader its feed while SwiftUI updates it: the first values wait for the next
            // turn too.
            report(feed)
        }

        private func publish(_ feed: TransitionProgressFeed) {
            if progress != feed.progress { progress = feed.progress }
            if position != feed.position { position = feed.position }
        }
    }
#endif
