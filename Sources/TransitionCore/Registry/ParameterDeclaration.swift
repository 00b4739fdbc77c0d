import Foundation

/// A parameter declaration an ``AnimatorDescriptor`` lists: an ``AnimatorParameter``, or a typed ``Parameter``.
public protocol ParameterDeclaration: Sendable {
    /// The declaration.
    var declaration: AnimatorParameter { get }
}
