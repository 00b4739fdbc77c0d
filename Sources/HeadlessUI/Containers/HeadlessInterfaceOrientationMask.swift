import Foundation
import TransitionCore

/// `UIInterfaceOrientationMask`.
public struct HeadlessInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = HeadlessInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = HeadlessInterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape, home button or indicator on the right.
    public static let landscapeLeft = HeadlessInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, home button or indicator on the left.
    public static let landscapeRight = HeadlessInterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscapes.
    public static let landscape: HeadlessInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: HeadlessInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down (an iPhone's default).
    public static let allButUpsideDown: HeadlessInterfaceOrientationMask = [.portrait, .landscape]
}
