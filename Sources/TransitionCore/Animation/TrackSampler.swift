import Foundation

/// A ``TransitionAnimation``'s tracks laid out for sampling on every frame: one plain entry per role, with no
/// reference-counted field, holding the two ends of each property that is one linear segment from 0 to 1 (a slide's
/// frames, a fade's alphas: most tracks). Sampling a role finds its entry by comparing small numbers and blends the
/// ends read in place; only keyframed properties, corner radii and shadows go through the role's ``RoleTrack``.
///
/// Built once whenever an animation's tracks are set, so a frame copies nothing and counts no references. One
/// immutable object holds the tracks and their entries, so copying an animation counts one reference.
final class TrackSampler: Sendable {
    private enum Kind: UInt8 {
        case none, linear, keyframed
    }

    private struct Entry {
        // The role's number when the package names it; `otherRole` for any other name (compared as a string).
        var role: UInt8
        var frame: Kind
        var alpha: Kind
        var transform: Kind
        var goesThroughTrack: Bool  // a corner radius or shadow track, or a keyframed property
        var frameFrom: CGRect
        var frameTo: CGRect
        var alphaFrom: CGFloat
        var alphaTo: CGFloat
        // A linear transform track as its start and its change per unit of fraction, component by component (the
        // blend `a + (b − a)·f` that `Transform.interpolated(to:fraction:)` computes, with `b − a` done once).
        var transformFrom: Transform
        var transformChange: TransformChange
    }

    // The change of a transform's components over a linear track; the perspective's blend as that method does it.
    private struct TransformChange {
        var translationX: CGFloat, translationY: CGFloat, translationZ: CGFloat
        var scaleX: CGFloat, scaleY: CGFloat, rotation: CGFloat, rotationY: CGFloat, pivotX: CGFloat
        // nil when the perspective does not blend: it is then the end's own (either one, or none).
        var perspective: CGFloat?
        var fixedPerspective: CGFloat?

        init(from a: Transform, to b: Transform) {
            translationX = b.translationX - a.translationX
            translationY = b.translationY - a.translationY
            translationZ = b.translationZ - a.translationZ
            scaleX = b.scaleX - a.scaleX
            scaleY = b.scaleY - a.scaleY
            rotation = b.rotation - a.rotation
            rotationY = b.rotationY - a.rotationY
            pivotX = b.pivotX - a.pivotX
            if let start = a.perspective, let end = b.perspective {
                perspective = end - start
                fixedPerspective = nil
            } else {
                perspective = nil
                fixedPerspective = a.perspective ?? b.perspective
            }
        }

        @inline(__always)
        func blend(_ a: Transform, _ f: CGFloat, into t: inout Transform) {
            t.translationX = a.translationX + translationX * f
            t.translationY = a.translationY + translationY * f
            t.translationZ = a.translationZ + translationZ * f
            t.scaleX = a.scaleX + scaleX * f
            t.scaleY = a.scaleY + scaleY * f
            t.rotation = a.rotation + rotation * f
            t.rotationY = a.rotationY + rotationY * f
            t.pivotX = a.pivotX + pivotX * f
            if let perspective, let start = a.perspective {
                t.perspective = start + perspective * f
            } else {
                t.perspective = fixedPerspective
            }
        }
    }

    private static let otherRole = UInt8.max

    private let entries: ContiguousArray<Entry>
    /// The tracks, as the animation was given them.
    let tracks: [RoleTrack]

    init(_ tracks: [RoleTrack]) {
        self.tracks = tracks
        entries = ContiguousArray(
            tracks.map { track in
                let frameEnds = track.frame?.linearEnds
                let alphaEnds = track.alpha?.linearEnds
                let transformEnds = track.transform?.linearEnds
                let frame = Self.kind(track.frame != nil, linear: frameEnds != nil)
                let alpha = Self.kind(track.alpha != nil, linear: alphaEnds != nil)
                let transform = Self.kind(track.transform != nil, linear: transformEnds != nil)
                return Entry(
                    role: track.role.knownNumber ?? Self.otherRole, frame: frame, alpha: alpha, transform: transform,
                    goesThroughTrack: frame == .keyframed || alpha == .keyframed || transform == .keyframed
                        || track.cornerRadius != nil || track.shadow != nil,
                    frameFrom: frameEnds?.0 ?? .zero, frameTo: frameEnds?.1 ?? .zero,
                    alphaFrom: alphaEnds?.0 ?? 0, alphaTo: alphaEnds?.1 ?? 0,
                    transformFrom: transformEnds?.0 ?? .identity,
                    transformChange: TransformChange(
                        from: transformEnds?.0 ?? .identity, to: transformEnds?.1 ?? .identity))
            })
    }

    private static func kind(_ present: Bool, linear: Bool) -> Kind {
        present ? (linear ? .linear : .keyframed) : .none
    }

