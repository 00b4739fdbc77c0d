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
    /// `@State` survives switches; the container's environment reaches every screen. Setting `selection` switches with
    /// the config's animator — a switch is the container's own motion, as a push is a navigation stack's — unless the
    /// change is made in a transaction that disables animations (`withTransaction`); a change mid-flight follows the
    /// config's mid-flight policy. A swipe from the trailing edge goes to
    /// the next screen and one from the leading edge to the previous one, finishing or cancelling by the config's rule
    /// for the pair (``edgeSwipes(_:)`` turns them off): `selection` is written once, when such a switch lands, and
    /// not at all when it is cancelled.
    /// `identifier` names the container in the rules (`"container": "Tabs"`).
    @MainActor
    public struct TransitionContainer<Tag: Hashable>: UIViewControllerRepresentable {
        let identifier: String
        @Binding var selection: Tag
        let screens: [TransitionScreen<Tag>]
        var swipesEnabled = true
        var progressReader: TransitionContainerProgress?
        /// The tab bar a ``TransitionTabView`` shows, following a tab container on this container.
        var tabBar: TransitionTabBarModel?
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

        /// A container over `items`, one screen per item, named by `name` and tagged by the item's `id`. Config rules
        /// tell screens apart by name, so `name` gives each item its own (a container refuses two screens of one name).
        public init<Items: RandomAccessCollection, Content: View>(
            _ identifier: String, _ items: Items, selection: Binding<Tag>, name: (Items.Element) -> String,
            @ViewBuilder content: (Items.Element) -> Content
        ) where Items.Element: Identifiable, Items.Element.ID == Tag {
            self.identifier = identifier
            _selection = selection
            screens = items.map { item in TransitionScreen(name(item), tag: item.id) { content(item) } }
        }

        /// Turns the container's edge swipes on (the default) or off: off, a screen's own gestures at the edges (a
        /// horizontal list, a navigation stack's back swipe) never compete with them.
        public func edgeSwipes(_ enabled: Bool) -> Self {
            var copy = self
            copy.swipesEnabled = enabled
            return copy
        }

        /// Reports the container's switches to `reader`, for views outside the container that follow them (a tab bar
        /// of the app's own).
        public func progress(_ reader: TransitionContainerProgress) -> Self {
            var copy = self
            copy.progressReader = reader
            return copy
        }

        /// Keeps the container, its screens' controllers and the selection in step.
        @MainActor
        public final class Coordinator {
            var bound: BoundSelection<Tag>?
            var swipes: TransitionContainerViewController.EdgeSwipes?
            /// The config this container attached, to take it off again when the environment drops it.
            weak var attached: ConfiguredTransitionDelegate?
            var write: (Tag) -> Void = { _ in }
            /// Whether SwiftUI is updating the container (a binding must not be written then).
            var updating = false
            /// A tag the container landed on during an update, written on the next turn of the main queue.
            var pending: Tag?
            /// The app's value at the last update: while a landed tag waits, a different one is the app's new choice.
            var seen: Tag?
            /// The progress reader the container reports to.
            weak var reader: TransitionContainerProgress?
            /// The tab container whose bar a tab view shows.
            var tabs: TransitionContainerViewController.Tabs?

            /// Writes a tag the container landed on: at once from a switch's end (a frame or a gesture, never a view
            /// update); on the next turn when it happened inside an update, and then only if nothing newer came.
            func landed(on tag: Tag) {
                guard updating else {
                    write(tag)
                    return
                }
                pending = tag
                DispatchQueue.main.async { [weak self] in
                    guard let self, self.pending == tag else { return }
                    self.pending = nil
                    if self.bound?.appValue == tag { self.write(tag) }
                }
            }
        }

        /// Makes the coordinator.
        public func makeCoordinator() -> Coordinator { Coordinator() }

        /// Makes the container, its edge swipes and the binding between its selection and `selection`.
        public func makeUIViewController(context: Context) -> TransitionContainerViewController {
            let container = TransitionContainerViewController(identifier: identifier)
            let coordinator = context.coordinator
            coordinator.bound = BoundSelection(container: container) { [weak coordinator] tag in
                coordinator?.landed(on: tag)
            }
            if let tabBar {
                // Switched from the bar: VoiceOver keeps the person's place in it.
                container.switchAnnouncement = .keepsFocus
                let tabs = TransitionContainerViewController.Tabs(container: container)
                tabs.onTabBarChange = { [weak coordinator, weak tabBar] state in
                    tabBar?.publish(state, later: coordinator?.updating ?? false)
                }
                coordinator.tabs = tabs
            }
            return container
        }

        /// Applies the config, the layout direction, the screens and the selection.
        public func updateUIViewController(_ container: TransitionContainerViewController, context: Context) {
            let coordinator = context.coordinator
            coordinator.updating = true
            defer { coordinator.updating = false }
            let binding = $selection
            coordinator.write = { tag in binding.wrappedValue = tag }
            if let configuration {
                if container.engine.delegate !== configuration {
                    configuration.attach(to: container.engine)
                    coordinator.attached = configuration
                }
            } else if let attached = coordinator.attached, container.engine.delegate === attached {
                container.engine.delegate = nil
                coordinator.attached = nil
            }
            container.engine.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            if swipesEnabled, coordinator.swipes == nil {
                coordinator.swipes = container.installEdgeSwipes()
            } else if !swipesEnabled, let swipes = coordinator.swipes {
                swipes.remove()
                coordinator.swipes = nil
            }
            // A hosting controller starts a view graph of its own: the container's environment (the config, the
            // app's objects and values) is passed on to every screen.
            let environment = context.environment
            var contents: [Tag: (name: String, view: AnyView)] = [:]
            for screen in screens where contents[screen.tag] == nil {
                contents[screen.tag] = (screen.name, AnyView(screen.content.environment(\.self, environment)))
            }
            for (tag, content) in contents {
                guard let host = coordinator.bound?.controllers[tag] as? UIHostingController<AnyView> else { continue }
                host.rootView = content.view
                host.transitionIdentifier = content.name
            }
            // Config rules tell screens apart by name: a list with two screens of one name is refused (and reported
            // in the container's diagnostics), so it is caught here, where the app's code can be fixed.
            var names = Set<String>()
            if let twice = screens.first(where: { !names.insert($0.name).inserted }) {
                assertionFailure("TransitionContainer \(identifier): two screens are named \"\(twice.name)\"")
            }
            let animated = !context.transaction.disablesAnimations
            // The binding still holds the value from before a landed tag that waits to be written; a value the app set
            // since then is its new choice, and the waiting tag is dropped.
            let value: Tag
            if let pending = coordinator.pending, selection == coordinator.seen {
                value = pending
            } else {
                value = selection
                coordinator.pending = nil
            }
            coordinator.seen = selection
            coordinator.bound?.setScreens(screens.map(\.tag), selecting: value, animated: animated) { tag in
                let host = UIHostingController(rootView: contents[tag]?.view ?? AnyView(EmptyView()))
                host.transitionIdentifier = contents[tag]?.name ?? "\(tag)"
                return host
            }
            if let reader = progressReader, coordinator.reader !== reader {
                coordinator.reader = reader
                reader.follow(container) { [weak coordinator] in coordinator?.updating ?? false }
            }
        }
    }
#endif
