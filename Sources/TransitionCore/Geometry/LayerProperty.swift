import Foundation

/// A layer property a host animates, named by its Core Animation key path.
package enum LayerProperty: String, Sendable, CaseIterable {
    /// `bounds.size` (never the whole `bounds`: its origin is a scroll view's `contentOffset`).
    case size = "bounds.size"
    /// `position`.
    case position
    /// `transform`.
    case transform
    /// `opacity`.
    case opacity
    /// `cornerRadius`.
    case cornerRadius
    /// `shadowOpacity`.
    case shadowOpacity
    /// `shadowRadius`.
    case shadowRadius
    /// `shadowOffset`.
    case shadowOffset
    /// `shadowPath`.
    case shadowPath
    /// `hidden`.
    case hidden
}
