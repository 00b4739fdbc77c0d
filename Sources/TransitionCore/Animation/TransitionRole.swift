/// Which view a track of a ``TransitionAnimation`` moves.
///
/// The core knows the roles every host understands (``from``, ``to``, ``container``, ``dimming``); container engines
/// add their own (the drawer's ``drawer`` and ``center``), and a host ignores roles it has no view for.
public struct TransitionRole: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The role's name, as it appears in traces and the gallery.
    public let rawValue: String

    /// Creates a role from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a role from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The name of the role.
    public var description: String { rawValue }

    /// The view of the child that is leaving (replace) or staying underneath (overlay).
    public static let from: TransitionRole = "from"
    /// The view of the child that is arriving.
    public static let to: TransitionRole = "to"
    /// The container's content view, which holds both children's views.
    public static let container: TransitionRole = "container"
    /// A black overlay the host places over the covered view; only its alpha is meant to be animated.
    public static let dimming: TransitionRole = "dimming"
    /// A drawer's side view.
    public static let drawer: TransitionRole = "drawer"
    /// A drawer's centre container view.
    public static let center: TransitionRole = "center"
    /// A shared element's stand-in: a clipping view on top of both screens, in the container view's coordinates
    /// (see ``SharedElementAnimator``).
    public static let element: TransitionRole = "element"
    /// The picture of the leaving screen's element, inside the stand-in: its frame is in the stand-in's coordinates.
    public static let fromElement: TransitionRole = "fromElement"
    /// The picture of the arriving screen's element, inside the stand-in: its frame is in the stand-in's coordinates.
    public static let toElement: TransitionRole = "toElement"
}
