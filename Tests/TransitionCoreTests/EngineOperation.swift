import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// One thing the model does to a container. Printed in a form that reads as a reproduction.
enum EngineOperation: CustomStringConvertible {
    case select(Int, animated: Bool?)
    case setSelectedIndex(Int)
    case beginInteractive(Int)
    case update(Double)
    case pause
    case finish(velocity: Double)
    case cancel(velocity: Double)
    case engineFinish
    case engineCancel
    case advanceFrames(Int)
    case advanceSeconds(Double)
    case runUntilIdle
    /// A new delegate (the old one is released); with `shared`, it hands out the model's one interaction controller.
    case setDelegate(ModelAnimator, shared: Bool)
    case dropDelegate
    case resize(width: Double, height: Double)
    case background
    /// Replaces the children with the pool's controllers at these positions (any order; repeats are rejected).
    case setChildren([Int], selecting: Int?)
    case policy(MidFlightPolicy)
    case settle
    /// The delegate's shared interaction controller gets this completion speed (bad ones are rejected) and curve.
    case completion(speed: Double, spring: Bool)
    /// The current delegate, once, calls back into the container from `didSelect` or `didCancel`.
    case reenter(Reentry)
    /// The next drawn frame's progress handler calls back into the container, once.
    case onNextFrame(Reentry)
    /// Takes the container off screen (`rootViewController = nil`) or puts it back.
    case toggleOnScreen

    var description: String {
        switch self {
        case .select(let index, let animated):
            return "select(\(index), animated: \(animated.map(String.init) ?? "nil"))"
        case .setSelectedIndex(let index): return "selectedIndex = \(index)"
        case .beginInteractive(let index): return "beginInteractive(\(index))"
        case .update(let progress): return "interaction.update(\(progress))"
        case .pause: return "interaction.pause()"
        case .finish(let velocity): return "interaction.finish(velocity: \(velocity))"
        case .cancel(let velocity): return "interaction.cancel(velocity: \(velocity))"
        case .engineFinish: return "engine.finishInteractiveTransition()"
        case .engineCancel: return "engine.cancelInteractiveTransition()"
        case .advanceFrames(let frames): return "clock.advance(frames: \(frames))"
        case .advanceSeconds(let seconds): return "clock.advance(by: \(seconds))"
        case .runUntilIdle: return "clock.runUntilIdle()"
        case .setDelegate(let animator, let shared):
            return "delegate = ModelDelegate(\(animator)\(shared ? ", sharedInteraction" : ""))"
        case .dropDelegate: return "delegate = nil"
        case .resize(let width, let height): return "window.resize(to: \(width) × \(height))"
        case .background: return "engine.applicationDidEnterBackground()"
        case .setChildren(let indices, let selecting):
            return "setViewControllers(\(indices.map { EngineModel.names[$0] }), selecting: "
                + "\(selecting.map(String.init) ?? "nil"))"
        case .policy(let policy): return "engine.midFlightPolicy = .\(policy)"
        case .settle: return "engine.settleActiveTransition()"
        case .completion(let speed, let spring):
            return "sharedInteraction.completion(speed: \(speed), curve: \(spring ? "undamped spring" : "easeInOut"))"
        case .reenter(let reentry): return "delegate.\(reentry)"
        case .onNextFrame(let reentry): return "progressHandler (once): \(reentry)"
        case .toggleOnScreen: return "window.rootViewController = (on screen ? nil : container)"
        }
    }
}
