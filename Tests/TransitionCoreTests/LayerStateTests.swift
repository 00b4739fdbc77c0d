import Foundation
import Testing
import TransitionCore

struct LayerStateTests {
    @Test func aFrameBecomesBoundsAndPosition() {
        let layer = LayerState(ViewState(frame: CGRect(x: 10, y: 20, width: 100, height: 50), alpha: 0.5))
        #expect(layer.size == CGSize(width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.transform == .identity)
        #expect(layer.opacity == 0.5)
        #expect(layer.shadowPath == nil)
    }

    @Test func aNegativeSizeIsStandardized() {
        let layer = LayerState(ViewState(frame: CGRect(x: 110, y: 70, width: -100, height: -50)))
        #expect(layer.size == CGSize(width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 60, y: 45))
    }

    @Test func theTransformIsTheViewStatesMatrixAboutTheCentre() {
        let transform = Transform(translationX: 30, translationY: -8, scaleX: 0.5, scaleY: 2, rotation: .pi / 6)
        let state = ViewState(frame: CGRect(x: 0, y: 100, width: 390, height: 200), transform: transform)
        let layer = LayerState(state)
        #expect(layer.transform == transform.matrix)
        let expected = state.presentedFrame
        let presented = layer.presentedFrame
        for (a, b) in [
            (presented.minX, expected.minX), (presented.minY, expected.minY), (presented.width, expected.width),
            (presented.height, expected.height),
        ] {
            #expect(abs(a - b) < 1e-9)
        }
    }

    @Test func perspectiveIsKeptInTheMatrix() {
        let door = Transform(rotationY: -.pi / 4, perspective: 500)
        let layer = LayerState(ViewState(frame: CGRect(x: 0, y: 0, width: 300, height: 600), transform: door))
        // Row vectors: the projection's −1/d lands in m34, scaled by the y-rotation's cos.
        #expect(abs(layer.transform.m34 - cos(CGFloat.pi / 4) * (-1.0 / 500)) < 1e-12)
        #expect(layer.transform == door.matrix)
    }

    @Test func aShadowGetsABoundsPath() {
        let state = ViewState(
            frame: CGRect(x: 50, y: 0, width: 200, height: 400), cornerRadius: 12,
            shadow: Shadow(opacity: 0.8, radius: 10, offset: CGSize(width: -2, height: 0)))
        let layer = LayerState(state)
        #expect(layer.shadowPath == CGRect(x: 0, y: 0, width: 200, height: 400))
        #expect(layer.shadowOpacity == 0.8 && layer.shadowRadius == 10)
        #expect(layer.shadowOffset == CGSize(width: -2, height: 0))
        #expect(layer.cornerRadius == 12)
    }

    @Test("a property that changes alone, anywhere along the segment, is animated alone and no other")
    func eachPropertyIsAnimatedWhenItAloneChanges() {
        let base = LayerState(
            ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), shadow: Shadow(opacity: 0.3, radius: 2)))
        for property in LayerProperty.allCases {
            var changed = base
            switch property {
            case .size: changed.size.width += 1
            case .position: changed.position.y -= 3
            case .transform: changed.transform.m11 = 0.5
            case .opacity: changed.opacity = 0.25
            case .cornerRadius: changed.cornerRadius = 8
            case .shadowOpacity: changed.shadowOpacity = 0.6
            case .shadowRadius: changed.shadowRadius = 9
            case .shadowOffset: changed.shadowOffset.height = 4
            case .shadowPath: changed.shadowPath = nil
            case .hidden: changed.isHidden = true
            }
            // A rounded shadow path moves with the corner radius: both animate.
            let expected: [LayerProperty] = property == .cornerRadius ? [.cornerRadius, .shadowPath] : [property]
            #expect(LayerState.changingProperties([base, base, changed, base]) == expected, "\(property)")
            #expect(LayerState.changingProperties([base, changed]) == expected, "\(property)")
            for other in LayerProperty.allCases {
                #expect(changed.hasSameValue(as: base, for: other) == !expected.contains(other), "\(property)")
            }
        }
        #expect(LayerState.changingProperties([base]) == [])
    }

    @Test("a spring's overshoot gives a layer no opacity, radius or shadow outside what a layer takes")
    func overshootStaysWithinALayersRanges() {
        let overshot = LayerState(
            ViewState(
                frame: CGRect(x: 0, y: 0, width: 100, height: 100), alpha: 1.08, cornerRadius: -3,
                shadow: Shadow(opacity: -0.05, radius: -2)))
        #expect(overshot.opacity == 1 && overshot.cornerRadius == 0)
        #expect(overshot.shadowOpacity == 0 && overshot.shadowRadius == 0)
        let past = LayerState(
            ViewState(frame: .zero, alpha: -0.1, shadow: Shadow(opacity: 1.2, radius: 30)))
        #expect(past.opacity == 0 && past.shadowOpacity == 1 && past.shadowRadius == 30)
    }

    @Test func onlyChangingPropertiesAreAnimated() {
        let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let fade = [0, 0.5, 1].map { LayerState(ViewState(frame: frame, alpha: $0)) }
        #expect(LayerState.changingProperties(fade) == [.opacity])
        let slide = [0, 195, 390].map { LayerState(ViewState(frame: frame.offsetBy(dx: $0, dy: 0))) }
        #expect(LayerState.changingProperties(slide) == [.position])
        let zoom = [1, 0.9].map { LayerState(ViewState(frame: frame, transform: Transform(scale: $0))) }
        #expect(LayerState.changingProperties(zoom) == [.transform])
        let resize = [frame, frame.insetBy(dx: 10, dy: 10)].map {
            LayerState(ViewState(frame: $0, shadow: Shadow(opacity: 0.5, radius: 4)))
        }
        #expect(LayerState.changingProperties(resize) == [.size, .shadowPath])
        #expect(LayerState.changingProperties([]) == [])
        #expect(LayerProperty.allCases.map(\.rawValue).contains("hidden"))
    }

    @Test func recognizerStatesMapToTouchPhases() {
        #expect(TouchSample.Phase(gestureRecognizerState: 0) == nil)
        #expect(TouchSample.Phase(gestureRecognizerState: 1) == .began)
        #expect(TouchSample.Phase(gestureRecognizerState: 2) == .moved)
        #expect(TouchSample.Phase(gestureRecognizerState: 3) == .ended)
        #expect(TouchSample.Phase(gestureRecognizerState: 4) == .cancelled)
        #expect(TouchSample.Phase(gestureRecognizerState: 5) == .cancelled)
        #expect(TouchSample.Phase(gestureRecognizerState: 6) == nil)
    }
}
