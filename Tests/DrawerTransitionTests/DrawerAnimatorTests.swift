import DrawerTransition
import Foundation
import Testing
import TransitionCore

@MainActor
@Suite("Drawer animator")
struct DrawerAnimatorTests {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    func sample(_ parameters: [String: ParameterValue], _ role: TransitionRole, at fraction: Double) throws -> ViewState
    {
        let context = TransitionContext(
            previewing: TransitionPair(container: "D", from: "Center", to: "Menu"),
            kind: .overlay, containerBounds: bounds)
        let animation = try DrawerAnimator(parameters).animation(for: context)
        return animation.state(of: role, at: fraction, base: ViewState(frame: bounds))
    }

    @Test func aLeftSlideMovesTheCentreByTheWidthAndKeepsTheDrawerStill() throws {
        let parameters: [String: ParameterValue] = ["side": "left", "width": 280]
        #expect(try sample(parameters, .center, at: 0).frame.minX == 0)
        #expect(try sample(parameters, .center, at: 0.5).frame.minX == 140)
        #expect(try sample(parameters, .center, at: 1).frame.minX == 280)
        #expect(try sample(parameters, .drawer, at: 0.5).frame == CGRect(x: 0, y: 0, width: 280, height: 844))
    }

    @Test func aRightDrawerIsAtTheRightEdge() throws {
        let parameters: [String: ParameterValue] = ["side": "right", "width": 300]
        #expect(try sample(parameters, .center, at: 1).frame.minX == -300)
        #expect(try sample(parameters, .drawer, at: 1).frame == CGRect(x: 90, y: 0, width: 300, height: 844))
    }

    @Test func parallaxStartsTheDrawerPartlyOffScreen() throws {
        let parameters: [String: ParameterValue] = ["side": "left", "style": "parallax", "parallaxFactor": 0.5]
        #expect(try sample(parameters, .drawer, at: 0).frame.minX == -140)
        #expect(try sample(parameters, .drawer, at: 0.5).frame.minX == -70)
        #expect(try sample(parameters, .drawer, at: 1).frame.minX == 0)
    }

    @Test func slideAndScaleShrinksTheCentre() throws {
        let parameters: [String: ParameterValue] = ["style": "slide-and-scale", "centerScale": 0.8]
        #expect(try sample(parameters, .center, at: 0.5).transform == Transform(scale: 0.9))
        #expect(try sample(parameters, .center, at: 1).transform == Transform(scale: 0.8))
    }

    /// Device defect 10: the door turned about its centre, so half-way open a strip of window showed at the screen's
    /// edge. It turns on its hinge, the screen's edge, which stays put on every frame, and its free edge reaches the
    /// centre's leading edge, so nothing shows between them.
    @Test func aSwingingDoorTurnsOnItsHingeAtTheScreensEdge() throws {
        for side in ["left", "right"] {
            let parameters: [String: ParameterValue] = ["side": .string(side), "style": "swinging-door"]
            for step in 1...10 {
                let fraction = Double(step) / 10
                let door = LayerState(try sample(parameters, .drawer, at: fraction)).presentedFrame
                let center = try sample(parameters, .center, at: fraction).presentedFrame
                if side == "left" {
                    #expect(abs(door.minX) < 0.5, "left door at \(fraction): \(door)")
                    #expect(door.maxX >= center.minX - 0.5, "left door at \(fraction): \(door), centre \(center)")
                } else {
                    #expect(abs(door.maxX - 390) < 0.5, "right door at \(fraction): \(door)")
                    #expect(door.minX <= center.maxX + 0.5, "right door at \(fraction): \(door), centre \(center)")
                }
            }
            // Closed, it is edge-on: nothing of it shows.
            #expect(try LayerState(sample(parameters, .drawer, at: 0)).presentedFrame.width < 0.5)
        }
    }

    @Test func badParametersGiveTheRegistrysErrors() {
        #expect(
            throws: TransitionError.invalidParameters(
                animator: "drawer",
                problems: [
                    ParameterProblem(
                        parameter: "stlye",
                        kind: .unknown(
                            valid: ["side", "width", "style", "parallaxFactor", "centerScale", "duration", "curve"],
                            suggestion: "style"))
                ])
        ) { try DrawerAnimator(["stlye": "parallax"]) }
        #expect(
            throws: TransitionError.invalidParameters(
                animator: "drawer",
                problems: [
                    ParameterProblem(parameter: "width", kind: .outOfRange(allowed: "number in 1...4096", got: "0"))
                ])
        ) { try DrawerAnimator(["width": 0]) }
        #expect(
            throws: TransitionError.invalidParameters(
                animator: "drawer",
                problems: [
                    ParameterProblem(
                        parameter: "side",
                        kind: .notAllowed(
                            got: "top", valid: ["auto", "left", "right"],
                            suggestion: nil))
                ])
        ) { try DrawerAnimator(["side": "top"]) }
        #expect(
            throws: TransitionError.invalidParameters(
                animator: "drawer",
                problems: [
                    ParameterProblem(
                        parameter: "duration", kind: .wrongType(expected: "number in 0...10", got: "string"))
                ])
        ) { try DrawerAnimator(["duration": "fast"]) }
    }
}
