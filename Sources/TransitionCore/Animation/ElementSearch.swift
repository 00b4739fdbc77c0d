import Foundation

/// The tagged views a transition found for a ``SharedElementAnimator``, or which screen lacked one.
package enum ElementSearch<View: AnyObject> {
    /// Both screens show the element.
    case found(source: View, destination: View)
    /// The named screen (`"from"` or `"to"`) has no view with the identifier, or none whose identity matches.
    case missing(in: TransitionRole)

    /// Pairs one of `sources` with one of `destinations`, both in depth-first order, by their identities (`id`):
    ///
    /// - the first destination that has a source of the same identity, with that source: the detail screen's photo
    ///   7 and the grid's cell 7, whichever order the grid lists its cells in;
    /// - a view without an identity matches any view, so screens that tag one view each (or tag no identities at
    ///   all) pair their first views, as a single tag always did;
    /// - when both screens tag views but no identities match (the cell scrolled out of the grid, so the list
    ///   recycled it), the screen that lacks the match is the one with more candidates (a grid rather than a detail
    ///   screen), the leaving one on a tie: its element is missing and the animator's fallback plays.
    package static func match(
        sources: [View], destinations: [View], id: (View) -> AnyHashable?
    ) -> ElementSearch {
        guard !sources.isEmpty else { return .missing(in: .from) }
        guard !destinations.isEmpty else { return .missing(in: .to) }
        for destination in destinations {
            let wanted = id(destination)
            let source = sources.first { candidate in
                guard let wanted, let offered = id(candidate) else { return true }
                return offered == wanted
            }
            if let source { return .found(source: source, destination: destination) }
        }
        return .missing(in: destinations.count > sources.count ? .to : .from)
    }
}
