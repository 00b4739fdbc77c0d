/// An animator a config chose, built through the registry: what was written (type, preset, parameters) and the
/// animator itself.
public struct ConfiguredAnimator: Sendable {
    /// The registered type (`"slide"`).
    public var type: String {
        get { definition.fields.type }
        set { define { $0.type = newValue } }
    }
    /// The preset it names or starts from, if any.
    public var preset: String? {
        get { definition.fields.preset }
        set { define { $0.preset = newValue } }
    }
    /// The parameters as written (a preset's, overlaid by the reference's own), before defaults are filled in.
    public var parameters: [String: ParameterValue] {
        get { definition.fields.parameters }
        set { define { $0.parameters = newValue } }
    }
    /// The parameters the reference itself set over its preset's (`{"preset": "push", "duration": 0.2}`).
    public var overrides: [String: ParameterValue] {
        get { definition.fields.overrides }
        set { define { $0.overrides = newValue } }
    }
    /// The animator, built once at load (references that write the same animator, or name the same preset, share
    /// one).
    public var animator: any TransitionAnimator {
        get { definition.fields.animator }
        set { define { $0.animator = newValue } }
    }
    /// Where the reference to it is (a rule's `animator`, `default`, `reduceMotion`, or the preset itself).
    public var path: ConfigPath
    /// Where in the file.
    public var location: ConfigLocation
    /// Whether this is a reversible rule's way back: the animator written, played backwards (`PlayedBackwards`).
    public var playsBackwards: Bool {
        get { definition.fields.playsBackwards }
        set { define { $0.playsBackwards = newValue } }
    }

    /// What was written and built, apart from where: a generated config writes one animator thousands of times, and
    /// every reference to it (and every reference to a preset) shares one definition, copied only when one of them
    /// is changed. Kept apart, each cost its fields' 130 bytes and, reversed, as much again (2.6 MB of the
    /// 10,000-rule load's peak heap, Scripts/config-load-instructions.sh).
    private(set) var definition: Definition

    struct Fields {
        var type: String
        var preset: String?
        var parameters: [String: ParameterValue]
        var overrides: [String: ParameterValue]
        var animator: any TransitionAnimator
        var playsBackwards: Bool
    }

    final class Definition: @unchecked Sendable {
        // Written only through `define`, on a uniquely referenced copy: a shared definition is never written.
        fileprivate(set) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    init(
        type: String, preset: String?, parameters: [String: ParameterValue], overrides: [String: ParameterValue],
        animator: any TransitionAnimator, path: ConfigPath, location: ConfigLocation, playsBackwards: Bool = false
    ) {
        definition = Definition(
            Fields(
                type: type, preset: preset, parameters: parameters, overrides: overrides, animator: animator,
                playsBackwards: playsBackwards))
        self.path = path
        self.location = location
    }

    /// `definition` written at `path` and `location`.
    init(_ definition: Definition, path: ConfigPath, location: ConfigLocation) {
        self.definition = definition
        self.path = path
        self.location = location
    }

    private mutating func define(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&definition) { definition = Definition(definition.fields) }
        change(&definition.fields)
    }

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
