import Foundation

/// A ``ViewState`` as a layer takes it: the properties a UIKit host assigns to a view's layer.
///
/// UIKit's `frame` is undefined once a view has a non-identity transform, so a host never assigns it: it sets
/// `bounds.size` (the frame's size; the bounds' origin is the view's own — a scroll view's `contentOffset` — and is
/// never touched), `position` (the frame's centre, with the default anchor point
/// (0.5, 0.5)) and a 3D `transform` (perspective included) about that centre. The decomposition is done here, in
/// platform-free code with Linux tests, so the UIKit side only assigns.
///
/// ```swift
/// let layer = LayerState(ViewState(frame: CGRect(x: 10, y: 20, width: 100, height: 50), alpha: 0.5))
/// layer.position   // (60, 45)
/// layer.size       // (100, 50)
/// ```
package struct LayerState: Sendable, Equatable {
    /// `layer.bounds.size`: the view's size. The bounds' origin is not part of the state: it is where a scroll view
    /// is scrolled to (`contentOffset`), which a transition must keep.
    package var size: CGSize
    /// `layer.position`: the view's centre in its superview's coordinates (anchor point (0.5, 0.5)).
    package var position: CGPoint
    /// `layer.transform` (`CATransform3D`), applied about ``position``.
    package var transform: Matrix3D
    /// `layer.opacity` (a view's `alpha`).
    package var opacity: CGFloat
    /// `layer.cornerRadius`.
    package var cornerRadius: CGFloat
    /// `layer.shadowOpacity`.
    package var shadowOpacity: CGFloat
    /// `layer.shadowRadius`.
    package var shadowRadius: CGFloat
    /// `layer.shadowOffset`.
    package var shadowOffset: CGSize
    /// `layer.shadowPath`, as a rectangle with ``cornerRadius`` at the bounds' origin: the view's size, or nil when there is no shadow
    /// (a path keeps shadows cheap: without one, Core Animation renders the layer offscreen to find its shape).
    package var shadowPath: CGRect?
    /// `layer.isHidden`.
    package var isHidden: Bool

    /// Decomposes a view state. A frame with a negative width or height is standardized first, as UIKit does.
    package init(_ state: ViewState) {
        let frame = state.frame.standardized
        size = frame.size
        position = CGPoint(x: frame.midX, y: frame.midY)
        transform = state.transform.matrix
        // A spring's overshoot may carry an opacity or a radius past its range; a layer takes them within it (a
        // shadow's opacity "must be in the range 0.0 to 1.0", and a rounded path has no negative radius). NaN is
        // left as it is.
        opacity = Self.clamped(state.alpha, to: 0...1)
        cornerRadius = Self.clamped(state.cornerRadius, to: 0...CGFloat.infinity)
        shadowOpacity = Self.clamped(state.shadow.opacity, to: 0...1)
        shadowRadius = Self.clamped(state.shadow.radius, to: 0...CGFloat.infinity)
        shadowOffset = state.shadow.offset
        shadowPath = state.shadow.opacity > 0 ? CGRect(origin: .zero, size: size) : nil
        isHidden = state.isHidden
    }

    private static func clamped(_ value: CGFloat, to range: ClosedRange<CGFloat>) -> CGFloat {
        value < range.lowerBound ? range.lowerBound : value > range.upperBound ? range.upperBound : value
    }

    /// The rectangle the layer's corners cover on screen through ``transform`` (perspective divide included): for
    /// a transform without perspective, what ``ViewState/presentedFrame`` gives for the state it came from.
    package var presentedFrame: CGRect {
        let halfW = size.width / 2
        let halfH = size.height / 2
        let corners = [(-halfW, -halfH), (halfW, -halfH), (-halfW, halfH), (halfW, halfH)].map {
            transform.apply(x: $0.0, y: $0.1)
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(
            x: position.x + minX, y: position.y + minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

extension LayerState {
    /// The properties that differ somewhere along `states`, in ``LayerProperty`` order: a host animates only these,
    /// so a fade adds one animation, not ten.
    package static func changingProperties(_ states: [LayerState]) -> [LayerProperty] {
        guard let first = states.first else { return [] }
        let properties = LayerProperty.allCases
        let everything: UInt32 = (1 << properties.count) - 1
        var changed: UInt32 = 0
        // One pass, each state compared in place (a layer state is too large to copy per comparison), stopping once
        // every property was seen to change.
        for index in states.indices.dropFirst() where changed != everything {
            changed |= states[index].differences(from: first)
        }
        return properties.indices.filter { changed & (1 << $0) != 0 }.map { properties[$0] }
    }

    /// Whether `self` and `other` agree on `property`.
    package func hasSameValue(as other: LayerState, for property: LayerProperty) -> Bool {
        guard let bit = LayerProperty.allCases.firstIndex(of: property) else { return true }
        return differences(from: other) & (1 << bit) == 0
    }

    /// The properties on which `self` and `other` differ, bit `i` standing for `LayerProperty.allCases[i]`.
    private func differences(from other: LayerState) -> UInt32 {
        // In `LayerProperty.allCases` order: size, position, transform, opacity, cornerRadius, shadowOpacity,
        // shadowRadius, shadowOffset, shadowPath (a path with corners moves when the corner radius does), hidden.
        var mask: UInt32 = 0
        if size != other.size { mask |= 1 << 0 }
        if position != other.position { mask |= 1 << 1 }
        if transform != other.transform { mask |= 1 << 2 }
        if opacity != other.opacity { mask |= 1 << 3 }
        if cornerRadius != other.cornerRadius { mask |= 1 << 4 }
        if shadowOpacity != other.shadowOpacity { mask |= 1 << 5 }
        if shadowRadius != other.shadowRadius { mask |= 1 << 6 }
        if shadowOffset != other.shadowOffset { mask |= 1 << 7 }
        if shadowPath != other.shadowPath || (shadowPath != nil && cornerRadius != other.cornerRadius) {
            mask |= 1 << 8
        }
        if isHidden != other.isHidden { mask |= 1 << 9 }
        return mask
    }
}
