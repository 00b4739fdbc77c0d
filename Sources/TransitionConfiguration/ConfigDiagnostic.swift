/// One problem found in a config file, with where it is: the JSON path and the line and column.
///
/// Printed the way compilers print, so editors and build logs point at the spot:
///
/// ```
/// tabs.json:12:20: error: transitions[2].animator: unknown preset 'pusj'; did you mean 'push'? Presets: fade, push
/// ```
public struct ConfigDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable, Hashable {
        /// The config cannot be used.
        case error
        /// The config works, but probably not as meant.
        case warning
    }

    /// What kind of problem it is, for tools that filter or count diagnostics.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// The text is not valid JSON.
        case syntax
        /// The file is too large, too deeply nested or has too many values.
        case limitExceeded
        /// An object has the same key twice.
        case duplicateKey
        /// A value has the wrong JSON type.
        case wrongType
        /// A required key is missing.
        case missingKey
        /// A key the format does not define.
        case unknownKey
        /// A value of the right type that is not allowed (an unknown choice, an empty name).
        case invalidValue
        /// A number outside its allowed range.
        case outOfRange
        /// A `version` this build does not read.
        case unsupportedVersion
        /// An animator `type` the registry does not know.
        case unknownAnimatorType
        /// A preset name that `animators` does not define.
        case unknownPreset
        /// A parameter the animator (or interaction) does not declare.
        case unknownParameter
        /// An interaction asked of an animator that is not interactive.
        case notInteractive
        /// Two rules of equal specificity match the same pairs.
        case overlappingRules
        /// Something that can never be used because something else always wins.
        ///
        /// With most-specific-wins lookup, a rule is always the first choice for the pairs its own pattern names, so
        /// only two things can be shadowed: the reverse a `reversible` rule derives, when another rule is written for
        /// that reverse pattern (a written rule beats a derived reverse of equal specificity); and `"default"`, when
        /// a global `(*, *)` rule matches every pair first. Two rules with the same (container, from, to) do not
        /// shadow each other: that is ``overlappingRules``, an error.
        case shadowed
        /// A type `"animatorTypes"` declares that the registry lacks: it is checked from its declaration and switches
        /// without animation.
        case unregisteredAnimatorType
        /// A declaration in `"animatorTypes"` that disagrees with the registered type (a parameter, its type or
        /// range, interactivity or kinds); the registry's descriptor is used.
        case declarationMismatch
        /// A rule's animator does not play the kind of transition its container declares in `"containers"` (a
        /// tab animator in a drawer): nothing would move.
        case kindMismatch
        /// A preset no rule uses.
        case unusedPreset
        /// A setting that cannot have any effect: a rule from a child to itself, `reversible` on a rule whose reverse
        /// is itself, or gestures under a non-interactive `"reduceMotion"` animator.
        case ineffective
        /// More problems were found than ``ConfigLimits/maximumDiagnostics``: this last diagnostic stands for the
        /// ones not listed, counted in ``ConfigDiagnostic/omittedErrors`` and ``ConfigDiagnostic/omittedWarnings``.
        case truncated
    }

    /// Error or warning.
    public var severity: Severity
    /// What kind of problem it is.
    public var code: Code
    /// What happened and how to fix it.
    public var message: String
    /// Where in the document: `transitions[2].animator`.
    public var path: ConfigPath
    /// Where in the file.
    public var location: ConfigLocation
    /// The file's name as given to the loader, if any.
    public var file: String?
    /// For a ``Code/truncated`` summary, how many errors it stands for; 0 for every other diagnostic.
    public var omittedErrors = 0
    /// For a ``Code/truncated`` summary, how many warnings it stands for; 0 for every other diagnostic.
    public var omittedWarnings = 0

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ code: Code, _ message: String, path: ConfigPath, at location: ConfigLocation,
        file: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.path = path
        self.location = location
        self.file = file
    }

    /// The line, from 1.
    public var line: Int { location.line }
    /// The column, from 1.
    public var column: Int { location.column }
    /// Whether the config cannot be used.
    public var isError: Bool { severity == .error }

    /// `file:line:column: error: path: message`; without a file, `line:column: …`; the root's path is left out.
    public var description: String {
        let place = file.map { "\($0):\(location)" } ?? location.description
        let subject = path.isRoot ? "" : "\(path): "
        return "\(place): \(severity.rawValue): \(subject)\(message)"
    }
}
