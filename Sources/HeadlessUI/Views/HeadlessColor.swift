import Foundation
import TransitionCore

/// `UIColor`, by name.
public struct HeadlessColor: Hashable, Sendable {
    /// The colour's name.
    public var name: String
    /// A colour named `name`.
    public init(name: String) { self.name = name }

    /// `.clear`.
    public static let clear = HeadlessColor(name: "clear")
    /// `.black`.
    public static let black = HeadlessColor(name: "black")
    /// `.white`.
    public static let white = HeadlessColor(name: "white")
    /// `.systemBlue`.
    public static let systemBlue = HeadlessColor(name: "systemBlue")
    /// `.systemOrange`.
    public static let systemOrange = HeadlessColor(name: "systemOrange")
    /// `.systemGreen`.
    public static let systemGreen = HeadlessColor(name: "systemGreen")
    /// `.systemIndigo`.
    public static let systemIndigo = HeadlessColor(name: "systemIndigo")
    /// `.systemPink`.
    public static let systemPink = HeadlessColor(name: "systemPink")
    /// `.systemTeal`.
    public static let systemTeal = HeadlessColor(name: "systemTeal")
    /// `.systemYellow`.
    public static let systemYellow = HeadlessColor(name: "systemYellow")
    /// `.systemGray`.
    public static let systemGray = HeadlessColor(name: "systemGray")
    /// `.systemBackground`.
    public static let systemBackground = HeadlessColor(name: "systemBackground")
}
