import Testing
import TransitionCore

/// The one left/right vocabulary: sides, ways across the screen, and leading/trailing for a layout direction.
@Suite("Screen sides and directions")
struct ScreenSideTests {
    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        #expect(ScreenSide.leading(in: .leftToRight) == .left)
        #expect(ScreenSide.trailing(in: .leftToRight) == .right)
        #expect(ScreenSide.leading(in: .rightToLeft) == .right)
        #expect(ScreenSide.trailing(in: .rightToLeft) == .left)
    }

    @Test func oppositesAndDirectionsTowardsASide() {
        #expect(ScreenSide.allCases.map(\.opposite) == [.right, .left])
        #expect(ScreenDirection.allCases.map(\.opposite) == [.right, .left, .down, .up])
        #expect(ScreenSide.allCases.map(ScreenDirection.init(towards:)) == [.left, .right])
    }

    /// A config names them with the same words.
    @Test func rawValuesAreTheConfigsWords() {
        #expect(ScreenSide.allCases.map(\.rawValue) == ["left", "right"])
        #expect(ScreenDirection.allCases.map(\.rawValue) == ["left", "right", "up", "down"])
    }
}
