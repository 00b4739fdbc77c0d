// On Apple platforms `Foundation` declares the CoreGraphics structs but not their Swift API (`.zero`, `width`,
// `midX`, `offsetBy`, `==`); CoreGraphics does. Re-exporting it gives every module that imports TransitionCore the
// same geometry API on Linux, iOS and macOS.
#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#endif
import Foundation

extension CGRect {
    /// The rectangle with every non-finite component replaced by 0: a frame a view can take (Core Animation raises
    /// for a NaN position or size), for laying a child out in bounds a layout gone wrong made NaN or infinite.
    package var finiteOrZero: CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGRect(x: finite(minX), y: finite(minY), width: finite(width), height: finite(height))
    }

    /// Whether the rectangle has a positive, finite size at a finite origin: bounds an animation can be made for.
    /// NaN or infinite bounds (a layout gone wrong) would make every frame of a transition NaN.
    package var isUsableForAnimation: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite && size.width > 0
            && size.height > 0
    }
}

// `CGPoint`, `CGSize` and `CGRect` are `Hashable` in Linux's Foundation but only `Equatable` on Apple platforms, and
// a retroactive conformance could clash with one Apple adds later. Types that store them hash the stored
// coordinates themselves, through these, so a hash is the same on every platform.
extension Hasher {
    /// Feeds a point's coordinates.
    package mutating func combine(point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    /// Feeds a size's width and height.
    package mutating func combine(size: CGSize) {
        combine(size.width)
        combine(size.height)
    }

    /// Feeds a rectangle's origin and size (not normalized: a negative width stays negative, as `==` compares).
    package mutating func combine(rect: CGRect) {
        combine(point: rect.origin)
        combine(size: rect.size)
    }

    /// Feeds an optional point, distinguishing nil from every point.
    package mutating func combine(point: CGPoint?) {
        if let point {
            combine(true)
            combine(point: point)
        } else {
            combine(false)
        }
    }
}
