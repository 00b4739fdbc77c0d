#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionCatalogue

    /// Tabs in SwiftUI with a bar of the app's own: a ``TransitionContainer`` of screens and, below it, a bar drawn
    /// from the ``/TabTransition/TabBarState`` of a tab container on it — titles, the selected tab, an indicator
    /// position and highlights that follow every switch both ways (a finger's, the finish, the cancel), and the
    /// bar's visibility.
    ///
    /// ```swift
    /// TransitionTabView("Tabs", selection: $tab) {
    ///     TransitionScreen("Home") { HomeView() }
    ///     TransitionScreen("Search") { SearchView() }
    /// } bar: { bar, select in
    ///     MyTabBar(titles: bar.titles, indicator: bar.indicatorPosition, select: select)
    /// }
    /// ```
    ///
    /// `select(index)` sets `selection` to that screen's tag, animated. The screens behave as a
    /// ``TransitionContainer``'s; a switch no rule names plays the tab container's own slide. The bar's titles are
    /// the screens' names.
    @MainActor
    public struct TransitionTabView<Tag: Hashable, Bar: View>: View {
        let identifier: String
        @Binding var selection: Tag
        let screens: [TransitionScreen<Tag>]
        let bar: (TabBarState, @escaping @MainActor (Int) -> Void) -> Bar
        /// Held, not observed: only the bar is drawn again on every frame of a switch.
        @State private var model = TransitionTabBarModel()

        /// Tabs named `identifier` whose `selection` picks one of `screens`, above `bar`.
        public init(
            _ identifier: String, selection: Binding<Tag>,
            @TransitionScreensBuilder<Tag> screens: () -> [TransitionScreen<Tag>],
            @ViewBuilder bar: @escaping (TabBarState, @escaping @MainActor (Int) -> Void) -> Bar
        ) {
            self.identifier = identifier
            _selection = selection
            self.screens = screens()
            self.bar = bar
        }

        /// The screens above the bar.
        public var body: some View {
            let tags = screens.map(\.tag)
            let binding = $selection
            VStack(spacing: 0) {
                TransitionContainer(identifier, selection: $selection) { screens }
                    .tabBar(model)
                TabBarHost(model: model) { state in
                    bar(state) { index in
                        if tags.indices.contains(index) { withAnimation { binding.wrappedValue = tags[index] } }
                    }
                }
            }
        }
    }

    /// The bar's state, published for the bar alone.
    @MainActor
    public final class TransitionTabBarModel: ObservableObject {
        /// The tab bar as the tab container has it.
        @Published public private(set) var state = TabBarState(titles: [], selectedIndex: nil)

        /// An empty bar, until a container gives it tabs.
        nonisolated public init() {}

        /// Publishes `state`, on the next turn of the main queue when SwiftUI is updating views.
        func publish(_ state: TabBarState, later: Bool) {
            guard later else {
                if self.state != state { self.state = state }
                return
            }
            DispatchQueue.main.async { [weak self] in
                if let self, self.state != state { self.state = state }
            }
        }
    }

    /// Draws the bar from the model it observes.
    @MainActor
    private struct TabBarHost<Bar: View>: View {
        @ObservedObject var model: TransitionTabBarModel
        let bar: (TabBarState) -> Bar

        var body: some View { bar(model.state) }
    }

    extension TransitionContainer {
        /// Puts a tab container on the container, whose bar `model` publishes.
        func tabBar(_ model: TransitionTabBarModel) -> Self {
            var copy = self
            copy.tabBar = model
            return copy
        }
    }
#endif
