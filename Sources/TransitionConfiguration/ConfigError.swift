import Foundation

/// A config that failed its checks: every diagnostic, errors and warnings, in file order.
///
/// ```swift
/// do {
///     let config = try TransitionConfig(data: data, file: "tabs.json", registry: registry)
/// } catch let error as ConfigError {
///     for diagnostic in error.diagnostics { print(diagnostic) }
/// }
/// ```
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every diagnostic, in file order; at least one is an error.
    public let diagnostics: [ConfigDiagnostic]

    /// An error carrying `diagnostics`.
    public init(diagnostics: [ConfigDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Each diagnostic on its own line, as a compiler prints them (`file:line:column: error: message`).
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
