import Foundation

/// Where one screen's copy of a shared element stands: its frame in the container view's coordinates, with the
/// screen at rest, and its corner radius.
public struct ElementGeometry: Sendable, Hashable {
    /// The element's frame in the container view's coordinates.
    public var frame: CGRect
    /// The element's corner radius.
    public var cornerRadius: CGFloat

    /// Creates a geometry.
    public init(frame: CGRect, cornerRadius: CGFloat = 0) {
        self.frame = frame
        self.cornerRadius = cornerRadius
    }

    /// Hashes the frame and the radius.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: frame)
        hasher.combine(cornerRadius)
    }

    /// The geometry moved by `offset` (a screen's origin in the container).
    func offsetBy(_ offset: CGPoint) -> ElementGeometry {
        ElementGeometry(frame: frame.offsetBy(dx: offset.x, dy: offset.y), cornerRadius: cornerRadius)
    }
}
