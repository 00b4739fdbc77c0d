import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionConfiguration
import TransitionCore

/// Seed 003's app: a DrawerPage with a CenterPage and a LeftPage, in a 390 × 844 window.
@MainActor
struct DrawerScene {
    let ui = HeadlessEnvironment()
    let window: HeadlessWindow
    let host: HeadlessContainerViewController
    let drawer: DrawerController<HeadlessContainerViewController.Host>
    let center: HeadlessViewController
    let left: HeadlessViewController
    let right: HeadlessViewController

    init(style: String = "slide", withRight: Bool = true) throws {
        window = ui.makeWindow()
        host = HeadlessContainerViewController(identifier: "DrawerPage", environment: ui)
        host.engine.appearanceForwarding = .navigationStyle
        drawer = DrawerController(container: host)
        drawer.animator = try DrawerAnimator(["style": .string(style)])
        center = ui.makeViewController("CenterPage")
        left = ui.makeViewController("LeftPage")
        right = ui.makeViewController("RightPage")
        let (ui, window, host, drawer, center, left, right) = (ui, window, host, drawer, center, left, right)
        ui.perform {
            window.rootViewController = host
            drawer.setCenter(center)
            drawer.setDrawer(left, for: .left)
            if withRight { drawer.setDrawer(right, for: .right) }
        }
    }

    var childContainer: HeadlessView { drawer.childContainerView ?? host.contentView }
    var centerContainer: HeadlessView { drawer.centerContainerView ?? host.contentView }
}

@MainActor
@Suite("Drawer controller (seed 003)")
struct DrawerControllerTests {
    @Test func theHierarchyIsViewChildContainerCenterContainer() throws {
        let scene = try DrawerScene()
        #expect(scene.host.contentView.subviews.map(\.name) == ["DrawerPage.drawer.children"])
        #expect(scene.childContainer.subviews.last === scene.centerContainer)
        #expect(scene.centerContainer.subviews.map(\.name) == ["CenterPage"])
        #expect(scene.center.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Closed drawers are hidden and at the back.
        #expect(scene.left.view.isHidden && scene.right.view.isHidden)
        #expect(
            Array(scene.childContainer.subviews.prefix(2)).allSatisfy {
                $0 === scene.left.view || $0 === scene.right.view
            })
        #expect(scene.centerContainer.shadow == Shadow(opacity: 0.8, radius: 10))
        #expect(scene.host.children.map(\.identifier) == ["CenterPage", "LeftPage", "RightPage"])
    }

    @Test func toggleOpensTheLeftDrawerThenClosesIt() throws {
        let scene = try DrawerScene()
        var results: [Bool] = []
        scene.ui.perform { scene.drawer.toggle(.left) { results.append($0) } }
        #expect(scene.drawer.phase == .finishing)
        scene.ui.clock.runUntilIdle()
        #expect(results == [true])
        #expect(scene.drawer.openSide == .left)
        #expect(scene.centerContainer.frame.minX == 280)
        #expect(!scene.left.view.isHidden)
        #expect(scene.left.view.frame.width <= scene.drawer.maximumDrawerWidth)
        #expect(scene.left.view.frame == CGRect(x: 0, y: 0, width: 280, height: 844))
        // The open drawer sits just behind the centre container.
        let subviews = scene.childContainer.subviews
        #expect(subviews.firstIndex { $0 === scene.left.view } == subviews.count - 2)
        #expect(scene.center.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))

        scene.ui.perform { scene.drawer.toggle(.left) { results.append($0) } }
        scene.ui.clock.runUntilIdle()
        #expect(results == [true, true])
        #expect(scene.drawer.openSide == nil)
        #expect(scene.centerContainer.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.left.view.isHidden)
        #expect(scene.childContainer.subviews.first === scene.left.view)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func togglingTheOtherSideWhileOpenCompletesWithFalse() throws {
        let scene = try DrawerScene()
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        var results: [Bool] = []
        scene.drawer.toggle(.right) { results.append($0) }
        #expect(results == [false])
        #expect(scene.drawer.openSide == .left)
        #expect(scene.right.view.isHidden)
    }

    @Test func theRightDrawerMovesTheCentreLeft() throws {
        let scene = try DrawerScene()
        scene.ui.perform { scene.drawer.open(.right) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.centerContainer.frame.minX == -280)
        #expect(scene.right.view.frame == CGRect(x: 110, y: 0, width: 280, height: 844))
    }

    @Test func aDrawerIsNeverWiderThanTheContainer() throws {
        let scene = try DrawerScene()
        scene.drawer.maximumDrawerWidth = 1000
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        #expect(scene.left.view.frame.width == 390)
        #expect(scene.centerContainer.frame.minX == 390)
    }

    @Test func openingASideWithoutADrawerCompletesWithFalse() throws {
        let scene = try DrawerScene(withRight: false)
        var results: [Bool] = []
        scene.drawer.open(.right) { results.append($0) }
        #expect(results == [false])
        #expect(scene.drawer.phase == .idle)
    }

    @Test func closingMidOpeningTurnsTheMotionAround() throws {
        let scene = try DrawerScene()
        var results: [String] = []
        scene.ui.perform { scene.drawer.open(.left) { results.append("open \($0)") } }
        scene.ui.clock.advance(frames: 8)
        let midway = try #require(scene.drawer.openFraction)
        #expect(midway > 0 && midway < 1)
        scene.ui.perform { scene.drawer.close { results.append("close \($0)") } }
        #expect(scene.drawer.phase == .cancelling)
        scene.ui.clock.runUntilIdle()
        #expect(results == ["open false", "close true"])
        #expect(scene.drawer.openSide == nil)
        #expect(scene.left.view.isHidden)
    }

    @Test func aBezelPanPastHalfwayOpensAndShortOfItCloses() throws {
        let scene = try DrawerScene()
        scene.ui.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 400), frames: 12) {
            scene.drawer.handlePan($0)
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left)
        #expect(scene.centerContainer.frame.minX == 280)

        scene.ui.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), frames: 6) {
            scene.drawer.handlePan($0)
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left, "a short pan leaves it open")

        scene.ui.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), frames: 12) {
            scene.drawer.handlePan($0)
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil)
        #expect(scene.left.view.isHidden)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func thePanFollowsTheFingerAndAFlickFinishesAtTheFingersSpeed() throws {
        let scene = try DrawerScene()
        var xs: [CGFloat] = []
        scene.ui.drag(
            from: CGPoint(x: 2, y: 400), to: CGPoint(x: 72, y: 400), frames: 7,
            release: .flick(CGPoint(x: 2100, y: 0))
        ) {
            scene.drawer.handlePan($0)
            if $0.phase == .moved { xs.append(scene.centerContainer.frame.minX) }
        }
        #expect(zip(xs, (1...7).map { CGFloat($0) * 10 }).allSatisfy { abs($0 - $1) < 1e-9 })
        // 210 points remain at 2100 points per second: 0.1 s, 6 frames.
        let frames = scene.ui.clock.runUntilIdle()
        #expect(abs(frames - 6) <= 1)
        #expect(scene.drawer.openSide == .left)
    }

    @Test func aBezelPanAwayFromTheEdgeDoesNothing() throws {
        let scene = try DrawerScene()
        scene.ui.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 350, y: 400), frames: 5) {
            scene.drawer.handlePan($0)
        }
        #expect(scene.drawer.phase == .idle)
        #expect(scene.drawer.openSide == nil)
    }

    @Test func resizingWhileOpenKeepsTheDrawerOpenAtTheNewSize() throws {
        let scene = try DrawerScene()
        scene.ui.perform { scene.drawer.open(.right, animated: false) }
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        scene.drawer.containerDidResize()
        #expect(scene.right.view.frame == CGRect(x: 564, y: 0, width: 280, height: 390))
        #expect(scene.centerContainer.frame == CGRect(x: -280, y: 0, width: 844, height: 390))
    }
}

