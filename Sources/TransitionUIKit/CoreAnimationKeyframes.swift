import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import QuartzCore
    import UIKit
#else
    import HeadlessUI
#endif

/// Core Animation keyframe values for a segment's layer states: which key paths change, and their values as
/// `CAKeyframeAnimation.values` takes them. Which properties change is decided in platform-free code
/// (`LayerState.changingProperties(_:)`); this only boxes the numbers.
struct CoreAnimationKeyframes {
    let states: [LayerState]
    /// The layer's bounds origin (a scroll view's `contentOffset`), which the shadow path is drawn from.
    var origin: CGPoint = .zero
    /// Whether the segment casts the shadow with the bounds' path; false when the shadow is the app's own, which
    /// keeps the app's path (or none) throughout.
    var castsShadowPath = true
    /// The app's shadow path and the bounds' size it was drawn for, when it follows the bounds: each key time's
    /// path is it scaled to that state's size.
    var appPath: (path: ShadowPath, size: CGSize)?

    /// The properties that change along the segment (each animated at its `rawValue` key path), with one value per
    /// key time.
    var changingValues: [(LayerProperty, [Any])] {
        // Every path of a segment is drawn with the same elements, so Core Animation can blend between them (paths
        // with different segments blend undefined): a rounded rectangle throughout when any of them is rounded.
        let smallestRadius: CGFloat = states.contains { $0.cornerRadius > 0 } ? 0.01 : 0
        return LayerState.changingProperties(states).compactMap { property in
            if property == .shadowPath, let appPath {
                let values: [Any] = states.map { state in
                    scaledShadowPath(
                        appPath.path, x: state.size.width / max(appPath.size.width, 0.001),
                        y: state.size.height / max(appPath.size.height, 0.001), about: origin)
                }
                return (property, values)
            }
            if property == .shadowPath, !castsShadowPath { return nil }
            let values = states.map { Self.value(of: property, in: $0, origin: origin, smallestRadius: smallestRadius) }
            return (property, values)
        }
    }

    private static func value(
        of property: LayerProperty, in state: LayerState, origin: CGPoint, smallestRadius: CGFloat
    ) -> Any {
        switch property {
        case .size: return NSValue(cgSize: state.size)
        case .position: return NSValue(cgPoint: state.position)
        case .transform: return NSValue(caTransform3D: CATransform3D(state.transform))
        case .opacity: return NSNumber(value: Float(state.opacity))
        case .cornerRadius: return NSNumber(value: Double(state.cornerRadius))
        case .shadowOpacity: return NSNumber(value: Float(state.shadowOpacity))
        case .shadowRadius: return NSNumber(value: Double(state.shadowRadius))
        case .shadowOffset: return NSValue(cgSize: state.shadowOffset)
        case .shadowPath:
            // Every path is the same rounded rectangle shape, so Core Animation can interpolate between them.
            let rect = (state.shadowPath ?? CGRect(origin: .zero, size: state.size)).offsetBy(
                dx: origin.x, dy: origin.y)
            return roundedShadowPath(rect, cornerRadius: max(state.cornerRadius, smallestRadius))
        case .hidden: return NSNumber(value: state.isHidden)
        }
    }
}
