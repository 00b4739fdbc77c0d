/// Which view a track of a ``TransitionAnimation`` moves.
///
/// The core knows the roles every host understands (``from``, ``to``, ``container``, ``dimming``); container engines
/// add their own (the drawer's ``drawer`` and ``center``), and a host ignores roles it has no view for.
public struct TransitionRole: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible
{
    // The roles the package names are kept as a small number, so the per-frame search for a role's tracks compares
    // integers and copies nothing that is reference counted; any other name is kept as its string.
    @usableFromInline
    enum Name: Hashable, Sendable {
        case known(UInt8)
        case other(String)
    }

    @usableFromInline
    let name: Name

    // The package's names, indexed by their number. `init(rawValue:)` turns every string equal to one of them
    // (String equality, which is canonical equivalence) into that number, so a role kept as `.other` never equals
    // a known one and two roles are equal exactly when their names are.
    private static let knownNames: [String] = [
        "from", "to", "container", "dimming", "drawer", "center", "element", "fromElement", "toElement",
    ]

    @inlinable
    init(known number: UInt8) { name = .known(number) }

    /// The role's name, as it appears in traces and the gallery.
    public var rawValue: String {
        switch name {
        case .known(let number): Self.knownNames[Int(number)]
        case .other(let string): string
        }
    }

    /// Creates a role from its name.
    public init(rawValue: String) {
        if let index = Self.knownNames.firstIndex(of: rawValue) {
            name = .known(UInt8(index))
        } else {
            name = .other(rawValue)
        }
    }

    /// Creates a role from a string literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The name of the role.
    public var description: String { rawValue }

    /// Two roles are equal when their names are.
    @inlinable
    public static func == (lhs: TransitionRole, rhs: TransitionRole) -> Bool {
        switch (lhs.name, rhs.name) {
        case (.known(let a), .known(let b)): a == b
        case (.other(let a), .other(let b)): a == b
        default: false
        }
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The role's number when the package names it, for the per-frame search of a role's tracks.
    var knownNumber: UInt8? {
        if case .known(let number) = name { return number }
        return nil
    }

    /// The view of the child that is leaving (replace) or staying underneath (overlay).
    @inlinable public static var from: TransitionRole { TransitionRole(known: 0) }
    /// The view of the child that is arriving.
    @inlinable public static var to: TransitionRole { TransitionRole(known: 1) }
    /// The container's content view, which holds both children's views.
    @inlinable public static var container: TransitionRole { TransitionRole(known: 2) }
    /// A black overlay the host places over the covered view; only its alpha is meant to be animated.
    @inlinable public static var dimming: TransitionRole { TransitionRole(known: 3) }
    /// A drawer's side view.
    @inlinable public static var drawer: TransitionRole { TransitionRole(known: 4) }
    /// A drawer's centre container view.
    @inlinable public static var center: TransitionRole { TransitionRole(known: 5) }
    /// A shared element's stand-in: a clipping view on top of both screens, in the container view's coordinates
    /// (see ``SharedElementAnimator``).
    @inlinable public static var element: TransitionRole { TransitionRole(known: 6) }
    /// The picture of the leaving screen's element, inside the stand-in: its frame is in the stand-in's coordinates.
    @inlinable public static var fromElement: TransitionRole { TransitionRole(known: 7) }
    /// The picture of the arriving screen's element, inside the stand-in: its frame is in the stand-in's coordinates.
    @inlinable public static var toElement: TransitionRole { TransitionRole(known: 8) }
}
