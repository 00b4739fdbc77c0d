import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// One thing an app or a person does to UIKit's own containers.
enum SystemOperation: CustomStringConvertible {
    case push(animated: Bool)
    case pop(animated: Bool)
    case setStack(count: Int, animated: Bool)
    case present(animated: Bool, style: Int)
    case dismiss(animated: Bool)
    case selectTab(Int)
    /// A back swipe that lifts after `frames` frames, moving `distance` points.
    case backSwipe(frames: Int, distance: CGFloat)
    /// A back swipe whose finger lifts in the turn that asked for the pop, before UIKit starts the transition.
    case backSwipeLiftingBeforeStart(distance: CGFloat)
    /// A pan down on the presented screen that lifts after `frames` frames.
    case dismissPan(frames: Int, distance: CGFloat)
    case advance(Int)
    case rotate
    case background
    case releaseDelegates
    case restoreDelegates
    case reduceMotion(Bool)
    /// The top screen of the selected stack hides or shows its back button.
    case toggleBackButton
    /// The selected stack hides or shows its navigation bar.
    case toggleNavigationBar
    /// The app sets its own navigation delegate on the selected stack, after the configured one was attached.
    case replaceNavigationDelegate
    /// The screen in front starts or stops holding unsaved input (`isModalInPresentation`).
    case modalInPresentation(Bool)
    /// The screens' titles change (a language, a badge count): rules name screens by identifier, so nothing else
    /// may.
    case retitle
    case settle

    var description: String {
        switch self {
        case let .push(animated): return "push(animated: \(animated))"
        case let .pop(animated): return "pop(animated: \(animated))"
        case let .setStack(count, animated): return "setViewControllers(\(count) screens, animated: \(animated))"
        case let .present(animated, style): return "present(animated: \(animated), style: \(style))"
        case let .dismiss(animated): return "dismiss(animated: \(animated))"
        case let .selectTab(index): return "selectTab(\(index))"
        case let .backSwipe(frames, distance): return "backSwipe(\(frames) frames, \(Int(distance)) pt)"
        case let .backSwipeLiftingBeforeStart(distance): return "backSwipeLiftingBeforeStart(\(Int(distance)) pt)"
        case let .dismissPan(frames, distance): return "dismissPan(\(frames) frames, \(Int(distance)) pt)"
        case let .advance(frames): return "clock.advance(frames: \(frames))"
        case .rotate: return "rotate"
        case .background: return "enterBackground"
        case .releaseDelegates: return "release the delegates"
        case .restoreDelegates: return "new delegates"
        case let .reduceMotion(on): return "reduceMotion = \(on)"
        case .toggleBackButton: return "toggle the top screen's back button"
        case .toggleNavigationBar: return "toggle the navigation bar"
        case .replaceNavigationDelegate: return "the app's own navigation delegate"
        case let .modalInPresentation(on): return "isModalInPresentation = \(on)"
        case .retitle: return "retitle the screens"
        case .settle: return "lift fingers, run until idle"
        }
    }

    /// `distance`, at most what a finger travels in `frames` frames of a 120 Hz clock at 6,000 pt/s, a fast flick
    /// (50 pt a frame; at 60 Hz, half as fast). The watch sees a scripted finger's last move and the first frame of
    /// the motion it lets go into in one interval; much faster, a screen that follows the finger would be judged a
    /// jump (10,000 pt/s). Found by watching all the sequences: 100 pt a frame, a 120 Hz finger went at 12,000 pt/s.
    static func fingerTravel(_ distance: CGFloat, in frames: Int) -> CGFloat {
        min(distance, CGFloat(frames) * 50)
    }

    static func random(using random: inout SplitMix64) -> SystemOperation {
        let animated = random.next() % 4 != 0
        switch random.next() % 17 {
        case 0, 1: return .push(animated: animated)
        case 2: return .pop(animated: animated)
        case 3: return .setStack(count: Int(random.next() % 3) + 1, animated: animated)
        case 4: return .present(animated: animated, style: Int(random.next() % 5))
        case 5: return .dismiss(animated: animated)
        case 6: return .selectTab(Int(random.next() % 2))
        case 7:
            let frames = Int(random.next() % 20) + 1
            return .backSwipe(frames: frames, distance: fingerTravel(CGFloat(random.next() % 350) + 12, in: frames))
        case 8: return .backSwipeLiftingBeforeStart(distance: CGFloat(random.next() % 300) + 12)
        case 9:
            let frames = Int(random.next() % 20) + 1
            return .dismissPan(frames: frames, distance: fingerTravel(CGFloat(random.next() % 700) + 12, in: frames))
        case 10, 11: return .advance(Int(random.next() % 30) + 1)
        case 12: return random.next() % 2 == 0 ? .rotate : .background
        case 13: return random.next() % 2 == 0 ? .releaseDelegates : .restoreDelegates
        case 14: return .reduceMotion(random.next() % 2 == 0)
        case 15:
            switch random.next() % 6 {
            case 0: return .toggleBackButton
            case 1: return .toggleNavigationBar
            case 2: return .replaceNavigationDelegate
            case 3: return .modalInPresentation(random.next() % 2 == 0)
            default: return .retitle
            }
        default: return .settle
        }
    }
}
