import Foundation

/// Everything an animation may change about one view: the properties a host applies after sampling.
public struct ViewState: Sendable, Hashable {
    /// The view's frame in its superview's coordinates (before ``transform``).
    public var frame: CGRect
    /// Opacity, 0…1.
    public var alpha: CGFloat
    /// The view's transform about its centre.
    public var transform: Transform
    /// Corner radius in points.
    public var cornerRadius: CGFloat
    /// The shadow the view casts.
    public var shadow: Shadow
    /// Whether the view is hidden.
    public var isHidden: Bool

    /// Creates a view state; everything but the frame defaults to a plain, visible view.
    public init(
        frame: CGRect, alpha: CGFloat = 1, transform: Transform = .identity, cornerRadius: CGFloat = 0,
        shadow: Shadow = .none, isHidden: Bool = false
    ) {
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.cornerRadius = cornerRadius
        self.shadow = shadow
        self.isHidden = isHidden
    }

    /// Hashes every stored property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: frame)
        hasher.combine(alpha)
        hasher.combine(transform)
        hasher.combine(cornerRadius)
        hasher.combine(shadow)
        hasher.combine(isHidden)
    }

    /// The rectangle the view covers on screen once its transform (without perspective) is applied about its
    /// centre: what a person sees, and what the gallery and the browser check compare.
    public var presentedFrame: CGRect {
        let t = transform.affineComponents
        let halfW = frame.width / 2
        let halfH = frame.height / 2
        let cx = frame.midX + t.tx
        let cy = frame.midY + t.ty
        let w = abs(t.a * halfW) + abs(t.c * halfH)
        let h = abs(t.b * halfW) + abs(t.d * halfH)
        return CGRect(x: cx - w, y: cy - h, width: 2 * w, height: 2 * h)
    }
}

extension CGRect {
    /// The component-wise blend of two rectangles (origin and size), extrapolating outside [0, 1].
    public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
        let f = CGFloat(fraction)
        return CGRect(
            x: origin.x + (other.origin.x - origin.x) * f,
            y: origin.y + (other.origin.y - origin.y) * f,
            width: size.width + (other.size.width - size.width) * f,
            height: size.height + (other.size.height - size.height) * f)
    }
}
