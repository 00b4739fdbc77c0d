import Foundation

/// `UIView.animate(withDuration:animations:)`, as far as the model needs it: the block runs at once, and a status bar
/// change asked for in it is animated with it ("If you call this method within an animation block, the changes are
/// animated along with the rest of the animation block", `setNeedsStatusBarAppearanceUpdate()` reference), which the
/// window records (``HeadlessWindow/statusBarChangeDuration``). The package animates views itself, frame by frame,
/// so the model does not animate view properties set in a block: they take their values at once.
extension HeadlessView {
    /// Runs `animations` as an animation block of `duration` seconds.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        let environment = HeadlessEnvironment.current
        let outer = environment.animationBlockDuration
        environment.animationBlockDuration = max(duration, 0)
        defer { environment.animationBlockDuration = outer }
        animations()
    }
}
