/// What a container that forwards appearance by hand (``AppearanceForwarding/navigationStyle``) has told each child,
/// and where the container itself is: the one bookkeeping the container engine and the drawer share.
///
/// Each event updates the ledger and answers whether the call it stands for is due, so the ledger is already
/// consistent when the caller makes the call and a callback re-enters. A child that is not listed is disappeared.
package struct AppearanceLedger<Child: AnyObject> {
    /// The container's own appearance, as its callbacks report it.
    package var container: AppearancePhase = .disappeared
    /// Every child that is not disappeared, in the order it was first told.
    private var entries: [(child: Child, phase: AppearancePhase)] = []

    package init() {}

    /// Where `child` is, as the container told it.
    package func phase(of child: Child) -> AppearancePhase {
        entries.first { $0.child === child }?.phase ?? .disappeared
    }

    /// `beginAppearanceTransition(appearing, …)` for `child`: due while the container is visible, unless the child is
    /// already heading that way (a second begin would be unbalanced).
    package mutating func begin(_ child: Child, appearing: Bool) -> Bool {
        guard container.isVisible, let next = phase(of: child).afterBegin(appearing: appearing) else { return false }
        set(child, to: next)
        return true
    }

    /// `endAppearanceTransition()` for `child`: due when it is between a begin and its end and the container has
    /// appeared. While the container is itself appearing or disappearing, the end waits for the container's own
    /// did-callback (``endAll()``): a child's did-callback never comes before its container's.
    package mutating func end(_ child: Child) -> Bool {
        guard container == .appeared, let next = phase(of: child).afterEnd else { return false }
        set(child, to: next)
        return true
    }

    /// Every child between a begin and its end, oldest first, each counted as ended: the container's own
    /// did-callback, or a change of forwarding mode, ends them all.
    package mutating func endAll() -> [Child] {
        var ended: [Child] = []
        for entry in entries {
            guard let next = entry.phase.afterEnd else { continue }
            ended.append(entry.child)
            set(entry.child, to: next)
        }
        return ended
    }

    /// Counts `child` as appeared: UIKit gave it its callbacks before the container took over forwarding.
    package mutating func adopt(_ child: Child) {
        set(child, to: .appeared)
    }

    /// Forgets every child (the container stops forwarding by hand, or starts afresh).
    package mutating func removeAllChildren() {
        entries.removeAll()
    }

    /// Forgets a child that left the container.
    package mutating func forget(_ child: Child) {
        entries.removeAll { $0.child === child }
    }

    private mutating func set(_ child: Child, to phase: AppearancePhase) {
        let index = entries.firstIndex { $0.child === child }
        switch (index, phase) {
        case let (index?, .disappeared): entries.remove(at: index)
        case let (index?, _): entries[index].phase = phase
        case (nil, .disappeared): return
        case (nil, _): entries.append((child, phase))
        }
    }
}
