import Foundation

/// Animator types by name: builds animators from JSON parameters, checking every one, and lists what it holds
/// for the CLI and the docs.
public struct AnimatorRegistry: Sendable {
    private var byName: [String: AnimatorDescriptor] = [:]

    /// An empty registry.
    public init() {}

    /// Registers a type under its descriptor's name.
    ///
    /// - Throws: ``TransitionError/duplicateAnimatorName(_:)`` if the name is taken.
    public mutating func register<Animator: ConfigurableAnimator>(_ type: Animator.Type) throws {
        let descriptor = Animator.descriptor
        guard byName[descriptor.name] == nil else { throw TransitionError.duplicateAnimatorName(descriptor.name) }
        byName[descriptor.name] = AnimatorDescriptor(descriptor) { Animator(parameters: $0) }
    }

    /// Adds or replaces the descriptor under its name (a config's declared type, for the load that declares it).
    package mutating func insert(_ descriptor: AnimatorDescriptor) {
        byName[descriptor.name] = descriptor
    }

    /// Every descriptor, sorted by name.
    public var descriptors: [AnimatorDescriptor] {
        byName.values.sorted { $0.name < $1.name }
    }

    /// The registered names, sorted.
    public var names: [String] { byName.keys.sorted() }

    /// The descriptor registered under `name`.
    public func descriptor(named name: String) -> AnimatorDescriptor? { byName[name] }

    /// The descriptor for `name`, or an error naming the known animators with a "did you mean".
    public func requireDescriptor(named name: String) throws -> AnimatorDescriptor {
        guard let descriptor = byName[name] else {
            throw TransitionError.unknownAnimator(name, known: names, suggestion: suggestion(for: name, among: names))
        }
        return descriptor
    }

    /// Builds the animator registered as `name` from raw parameters.
    ///
    /// - Throws: ``TransitionError/unknownAnimator(_:known:suggestion:)`` or
    ///   ``TransitionError/invalidParameters(animator:problems:)``.
    public func makeAnimator(
        named name: String, parameters raw: [String: ParameterValue] = [:]
    ) throws -> any TransitionAnimator {
        let descriptor = try requireDescriptor(named: name)
        return descriptor.make(try descriptor.check(raw))
    }
}
