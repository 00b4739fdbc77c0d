/// A path to a value inside a config document, written the way a reader would point at it:
/// `transitions[2].animator`, `animators.push.duration`, `animators["slide in"].type`.
///
/// ```swift
/// let path = ConfigPath.root.key("transitions").index(2).key("animator")
/// print(path)   // transitions[2].animator
/// ```
public struct ConfigPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Hashable {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The steps from the document's root.
    public var components: [Component] {
        get {
            switch storage {
            case let .steps(steps): return steps
            case let .rule(index, member):
                var steps: [Component] = []
                steps.reserveCapacity(member == nil ? 2 : 3)
                steps.append(ConfigPath.transitions)
                steps.append(.index(Int(index)))
                if let member { steps.append(.key(member.rawValue)) }
                return steps
            }
        }
        set { storage = .steps(newValue) }
    }

    // A config keeps a path for every rule and for each animator a rule names; as an array each cost an allocation
    // (1.8 MB of the 10,000-rule load's peak heap, Scripts/config-load-instructions.sh). A rule's path, and the path
    // of one of its own keys, are kept in the path's word instead.
    private var storage: Storage

    private enum Storage: Sendable {
        case steps([Component])
        /// `transitions[index]`, or `transitions[index].member`.
        case rule(UInt32, RuleMember?)
    }

    /// The keys of a rule, whose paths fit in one word.
    private enum RuleMember: String, Sendable {
        case comment = "$comment"
        case container, from, to, animator, fallback, interaction, reversible
    }

    private static let transitions = Component.key("transitions")

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        storage = .steps(components)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The document itself.
    public static let root = ConfigPath()

    /// Whether this is the document itself.
    public var isRoot: Bool {
        if case let .steps(steps) = storage { return steps.isEmpty }
        return false
    }

    /// This path extended by an object member.
    public func key(_ name: String) -> ConfigPath {
        if case let .rule(index, nil) = storage, let member = RuleMember(rawValue: name) {
            return ConfigPath(storage: .rule(index, member))
        }
        return appending(.key(name))
    }

    /// This path extended by an array element.
    public func index(_ index: Int) -> ConfigPath {
        if case let .steps(steps) = storage, steps.count == 1, steps[0] == ConfigPath.transitions,
            let compact = UInt32(exactly: index)
        {
            return ConfigPath(storage: .rule(compact, nil))
        }
        return appending(.index(index))
    }

    /// One allocation, at the final size (`components + [component]` may make two).
    private func appending(_ component: Component) -> ConfigPath {
        let components = self.components
        var extended: [Component] = []
        extended.reserveCapacity(components.count + 1)
        extended.append(contentsOf: components)
        extended.append(component)
        return ConfigPath(extended)
    }

    /// Paths with the same steps are equal, however they are kept.
    public static func == (lhs: ConfigPath, rhs: ConfigPath) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.steps(left), .steps(right)): return left == right
        case let (.rule(left, leftMember), .rule(right, rightMember)): return left == right && leftMember == rightMember
        default: return lhs.components == rhs.components
        }
    }

    /// Hashes the steps, as an array of them would be hashed, however the path is kept.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// `transitions[2].animator`; keys that are not plain identifiers are quoted (`animators["slide in"]`); the root
    /// is `(root)`. A key longer than 40 characters is shortened to its first 40 and "…" (and quoted), so a hostile
    /// key cannot make every diagnostic under it as long as itself.
    public var description: String {
        let components = self.components
        guard !components.isEmpty else { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case let .index(index):
                text += "[\(index)]"
            case let .key(key):
                let name = abbreviated(key)
                if ConfigPath.isPlain(name) {
                    text += text.isEmpty ? name : "." + name
                } else {
                    text += "[" + ParameterValue.quoted(name) + "]"
                }
            }
        }
        return text
    }

    /// Letters, digits, `_`, `-` and `$`, not starting with a digit: printed without quotes.
    private static func isPlain(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "-" || scalar == "$"
        }
    }
}
