import Foundation

/// The scroll view a controller's bars follow (`contentScrollView(for:)`, iOS 15): a navigation bar shows its
/// scroll-edge appearance (and a large title its full size) while that list is at its top.
///
/// Modelled rules (`UIViewController` reference, "setContentScrollView(_:for:)"): the one set for an edge is the one
/// used (nil: none); without one, UIKit "tries to find the content scroll view by analyzing the view hierarchy". How
/// it analyses it is undocumented: the model finds the first scroll view in a depth-first walk of the controller's
/// view, and, under ``HeadlessEnvironment/ContentScrollViewGuess/keptOnceFound`` (unverified on a device), keeps
/// the one found for as long as it lives. A container that changes what it shows sets its own.
extension HeadlessViewController {
    /// What `contentScrollView(for:)` answers unless overridden: the scroll view set for `edge`, else the one
    /// UIKit's analysis finds.
    func defaultContentScrollView(for edge: HeadlessDirectionalRectEdge) -> HeadlessScrollView? {
        if let set = contentScrollViews.set[edge.rawValue] { return set.view }
        if environment.contentScrollViewGuess == .keptOnceFound, let kept = contentScrollViews.guessed?.view {
            return kept
        }
        guard let view = viewIfLoaded else { return nil }
        var pending = [view]
        var found: HeadlessScrollView?
        while !pending.isEmpty, found == nil {
            let current = pending.removeFirst()
            if let scrollView = current as? HeadlessScrollView {
                found = scrollView
            } else {
                pending.insert(contentsOf: current.subviews, at: 0)
            }
        }
        if environment.contentScrollViewGuess == .keptOnceFound { contentScrollViews.guessed = WeakScrollView(found) }
        return found
    }

    /// `setContentScrollView(_:for:)`: the scroll view the bars follow for `edge`, nil for none.
    public func setContentScrollView(_ scrollView: HeadlessScrollView?, for edge: HeadlessDirectionalRectEdge) {
        for single in [HeadlessDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            contentScrollViews.set[single.rawValue] = WeakScrollView(scrollView)
        }
    }
}

/// The scroll views a controller's bars follow, held weakly.
struct ContentScrollViews {
    var set: [UInt: WeakScrollView] = [:]
    var guessed: WeakScrollView?
}

@MainActor
struct WeakScrollView {
    weak var view: HeadlessScrollView?
    init(_ view: HeadlessScrollView?) { self.view = view }
}
