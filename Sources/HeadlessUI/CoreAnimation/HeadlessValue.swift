import Foundation
import TransitionCore

/// A boxed geometry value for a keyframe, standing in for `NSValue(cgRect:)` and its siblings.
package final class HeadlessValue: @unchecked Sendable {
    let value: HeadlessAnimatedValue

    /// `NSValue(cgRect:)`.
    package init(cgRect: CGRect) { value = .rect(cgRect) }
    /// `NSValue(cgPoint:)`.
    package init(cgPoint: CGPoint) { value = .point(cgPoint) }
    /// `NSValue(cgSize:)`.
    package init(cgSize: CGSize) { value = .size(cgSize) }
    /// `NSValue(caTransform3D:)`.
    package init(caTransform3D: Matrix3D) { value = .transform(caTransform3D) }
}