    /// The index of `role`'s first entry, if the animation moves that view.
    @inline(__always)
    func index(of role: TransitionRole) -> Int? {
        if let number = role.knownNumber {
            for index in entries.indices where entries[index].role == number { return index }
            return nil
        }
        for index in entries.indices where entries[index].role == Self.otherRole && tracks[index].role == role {
            return index
        }
        return nil
    }

    /// Writes the tracked properties of `role` at `fraction` into `state`; false, with `state` untouched, when the
    /// animation does not move that view.
    @inline(__always)
    @discardableResult
    func sample(_ role: TransitionRole, at fraction: Double, into state: inout ViewState) -> Bool {
        guard let index = index(of: role) else { return false }
        // A linear track extrapolates at most one transition past either end, and NaN holds its first value (as
        // `PropertyTrack.value(at:)` does).
        let clamped = fraction.isNaN ? 0 : min(max(fraction, -1), 2)
        if entries[index].frame == .linear {
            state.frame = entries[index].frameFrom.interpolated(to: entries[index].frameTo, fraction: clamped)
        }
        if entries[index].alpha == .linear {
            state.alpha = entries[index].alphaFrom.interpolated(to: entries[index].alphaTo, fraction: clamped)
        }
        if entries[index].transform == .linear {
            if fraction.isNaN {
                // The first value whole: a blend at 0 would take a perspective only the end has.
                state.transform = entries[index].transformFrom
            } else {
                entries[index].transformChange.blend(
                    entries[index].transformFrom, CGFloat(clamped), into: &state.transform)
            }
        }
        if entries[index].goesThroughTrack { sampleThroughTrack(index, at: fraction, into: &state) }
        return true
    }

    /// See ``TransitionAnimation/straightLineKnots(_:)``.
    func straightLineKnots(_ role: TransitionRole) -> [Double]? {
        guard let index = index(of: role) else { return [] }
        let track = tracks[index]
        guard track.shadow == nil else { return nil }
        // Most views move along one straight line from 0 to 1 (a slide's, a fade's): their knots are the ends.
        let entry = entries[index]
        if entry.frame != .keyframed, entry.alpha != .keyframed, entry.transform != .keyframed,
            track.cornerRadius.map({ $0.linearEnds != nil }) ?? true
        {
            guard let ends = track.transform?.linearEnds else { return Self.ends }
            return Self.scalesAndTranslatesOnly(ends.0) && Self.scalesAndTranslatesOnly(ends.1) ? Self.ends : nil
        }
        var knots: [Double] = []
        guard Self.collectKnots(of: track.frame, into: &knots), Self.collectKnots(of: track.alpha, into: &knots),
            Self.collectKnots(of: track.cornerRadius, into: &knots),
            Self.collectKnots(of: track.transform, into: &knots)
        else { return nil }
        if let transform = track.transform {
            for keyframe in transform.keyframes where !Self.scalesAndTranslatesOnly(keyframe.value) { return nil }
        }
        knots.sort()
        var unique: [Double] = []
        unique.reserveCapacity(knots.count)
        for knot in knots where unique.last != knot { unique.append(knot) }
        return unique
    }

    private static let ends: [Double] = [0, 1]

    /// Appends the keyframe times of `track`; false when any keyframe is reached on a curve other than a straight
    /// line.
    private static func collectKnots<Value>(of track: PropertyTrack<Value>?, into knots: inout [Double]) -> Bool {
        guard let track else { return true }
        for (position, keyframe) in track.keyframes.enumerated() {
            if position > 0 {
                guard case .linear = keyframe.curve else { return false }
            }
            knots.append(keyframe.time)
        }
        return true
    }

    /// Whether `transform` only scales (by positive factors) and translates: Core Animation blends a matrix by
    /// decomposing it, which for those is the engine's component blend; a scale through 0 or below is a flip it
    /// decomposes as a rotation.
    private static func scalesAndTranslatesOnly(_ transform: Transform) -> Bool {
        transform.rotation == 0 && transform.rotationY == 0 && transform.pivotX == 0
            && (transform.perspective ?? 0) <= 0 && transform.scaleX > 0 && transform.scaleY > 0
            && transform.scaleX.isFinite && transform.scaleY.isFinite && transform.translationX.isFinite
            && transform.translationY.isFinite && transform.translationZ.isFinite
    }

    @inline(never)
    private func sampleThroughTrack(_ index: Int, at fraction: Double, into state: inout ViewState) {
        let entry = entries[index]
        let track = tracks[index]
        if entry.frame == .keyframed, let frame = track.frame { state.frame = frame.value(at: fraction) }
        if entry.alpha == .keyframed, let alpha = track.alpha { state.alpha = alpha.value(at: fraction) }
        if entry.transform == .keyframed, let transform = track.transform {
            state.transform = transform.value(at: fraction)
        }
        if let cornerRadius = track.cornerRadius { state.cornerRadius = cornerRadius.value(at: fraction) }
        if let shadow = track.shadow { state.shadow = shadow.value(at: fraction) }
    }
}
