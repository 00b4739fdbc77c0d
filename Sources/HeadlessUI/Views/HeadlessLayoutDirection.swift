import Foundation
import TransitionCore

/// `UIUserInterfaceLayoutDirection`.
public enum HeadlessLayoutDirection: Hashable, Sendable {
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}
