#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionCatalogue

    /// A side drawer in SwiftUI: a centre screen and a drawer on the left, the right or both, open on the side
    /// `openSide` names, with the config's drawer animator for each (centre, drawer) pair.
    ///
    /// ```swift
    /// TransitionDrawer("Drawer", openSide: $menuSide) {
    ///     TransitionScreen("Home") { HomeView() }
    /// } left: {
    ///     TransitionScreen("Menu") { MenuView() }
    /// }
    /// .transitionCatalogue(configuration)
    /// ```
    ///
    /// Setting `openSide` opens, closes or swaps the drawer, animated unless the change is made in a transaction that
    /// disables animations. A pan from a screen edge where a drawer is set opens it under the finger, a horizontal pan
    /// or a tap on the strip of centre beside it closes it, and VoiceOver's escape gesture closes it too: `openSide`
    /// is written once when such a motion lands, and not at all for one that goes back where it began. Each screen is
    /// hosted in a controller of its own, kept while the drawer is there; the drawer's environment reaches each.
    @MainActor
    public struct TransitionDrawer: UIViewControllerRepresentable {
        let identifier: String
        @Binding var openSide: ScreenSide?
        let center: TransitionScreen<String>
        let drawers: [ScreenSide: TransitionScreen<String>]
        @Environment(\.transitionConfiguration) private var configuration

        /// A drawer container named `identifier` with a `left` drawer, a `right` one, or both.
        public init(
            _ identifier: String, openSide: Binding<ScreenSide?>, center: () -> TransitionScreen<String>,
            left: (() -> TransitionScreen<String>)? = nil, right: (() -> TransitionScreen<String>)? = nil
        ) {
            self.identifier = identifier
            _openSide = openSide
            self.center = center()
            var drawers: [ScreenSide: TransitionScreen<String>] = [:]
            drawers[.left] = left?()
            drawers[.right] = right?()
            self.drawers = drawers
        }

        /// Keeps the drawer, its screens' controllers and `openSide` in step.
        @MainActor
        public final class Coordinator {
            var bound: BoundDrawer<UIViewController, UIView>?
            var pans: GestureForwarder?
            var center: UIHostingController<AnyView>?
            var drawers: [ScreenSide: UIHostingController<AnyView>] = [:]
            weak var attached: ConfiguredTransitionDelegate?
            var write: (ScreenSide?) -> Void = { _ in }
            var updating = false

            /// Writes the side the drawer landed on: at once from a motion's end, on the next turn of the main queue
            /// when it landed during a view update (SwiftUI does not allow a write then).
            func landed(on side: ScreenSide?) {
                guard updating else {
                    write(side)
                    return
                }
                DispatchQueue.main.async { [weak self] in
                    guard let self, self.bound?.appValue == side else { return }
                    self.write(side)
                }
            }
        }

        /// Makes the coordinator.
        public func makeCoordinator() -> Coordinator { Coordinator() }

        /// Makes the container, its drawer, the drawer's pans and the binding between `openSide` and the drawer.
        public func makeUIViewController(context: Context) -> TransitionContainerViewController {
            let container = TransitionContainerViewController(identifier: identifier)
            container.engine.appearanceForwarding = .navigationStyle
            let drawer = TransitionContainerViewController.Drawer(container: container)
            let coordinator = context.coordinator
            coordinator.bound = BoundDrawer(drawer: drawer) { [weak coordinator] side in
                coordinator?.landed(on: side)
            }
            coordinator.pans = drawer.installPans(on: container)
            return container
        }

        /// Applies the config, the screens and `openSide`.
        public func updateUIViewController(_ container: TransitionContainerViewController, context: Context) {
            let coordinator = context.coordinator
            guard let bound = coordinator.bound else { return }
            coordinator.updating = true
            defer { coordinator.updating = false }
            let binding = $openSide
            coordinator.write = { side in binding.wrappedValue = side }
            let drawer = bound.drawer
            if let configuration {
                if drawer.delegate !== configuration {
                    drawer.delegate = configuration
                    coordinator.attached = configuration
                }
            } else if let attached = coordinator.attached, drawer.delegate === attached {
                drawer.delegate = nil
                coordinator.attached = nil
            }
            let environment = context.environment
            func host(_ screen: TransitionScreen<String>, in existing: UIHostingController<AnyView>?)
                -> UIHostingController<AnyView>
            {
                let content = AnyView(screen.content.environment(\.self, environment))
                let controller = existing ?? UIHostingController(rootView: content)
                controller.rootView = content
                controller.transitionIdentifier = screen.name
                return controller
            }
            let center = host(self.center, in: coordinator.center)
            if coordinator.center !== center {
                coordinator.center = center
                drawer.setCenter(center)
            }
            for side in [ScreenSide.left, .right] {
                guard let screen = drawers[side] else {
                    if coordinator.drawers.removeValue(forKey: side) != nil { drawer.setDrawer(nil, for: side) }
                    continue
                }
                let controller = host(screen, in: coordinator.drawers[side])
                if coordinator.drawers[side] !== controller {
                    coordinator.drawers[side] = controller
                    drawer.setDrawer(controller, for: side)
                }
            }
            bound.appSelected(openSide, animated: !context.transaction.disablesAnimations)
        }
    }
#endif
