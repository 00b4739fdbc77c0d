/// Where something is in a config file: a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line (a tab counts as one), so a position after `"🏠"`
/// is where an editor's cursor would be, not a byte offset.
public struct ConfigLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file, where problems with the file as a whole are reported.
    public static let start = ConfigLocation(line: 1, column: 1)

    /// Earlier in the file first.
    public static func < (lhs: ConfigLocation, rhs: ConfigLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, e.g. `12:20`.
    public var description: String { "\(line):\(column)" }
}
