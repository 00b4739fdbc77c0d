import Foundation
import TransitionCore

/// `UIRectEdge`.
public struct HeadlessRectEdge: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a set of edges from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = HeadlessRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = HeadlessRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = HeadlessRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = HeadlessRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: HeadlessRectEdge = [.top, .left, .bottom, .right]
}
