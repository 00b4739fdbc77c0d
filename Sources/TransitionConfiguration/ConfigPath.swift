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
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document itself.
    public static let root = ConfigPath()

    /// Whether this is the document itself.
    public var isRoot: Bool { components.isEmpty }

    /// This path extended by an object member.
    public func key(_ name: String) -> ConfigPath {
        appending(.key(name))
    }

    /// This path extended by an array element.
    public func index(_ index: Int) -> ConfigPath {
        appending(.index(index))
    }

    /// One allocation, at the final size (`components + [component]` may make two).
    private func appending(_ component: Component) -> ConfigPath {
        var extended: [Component] = []
        extended.reserveCapacity(components.count + 1)
        extended.append(contentsOf: components)
        extended.append(component)
        return ConfigPath(extended)
    }

    /// `transitions[2].animator`; keys that are not plain identifiers are quoted (`animators["slide in"]`); the root
    /// is `(root)`. A key longer than 40 characters is shortened to its first 40 and "…" (and quoted), so a hostile
    /// key cannot make every diagnostic under it as long as itself.
    public var description: String {
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
