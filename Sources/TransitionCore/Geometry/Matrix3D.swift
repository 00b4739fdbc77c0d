import Foundation

/// A 4×4 matrix laid out like `CATransform3D` (row vectors, `m41…m43` hold the translation, `m34` the perspective).
public struct Matrix3D: Sendable, Hashable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4 (translation and w).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a matrix from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The matrix that changes nothing (`CATransform3DIdentity`).
    public static let identity = Matrix3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// `CATransform3DMakeScale`.
    public static func scale(x: CGFloat, y: CGFloat, z: CGFloat) -> Matrix3D {
        var m = identity
        (m.m11, m.m22, m.m33) = (x, y, z)
        return m
    }

    /// `CATransform3DMakeTranslation`.
    public static func translation(x: CGFloat, y: CGFloat, z: CGFloat) -> Matrix3D {
        var m = identity
        (m.m41, m.m42, m.m43) = (x, y, z)
        return m
    }

    /// `CATransform3DMakeRotation(angle, 0, 0, 1)`.
    public static func rotationZ(_ angle: CGFloat) -> Matrix3D {
        var m = identity
        let (c, s) = (cos(angle), sin(angle))
        (m.m11, m.m12, m.m21, m.m22) = (c, s, -s, c)
        return m
    }

    /// `CATransform3DMakeRotation(angle, 0, 1, 0)`.
    public static func rotationY(_ angle: CGFloat) -> Matrix3D {
        var m = identity
        let (c, s) = (cos(angle), sin(angle))
        (m.m11, m.m13, m.m31, m.m33) = (c, -s, s, c)
        return m
    }

    /// `CATransform3DConcat(self, other)`: apply `self` first, then `other`.
    public func concatenating(_ o: Matrix3D) -> Matrix3D {
        Matrix3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// Maps a point (relative to the transform's anchor) through the matrix, dividing by w.
    public func apply(x: CGFloat, y: CGFloat) -> (x: CGFloat, y: CGFloat) {
        let w = x * m14 + y * m24 + m44
        let px = x * m11 + y * m21 + m41
        let py = x * m12 + y * m22 + m42
        return w == 0 ? (px, py) : (px / w, py / w)
    }
}
