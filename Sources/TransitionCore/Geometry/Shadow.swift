import Foundation

/// A drop shadow, as a layer casts it (`shadowOpacity`, `shadowRadius`, `shadowOffset`). The shadow's path is the
/// view's bounds, which is what the drawer's centre view uses and what keeps shadows cheap.
public struct Shadow: Sendable, Hashable {
    /// Opacity of the shadow, 0…1.
    public var opacity: CGFloat
    /// Blur radius in points.
    public var radius: CGFloat
    /// Offset of the shadow in points.
    public var offset: CGSize

    /// No shadow at all.
    public static let none = Shadow(opacity: 0, radius: 0, offset: .zero)

    /// Creates a shadow.
    public init(opacity: CGFloat, radius: CGFloat, offset: CGSize = .zero) {
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// The component-wise blend of two shadows.
    public func interpolated(to other: Shadow, fraction: Double) -> Shadow {
        let f = CGFloat(fraction)
        return Shadow(
            opacity: opacity + (other.opacity - opacity) * f,
            radius: radius + (other.radius - radius) * f,
            offset: CGSize(
                width: offset.width + (other.offset.width - offset.width) * f,
                height: offset.height + (other.offset.height - offset.height) * f))
    }

    /// Hashes opacity, radius and offset.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(opacity)
        hasher.combine(radius)
        hasher.combine(size: offset)
    }
}
