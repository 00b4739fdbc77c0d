import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// Keeps a ``TransitionContainerViewController``'s screens and selection in step with a value the app owns — a
/// SwiftUI binding, or any state of the app's — so that the two never fight:
///
/// - **Screens by tag.** ``setScreens(_:selecting:animated:make:)`` takes the screens' tags in order; a tag seen before keeps its
///   controller (its state survives reordering and switches), a new tag gets one from `make`, a tag that went away
///   is removed.
/// - **The app's value drives the container.** ``appSelected(_:animated:)`` selects the tag's screen (animated or
///   not, as the app's change was); a value the container already shows, or is heading to, changes nothing. A change
///   mid-flight follows the engine's mid-flight policy.
/// - **The container writes back once.** When a switch the app did not ask for (a finger's swipe) lands, the
///   `write` closure gets its tag once; a cancelled swipe writes nothing. While a switch the app asked for is still
///   on its way, nothing is written: the app's latest value wins. Whenever the container comes to rest on a screen
///   other than the app's value (a request the policy dropped, a selected screen that went away), that screen's tag
///   is written, so at rest the app's value is always the screen on show.
///
/// ```swift
/// let bound = BoundSelection<String>(container: tabs) { tag in selection = tag }
/// bound.setScreens(["Home", "Search"], selecting: selection) { tag in makeScreen(tag) }
/// bound.appSelected("Search", animated: true)   // the app's value changed
/// ```
@MainActor
public final class BoundSelection<Tag: Hashable> {
    /// The container whose selection is bound.
    public let container: TransitionContainerViewController
    /// Writes a tag the container landed on back to the app's value.
    public var write: @MainActor (Tag) -> Void
    /// The screens' tags, in order.
    public private(set) var tags: [Tag] = []
    /// The controller of each tag.
    public private(set) var controllers: [Tag: UIViewController] = [:]
    /// The app's value, as last given or written.
    public private(set) var appValue: Tag?
    /// True while ``setScreens(_:selecting:animated:make:)`` hands the container its screens.
    private var applyingScreens = false

    /// Binds `container`; `write` receives the tags the container lands on by itself.
    public init(container: TransitionContainerViewController, write: @escaping @MainActor (Tag) -> Void) {
        self.container = container
        self.write = write
        // The observer holds the binding weakly: once the app lets it go, the container's ends reach nothing.
        container.engine.addObserver(end: { [weak self] _, _ in self?.reconcileAtRest() })
    }

    /// The tag of the screen on show, or heading there while a switch plays.
    public var containerTag: Tag? {
        guard let index = container.selectedIndex, tags.indices.contains(index) else { return nil }
        return tags[index]
    }

    /// Sets the screens, in order, and the app's value. `make` is called once per new tag; a tag that stays keeps its
    /// controller, even when it moves. When the screens change, the app's value's screen is selected with them,
    /// without animation, if the app's value changed; otherwise what the container shows (or heads to) stays. If the
    /// app's value has no screen, the container keeps what it shows (or the first screen) and writes that tag back
    /// once it is at rest. When the screens do not change, this is ``appSelected(_:animated:)``. A list the container
    /// refuses (two screens of one name) changes nothing and is reported in the engine's diagnostics.
    public func setScreens(
        _ newTags: [Tag], selecting value: Tag, animated: Bool = false, make: (Tag) -> UIViewController
    ) {
        var seen = Set<Tag>()
        let unique = newTags.filter { seen.insert($0).inserted }
        var kept: [Tag: UIViewController] = [:]
        for tag in unique { kept[tag] = controllers[tag] ?? make(tag) }
        let list = unique.compactMap { kept[$0] }
        let unchanged =
            unique == tags && list.count == container.viewControllers.count
            && zip(list, container.viewControllers).allSatisfy { $0 === $1 }
        guard !unchanged else {
            appSelected(value, animated: animated)
            return
        }
        // The app's value selects only when it changed: a redraw repeating the old value must not undo a swipe.
        let target = value != appValue ? value : (containerTag ?? value)
        let before = (tags, controllers, appValue)
        (tags, controllers, appValue) = (unique, kept, value)
        // The container's own end of this change (a switch without animation) is judged once it is over.
        applyingScreens = true
        do {
            try container.setViewControllers(list, selecting: unique.firstIndex(of: target))
        } catch {
            applyingScreens = false
            (tags, controllers, appValue) = before
            container.engine.report(.requestFailed(TransitionError(thrown: error)))
            return
        }
        applyingScreens = false
        reconcileAtRest()
    }

    /// The app's value is `tag`: when it changed, its screen is selected, animated or not as the app's change was. A
    /// value the app gave before (a redraw of the view that owns it, while a swipe plays or before the swipe's tag is
    /// written back) changes nothing, and neither does one the container shows or heads to.
    public func appSelected(_ tag: Tag, animated: Bool) {
        guard tag != appValue else { return }
        appValue = tag
        guard let index = tags.firstIndex(of: tag) else {
            // No screen has that tag: the screen on show is written back.
            reconcileAtRest()
            return
        }
        if containerTag == tag { return }
        do {
            try container.select(index: index, animated: animated)
        } catch {
            // The mid-flight policy refused it (`ignore`): once the container is at rest, its screen is written back.
        }
        reconcileAtRest()
    }

    private var isAtRest: Bool {
        container.engine.phase == .idle && container.engine.pendingRequests.isEmpty
    }

    /// At rest nothing the app asked for is on its way any more (it landed, or the policy dropped it): the app's
    /// value is made the screen on show.
    private func reconcileAtRest() {
        guard !applyingScreens, isAtRest, appValue != nil, let shown = containerTag, appValue != shown else { return }
        appValue = shown
        write(shown)
    }
}
