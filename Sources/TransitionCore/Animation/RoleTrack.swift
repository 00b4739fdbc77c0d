import Foundation

/// The tracks of one view in a ``TransitionAnimation``. A property without a track keeps the view's value from
/// before the transition (the `base` passed to ``state(at:base:)``).
public struct RoleTrack: Sendable, Hashable {
    /// The view this track moves.
    public var role: TransitionRole
    /// The frame, in the container view's coordinates.
    public var frame: PropertyTrack<CGRect>?
    /// The opacity.
    public var alpha: PropertyTrack<CGFloat>?
    /// The transform about the view's centre.
    public var transform: PropertyTrack<Transform>?
    /// The corner radius.
    public var cornerRadius: PropertyTrack<CGFloat>?
    /// The shadow.
    public var shadow: PropertyTrack<Shadow>?

    /// Creates the tracks of one role; leave out what does not change.
    public init(
        _ role: TransitionRole, frame: PropertyTrack<CGRect>? = nil, alpha: PropertyTrack<CGFloat>? = nil,
        transform: PropertyTrack<Transform>? = nil, cornerRadius: PropertyTrack<CGFloat>? = nil,
        shadow: PropertyTrack<Shadow>? = nil
    ) {
        self.role = role
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.cornerRadius = cornerRadius
        self.shadow = shadow
    }

    /// The view's state at `fraction`, starting from `base` for the properties without a track.
    public func state(at fraction: Double, base: ViewState) -> ViewState {
        var state = base
        sample(at: fraction, into: &state)
        return state
    }

    /// Writes the tracked properties' values at `fraction` into `state`, leaving the others as they are: the
    /// in-place form of ``state(at:base:)``.
    public func sample(at fraction: Double, into state: inout ViewState) {
        if let frame { state.frame = frame.value(at: fraction) }
        if let alpha { state.alpha = alpha.value(at: fraction) }
        if let transform { state.transform = transform.value(at: fraction) }
        if let cornerRadius { state.cornerRadius = cornerRadius.value(at: fraction) }
        if let shadow { state.shadow = shadow.value(at: fraction) }
    }
}
