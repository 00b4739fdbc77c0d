import Foundation

/// `UITraitCollection`: the layout direction and the light or dark appearance, the traits the model has.
public struct HeadlessTraitCollection: Sendable, Hashable {
    /// The layout direction.
    public var layoutDirection: HeadlessLayoutDirection
    /// `userInterfaceStyle`: light or dark.
    public var userInterfaceStyle: HeadlessUserInterfaceStyle = .light
}
