#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionCatalogue

    /// A custom transition container in SwiftUI: one screen on show at a time, chosen by `selection`, with the
    /// transition the catalogue's config names for each (from, to) pair, interactive and cancellable.
    ///
    /// ```swift
    /// TransitionContainer("Tabs", selection: $tab) {
    ///     TransitionScreen("Home") { HomeView() }
    ///     TransitionScreen("Search") { SearchView() }
    /// }
    /// .transitionCatalogue(configuration)
    /// ```
    ///
    /// Each screen is hosted in a controller of its own, made once per tag and kept while the tag is there, so its
    /// `@State` survives switches. Setting `selection` switches, animated unless the change's transaction disables
    /// animations; a change mid-flight follows the config's mid-flight policy. A swipe from the trailing edge goes to
    /// the next screen and one from the leading edge to the previous one, finishing or cancelling by the config's rule
    /// for the pair: `selection` is written once, when such a switch lands, and not at all when it is cancelled.
    /// `identifier` names the container in the rules (`"container": "Tabs"`).
    @MainActor
    public struct TransitionContainer<Tag: Hashable>: UIViewControllerRepresentable {
        let identifier: String
        @Binding var selection: Tag
        let screens: [TransitionScreen<Tag>]
        @Environment(\.transitionConfiguration) private var configuration
        @Environment(\.layoutDirection) private var layoutDirection

        /// A container named `identifier` whose `selection` picks one of `screens`.
        public init(
            _ identifier: String, selection: Binding<Tag>,
            @TransitionScreensBuilder<Tag> screens: () -> [TransitionScreen<Tag>]
        ) {
            self.identifier = identifier
            _selection = selection
            self.screens = screens()
        }

        /// A container over `items`, one screen per item, named by `name` and tagged by the item's `id`.
        public init<Items: RandomAccessCollection, Content: View>(
            _ identifier: String, _ items: Items, selection: Binding<Tag>, name: (Items.Element) -> String,
            @ViewBuilder content: (Items.Element) -> Content
        ) where Items.Element: Identifiable, Items.Element.ID == Tag {
            self.identifier = identifier
            _selection = selection
            screens = items.map { item in TransitionScreen(name(item), tag: item.id) { content(item) } }
        }

        /// Keeps the container, its screens' controllers and the selection in step.
        @MainActor
        public final class Coordinator {
            var bound: BoundSelection<Tag>?
            var swipes: TransitionContainerViewController.EdgeSwipes?
            var hosts: [Tag: UIHostingController<AnyView>] = [:]
            var write: (Tag) -> Void = { _ in }
        }

        /// Makes the coordinator.
        public func makeCoordinator() -> Coordinator { Coordinator() }

        /// Makes the container, its edge swipes and the binding between its selection and `selection`.
        public func makeUIViewController(context: Context) -> TransitionContainerViewController {
            let container = TransitionContainerViewController(identifier: identifier)
            let coordinator = context.coordinator
            coordinator.bound = BoundSelection(container: container) { [weak coordinator] tag in
                // Written from a switch's end, never during a SwiftUI update: the next turn of the main queue.
                DispatchQueue.main.async { coordinator?.write(tag) }
            }
            coordinator.swipes = container.installEdgeSwipes()
            return container
        }

        /// Applies the config, the layout direction, the screens and the selection.
        public func updateUIViewController(_ container: TransitionContainerViewController, context: Context) {
            let coordinator = context.coordinator
            let binding = $selection
            coordinator.write = { tag in binding.wrappedValue = tag }
            if let configuration, container.engine.delegate !== configuration {
                configuration.attach(to: container.engine)
            }
            container.engine.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            var contents: [Tag: (name: String, view: AnyView)] = [:]
            for screen in screens where contents[screen.tag] == nil {
                contents[screen.tag] = (screen.name, screen.content)
            }
            for (tag, host) in coordinator.hosts {
                if let content = contents[tag] { host.rootView = content.view }
            }
            let animated = !context.transaction.disablesAnimations
            coordinator.bound?.setScreens(screens.map(\.tag), selecting: selection, animated: animated) { tag in
                let host = UIHostingController(rootView: contents[tag]?.view ?? AnyView(EmptyView()))
                host.transitionIdentifier = contents[tag]?.name ?? "\(tag)"
                coordinator.hosts[tag] = host
                return host
            }
            coordinator.hosts = coordinator.hosts.filter { contents[$0.key] != nil }
        }
    }
#endif
