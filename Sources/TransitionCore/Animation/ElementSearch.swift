import Foundation

/// The tagged views a transition found for a ``SharedElementAnimator``, or which screen lacked one.
package enum ElementSearch<View: AnyObject> {
    /// Both screens show the element.
    case found(source: View, destination: View)
    /// The named screen (`"from"` or `"to"`) has no view with the identifier.
    case missing(in: TransitionRole)
}
