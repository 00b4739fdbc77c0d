import Foundation

/// A shared element both screens of a transition show: the view the app tagged with the identifier in the leaving
/// screen (the source) and in the arriving one (the destination). A host finds both, measures them and gives the
/// animator this, through ``TransitionContext/sharedElement``.
///
/// The destination is measured with the arriving screen laid out at its final frame, and the source where it is
/// now: after a list scrolled, a return lands on the cell where it stands, not where it stood.
public struct SharedElement: Sendable, Hashable {
    /// The identifier both views carry (`"photo"`).
    public var identifier: String
    /// The element in the leaving screen.
    public var source: ElementGeometry
    /// The element in the arriving screen.
    public var destination: ElementGeometry

    /// Creates a shared element.
    public init(identifier: String, source: ElementGeometry, destination: ElementGeometry) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// The element previews and checks use when no screen gives one: a rounded square cell in the leaving screen's
    /// grid growing into a photo across the top of the arriving screen (the element a return shrinks back, read the
    /// other way round).
    public static func preview(in bounds: CGRect, direction: TransitionDirection = .forward) -> SharedElement {
        let side = bounds.width * 0.3
        let cell = ElementGeometry(
            frame: CGRect(
                x: bounds.minX + bounds.width * 0.08, y: bounds.minY + bounds.height * 0.4, width: side,
                height: side), cornerRadius: 12)
        let photo = ElementGeometry(
            frame: CGRect(
                x: bounds.minX, y: bounds.minY + bounds.height * 0.1, width: bounds.width,
                height: bounds.height * 0.4))
        return direction == .forward
            ? SharedElement(identifier: "preview", source: cell, destination: photo)
            : SharedElement(identifier: "preview", source: photo, destination: cell)
    }
}

extension TransitionRenderer {
    /// Looks for `identifier` in both screens and pairs the views by their identities
    /// (``ElementSearch/match(sources:destinations:id:)``).
    package func searchElement(_ identifier: String, from fromView: View, to toView: View) -> ElementSearch<View> {
        ElementSearch.match(
            sources: elements(identifier, in: fromView), destinations: elements(identifier, in: toView),
            id: { elementID(of: $0) })
    }

    /// The geometry of `element` in the container's coordinates, its screen standing at `screenFrame`.
    package func geometry(of element: View, in screen: View, standingAt screenFrame: CGRect) -> ElementGeometry {
        geometry(of: element, in: screen).offsetBy(screenFrame.origin)
    }
}

extension TransitionAnimation {
    /// Whether the source element's picture goes on top of the destination's: when the destination's picture stays
    /// opaque from the start and the source's fades (a return that uncovers the cell, or a `fadeMode` of `out`). The
    /// picture that fades goes on top; otherwise the opaque one would cover it and the fade would never show.
    package var sourcePictureFadesOverDestination: Bool {
        var destinationAtStart = ViewState(frame: .zero)
        sample(.toElement, at: 0, into: &destinationAtStart)
        guard destinationAtStart.alpha >= 1 else { return false }
        var sourceAtEnd = ViewState(frame: .zero)
        sample(.fromElement, at: 1, into: &sourceAtEnd)
        return sourceAtEnd.alpha < 1
    }
}
