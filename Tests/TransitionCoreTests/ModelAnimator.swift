import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// The animators the model's delegate hands out.
enum ModelAnimator: CustomStringConvertible {
    case slide(duration: Double, curve: TimingCurve)
    case none
    case badDuration(Double)
    case zoomContainer
    /// `AnimatorChoice.noAnimation`: a switch without animation whatever the container's default.
    case noAnimation

    var description: String {
        switch self {
        case .slide(let duration, let curve): return "slide(\(duration), \(curve.name ?? "\(curve)"))"
        case .none: return "no animator"
        case .badDuration(let duration): return "duration \(duration)"
        case .zoomContainer: return "zoom the content view"
        case .noAnimation: return ".noAnimation"
        }
    }

    var animator: (any TransitionAnimator)? {
        switch self {
        case .slide(let duration, let curve): return slideAnimator(duration: duration, curve: curve)
        case .none, .noAnimation: return nil
        case .badDuration(let duration): return TransitionCoreTests.animator(withDuration: duration)
        case .zoomContainer:
            return ClosureAnimator(name: "zoom-out") { context in
                let bounds = context.containerBounds
                return TransitionAnimation(
                    duration: 0.4, curve: .easeInOut,
                    tracks: [
                        RoleTrack(
                            .container, frame: PropertyTrack(from: bounds, to: bounds.insetBy(dx: 20, dy: 40)),
                            alpha: PropertyTrack(from: 1, to: 0.5)),
                        RoleTrack(
                            .to,
                            frame: PropertyTrack(
                                from: context.initialFrame(for: .to), to: context.finalFrame(for: .to))),
                    ])
            }
        }
    }
}
