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
    /// Whether this is a reversible rule's way back: the animator written, played backwards (`PlayedBackwards`).
    public var playsBackwards = false

    /// Whether a gesture may drive it.
    public var isInteractive: Bool { animator.capabilities.isInteractive }

    /// `preset 'push' (slide)`, `slide {"direction": "left"}`, or `slide` — for explanations. A type the config
    /// declares but the registry lacks (it cannot be built, so it switches without animation) says so.
    public var summary: String {
        let text: String
        if let preset {
            let base = "preset '\(abbreviated(preset))' (\(type))"
            text = overrides.isEmpty ? base : "\(base) with \(ParameterValue.object(overrides))"
        } else if parameters.isEmpty {
            text = type
        } else {
            text = "\(type) \(ParameterValue.object(parameters))"
        }
        let shown = playsBackwards ? text + ", played backwards" : text
        return isPlaceholder ? shown + " — declared, not registered: switches without animation" : shown
    }

    /// Whether the animator stands in for a declared type the registry lacks: it animates no kind of transition.
    public var isPlaceholder: Bool { animator.capabilities.kinds.isEmpty }
}
