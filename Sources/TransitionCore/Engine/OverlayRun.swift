import Foundation

/// What a running overlay motion adds to the engine's running transition: the side, and every show or hide request
/// it answers, in order; the last one's goal is where it is heading.
@MainActor
final class OverlayRun {
    let side: ScreenSide
    var completions: [(goal: Bool, handler: (@MainActor (Bool) -> Void)?)]

    init(side: ScreenSide, completions: [(goal: Bool, handler: (@MainActor (Bool) -> Void)?)]) {
        self.side = side
        self.completions = completions
    }
}
