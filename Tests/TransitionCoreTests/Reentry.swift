import Foundation
import HeadlessUI
import Testing
import TransitionCore

/// What a delegate does, once, from inside a callback: the container must cope with calls made while it is still
/// finishing the previous one.
enum Reentry: CustomStringConvertible {
    case selectOnSelect(Int, animated: Bool)
    case selectOnCancel(Int, animated: Bool)
    case replaceOnSelect([Int])
    case replaceOnCancel([Int])
    case settleOnSelect
    case backgroundOnCancel

    var description: String {
        switch self {
        case .selectOnSelect(let index, let animated): return "didSelect { select(\(index), animated: \(animated)) }"
        case .selectOnCancel(let index, let animated): return "didCancel { select(\(index), animated: \(animated)) }"
        case .replaceOnSelect(let indices):
            return "didSelect { setViewControllers(\(indices.map { EngineModel.names[$0] })) }"
        case .replaceOnCancel(let indices):
            return "didCancel { setViewControllers(\(indices.map { EngineModel.names[$0] })) }"
        case .settleOnSelect: return "didSelect { engine.settleActiveTransition() }"
        case .backgroundOnCancel: return "didCancel { engine.applicationDidEnterBackground() }"
        }
    }
}
