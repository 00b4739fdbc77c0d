import Foundation

extension ConfiguredTransitionDelegate {
    /// What the config in force chooses for a system container's transition, honouring ``reduceMotion``.
    public func systemTransition(
        _ operation: SystemTransitionOperation, container: String? = nil, from: String, to: String,
        fromIndex: Int? = nil, toIndex: Int? = nil
    ) -> SystemTransitionChoice {
        SystemTransitionChoice(
            operation, container: container, from: from, to: to, fromIndex: fromIndex, toIndex: toIndex,
            config: config, reduceMotion: reduceMotion)
    }
}
