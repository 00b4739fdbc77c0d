/// An animator a config chose, built through the registry: what was written (type, preset, parameters) and the
/// animator itself.
public struct ConfiguredAnimator: Sendable {
    /// The registered type (`"slide"`).
    public var type: String {
        get { storage.fields.type }
        set { mutate { $0.type = newValue } }
    }
    /// The preset it names or starts from, if any.
    public var preset: String? {
        get { storage.fields.preset }
        set { mutate { $0.preset = newValue } }
    }
    /// The parameters as written (a preset's, overlaid by the reference's own), before defaults are filled in.
    public var parameters: [String: ParameterValue] {
        get { storage.fields.parameters }
        set { mutate { $0.parameters = newValue } }
    }
    /// The parameters the reference itself set over its preset's (`{"preset": "push", "duration": 0.2}`).
    public var overrides: [String: ParameterValue] {
        get { storage.fields.overrides }
        set { mutate { $0.overrides = newValue } }
    }
    /// The animator, built once at load.
    public var animator: any TransitionAnimator {
        get { storage.fields.animator }
        set { mutate { $0.animator = newValue } }
    }
    /// Where the reference to it is (a rule's `animator`, `default`, `reduceMotion`, or the preset itself).
    public var path: ConfigPath {
        get { storage.fields.path }
        set { mutate { $0.path = newValue } }
    }
    /// Where in the file.
    public var location: ConfigLocation {
        get { storage.fields.location }
        set { mutate { $0.location = newValue } }
    }
    /// Whether this is a reversible rule's way back: the animator written, played backwards (`PlayedBackwards`).
    public var playsBackwards: Bool {
        get { storage.fields.playsBackwards }
        set { mutate { $0.playsBackwards = newValue } }
    }

    // The fields live in one object, copied on write: a config keeps up to four of these per rule (the animator,
    // its way back and their fallbacks), most of them absent, and an absent one costs a word rather than the
    // fields' 120 bytes (the 10,000-rule load's peak heap, Scripts/config-load-instructions.sh).
    private var storage: Storage

    private struct Fields {
        var type: String
        var preset: String?
        var parameters: [String: ParameterValue]
        var overrides: [String: ParameterValue]
        var animator: any TransitionAnimator
        var path: ConfigPath
        var location: ConfigLocation
        var playsBackwards: Bool
    }

    private final class Storage: @unchecked Sendable {
        // Written only through `mutate`, on a uniquely referenced copy: shared storage is never written.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    init(
        type: String, preset: String?, parameters: [String: ParameterValue], overrides: [String: ParameterValue],
        animator: any TransitionAnimator, path: ConfigPath, location: ConfigLocation, playsBackwards: Bool = false
    ) {
        storage = Storage(
            Fields(
                type: type, preset: preset, parameters: parameters, overrides: overrides, animator: animator,
                path: path, location: location, playsBackwards: playsBackwards))
    }

    private mutating func mutate(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        change(&storage.fields)
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
