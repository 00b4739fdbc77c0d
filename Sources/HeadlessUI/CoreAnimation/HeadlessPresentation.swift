import Foundation
import TransitionCore

/// A layer's presented values at one instant (`layer.presentation()`).
public struct HeadlessPresentation: Equatable, Sendable {
    /// The presented bounds.
    public var bounds: CGRect
    /// The presented position.
    public var position: CGPoint
    /// The anchor point (not animated by the model).
    public var anchorPoint: CGPoint
    /// The presented transform.
    public var transform: Matrix3D
    /// The presented opacity.
    public var opacity: CGFloat
    /// Whether the layer is presented hidden.
    public var isHidden: Bool
    /// The presented corner radius.
    public var cornerRadius: CGFloat
    /// The presented shadow opacity.
    public var shadowOpacity: CGFloat
    /// The presented shadow radius.
    public var shadowRadius: CGFloat
    /// The presented shadow offset.
    public var shadowOffset: CGSize
    /// Whether sublayers are clipped to the (rounded) bounds.
    public var masksToBounds: Bool
    /// The drawing order among siblings.
    public var zPosition: CGFloat

    @MainActor
    init(modelOf layer: HeadlessLayer) {
        bounds = layer.bounds
        position = layer.position
        anchorPoint = layer.anchorPoint
        transform = layer.transform
        opacity = layer.opacity
        isHidden = layer.isHidden
        cornerRadius = layer.cornerRadius
        shadowOpacity = CGFloat(layer.shadowOpacity)
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        masksToBounds = layer.masksToBounds
        zPosition = layer.zPosition
    }

    /// The rectangle the layer covers on screen, in its superlayer's coordinates: the box around its four corners
    /// through ``transform`` about ``anchorPoint`` (perspective divide included).
    public var frame: CGRect {
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: bounds.width, y: 0), CGPoint(x: 0, y: bounds.height),
            CGPoint(x: bounds.width, y: bounds.height),
        ].map { toSuperlayer(CGPoint(x: $0.x + bounds.minX, y: $0.y + bounds.minY)) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// Where a point of the layer (in its bounds' coordinates) is drawn in the superlayer's coordinates.
    public func toSuperlayer(_ point: CGPoint) -> CGPoint {
        Homography(presenting: self).apply(point) ?? position
    }

    mutating func set(_ keyPath: String, to value: HeadlessAnimatedValue) {
        switch (keyPath, value) {
        case let ("bounds", .rect(rect)): bounds = rect
        case let ("bounds.size", .size(size)): bounds.size = size
        case let ("position", .point(point)): position = point
        case let ("transform", .transform(matrix)): transform = matrix
        case let ("opacity", .number(number)): opacity = number
        case let ("hidden", .number(number)): isHidden = number != 0
        case let ("cornerRadius", .number(number)): cornerRadius = number
        case let ("shadowOpacity", .number(number)): shadowOpacity = number
        case let ("shadowRadius", .number(number)): shadowRadius = number
        case let ("shadowOffset", .size(size)): shadowOffset = size
        default: break  // shadowPath and unknown key paths do not change the presented geometry
        }
    }
}
