import Foundation

/// A Swift type a ``Parameter`` can be read as: it converts to and from the parameter's JSON value.
public protocol ParameterRepresentable: Sendable {
    /// The value, or nil when `value` is not one of this type.
    init?(parameter value: ParameterValue)
    /// The value as a config writes it.
    var parameterValue: ParameterValue { get }
}
