import Foundation
import Testing
import TransitionCore

/// The per-frame sampling reads an animation's tracks from a layout built when they are set. What a person sees must
/// not depend on it: every frame is the state the role's own tracks give, to the bit, whoever asks.
@Suite("Track sampling")
struct TrackSamplingTests {
    private static let base = ViewState(
        frame: CGRect(x: 3, y: 5, width: 390, height: 844), alpha: 0.9, transform: Transform(translationX: 4),
        cornerRadius: 2, shadow: Shadow(opacity: 0.1, radius: 1))

    private static func value(_ random: inout SplitMix64) -> CGFloat {
        CGFloat(Double(random.next() % 2001) / 10 - 100)
    }

    private static func transform(_ random: inout SplitMix64) -> Transform {
        Transform(
            translationX: value(&random), translationY: value(&random), translationZ: value(&random),
            scaleX: value(&random) / 100, scaleY: value(&random) / 100, rotation: value(&random) / 50,
            rotationY: value(&random) / 50, pivotX: value(&random),
            perspective: random.next() % 3 == 0 ? nil : 400 + value(&random))
    }

    /// A track of one of three shapes: one linear segment over the whole transition, one eased segment, or keyframes.
    private static func track<Value>(
        _ random: inout SplitMix64, _ make: (inout SplitMix64) -> Value
    ) -> PropertyTrack<Value>? {
        switch random.next() % 4 {
        case 0: return nil
        case 1: return PropertyTrack(from: make(&random), to: make(&random))
        case 2: return PropertyTrack(from: make(&random), to: make(&random), curve: .easeOut)
        default:
            return PropertyTrack([
                Keyframe(time: 0, value: make(&random)), Keyframe(time: 0.4, value: make(&random), curve: .easeIn),
                Keyframe(time: 1, value: make(&random)),
            ])
        }
    }

    private static func rect(_ random: inout SplitMix64) -> CGRect {
        CGRect(x: value(&random), y: value(&random), width: value(&random) + 100, height: value(&random) + 100)
    }

    private static func roleTrack(_ role: TransitionRole, _ random: inout SplitMix64) -> RoleTrack {
        RoleTrack(
            role, frame: track(&random, rect), alpha: track(&random) { value(&$0) / 100 },
            transform: track(&random, transform),
            cornerRadius: random.next() % 3 == 0 ? PropertyTrack(from: 0, to: value(&random)) : nil,
            shadow: random.next() % 3 == 0
                ? PropertyTrack(from: .none, to: Shadow(opacity: 0.3, radius: value(&random))) : nil)
    }

    private static let fractions: [Double] = [
        -3, -1, -0.25, 0, 0.1, 0.4, 0.5, 0.99, 1, 1.3, 2, 5, .nan, .infinity, -.infinity,
    ]

    @Test("every role's frame is what its own tracks give, for linear, eased and keyframed tracks, at any fraction")
    func samplingMatchesTheTracks() {
        var random = SplitMix64(seed: 33)
        let roles: [TransitionRole] = [.from, .to, .dimming, "badge", .element, "halo"]
        for _ in 0..<300 {
            let tracks = roles.shuffled(using: &random).prefix(Int(random.next() % 4) + 1).map {
                Self.roleTrack($0, &random)
            }
            let animation = TransitionAnimation(duration: 0.3, tracks: tracks)
            for role in roles {
                let own = tracks.first { $0.role == role }
                #expect(animation.animates(role) == (own != nil))
                for fraction in Self.fractions {
                    let expected = own?.state(at: fraction, base: Self.base) ?? Self.base
                    let drawn = animation.state(of: role, at: fraction, base: Self.base)
                    #expect(Self.bits(drawn) == Self.bits(expected), "\(role) at \(fraction)")
                }
            }
        }
    }

