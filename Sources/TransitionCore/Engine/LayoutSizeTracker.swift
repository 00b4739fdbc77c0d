import Foundation

/// Decides which layout passes are resizes for a host whose platform lays out often (UIKit calls
/// `viewDidLayoutSubviews` for many reasons): a pass is a resize when the content view's size differs from the size
/// the children were last laid out at — the first pass included, when the content view was made at another size.
package struct LayoutSizeTracker: Sendable {
    private var laidOutSize: CGSize?

    package init() {}

    /// The content view was made, and children will be laid out, at `size`.
    package mutating func contentCreated(at size: CGSize) {
        laidOutSize = size
    }

    /// A layout pass put the content view at `size`; true when that is a resize the engine must hear of.
    package mutating func layoutPass(at size: CGSize) -> Bool {
        guard laidOutSize != size else { return false }
        laidOutSize = size
        return true
    }
}
