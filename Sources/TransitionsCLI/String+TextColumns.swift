import Foundation

extension String {
    /// The text followed by spaces up to `width` characters, never cut: an entry longer than its column pushes the
    /// next column along instead of losing its end (Foundation's `padding(toLength:withPad:startingAt:)` truncates).
    package func paddedColumn(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}

/// The width of a text column: its longest entry.
package func columnWidth<S: Sequence>(_ entries: S) -> Int where S.Element == String {
    entries.map(\.count).max() ?? 0
}