@MainActor
@Suite("Drawer states are fully defined")
struct DrawerRestStateTests {
    /// A drawer that fades in as it slides.
    func fadingDrawer() -> ClosureAnimator {
        ClosureAnimator(
            name: "fading-drawer", capabilities: AnimatorCapabilities(isInteractive: true, kinds: [.overlay])
        ) {
            context in
            TransitionAnimation(
                duration: 0.3, curve: .linear,
                tracks: [
                    RoleTrack(
                        .drawer,
                        frame: PropertyTrack(
                            from: context.initialFrame(for: .drawer), to: context.finalFrame(for: .drawer)),
                        alpha: PropertyTrack(from: 0, to: 1),
                        transform: PropertyTrack(from: Transform(scale: 0.9), to: .identity)),
                    RoleTrack(
                        .center,
                        frame: PropertyTrack(
                            from: context.initialFrame(for: .center), to: context.finalFrame(for: .center))),
                ])
        }
    }

    @Test func aCancelledFadingOpenLeavesNothingBehindForTheNextOpen() throws {
        let scene = try DrawerScene()
        scene.drawer.animator = fadingDrawer()
        try #require(scene.ui.perform { scene.drawer.beginInteractiveTransition(.left, opening: true) })
        scene.drawer.updateInteractiveTransition(0.3)
        scene.ui.perform { scene.drawer.cancelInteractiveTransition() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil)
        #expect(scene.left.view.isHidden)
        #expect(scene.left.view.alpha == 1 && scene.left.view.transform == .identity)
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        #expect(scene.drawer.openSide == .left)
        #expect(!scene.left.view.isHidden)
        #expect(scene.left.view.alpha == 1, "open and visible means opaque")
        #expect(scene.left.view.transform == .identity)
    }

    @Test func openCloseThenOpenWithoutAnimationIsOpaque() throws {
        let scene = try DrawerScene()
        scene.drawer.animator = fadingDrawer()
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        // A closing animation that ends with the drawer transparent, then an unanimated open.
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.runUntilIdle()
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        #expect(scene.left.view.alpha == 1)
        #expect(!scene.left.view.isHidden)
        #expect(scene.left.view.frame == CGRect(x: 0, y: 0, width: 280, height: 844))
    }
}

