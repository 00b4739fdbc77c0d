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
    public var tracks: [RoleTrack] {
        get { sampler.tracks }
        set { sampler = TrackSampler(newValue) }
    }
    /// Where the to-view goes in the container's subviews.
    public var toViewPlacement: Placement
    /// The screen whose surface fills the container behind the screens while the transition plays, or nil for none.
    ///
    /// Where a motion uncovers the container by design (a spring carrying a sliding screen past its place, a fade
    /// through), a person would otherwise see whatever is behind the container (on a phone, a black window). The host
    /// puts a view the colour of that role's view (its `backgroundColor`, else the first of its subviews' within two
    /// levels) behind the moved views, and removes it when the transition ends; a view with no colour gets none.
    public var backdrop: TransitionRole?
    // The tracks, and the same laid out for the per-frame sampling, rebuilt whenever they are set.
    private var sampler: TrackSampler

    /// Creates an animation description.
    public init(
        duration: TimeInterval, curve: TimingCurve = .easeInOut, tracks: [RoleTrack],
        toViewPlacement: Placement = .above, backdrop: TransitionRole? = nil
    ) {
        self.duration = duration
        self.curve = curve
        self.toViewPlacement = toViewPlacement
        self.backdrop = backdrop
        sampler = TrackSampler(tracks)
    }

    /// Two animations are equal when their durations, curves, tracks, placements and backdrops are.
    public static func == (lhs: TransitionAnimation, rhs: TransitionAnimation) -> Bool {
        lhs.duration == rhs.duration && lhs.curve == rhs.curve && lhs.tracks == rhs.tracks
            && lhs.toViewPlacement == rhs.toViewPlacement && lhs.backdrop == rhs.backdrop
    }

    /// Hashes the duration, curve, tracks, placement and backdrop.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(duration)
        hasher.combine(curve)
        hasher.combine(tracks)
        hasher.combine(toViewPlacement)
        hasher.combine(backdrop)
    }

    /// The tracks of `role`, if the animation moves that view.
    public func track(for role: TransitionRole) -> RoleTrack? {
        sampler.index(of: role).map { tracks[$0] }
    }

    /// The progress fractions at which `role`'s view bends, when every property the animation changes on it moves
    /// in straight lines between its keyframes, in a way a render server blends as the engine does: a frame, an
    /// alpha, a corner radius, and a transform of scale and translation only (Core Animation blends a matrix by its
    /// components, which for those is the engine's blend), every keyframe reached linearly. Empty for a view the
    /// animation does not move; nil when any property eases between keyframes, casts a shadow or rotates.
    package func straightLineKnots(_ role: TransitionRole) -> [Double]? {
        sampler.straightLineKnots(role)
    }

    /// Whether the animation has a track for `role`.
    public func animates(_ role: TransitionRole) -> Bool {
        sampler.index(of: role) != nil
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
    /// Returns whether the animation moves that view.
    @discardableResult
    public func sample(_ role: TransitionRole, at fraction: Double, into state: inout ViewState) -> Bool {
        sampler.sample(role, at: fraction, into: &state)
    }
}
