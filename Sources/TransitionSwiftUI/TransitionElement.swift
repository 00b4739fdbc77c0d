#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitionCatalogue
    import TransitionUIKit

    extension View {
        /// Tags this view as the shared element `identifier` (`"photo"`) that a container transform moves between
        /// screens: the rule's `element`. Tag the cell in the grid and the photo in the detail screen with the same
        /// identifier and the same `id` (the photo's), and the detail grows out of the cell that shows its photo and
        /// shrinks back into it, wherever the grid has scrolled. A screen with no view of that identifier and id (the
        /// cell scrolled out of a lazy grid) plays the rule's fallback.
        ///
        /// While the element is in flight, the view is not drawn in its screen: its picture moves above the screens
        /// instead, and it is drawn again when the picture lands.
        public func transitionElement(_ identifier: String, id: some Hashable) -> some View {
            modifier(TransitionElementModifier(identifier: identifier, id: AnyHashable(id)))
        }

        /// Tags this view as the shared element `identifier`, for screens that show one view of it each (a
        /// profile picture on two screens). In a grid, give each cell its `id` with
        /// ``SwiftUI/View/transitionElement(_:id:)``.
        public func transitionElement(_ identifier: String) -> some View {
            modifier(TransitionElementModifier(identifier: identifier, id: nil))
        }
    }

    /// Puts a marker behind the view, covering its frame and carrying its tag, and stops drawing the view while a
    /// transition holds the element lifted.
    private struct TransitionElementModifier: ViewModifier {
        let identifier: String
        let id: AnyHashable?
        @State private var isLifted = false

        func body(content: Content) -> some View {
            content
                .opacity(isLifted ? 0 : 1)
                .background(ElementMarker(identifier: identifier, id: id, isLifted: $isLifted).accessibilityHidden(true))
        }
    }

    private struct ElementMarker: UIViewRepresentable {
        let identifier: String
        let id: AnyHashable?
        @Binding var isLifted: Bool

        func makeUIView(context: Context) -> ElementMarkerView { ElementMarkerView(frame: .zero) }

        func updateUIView(_ marker: ElementMarkerView, context: Context) {
            marker.transitionElement = identifier
            marker.transitionElementID = id
            let isLifted = $isLifted
            marker.onLift = { lifted in
                // At once and without animation: the picture takes the element's place on this frame.
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { isLifted.wrappedValue = lifted }
            }
        }

        static func dismantleUIView(_ marker: ElementMarkerView, coordinator: ()) {
            marker.onLift = nil
        }
    }
#endif
