import Foundation
import TransitionCore

/// A plane-to-plane projective map in row-vector form, `[x y 1] · M`: what a layer's 4×4 transform does to the
/// points of its own plane once Core Animation flattens it into its superlayer (a layer that is not a
/// `CATransformLayer` renders its sublayers flat, so z is dropped at every level and only the perspective
/// entries `m14`, `m24` and `m44` survive).
struct Homography: Sendable, Equatable {
    var a: Double, b: Double, c: Double
    var d: Double, e: Double, f: Double
    var g: Double, h: Double, i: Double

    static let identity = Homography(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0, g: 0, h: 0, i: 1)

    static func translation(_ x: Double, _ y: Double) -> Homography {
        Homography(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0, g: x, h: y, i: 1)
    }

    /// The 4×4 matrix acting on points `(x, y, 0, 1)`, with z dropped.
    init(_ m: Matrix3D) {
        self.init(
            a: Double(m.m11), b: Double(m.m12), c: Double(m.m14), d: Double(m.m21), e: Double(m.m22),
            f: Double(m.m24), g: Double(m.m41), h: Double(m.m42), i: Double(m.m44))
    }

    init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double, g: Double, h: Double, i: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h, self.i) = (a, b, c, d, e, f, g, h, i)
    }

    /// A presented layer's map from its bounds' coordinates to its superlayer's: move the anchor point to the
    /// origin, apply the transform, move the origin to the position.
    init(presenting layer: HeadlessPresentation) {
        let anchorX = Double(layer.bounds.minX + layer.anchorPoint.x * layer.bounds.width)
        let anchorY = Double(layer.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
        self =
            Homography.translation(-anchorX, -anchorY)
            .then(Homography(layer.transform))
            .then(.translation(Double(layer.position.x), Double(layer.position.y)))
    }

    /// `self` followed by `next`.
    func then(_ n: Homography) -> Homography {
        Homography(
            a: a * n.a + b * n.d + c * n.g, b: a * n.b + b * n.e + c * n.h, c: a * n.c + b * n.f + c * n.i,
            d: d * n.a + e * n.d + f * n.g, e: d * n.b + e * n.e + f * n.h, f: d * n.c + e * n.f + f * n.i,
            g: g * n.a + h * n.d + i * n.g, h: g * n.b + h * n.e + i * n.h, i: g * n.c + h * n.f + i * n.i)
    }

    /// The inverse map, or nil when the plane is seen edge-on (nothing of it is visible).
    var inverse: Homography? {
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        return Homography(
            a: (e * i - f * h) / det, b: (c * h - b * i) / det, c: (b * f - c * e) / det,
            d: (f * g - d * i) / det, e: (a * i - c * g) / det, f: (c * d - a * f) / det,
            g: (d * h - e * g) / det, h: (b * g - a * h) / det, i: (a * e - b * d) / det)
    }

    /// The image of `point`, or nil when it falls behind the eye (w ≤ 0 under perspective).
    func apply(_ point: CGPoint) -> CGPoint? {
        let (x, y) = (Double(point.x), Double(point.y))
        let w = x * c + y * f + i
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (x * a + y * d + g) / w, y: (x * b + y * e + h) / w)
    }

    /// Whether the map keeps the plane facing the eye: a layer turned past 90° shows its back (Core Animation
    /// draws it mirrored, since `isDoubleSided` is true by default).
    var determinant: Double { a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g) }
}
