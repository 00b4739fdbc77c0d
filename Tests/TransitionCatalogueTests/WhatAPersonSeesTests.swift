import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting

/// Each check of what a person sees fails on a deliberately broken animator or scene, and passes on a sound one.
@MainActor
@Suite("Checks of what a person sees catch what a person would notice")
struct WhatAPersonSeesTests {
    /// A cross-fade: the arriving screen fades in over the leaving one, which stays opaque (`dips` fades it too).
    struct CrossFade: TransitionAnimator {
        var dips = false
        var name: String { "cross-fade" }
        @MainActor func animation(for context: TransitionContext) -> TransitionAnimation {
            var tracks = [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))]
            if dips { tracks.append(RoleTrack(.from, alpha: PropertyTrack(from: 1, to: 0))) }
            return TransitionAnimation(duration: 0.3, curve: .easeInOut, tracks: tracks)
        }
    }

    /// A card put away: the leaving screen shrinks and rounds its corners over the arriving one (`shadow`: casting
    /// a shadow as it goes).
    struct RoundingCard: TransitionAnimator {
        var shadow = false
        var name: String { shadow ? "rounding-card-with-shadow" : "rounding-card" }
        @MainActor func animation(for context: TransitionContext) -> TransitionAnimation {
            let leaving = RoleTrack(
                .from, transform: PropertyTrack(from: .identity, to: Transform(scale: 0.85)),
                cornerRadius: PropertyTrack(from: 0, to: 32),
                shadow: shadow ? PropertyTrack(from: .none, to: Shadow(opacity: 0.3, radius: 20)) : nil)
            return TransitionAnimation(duration: 0.4, curve: .easeInOut, tracks: [leaving], toViewPlacement: .below)
        }
    }

    /// A corner radius the animation gave a screen rounded only its background: its content (a list, a hosting
    /// view) kept square corners over the screen behind. Rounded now, and a shadow cast meanwhile is not clipped.
    @Test(arguments: [false, true])
    func aScreenTheAnimationRoundsShowsRoundCorners(shadow: Bool) {
        let report = AnimatorConformance.check(RoundingCard(shadow: shadow))
        #expect(report.passed, "\(report)")
    }

    /// The corners check sees square content where a layer is rounded without clipping, and only there.
    @Test func theCornersCheckSeesContentPaintingSquareCorners() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let card = HeadlessView(name: "card", frame: CGRect(x: 40, y: 100, width: 300, height: 400), environment: ui)
        card.backgroundColor = .white
        let content = HeadlessView(name: "content", frame: card.bounds, environment: ui)
        content.backgroundColor = .white
        card.addSubview(content)
        window.rootView.addSubview(card)
        #expect(card.paintBeyondRoundedCorners() == nil, "a square card has no rounded corners")
        card.layer.cornerRadius = 20
        #expect((card.paintBeyondRoundedCorners()?.coverage ?? 0) > 0.99)
        card.layer.masksToBounds = true
        #expect(card.paintBeyondRoundedCorners()?.coverage == 0)
        card.layer.masksToBounds = false
        content.frame = card.bounds.insetBy(dx: 16, dy: 16)
        #expect(card.paintBeyondRoundedCorners()?.coverage == 0, "content inset from the corners paints none of them")
    }

    /// A window showing one painted screen whose pan calls `moved` with the screen's view and the pan.
    static func screenWithPan(
        _ moved: @escaping @MainActor (HeadlessView, HeadlessPanGestureRecognizer) -> Void
    ) -> HeadlessWindow {
        let ui = HeadlessEnvironment(framesPerSecond: 120)
        let window = ui.makeWindow()
        let controller = ui.makeViewController("Screen")
        controller.view.backgroundColor = .white
        ui.perform { window.rootViewController = controller }
        let pan = HeadlessPanGestureRecognizer()
        pan.addTarget(controller) { [weak controller] recognizer in
            guard let controller, let pan = recognizer as? HeadlessPanGestureRecognizer else { return }
            moved(controller.view, pan)
        }
        controller.view.addGestureRecognizer(pan)
        return window
    }

    @Test func aFadeThatDipsShowsTheBackgroundAndAnOpaqueOneDoesNot() {
        let dipping = AnimatorConformance.check(CrossFade(dips: true))
        #expect(dipping.failures.contains { $0.hasPrefix("no frame shows the background") }, "\(dipping)")
        let sound = AnimatorConformance.check(CrossFade())
        #expect(sound.passed, "\(sound)")
    }

    /// The watch takes a frame where nothing changed and nothing animates as the last one examined, without
    /// compositing it again; a change of any kind made in no time between two frames (a colour, a view hidden or
    /// taken away, a move, a layer's corner) is still seen on the next frame.
    @Test(arguments: 0..<5)
    func aChangeMadeBetweenIdleFramesIsSeen(change: Int) {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let screen = HeadlessView(name: "screen", frame: window.bounds, environment: ui)
        screen.backgroundColor = .white
        let content = HeadlessView(name: "content", frame: window.bounds, environment: ui)
        content.backgroundColor = .white
        window.rootView.addSubview(screen)
        screen.addSubview(content)
        let watch = FrameWatch(window: window)
        watch.start()
        ui.clock.advance(frames: 5)
        #expect(watch.report.passed)
        switch change {
        case 0: screen.backgroundColor = .clear
        case 1: screen.isHidden = true
        case 2: screen.removeFromSuperview()
        case 3: screen.center.x += 300
        default: screen.layer.cornerRadius = 40
        }
        ui.clock.advance(frames: 2)
        let report = watch.report
        switch change {
        case 0: #expect(report.background.failedCount == 0, "the content still covers the window")
        case 3: #expect(report.jumps.failedCount > 0 && report.background.failedCount > 0, "\(report)")
        case 4: #expect(report.corners.failedCount > 0, "\(report)")
        default: #expect(report.background.failedCount > 0, "\(report)")
        }
        if change == 0 {
            content.backgroundColor = .clear
            ui.clock.advance(frames: 1)
            #expect(watch.report.background.failedCount > 0, "a colour changed between idle frames went unseen")
        }
    }

    @Test func thePictureCompositesOpacityOverTheBackground() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let lower = HeadlessView(name: "lower", frame: window.bounds, environment: ui)
        let upper = HeadlessView(name: "upper", frame: window.bounds, environment: ui)
        lower.backgroundColor = .white
        upper.backgroundColor = .black
        window.rootView.addSubview(lower)
        window.rootView.addSubview(upper)
        lower.alpha = 0.5
        upper.alpha = 0.5
        // Over: 1 − (1 − 0.5)(1 − 0.5) covers 75%, so a quarter of the background shows.
        #expect(abs(window.picture().background(at: CGPoint(x: 100, y: 100)) - 0.25) < 1e-6)
        lower.alpha = 1
        #expect(window.picture().backgroundArea() == 0)
        // A door turned about its centre uncovers the window at its edges; about its hinge it does not at the hinge.
        lower.alpha = 0.0
        upper.alpha = 1
        var door = Matrix3D.rotationY(.pi / 6)
        door.m34 = -1 / 500
        upper.layer.transform = door
        #expect(window.picture().background(at: CGPoint(x: 2, y: 422)) == 1)
        upper.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        upper.frame = window.bounds
        #expect(window.picture().background(at: CGPoint(x: 2, y: 422)) == 0)
    }

    @Test func aJumpAtReleaseIsCaught() {
        let ui = HeadlessEnvironment(framesPerSecond: 120)
        let window = ui.makeWindow()
        let screen = HeadlessView(name: "screen", frame: window.bounds, environment: ui)
        screen.backgroundColor = .white
        window.rootView.addSubview(screen)
        let watch = FrameWatch(window: window)
        watch.start()
        for step in 1...10 {
            screen.frame.origin.x = CGFloat(step) * 2
            ui.clock.advance(frames: 1)
        }
        #expect(watch.report.jumps.failedCount == 0, "\(watch.report)")
        screen.frame.origin.x = 300  // lets go: the screen snaps instead of animating
        ui.clock.advance(frames: 1)
        #expect(watch.report.jumps.failedCount == 1, "\(watch.report)")
    }

    @Test func aScreenThatLagsTheFingerIsCaught() {
        for rate in [1.0, 0.5] {
            // A sheet dismissal: the screen follows the finger down, at `rate` of its travel.
            let window = Self.screenWithPan { screen, pan in
                screen.frame.origin.y = max(pan.translation(in: nil).y, 0) * CGFloat(rate)
            }
            let watch = FrameWatch(window: window)
            watch.start()
            window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), frames: 20)
            if rate == 1 {
                #expect(watch.report.finger.failedCount == 0 && watch.report.finger.examined > 0, "\(watch.report)")
            } else {
                #expect(watch.report.finger.failedCount > 0, "\(watch.report)")
            }
        }
    }

    @Test func aReturnThatIsNotTheWayBackIsCaught() throws {
        let up = try SlideAnimator(["direction": "up", "style": "overlap"])
        // The sheet moving back down is the way back; the presenting screen sliding down over it is not.
        #expect(
            WayBack.differences(there: up, back: try SlideAnimator(["direction": "down", "style": "overlap"])) != [])
        let push = SlideAnimator()
        #expect(WayBack.differences(there: push, back: push) == [])
    }

    @Test func aPropertyLeftChangedIsCaught() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let card = HeadlessView(name: "card", frame: window.bounds, environment: ui)
        card.backgroundColor = .white
        card.cornerRadius = 12
        window.rootView.addSubview(card)
        let watch = FrameWatch(window: window)
        watch.start()
        card.layer.shadowPath = HeadlessBezierPath(roundedRect: card.bounds, cornerRadius: 0).cgPath
        card.cornerRadius = 0
        watch.checkRest()
        #expect(watch.report.rest.failedCount == 1, "\(watch.report)")
        #expect(watch.report.rest.failures.first?.contains("cornerRadius") == true)
    }

    @Test func aDragTheWrongWayIsCaught() {
        // A sheet whose pan starts on any drag: every direction starts something.
        func scene(gated: Bool) -> HeadlessWindow {
            Self.screenWithPan { screen, pan in
                guard pan.state == .began || pan.state == .changed else { return }
                let moved = pan.translation(in: nil)
                if gated, !(moved.y > abs(moved.x)) { return }
                screen.frame.origin = CGPoint(x: 0, y: hypot(moved.x, moved.y))
            }
        }
        let ungated = GestureDirections.directionsThatStart(from: CGPoint(x: 195, y: 300)) { scene(gated: false) }
        #expect(ungated == Set(ScreenDirection.allCases))
        let gated = GestureDirections.directionsThatStart(from: CGPoint(x: 195, y: 300)) { scene(gated: true) }
        #expect(gated == [.down])
    }
}