    @Test("keyframes given in order, reversed, shuffled, tied, out of range or NaN make the track sorting them makes")
    func keyframesInAnyOrderMakeTheSortedTrack() {
        var random = SplitMix64(seed: 34)
        let times: [[Double]] = [
            [0, 0.25, 0.5, 1], [1, 0.7, 0.3, 0], [0, 0.5, 0.5, 1], [1, 0.5, 0.5, 0], [0.3, 0.1, 0.9],
            [0, 1.5, 1], [-0.2, 0.4], [.nan, 0.5, 1], [0.6], [1, 1, 0],
        ]
        for list in times {
            let keyframes = list.enumerated().map { index, time in
                Keyframe<CGFloat>(
                    time: time, value: CGFloat(index), curve: index % 2 == 0 ? .linear : .easeIn)
            }
            // The rule as documented: times clamped into [0, 1] (NaN to 0), then in order of time, ties as given.
            let expected = keyframes.enumerated().map { index, frame -> (Int, Keyframe<CGFloat>) in
                var frame = frame
                frame.time = frame.time.isNaN ? 0 : min(max(frame.time, 0), 1)
                return (index, frame)
            }.sorted { ($0.1.time, $0.0) < ($1.1.time, $1.0) }.map(\.1)
            let track = PropertyTrack(keyframes)
            #expect(track?.keyframes == expected, "\(list)")
            for step in 0...20 {
                let fraction = Double(step) / 20 + Double(random.next() % 100) / 10_000
                #expect(track?.value(at: fraction) == PropertyTrack(expected)?.value(at: fraction), "\(list)")
            }
        }
    }

    @Test("a track changed after the animation was made moves the view as changed")
    func changedTracksAreSampled() {
        var animation = TransitionAnimation(
            duration: 0.3, tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
        animation.tracks[0].alpha = PropertyTrack(from: 1, to: 0.5)
        animation.tracks.append(RoleTrack("badge", frame: PropertyTrack(from: .zero, to: Self.base.frame)))
        #expect(animation.state(of: .to, at: 0.5, base: Self.base).alpha == 0.75)
        #expect(animation.state(of: "badge", at: 1, base: Self.base).frame == Self.base.frame)
        #expect(animation.track(for: "badge")?.frame?.keyframes.count == 2)
    }

    @Test("with two tracks for one role, the first moves the view, as it always did")
    func firstTrackOfARoleWins() {
        let animation = TransitionAnimation(
            duration: 0.3,
            tracks: [
                RoleTrack("badge", alpha: PropertyTrack(from: 0, to: 1)),
                RoleTrack("badge", alpha: PropertyTrack(from: 1, to: 0)),
            ])
        #expect(animation.state(of: "badge", at: 0.25, base: Self.base).alpha == 0.25)
    }

    @Test("a role is its name: one spelled out equals the package's, and equal roles hash alike")
    func rolesAreTheirNames() {
        let spelled = TransitionRole(rawValue: "from")
        #expect(spelled == .from)
        #expect(spelled.hashValue == TransitionRole.from.hashValue)
        #expect(TransitionRole.fromElement.rawValue == "fromElement")
        #expect(TransitionRole("badge") == TransitionRole(rawValue: "badge"))
        #expect(TransitionRole("badge") != .from)
        // String equality is canonical equivalence, and a role keeps it: "é" composed or not is one role.
        #expect(TransitionRole(rawValue: "caf\u{E9}") == TransitionRole(rawValue: "cafe\u{301}"))
        #expect(TransitionRole(rawValue: "caf\u{E9}").hashValue == TransitionRole(rawValue: "cafe\u{301}").hashValue)
        #expect(Set<TransitionRole>([.to, "to", TransitionRole(rawValue: "to")]).count == 1)
        let names = ["from", "to", "container", "dimming", "drawer", "center", "element", "fromElement", "toElement"]
        let known: [TransitionRole] = [
            .from, .to, .container, .dimming, .drawer, .center, .element, .fromElement, .toElement,
        ]
        #expect(known.map(\.rawValue) == names)
        #expect(names.map { TransitionRole(rawValue: $0) } == known)
    }

    @Test("animations equal when their descriptions are, whatever was done to get them there")
    func equalityIsTheDescription() {
        let a = TransitionAnimation(duration: 0.3, tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
        var b = TransitionAnimation(duration: 0.3, tracks: [])
        b.tracks = [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        b.tracks[0].alpha = PropertyTrack(from: 0, to: 0.9)
        #expect(a != b)
    }

    // Every component's bits, so NaN or a signed zero that differs shows (and NaN equals itself).
    private static func bits(_ state: ViewState) -> [UInt64] {
        let t = state.transform
        let numbers: [CGFloat] = [
            state.frame.minX, state.frame.minY, state.frame.width, state.frame.height, state.alpha,
            t.translationX, t.translationY, t.translationZ, t.scaleX, t.scaleY, t.rotation, t.rotationY, t.pivotX,
            t.perspective ?? -12345, state.cornerRadius, state.shadow.opacity, state.shadow.radius,
        ]
        return numbers.map { Double($0).bitPattern } + [state.isHidden ? 1 : 0]
    }
}
