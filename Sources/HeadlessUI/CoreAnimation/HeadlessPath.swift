import Foundation
import TransitionCore

/// An in-memory `CGPath`: the only shape transition code makes, a rounded rectangle.
public struct HeadlessPath: Hashable, Sendable {
    /// The rectangle.
    public var rect: CGRect
    /// The corner radius.
    public var cornerRadius: CGFloat
    /// `boundingBox`: the smallest rectangle holding the path.
    public var boundingBox: CGRect { rect }

    /// Hashes the rectangle's coordinates and the radius.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect.origin.x)
        hasher.combine(rect.origin.y)
        hasher.combine(rect.size.width)
        hasher.combine(rect.size.height)
        hasher.combine(cornerRadius)
    }
}
