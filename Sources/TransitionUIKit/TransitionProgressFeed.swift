import Foundation
import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// Where a container's switch is, for views outside the container that follow it — a tab bar of the app's own, a
/// toolbar, a title: the pair and the fraction the screens are drawn at on every frame (following a finger, the
/// finish and the cancel), and the selected screen at rest.
///
/// ```swift
/// let feed = TransitionProgressFeed(container: tabs)
/// feed.onChange = { feed in indicator.center.x = tabWidth * (feed.position ?? 0 + 0.5) }
/// ```
///
/// SwiftUI reads it through `TransitionContainer`'s `progress(_:)`.
@MainActor
public final class TransitionProgressFeed {
    /// The running switch on its last drawn frame; nil at rest.
    public private(set) var progress: TransitionProgress?
    /// The selected index at rest, the index the running switch left while one runs; nil without screens.
    public private(set) var restingIndex: Int?
    /// Called after every change: each drawn frame of a switch, its end, and a selection made without animation.
    public var onChange: (@MainActor (TransitionProgressFeed) -> Void)?

    private weak var engine: ContainerEngine<UIViewController, UIView>?
    private var token: ObserverToken?

    /// Follows `container`'s switches until ``detach()`` (or until the container goes away).
    public init(container: TransitionContainerViewController) {
        engine = container.engine
        restingIndex = container.engine.selectedIndex
        token = container.engine.addObserver(
            progress: { [weak self] progress in self?.drawn(progress) },
            end: { [weak self] pair, completed in self?.ended(pair, completed: completed) },
            container: { [weak self] _ in self?.refresh() })
    }

    /// The selection as a position along the screens' indices: the selected index at rest; while a switch runs,
    /// from its `fromIndex` to its `toIndex` by the fraction the screens are drawn at (a spring's overshoot included,
    /// as the screens overshoot). A tab indicator placed at this position moves with the screens, both ways.
    public var position: Double? {
        if let progress, let fromIndex = progress.pair.fromIndex, let toIndex = progress.pair.toIndex {
            let from = Double(fromIndex)
            return from + (Double(toIndex) - from) * progress.fraction
        }
        return restingIndex.map(Double.init)
    }

    /// Stops following the container.
    public func detach() {
        if let token { engine?.removeObserver(token) }
        token = nil
    }

    /// Reads the selection again, for a change made without a switch (children replaced, a selection without
    /// animation): the feed hears of switches by itself.
    public func refresh() {
        guard progress == nil, let engine, engine.phase == .idle, engine.selectedIndex != restingIndex else { return }
        restingIndex = engine.selectedIndex
        onChange?(self)
    }

    private func drawn(_ frame: TransitionProgress) {
        if progress == nil, let fromIndex = frame.pair.fromIndex { restingIndex = fromIndex }
        progress = frame
        onChange?(self)
    }

    /// A switch ended where its pair says: on its `toIndex` when it completed, back on its `fromIndex` when it was
    /// cancelled (the engine's selection may already name the next switch's destination).
    private func ended(_ pair: TransitionPair, completed: Bool) {
        progress = nil
        restingIndex = (completed ? pair.toIndex : pair.fromIndex) ?? engine?.selectedIndex
        onChange?(self)
    }
}
