import Foundation
import TransitionCore

/// `CAFrameRateRange`.
package struct HeadlessFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    package var minimum: Float
    /// The highest acceptable rate.
    package var maximum: Float
    /// The preferred rate.
    package var preferred: Float?

    /// `CAFrameRateRange(minimum:maximum:preferred:)`.
    package init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// `CAFrameRateRange.default`: no preference.
    package static let `default` = HeadlessFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
