import Foundation
@_spi(Host) import HeadlessUI
@_spi(Host) import TransitionCore

/// The direction: a gesture starts a transition only when it moves its way. A drag the other way or across starts
/// nothing: no screen moves and no controller hears an appearance call.
///
/// ```swift
/// let started = GestureDirections.directionsThatStart(from: CGPoint(x: 195, y: 300)) {
///     makeSceneWithASheet()   // a fresh scene per drag
/// }
/// #expect(started == [.down])
/// ```
@MainActor
public enum GestureDirections {
    /// Drags a finger `distance` points from `start` (window coordinates) in each direction, on a fresh scene each
    /// time (`scene` makes one and returns its window), and returns the directions after which a transition started:
    /// an appearance call was made, or a screen moved, while the finger moved or after it lifted.
    public static func directionsThatStart(
        from start: CGPoint, distance: CGFloat = 60, frames: Int = 12,
        scene: () -> HeadlessWindow
    ) -> Set<ScreenDirection> {
        var started: Set<ScreenDirection> = []
        for direction in ScreenDirection.allCases {
            let window = scene()
            let environment = window.rootView.environment
            environment.clock.runUntilIdle()
            environment.clearLog()
            let screens = window.rootView.allSubviews.filter { $0.owner != nil }
            let before = screens.map { $0.presentedPointInWindow(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY)) }
            var moved = false
            let watch = environment.clock.observeFrames { _ in
                for (screen, point) in zip(screens, before) {
                    let now = screen.presentedPointInWindow(CGPoint(x: screen.bounds.midX, y: screen.bounds.midY))
                    if hypot(now.x - point.x, now.y - point.y) > 0.5 { moved = true }
                }
            }
            let end = CGPoint(x: start.x + direction.unit.x * distance, y: start.y + direction.unit.y * distance)
            window.drag(from: start, to: end, frames: frames, release: .cancelled)
            environment.clock.runUntilIdle()
            environment.clock.cancel(watch)
            if moved || environment.log.contains(where: { $0.call.isAppearance }) { started.insert(direction) }
        }
        return started
    }
}

extension ScreenDirection {
    /// One point in this direction, in screen coordinates (y grows downwards).
    var unit: CGPoint {
        switch self {
        case .left: return CGPoint(x: -1, y: 0)
        case .right: return CGPoint(x: 1, y: 0)
        case .up: return CGPoint(x: 0, y: -1)
        case .down: return CGPoint(x: 0, y: 1)
        }
    }
}
