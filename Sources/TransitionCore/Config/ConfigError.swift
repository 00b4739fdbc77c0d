/// A config that failed validation, carrying every problem found (errors and warnings) in file order.
///
/// ```swift
/// do {
///     let config = try TransitionConfig(data: data, file: "tabs.json", registry: registry)
/// } catch {
///     for diagnostic in error.diagnostics { print(diagnostic) }
/// }
/// ```
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every diagnostic, errors and warnings, in file order.
    public var diagnostics: [ConfigDiagnostic]

    /// Creates an error from its diagnostics.
    public init(diagnostics: [ConfigDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The errors only.
    public var errors: [ConfigDiagnostic] { diagnostics.filter(\.isError) }

    /// One diagnostic per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
