import Foundation

/// The tracks of one view in a ``TransitionAnimation``. A property without a track keeps the view's value from
/// before the transition (the `base` passed to ``state(at:base:)``).
public struct RoleTrack: Sendable, Hashable {
    /// The view this track moves.
    public var role: TransitionRole
    /// The frame, in the container view's coordinates.
    public var frame: PropertyTrack<CGRect>? {
        get { storage.frame }
        set { storage = Storage(newValue, alpha, transform, cornerRadius, shadow) }
    }
    /// The opacity.
    public var alpha: PropertyTrack<CGFloat>? {
        get { storage.alpha }
        set { storage = Storage(frame, newValue, transform, cornerRadius, shadow) }
    }
    /// The transform about the view's centre.
    public var transform: PropertyTrack<Transform>? {
        get { storage.transform }
        set { storage = Storage(frame, alpha, newValue, cornerRadius, shadow) }
    }
    /// The corner radius.
    public var cornerRadius: PropertyTrack<CGFloat>? {
        get { storage.cornerRadius }
        set { storage = Storage(frame, alpha, transform, newValue, shadow) }
    }
    /// The shadow.
    public var shadow: PropertyTrack<Shadow>? {
        get { storage.shadow }
        set { storage = Storage(frame, alpha, transform, cornerRadius, newValue) }
    }

    // The five tracks live in one immutable object: copying a RoleTrack — which sampling does for every view on
    // every frame — costs one reference count instead of five keyframe arrays', and the tracks are read in place.
    private var storage: Storage

    private final class Storage: Sendable {
        let frame: PropertyTrack<CGRect>?
        let alpha: PropertyTrack<CGFloat>?
        let transform: PropertyTrack<Transform>?
        let cornerRadius: PropertyTrack<CGFloat>?
        let shadow: PropertyTrack<Shadow>?
        // Each track's two ends when it is one linear segment from 0 to 1 (a slide's frames, a fade's alphas, which
        // most tracks are): sampling reads these plain values in place, with no keyframe array to reach and count
        // references of.
        let linearFrame: (CGRect, CGRect)?
        let linearAlpha: (CGFloat, CGFloat)?
        let linearTransform: (Transform, Transform)?

        init(
            _ frame: PropertyTrack<CGRect>?, _ alpha: PropertyTrack<CGFloat>?, _ transform: PropertyTrack<Transform>?,
            _ cornerRadius: PropertyTrack<CGFloat>?, _ shadow: PropertyTrack<Shadow>?
        ) {
            self.frame = frame
            self.alpha = alpha
            self.transform = transform
            self.cornerRadius = cornerRadius
            self.shadow = shadow
            linearFrame = frame?.linearEnds
            linearAlpha = alpha?.linearEnds
            linearTransform = transform?.linearEnds
        }
    }

    /// Creates the tracks of one role; leave out what does not change.
    public init(
        _ role: TransitionRole, frame: PropertyTrack<CGRect>? = nil, alpha: PropertyTrack<CGFloat>? = nil,
        transform: PropertyTrack<Transform>? = nil, cornerRadius: PropertyTrack<CGFloat>? = nil,
        shadow: PropertyTrack<Shadow>? = nil
    ) {
        self.role = role
        storage = Storage(frame, alpha, transform, cornerRadius, shadow)
    }

    /// The view's state at `fraction`, starting from `base` for the properties without a track.
    public func state(at fraction: Double, base: ViewState) -> ViewState {
        var state = base
        sample(at: fraction, into: &state)
        return state
    }

    /// Writes the tracked properties' values at `fraction` into `state`, leaving the others as they are: the
    /// in-place form of ``state(at:base:)``, which spares the per-frame path two copies of a view state.
    @inline(__always)
    public func sample(at fraction: Double, into state: inout ViewState) {
        let tracks = storage
        if let ends = tracks.linearFrame {
            state.frame = PropertyTrack.linearValue(ends, at: fraction)
        } else if let frame = tracks.frame {
            state.frame = frame.value(at: fraction)
        }
        if let ends = tracks.linearAlpha {
            state.alpha = PropertyTrack.linearValue(ends, at: fraction)
        } else if let alpha = tracks.alpha {
            state.alpha = alpha.value(at: fraction)
        }
        if let ends = tracks.linearTransform {
            state.transform = PropertyTrack.linearValue(ends, at: fraction)
        } else if let transform = tracks.transform {
            state.transform = transform.value(at: fraction)
        }
        if let cornerRadius = tracks.cornerRadius { state.cornerRadius = cornerRadius.value(at: fraction) }
        if let shadow = tracks.shadow { state.shadow = shadow.value(at: fraction) }
    }

    /// Two role tracks are equal when their roles and all five tracks are.
    public static func == (lhs: RoleTrack, rhs: RoleTrack) -> Bool {
        lhs.role == rhs.role && lhs.frame == rhs.frame && lhs.alpha == rhs.alpha && lhs.transform == rhs.transform
            && lhs.cornerRadius == rhs.cornerRadius && lhs.shadow == rhs.shadow
    }

    /// Hashes the role and the five tracks.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(frame)
        hasher.combine(alpha)
        hasher.combine(transform)
        hasher.combine(cornerRadius)
        hasher.combine(shadow)
    }
}
