import Foundation

/// `NSDirectionalRectEdge`: the edges of a rectangle, leading and trailing following the layout direction.
public struct HeadlessDirectionalRectEdge: OptionSet, Sendable, Hashable {
    /// The edges as bits.
    public let rawValue: UInt
    /// The edges whose bits `rawValue` sets.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `.top`.
    public static let top = HeadlessDirectionalRectEdge(rawValue: 1 << 0)
    /// `.leading`.
    public static let leading = HeadlessDirectionalRectEdge(rawValue: 1 << 1)
    /// `.bottom`.
    public static let bottom = HeadlessDirectionalRectEdge(rawValue: 1 << 2)
    /// `.trailing`.
    public static let trailing = HeadlessDirectionalRectEdge(rawValue: 1 << 3)
    /// `.all`.
    public static let all: HeadlessDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
