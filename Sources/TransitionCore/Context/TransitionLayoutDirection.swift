/// The container's writing direction: right-to-left layouts mirror horizontal motion.
public enum TransitionLayoutDirection: String, Sendable, Hashable {
    /// Latin, Cyrillic, …: index order runs left to right.
    case leftToRight
    /// Arabic, Hebrew, …: index order runs right to left.
    case rightToLeft
}
