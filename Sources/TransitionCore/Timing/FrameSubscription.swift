import Foundation

/// A ticket for one subscriber of a ``FrameClock``.
@_spi(Host) public struct FrameSubscription: Hashable, Sendable {
    /// A number unique within the clock that issued it.
    public let id: UInt64

    /// Creates a ticket; clocks number their subscribers themselves.
    public init(id: UInt64) { self.id = id }
}