@MainActor
@Suite("Drawer and config")
struct DrawerConfigTests {
    static let json = """
        {
          "version": 1,
          "animators": { "menu": { "type": "drawer", "side": "left", "width": 320 } },
          "transitions": [ { "container": "DrawerPage", "from": "CenterPage", "to": "LeftPage", "animator": "menu" } ]
        }
        """

    @Test func theConfigsWidthIsTheWidthTheDrawerOpensTo() throws {
        let scene = try DrawerScene()
        var registry = AnimatorRegistry()
        try registry.register(DrawerAnimator.self)
        let delegate = try ConfiguredTransitionDelegate(data: Data(Self.json.utf8), registry: registry)
        scene.drawer.delegate = delegate
        #expect(scene.drawer.drawerWidth(for: .left) == 320)
        #expect(scene.drawer.drawerWidth(for: .right) == 280, "no rule: the controller's own maximum")
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.left.view.frame == CGRect(x: 0, y: 0, width: 320, height: 844))
        #expect(scene.centerContainer.frame.minX == 320)
        scene.ui.perform { scene.drawer.close(animated: false) }
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        #expect(scene.left.view.frame.width == 320)
        withExtendedLifetime(delegate) {}
    }
}

@MainActor
@Suite("Drawer and animator kinds")
struct DrawerKindTests {
    @Test func aReplaceOnlyAnimatorOpensTheDrawerAtOnceAndSaysWhy() throws {
        let scene = try DrawerScene()
        scene.drawer.animator = ClosureAnimator(name: "slide-like") { context in
            TransitionAnimation(duration: 0.3, tracks: [RoleTrack(.to, alpha: PropertyTrack(from: 0, to: 1))])
        }
        var opened: [Bool] = []
        scene.ui.perform { scene.drawer.open(.left) { opened.append($0) } }
        #expect(opened == [true])
        #expect(scene.drawer.openSide == .left)
        #expect(
            scene.drawer.diagnostics.contains {
                if case .animatorKindMismatch(_, "slide-like", .overlay) = $0 { return true } else { return false }
            })
    }
}

@MainActor
@Suite("Drawer containment order")
struct DrawerContainmentOrderTests {
    @Test func setCenterAndSetDrawerFollowTheAddSequence() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = HeadlessContainerViewController(identifier: "DrawerPage", environment: ui)
        host.engine.appearanceForwarding = .navigationStyle
        let drawer = DrawerController(container: host)
        let center = ui.makeViewController("CenterPage")
        let left = ui.makeViewController("LeftPage")
        _ = center.view
        _ = left.view
        ui.perform { window.rootViewController = host }
        ui.clearLog()
        ui.perform {
            drawer.setCenter(center)
            drawer.setDrawer(left, for: .left)
        }
        // addChild (the system's willMove), addSubview, then didMove: the view is in place before didMove.
        for name in ["CenterPage", "LeftPage"] {
            let calls = ui.trace().filter { $0.hasPrefix("\(name).") || $0.contains("addSubview(\(name).view)") }
            let didMove = calls.firstIndex { $0.hasPrefix("\(name).didMove(toParent: DrawerPage)") }
            let added = calls.firstIndex { $0.contains("addSubview(\(name).view)") }
            #expect(added != nil && didMove != nil && added! < didMove!, "\(name): \(calls)")
        }
    }
}

@MainActor
@Suite("Drawer pans and the config")
struct DrawerGestureConfigTests {
    static let json = """
        {
          "version": 1,
          "transitions": [
            { "container": "DrawerPage", "from": "CenterPage", "to": "LeftPage", "reversible": true,
              "animator": { "type": "drawer" }, "interaction": { "type": "edge-pan", "edge": "left", "threshold": 0.2 } }
          ]
        }
        """

    /// A bezel pan from the left edge to 30% of the drawer's width, resting before it lifts.
    func panToThirtyPercent(configured: Bool) throws -> ScreenSide? {
        let scene = try DrawerScene()
        var registry = AnimatorRegistry()
        try registry.register(DrawerAnimator.self)
        let delegate = try ConfiguredTransitionDelegate(data: Data(Self.json.utf8), registry: registry)
        if configured { scene.drawer.delegate = delegate }
        scene.ui.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 3 + 0.3 * 280, y: 400), frames: 12) {
            scene.drawer.handlePan($0)
        }
        scene.ui.clock.runUntilIdle()
        withExtendedLifetime(delegate) {}
        return scene.drawer.openSide
    }

    @Test func theRulesThresholdDecidesTheRelease() throws {
        #expect(try panToThirtyPercent(configured: false) == nil, "the controller's own 0.5 closes it again")
        #expect(try panToThirtyPercent(configured: true) == .left, "the rule's 0.2 opens it")
    }
}
