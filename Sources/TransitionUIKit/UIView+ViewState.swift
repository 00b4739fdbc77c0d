import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import QuartzCore
    import UIKit
#else
    import HeadlessUI
#endif

extension CATransform3D {
    /// The Core Animation transform with the entries of `matrix` (both are row-vector 4×4 matrices).
    public init(_ matrix: Matrix3D) {
        self.init(
            m11: matrix.m11, m12: matrix.m12, m13: matrix.m13, m14: matrix.m14,
            m21: matrix.m21, m22: matrix.m22, m23: matrix.m23, m24: matrix.m24,
            m31: matrix.m31, m32: matrix.m32, m33: matrix.m33, m34: matrix.m34,
            m41: matrix.m41, m42: matrix.m42, m43: matrix.m43, m44: matrix.m44)
    }
}

extension UIView {
    /// Assigns a view state through its layer decomposition: the bounds' size, centre and a 3D transform
    /// (never `frame`, which UIKit leaves undefined under a transform), alpha, corner radius, shadow with a path,
    /// hidden. The bounds' origin stays: on a scroll view it is the scroll position (`contentOffset`).
    public func apply(_ state: ViewState) {
        apply(LayerState(state), shadow: true)
    }

    /// Assigns a layer decomposition; the shadow's properties only when `shadow` is true (the caller knows the
    /// layer casts that shadow already).
    func apply(_ layer: LayerState, shadow: Bool) {
        // One read and one write of `bounds` (not `bounds.size = …`, an in-place modification of a class's property).
        let bounds = self.bounds
        if bounds.size != layer.size { self.bounds = CGRect(origin: bounds.origin, size: layer.size) }
        center = layer.position
        self.layer.transform = CATransform3D(layer.transform)
        alpha = layer.opacity
        self.layer.cornerRadius = layer.cornerRadius
        if shadow {
            self.layer.shadowOpacity = Float(layer.shadowOpacity)
            self.layer.shadowRadius = layer.shadowRadius
            self.layer.shadowOffset = layer.shadowOffset
            if let rect = layer.shadowPath {
                self.layer.shadowPath = roundedShadowPath(
                    rect.offsetBy(dx: bounds.minX, dy: bounds.minY), cornerRadius: layer.cornerRadius)
            } else {
                self.layer.shadowPath = nil
            }
        }
        isHidden = layer.isHidden
    }

    /// The view's state as the engine reads it: the frame from bounds and centre (as if untransformed), alpha,
    /// corner radius, shadow and hidden. A transform the view had before a transition is not read back (Core
    /// Animation's matrix has no unique decomposition); the engine's own transforms are, through ``apply(_:)``.
    public var transitionState: ViewState {
        ViewState(
            frame: untransformedFrame, alpha: alpha, transform: .identity, cornerRadius: layer.cornerRadius,
            shadow: layerShadow, isHidden: isHidden)
    }

    /// The frame from bounds and centre, as if untransformed.
    var untransformedFrame: CGRect {
        let size = bounds.size
        return CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The layer's shadow as the view's state reads it.
    var layerShadow: Shadow {
        Shadow(opacity: CGFloat(layer.shadowOpacity), radius: layer.shadowRadius, offset: layer.shadowOffset)
    }
}

/// A layer's shadow path over `rect` with the layer's `cornerRadius`: circular corners, as a layer rounds its own
/// (`cornerCurve` is circular by default, where `UIBezierPath(roundedRect:cornerRadius:)` draws continuous corners
/// and changes shape as the rectangle narrows), the radius at most half the shorter side, as a layer's corners are.
/// Every path with a radius has the same elements, so Core Animation can blend between them.
func roundedShadowPath(_ rect: CGRect, cornerRadius: CGFloat) -> ShadowPath {
    let shorter = min(rect.width, rect.height)
    guard shorter > 0, cornerRadius > 0, cornerRadius.isFinite else {
        #if canImport(UIKit)
            return CGPath(rect: rect, transform: nil)
        #else
            return HeadlessBezierPath(roundedRect: rect, cornerRadius: 0).cgPath
        #endif
    }
    let radius = min(cornerRadius, shorter / 2)
    #if canImport(UIKit)
        return CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil)
    #else
        return HeadlessBezierPath(roundedRect: rect, cornerRadius: radius).cgPath
    #endif
}

/// `path` scaled by `x` and `y` about `origin` (a shadow path drawn for one size of a view, fitted to another).
func scaledShadowPath(_ path: ShadowPath, x: CGFloat, y: CGFloat, about origin: CGPoint) -> ShadowPath {
    #if canImport(UIKit)
        var transform = CGAffineTransform(translationX: origin.x, y: origin.y).scaledBy(x: x, y: y)
            .translatedBy(x: -origin.x, y: -origin.y)
        return path.copy(using: &transform) ?? path
    #else
        var scaled = path
        let rect = path.rect
        scaled.rect = CGRect(
            x: origin.x + (rect.minX - origin.x) * x, y: origin.y + (rect.minY - origin.y) * y, width: rect.width * x,
            height: rect.height * y)
        return scaled
    #endif
}
