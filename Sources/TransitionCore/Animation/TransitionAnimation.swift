import Foundation

/// What an animator returns: a description of how each view moves, which a host executes.
///
/// Animators never touch views. The engine plays the description on one timing model: it turns time
/// into a progress fraction, eases it with ``curve`` (or keeps it linear while a gesture drives it), and asks
/// ``state(of:at:base:)`` for each role's view state.
///
/// ```swift
/// TransitionAnimation(duration: 0.3, curve: .easeInOut, tracks: [
///     RoleTrack(.from, alpha: PropertyTrack(from: 1, to: 0)),
///     RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1)),
/// ])
/// ```
public struct TransitionAnimation: Sendable, Hashable {
    /// Where the arriving view is inserted relative to the leaving one.
    public enum Placement: Sendable, Hashable {
        /// In front of the from-view (a push, a cross-fade).
        case above
        /// Behind the from-view (the from-view slides away and uncovers it).
        case below
    }

    /// How long the transition plays when nothing drives it, in seconds.
    public var duration: TimeInterval
    /// The easing of the whole transition when it plays by itself. Gesture-driven progress is linear.
    public var curve: TimingCurve
    /// One entry per animated view.
    public var tracks: [RoleTrack]
    /// Where the to-view goes in the container's subviews.
    public var toViewPlacement: Placement

    /// Creates an animation description.
    public init(
        duration: TimeInterval, curve: TimingCurve = .easeInOut, tracks: [RoleTrack],
        toViewPlacement: Placement = .above
    ) {
        self.duration = duration
        self.curve = curve
        self.tracks = tracks
        self.toViewPlacement = toViewPlacement
    }

    /// The tracks of `role`, if the animation moves that view.
    public func track(for role: TransitionRole) -> RoleTrack? {
        // By index: an unoptimized for-in over the array allocates an iterator box, and this runs every frame.
        for index in tracks.indices where tracks[index].role == role { return tracks[index] }
        return nil
    }

    /// Whether the animation has a track for `role`.
    public func animates(_ role: TransitionRole) -> Bool {
        track(for: role) != nil
    }

    /// The state of `role`'s view at an eased `fraction`, or `base` unchanged if the animation does not move it.
    /// Pure and allocation-free: safe to call on every frame.
    public func state(of role: TransitionRole, at fraction: Double, base: ViewState) -> ViewState {
        var state = base
        sample(role, at: fraction, into: &state)
        return state
    }

    /// Writes `role`'s tracked properties at an eased `fraction` into `state`, leaving the rest (and every property
    /// of a role the animation does not move) as they are: the in-place form of ``state(of:at:base:)``.
    public func sample(_ role: TransitionRole, at fraction: Double, into state: inout ViewState) {
        for index in tracks.indices where tracks[index].role == role {
            tracks[index].sample(at: fraction, into: &state)
            return
        }
    }
}
