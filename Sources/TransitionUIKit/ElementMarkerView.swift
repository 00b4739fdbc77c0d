import Foundation

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// A view that stands for a shared element drawn by another view: it covers the element's frame and carries its
/// ``/UIKit/UIView/transitionElement`` and ``/UIKit/UIView/transitionElementID``, and draws nothing itself. A SwiftUI
/// element is one (SwiftUI draws it into its hosting view), placed behind the element.
///
/// A transition that moves the element treats a marker differently from an element that draws itself:
/// - its picture is the region of its screen it covers (`resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`
///   of the screen's view), since a snapshot of the marker itself would be empty;
/// - hiding it would hide nothing, so the transition tells ``onLift`` instead, and the owner hides what it draws
///   while the element's picture is in flight, and shows it when the picture lands.
@MainActor
package final class ElementMarkerView: UIView {
    /// Called with true when a transition lifts the element (its picture starts moving above the screens), and with
    /// false when it puts it back.
    package var onLift: (@MainActor (Bool) -> Void)?
    /// Whether a transition holds the element lifted now.
    package private(set) var isLifted = false

    /// Lifts or puts back the element, telling ``onLift`` of a change.
    package func setLifted(_ lifted: Bool) {
        guard lifted != isLifted else { return }
        isLifted = lifted
        onLift?(lifted)
    }

    /// Never takes a touch: the element it stands for does.
    override package func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}
