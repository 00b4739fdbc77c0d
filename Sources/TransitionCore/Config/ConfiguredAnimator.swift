/// An animator a config chose, built through the registry: what was written (type, preset, parameters) and the
/// animator itself.
public struct ConfiguredAnimator: Sendable {
    /// The registered type (`"slide"`).
    public var type: String
    /// The preset it names or starts from, if any.
    public var preset: String?
    /// The parameters as written (a preset's, overlaid by the reference's own), before defaults are filled in.
    public var parameters: [String: ParameterValue]
    /// The parameters the reference itself set over its preset's (`{"preset": "push", "duration": 0.2}`).
    public var overrides: [String: ParameterValue]
    /// The animator, built once at load.
    public var animator: any TransitionAnimator
    /// Where the reference to it is (a rule's `animator`, `default`, `reduceMotion`, or the preset itself).
    public var path: ConfigPath
    /// Where in the file.
    public var location: ConfigLocation

    /// Whether a gesture may drive it.
    public var isInteractive: Bool { animator.capabilities.isInteractive }

    /// `preset 'push' (slide)`, `slide {"direction": "left"}`, or `slide` — for explanations.
    public var summary: String {
        if let preset {
            let base = "preset '\(abbreviated(preset))' (\(type))"
            return overrides.isEmpty ? base : "\(base) with \(ParameterValue.object(overrides))"
        }
        guard !parameters.isEmpty else { return type }
        return "\(type) \(ParameterValue.object(parameters))"
    }
}
