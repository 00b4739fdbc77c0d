import Foundation

/// A view transform described by its components, the way animators think about it: translate, scale, rotate,
/// optionally seen through a perspective.
///
/// Linux has no `CGAffineTransform` or `CATransform3D`, so the core carries its own value type and converts on
/// demand with ``matrix`` (a `CATransform3D`-shaped 4×4 matrix) or ``affineComponents`` (the six numbers of a
/// `CGAffineTransform`). Components are applied about the view's centre in the order scale, then rotate, then
/// translate — the order `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)` produces.
///
/// Interpolation is component-wise, which is what makes a half-way rotation rotate rather than shear.
///
/// ```swift
/// let shrink = Transform(scale: 0.92)
/// let halfway = Transform.identity.interpolated(to: shrink, fraction: 0.5)   // scale 0.96
/// ```
public struct Transform: Sendable, Hashable {
    /// Horizontal translation in points.
    public var translationX: CGFloat
    /// Vertical translation in points.
    public var translationY: CGFloat
    /// Translation along the z axis in points (only visible through a perspective).
    public var translationZ: CGFloat
    /// Horizontal scale factor; 1 leaves the width alone.
    public var scaleX: CGFloat
    /// Vertical scale factor; 1 leaves the height alone.
    public var scaleY: CGFloat
    /// Rotation about the z axis in radians, positive clockwise on screen (UIKit's y axis points down).
    public var rotation: CGFloat
    /// Rotation about the y axis in radians, for door-like swings; only visible through a perspective.
    public var rotationY: CGFloat
    /// Where the rotations turn about, in points from the view's centre: a door swinging on its left edge turns
    /// about `-width / 2`. The hinge stays where it is, as it would with the layer's `anchorPoint` on that edge,
    /// without moving the anchor point (which would move the view's `frame`).
    public var pivotX: CGFloat
    /// Distance of the eye from the view plane in points (`m34 = −1/perspective`), or nil for none.
    public var perspective: CGFloat?

    /// The transform that changes nothing.
    public static let identity = Transform()

    /// Creates a transform from its components; every component defaults to "no change".
    public init(
        translationX: CGFloat = 0, translationY: CGFloat = 0, translationZ: CGFloat = 0,
        scaleX: CGFloat = 1, scaleY: CGFloat = 1, rotation: CGFloat = 0, rotationY: CGFloat = 0,
        pivotX: CGFloat = 0, perspective: CGFloat? = nil
    ) {
        self.translationX = translationX
        self.translationY = translationY
        self.translationZ = translationZ
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.rotationY = rotationY
        self.pivotX = pivotX
        self.perspective = perspective
    }

    /// A uniform scale.
    public init(scale: CGFloat) {
        self.init(scaleX: scale, scaleY: scale)
    }

    /// True when the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// The component-wise blend of `self` (at 0) and `other` (at 1). Fractions outside [0, 1] extrapolate, which
    /// is what a spring's overshoot needs. A perspective present on one side only is kept as is.
    public func interpolated(to other: Transform, fraction: Double) -> Transform {
        let f = CGFloat(fraction)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        let eye: CGFloat?
        switch (perspective, other.perspective) {
        case let (a?, b?): eye = mix(a, b)
        case let (a?, nil): eye = a
        case let (nil, b?): eye = b
        case (nil, nil): eye = nil
        }
        return Transform(
            translationX: mix(translationX, other.translationX),
            translationY: mix(translationY, other.translationY),
            translationZ: mix(translationZ, other.translationZ),
            scaleX: mix(scaleX, other.scaleX),
            scaleY: mix(scaleY, other.scaleY),
            rotation: mix(rotation, other.rotation),
            rotationY: mix(rotationY, other.rotationY),
            pivotX: mix(pivotX, other.pivotX),
            perspective: eye)
    }

    /// The `CATransform3D`-shaped matrix: scale, then rotate about y, then about z, then translate, then the
    /// perspective projection (`m34 = −1/d`), all about ``pivotX``, with row vectors as Core Animation uses them.
    public var matrix: Matrix3D {
        // A scale and a translation (a slide, a zoom: most transforms) are the matrix's diagonal and last row as
        // they are; the products below would give the same entries with four matrix products.
        if rotation == 0, rotationY == 0, pivotX == 0, (perspective ?? 0) <= 0, scaleX.isFinite, scaleY.isFinite,
            translationX.isFinite, translationY.isFinite, translationZ.isFinite
        {
            var m = Matrix3D.identity
            (m.m11, m.m22) = (scaleX, scaleY)
            (m.m41, m.m42, m.m43) = (translationX, translationY, translationZ)
            return m
        }
        var m = Matrix3D.scale(x: scaleX, y: scaleY, z: 1)
        if pivotX != 0 { m = m.concatenating(.translation(x: -pivotX, y: 0, z: 0)) }
        if rotationY != 0 { m = m.concatenating(.rotationY(rotationY)) }
        if rotation != 0 { m = m.concatenating(.rotationZ(rotation)) }
        m = m.concatenating(.translation(x: translationX, y: translationY, z: translationZ))
        if let perspective, perspective > 0 {
            var projection = Matrix3D.identity
            projection.m34 = -1 / perspective
            m = m.concatenating(projection)
        }
        // Back from the pivot last: the eye looks at the pivot, as it would at a layer anchored there.
        if pivotX != 0 { m = m.concatenating(.translation(x: pivotX, y: 0, z: 0)) }
        return m
    }

    /// The six numbers `(a, b, c, d, tx, ty)` of the equivalent `CGAffineTransform`, ignoring z, the rotation
    /// about y and perspective.
    public var affineComponents: (a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        let cosine = cos(rotation)
        let sine = sin(rotation)
        return (
            a: scaleX * cosine, b: scaleX * sine,
            c: -scaleY * sine, d: scaleY * cosine,
            // Turning about the pivot rather than the centre leaves the pivot in place.
            tx: translationX + pivotX * (1 - cosine), ty: translationY - pivotX * sine
        )
    }
}
