import Foundation

/// Where a child shown over the engine's selected child (a drawer's) lives, given with
/// ``ContainerEngine/setOverlay(_:on:slot:)``: the engine does the child's containment, its appearance calls and its
/// motions; the controller that owns the slot lays the views out.
@MainActor
@_spi(Host) public struct OverlaySlot<Child: AnyObject, View: AnyObject> {
    /// How the views rest: the overlay hidden, shown, or set up for a motion to start.
    public enum Layout: Sendable, Hashable {
        /// The overlay hidden, what it covers at rest.
        case hidden
        /// The overlay shown, what it covers moved as the shown state has it.
        case shown
        /// Both views fully defined at the states a motion's tracks start from (never what the last motion left),
        /// the overlay's view in ``OverlaySlot/parent``, visible.
        case motionStart
    }

    /// The view the overlay's view goes in (a drawer's child container), where its motions play.
    public var parent: View
    /// The view the shown overlay covers and that moves with it (a drawer's centre container): the motion's `from`
    /// view, and hidden from VoiceOver while the overlay is shown.
    public var covered: View
    /// Lays the overlay's view and ``covered`` out, fully defined, for `layout`.
    public var layOut: @MainActor (Layout) -> Void
    /// Takes the shown overlay away, as the controller does (a drawer's animated close): VoiceOver's escape gesture.
    public var dismiss: @MainActor () -> Void

    /// Creates a slot.
    public init(
        parent: View, covered: View, layOut: @escaping @MainActor (Layout) -> Void,
        dismiss: @escaping @MainActor () -> Void
    ) {
        self.parent = parent
        self.covered = covered
        self.layOut = layOut
        self.dismiss = dismiss
    }
}

/// One motion of an overlay: the opening played forwards to show it, backwards from where it is to hide it.
@MainActor
@_spi(Host) public struct OverlayAnimation {
    /// The animator; it must animate ``TransitionKind/overlay`` transitions.
    public var animator: any TransitionAnimator
    /// The opening pair (selected child, overlay child): the context's pair.
    public var pair: TransitionPair
    /// Where each role starts and ends in the opening (``TransitionRole/center``, ``TransitionRole/drawer`` and
    /// their `from`/`to` aliases).
    public var frames: [TransitionRole: RoleFrames]
    /// The opening's direction (a drawer from the left edge opens ``TransitionDirection/backward``).
    public var direction: TransitionDirection
    /// Whether Reduce Motion is on.
    public var prefersReducedMotion: Bool
    /// Called on every drawn frame with the open fraction (0 hidden, 1 shown).
    public var progressHandler: (@MainActor (TransitionProgress) -> Void)?

    /// Describes a motion.
    public init(
        animator: any TransitionAnimator, pair: TransitionPair, frames: [TransitionRole: RoleFrames],
        direction: TransitionDirection, prefersReducedMotion: Bool = false,
        progressHandler: (@MainActor (TransitionProgress) -> Void)? = nil
    ) {
        self.animator = animator
        self.pair = pair
        self.frames = frames
        self.direction = direction
        self.prefersReducedMotion = prefersReducedMotion
        self.progressHandler = progressHandler
    }
}
