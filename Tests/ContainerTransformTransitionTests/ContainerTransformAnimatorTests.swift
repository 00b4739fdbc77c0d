import ContainerTransformTransition
import Foundation
import Testing
import TransitionTesting

@MainActor
struct ContainerTransformAnimatorTests {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let cell = ElementGeometry(frame: CGRect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 8)
    let photo = ElementGeometry(frame: CGRect(x: 0, y: 91, width: 390, height: 300), cornerRadius: 0)

    func context(
        _ direction: TransitionDirection, element: SharedElement?, reducedMotion: Bool = false
    ) -> TransitionContext {
        TransitionContext(
            previewing: TransitionPair(container: "Navigation", from: "A", to: "B"), containerBounds: bounds,
            direction: direction, sharedElement: element, prefersReducedMotion: reducedMotion)
    }

    func stand(_ animation: TransitionAnimation, _ role: TransitionRole, at fraction: Double) -> ViewState {
        animation.state(of: role, at: fraction, base: ViewState(frame: .zero))
    }

    @Test func growsFromTheSourceElementToTheDestination() throws {
        let animation = try ContainerTransformAnimator(["element": "photo"]).animation(
            for: context(.forward, element: SharedElement(identifier: "photo", source: cell, destination: photo)))
        #expect(stand(animation, .element, at: 0).frame == cell.frame)
        #expect(stand(animation, .element, at: 0).cornerRadius == 8)
        #expect(stand(animation, .element, at: 1).frame == photo.frame)
        #expect(stand(animation, .element, at: 1).cornerRadius == 0)
        #expect(animation.toViewPlacement == .above)
        // The arriving screen and its picture fade in over the first quarter; the scrim darkens the grid.
        #expect(stand(animation, .to, at: 0).alpha == 0)
        #expect(stand(animation, .to, at: 0.25).alpha == 1)
        #expect(stand(animation, .dimming, at: 1).alpha == 0.32)
        #expect(stand(animation, .fromElement, at: 0).frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(stand(animation, .toElement, at: 1).frame == CGRect(x: 0, y: 0, width: 390, height: 300))
    }

