import Foundation

/// `UITraitCollection`: the layout direction is the only trait the model has.
public struct HeadlessTraitCollection: Sendable, Hashable {
    /// The layout direction.
    public var layoutDirection: HeadlessLayoutDirection
}
