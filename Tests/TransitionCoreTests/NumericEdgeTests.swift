import Foundation
import Testing
import TransitionCore

/// Public numeric entry points clamp or hold; none returns NaN.
struct NumericEdgeTests {
    @Test func tracksGiveFiniteValuesAtInfiniteFractions() {
        let moving = PropertyTrack<CGFloat>(from: 0, to: 10)
        #expect(moving.value(at: .infinity) == 20)  // extrapolated one whole transition past the end
        #expect(moving.value(at: -.infinity) == -10)
        #expect(moving.value(at: .nan) == 0)
        let still = PropertyTrack<CGFloat>(from: 5, to: 5)
        for fraction in [Double.infinity, -.infinity, 1e308, -1e308] {
            #expect(still.value(at: fraction) == 5)
        }
        let frames = PropertyTrack(from: CGRect(x: 0, y: 0, width: 10, height: 10), to: .zero)
        #expect(frames.value(at: .infinity).width.isFinite)
    }

    @Test func aSpringFarPastSettlingIsAtRest() throws {
        let critical = try #require(SpringTiming(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30))
        #expect(critical.value(at: 1e308) == 1)
        #expect(critical.velocity(at: 1e308) == 0)
        let bouncy = try #require(SpringTiming(mass: 1, stiffness: 100, damping: 2))
        #expect(bouncy.value(at: 1e308) == 1)
        #expect(!bouncy.velocity(at: 1e308).isNaN)
    }
}