    @Test func aReturnIsTheSameMotionReversed() throws {
        let animator = try ContainerTransformAnimator(["element": "photo", "path": "arc", "fadeMode": "through"])
        let push = animator.animation(
            for: context(.forward, element: SharedElement(identifier: "photo", source: cell, destination: photo)))
        let pop = animator.animation(
            for: context(.backward, element: SharedElement(identifier: "photo", source: photo, destination: cell)))
        #expect(pop.toViewPlacement == .below)
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
        func near(_ a: CGRect, _ b: CGRect) -> Bool {
            near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
        }
        for fraction in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(near(stand(pop, .element, at: fraction).frame, stand(push, .element, at: 1 - fraction).frame))
            #expect(
                near(
                    stand(pop, .element, at: fraction).cornerRadius,
                    stand(push, .element, at: 1 - fraction).cornerRadius))
            #expect(near(stand(pop, .from, at: fraction).alpha, stand(push, .to, at: 1 - fraction).alpha))
            #expect(near(stand(pop, .toElement, at: fraction).frame, stand(push, .fromElement, at: 1 - fraction).frame))
            #expect(near(stand(pop, .toElement, at: fraction).alpha, stand(push, .fromElement, at: 1 - fraction).alpha))
            #expect(near(stand(pop, .dimming, at: fraction).alpha, stand(push, .dimming, at: 1 - fraction).alpha))
        }
        #expect(stand(pop, .element, at: 1).frame == cell.frame)
    }

    @Test func anArcLeavesTheStraightLine() throws {
        let element = SharedElement(identifier: "photo", source: cell, destination: photo)
        let straight = ContainerTransformAnimator(element: "photo").animation(for: context(.forward, element: element))
        let arc = try ContainerTransformAnimator(["path": "arc"]).animation(for: context(.forward, element: element))
        #expect(stand(arc, .element, at: 0).frame == cell.frame)
        #expect(stand(arc, .element, at: 1).frame == photo.frame)
        #expect(stand(arc, .element, at: 0.5).frame.size == stand(straight, .element, at: 0.5).frame.size)
        #expect(stand(arc, .element, at: 0.5).frame.origin != stand(straight, .element, at: 0.5).frame.origin)
    }

    @Test(arguments: ContainerTransformAnimator.FadeMode.allCases)
    func everyFadeModeEndsWithTheNewContentOnly(_ mode: ContainerTransformAnimator.FadeMode) throws {
        let animation = try ContainerTransformAnimator(["fadeMode": .string(mode.rawValue)]).animation(
            for: context(.forward, element: SharedElement(identifier: "element", source: cell, destination: photo)))
        #expect(stand(animation, .toElement, at: 1).alpha == 1)
        #expect(stand(animation, .fromElement, at: 1).alpha == (mode == .in ? 1 : 0))
        #expect(stand(animation, .fromElement, at: 0).alpha == 1)
        #expect(stand(animation, .toElement, at: 0).alpha == (mode == .out ? 1 : 0))
    }

    @Test func fitModesKeepEachPicturesAspectRatio() throws {
        let element = SharedElement(identifier: "element", source: cell, destination: photo)
        let width = try ContainerTransformAnimator(["fitMode": "width"]).animation(
            for: context(.forward, element: element))
        // The square cell's picture, scaled to the photo's width at the end.
        #expect(stand(width, .fromElement, at: 1).frame == CGRect(x: 0, y: 0, width: 390, height: 390))
        let height = try ContainerTransformAnimator(["fitMode": "height"]).animation(
            for: context(.forward, element: element))
        #expect(stand(height, .fromElement, at: 1).frame == CGRect(x: 45, y: 0, width: 300, height: 300))
        // auto: the photo scaled to the cell's width (100 × 77) is shorter than the cell, so it fits the height.
        let auto = ContainerTransformAnimator(element: "element").animation(for: context(.forward, element: element))
        #expect(stand(auto, .fromElement, at: 1).frame == stand(height, .fromElement, at: 1).frame)
    }

    @Test func withoutAnElementOrWithReducedMotionItFadesThrough() {
        let animator = ContainerTransformAnimator(element: "photo")
        let element = SharedElement(identifier: "photo", source: cell, destination: photo)
        for context in [context(.forward, element: nil), context(.forward, element: element, reducedMotion: true)] {
            let animation = animator.animation(for: context)
            #expect(!animation.animates(.element))
            #expect(stand(animation, .from, at: 0.35).alpha == 0)
            #expect(stand(animation, .to, at: 0.35).alpha == 0)
            #expect(stand(animation, .to, at: 1).alpha == 1)
            #expect(stand(animation, .to, at: 0).frame == .zero)
        }
    }

    @Test func parametersAreChecked() {
        #expect(throws: TransitionError.self) { try ContainerTransformAnimator(["element": ""]) }
        #expect(throws: TransitionError.self) { try ContainerTransformAnimator(["scrim": 1.5]) }
        #expect(throws: TransitionError.self) { try ContainerTransformAnimator(["fadeMode": "sideways"]) }
        #expect(throws: TransitionError.self) { try ContainerTransformAnimator(["element": 3]) }
    }

    @Test(
        arguments: [
            [:], ["fadeMode": "out", "fitMode": "height", "path": "arc"], ["scrim": 0, "curve": "linear"],
            ["curve": ["mass": 1, "stiffness": 300, "damping": 20]],
        ] as [[String: ParameterValue]])
    func passesTheSharedConformanceSuite(parameters: [String: ParameterValue]) throws {
        var registry = AnimatorRegistry()
        try registry.register(ContainerTransformAnimator.self)
        let report = AnimatorConformance.check(try ContainerTransformAnimator(parameters), registry: registry)
        #expect(report.passed, "\(report)")
        #expect(report.checks.contains("a shared element starts on its source and lands on its destination"))
    }
}

/// The fade-through a container transform plays without an element (or with Reduce Motion), watched on every frame.
@MainActor
@Suite("The container transform's fade-through fallback")
struct ContainerTransformFallbackTests {
    /// The container transform seen as a plain animator, so the harness puts no element in the screens and every
    /// switch takes the fallback.
    struct WithoutElement: TransitionAnimator {
        let wrapped: ContainerTransformAnimator
        var name: String { wrapped.name }
        var capabilities: AnimatorCapabilities { wrapped.capabilities }
        func animation(for context: TransitionContext) -> TransitionAnimation { wrapped.animation(for: context) }
    }

    /// Both screens half faded at the turn showed the window (black on a phone) across the whole screen; the
    /// arriving screen's surface is behind them now, as Material's fade through shows the surface.
    @Test func aFadeThroughShowsTheSurfaceNotTheWindow() throws {
        let report = AnimatorConformance.check(WithoutElement(wrapped: try ContainerTransformAnimator(["element": "photo"])))
        #expect(report.passed, "\(report)")
    }
}
