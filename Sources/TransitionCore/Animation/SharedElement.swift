import Foundation

/// Where one screen's copy of a shared element stands: its frame in the container view's coordinates, with the
/// screen at rest, and its corner radius.
public struct ElementGeometry: Sendable, Hashable {
    /// The element's frame in the container view's coordinates.
    public var frame: CGRect
    /// The element's corner radius.
    public var cornerRadius: CGFloat

    /// Creates a geometry.
    public init(frame: CGRect, cornerRadius: CGFloat = 0) {
        self.frame = frame
        self.cornerRadius = cornerRadius
    }

    /// Hashes the frame and the radius.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: frame)
        hasher.combine(cornerRadius)
    }

    /// The geometry moved by `offset` (a screen's origin in the container).
    func offsetBy(_ offset: CGPoint) -> ElementGeometry {
        ElementGeometry(frame: frame.offsetBy(dx: offset.x, dy: offset.y), cornerRadius: cornerRadius)
    }
}

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

/// An animator that moves a shared element between the two screens, as well as the screens themselves.
///
/// Before asking such an animator for its animation, whoever plays the transition looks for a view tagged
/// ``element`` in both screens. When both exist, ``TransitionContext/sharedElement`` holds their geometry, and the
/// host draws the element roles (``TransitionRole/element``, ``TransitionRole/fromElement`` and
/// ``TransitionRole/toElement``) on a stand-in while both elements are hidden. When either is missing, the delegate's
/// fallback animator plays instead, with a diagnostic naming the element and the screen; without a fallback the
/// animator plays with ``TransitionContext/sharedElement`` nil, and must then describe a transition without one.
public protocol SharedElementAnimator: TransitionAnimator {
    /// The identifier of the element both screens must show.
    var element: String { get }
}

/// What a host made to draw a shared element on: a clipping view on top of the container's other subviews, holding
/// a picture of each screen's element, while the elements themselves are hidden.
public struct ElementStandIn<View: AnyObject> {
    /// The clipping view the ``TransitionRole/element`` tracks move, in the container view.
    public var view: View
    /// The picture of the source element inside ``view``, moved by the ``TransitionRole/fromElement`` tracks.
    public var sourcePicture: View
    /// The picture of the destination element inside ``view``, moved by the ``TransitionRole/toElement`` tracks.
    public var destinationPicture: View
    /// The source element, hidden while the stand-in is up.
    public var source: View
    /// The destination element, hidden while the stand-in is up.
    public var destination: View
    /// Whether the source was hidden before: putting it back restores exactly this.
    public var sourceWasHidden: Bool
    /// Whether the destination was hidden before.
    public var destinationWasHidden: Bool

    /// Creates a stand-in record.
    public init(
        view: View, sourcePicture: View, destinationPicture: View, source: View, destination: View,
        sourceWasHidden: Bool, destinationWasHidden: Bool
    ) {
        self.view = view
        self.sourcePicture = sourcePicture
        self.destinationPicture = destinationPicture
        self.source = source
        self.destination = destination
        self.sourceWasHidden = sourceWasHidden
        self.destinationWasHidden = destinationWasHidden
    }
}

/// The tagged views a transition found for a ``SharedElementAnimator``, or which screen lacked one.
package enum ElementSearch<View: AnyObject> {
    /// Both screens show the element.
    case found(source: View, destination: View)
    /// The named screen (`"from"` or `"to"`) has no view with the identifier.
    case missing(in: TransitionRole)
}

extension TransitionRenderer {
    /// Looks for `identifier` in both screens.
    package func searchElement(_ identifier: String, from fromView: View, to toView: View) -> ElementSearch<View> {
        guard let source = element(identifier, in: fromView) else { return .missing(in: .from) }
        guard let destination = element(identifier, in: toView) else { return .missing(in: .to) }
        return .found(source: source, destination: destination)
    }

    /// The geometry of `element` in the container's coordinates, its screen standing at `screenFrame`.
    package func geometry(of element: View, in screen: View, standingAt screenFrame: CGRect) -> ElementGeometry {
        geometry(of: element, in: screen).offsetBy(screenFrame.origin)
    }
}
