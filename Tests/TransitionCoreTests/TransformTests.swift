import Foundation
import Testing
import TransitionCore

@Suite("Transform, matrix and view state")
struct TransformTests {
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test func theMatrixScalesRotatesThenTranslatesLikeCATransform3D() {
        let transform = Transform(translationX: 10, translationY: -4, scaleX: 2, scaleY: 3, rotation: .pi / 2)
        let m = transform.matrix
        // A row vector (1, 0) scaled by 2 → (2, 0), rotated 90° (UIKit's y points down) → (0, 2), moved by (10, -4).
        let p = m.apply(x: 1, y: 0)
        #expect(close(p.x, 10) && close(p.y, -2))
        let q = m.apply(x: 0, y: 1)
        #expect(close(q.x, 10 - 3) && close(q.y, -4))
        #expect(Transform.identity.matrix == .identity)
    }

    @Test("a scale and a translation give the matrix the four products give, non-finite values included")
    func scaleAndTranslationMatchTheProducts() {
        let values: [CGFloat] = [0, -0.0, 1, -1, 0.92, 1.08, 390, -844.5, .infinity, -.infinity, .nan]
        var count = 0
        for sx in values { for tx in values { for ty in [0, -12.5, .nan] as [CGFloat] {
            for perspective in [nil, 0, -5] as [CGFloat?] {
                let transform = Transform(
                    translationX: tx, translationY: ty, translationZ: sx / 2, scaleX: sx, scaleY: 1 - sx,
                    perspective: perspective)
                let product = Matrix3D.scale(x: transform.scaleX, y: transform.scaleY, z: 1)
                    .concatenating(.translation(x: tx, y: ty, z: sx / 2))
                let fast = transform.matrix
                #expect(Self.entries(fast).map(\.isNaN) == Self.entries(product).map(\.isNaN), "\(transform)")
                #expect(
                    zip(Self.entries(fast), Self.entries(product)).allSatisfy { $0.isNaN || $0 == $1 }, "\(transform)")
                count += 1
            }
        } } }
        #expect(count == 1089)
    }

    private static func entries(_ m: Matrix3D) -> [CGFloat] {
        [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
    }

    @Test func theAffineComponentsMatchTheMatrix() {
        let transform = Transform(translationX: 5, translationY: 7, scaleX: 0.5, scaleY: 2, rotation: 0.3)
        let a = transform.affineComponents
        let m = transform.matrix
        #expect(close(a.a, m.m11) && close(a.b, m.m12) && close(a.c, m.m21) && close(a.d, m.m22))
        #expect(close(a.tx, m.m41) && close(a.ty, m.m42))
    }

    @Test func perspectiveSetsM34AndDividesByW() {
        let m = Transform(perspective: 500).matrix
        #expect(close(m.m34, -1.0 / 500))
        let door = Transform(rotationY: .pi / 3, perspective: 500).matrix
        #expect(close(door.m11, cos(.pi / 3)))
        #expect(close(door.m13, -sin(.pi / 3)))
    }

    @Test func interpolationIsComponentWiseAndExtrapolates() {
        let from = Transform(translationX: 0, scaleX: 1, scaleY: 1, rotation: 0)
        let to = Transform(translationX: 100, scaleX: 0.5, scaleY: 0.5, rotation: .pi)
        let half = from.interpolated(to: to, fraction: 0.5)
        #expect(half == Transform(translationX: 50, scaleX: 0.75, scaleY: 0.75, rotation: .pi / 2))
        #expect(close(from.interpolated(to: to, fraction: 1.1).translationX, 110))
        #expect(Transform(perspective: 400).interpolated(to: .identity, fraction: 0.5).perspective == 400)
    }

    @Test func thePresentedFrameIsTheTransformedBoundingBox() {
        var state = ViewState(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        state.transform = Transform(translationX: 10, scaleX: 0.5, scaleY: 0.5)
        #expect(state.presentedFrame == CGRect(x: 35, y: 12.5, width: 50, height: 25))
        state.transform = Transform(rotation: .pi / 2)
        let turned = state.presentedFrame
        #expect(
            close(turned.width, 50) && close(turned.height, 100) && close(turned.midX, 50) && close(turned.midY, 25))
    }

    @Test func keyframeTracksEaseEachSegmentAndHoldOutside() {
        guard
            let track = PropertyTrack<CGFloat>([
                Keyframe(time: 0.5, value: 10, curve: .linear), Keyframe(time: 0, value: 0),
                Keyframe(time: 1, value: 30, curve: .easeIn),
            ])
        else {
            Issue.record("a track with keyframes exists")
            return
        }
        #expect(track.keyframes.map(\.time) == [0, 0.5, 1])
        #expect(track.value(at: 0.25) == 5)
        #expect(track.value(at: 0.75) == 10 + 20 * CGFloat(TimingCurve.easeIn.value(at: 0.5)))
        #expect(close(track.value(at: 1.5), 50))  // a full-span track extrapolates its last segment linearly
        #expect(PropertyTrack<CGFloat>([]) == nil)
        #expect(PropertyTrack(constant: CGFloat(4)).value(at: 0.7) == 4)
    }
}
