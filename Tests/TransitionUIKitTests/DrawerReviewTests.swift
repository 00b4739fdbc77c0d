import DrawerTransition
import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// What a person would see of a drawer on a phone, found reading the drawer as an iOS engineer would.
@MainActor
@Suite("The drawer as a person uses it")
struct DrawerReviewTests {
    static func configuration(_ rule: String) throws -> ConfiguredTransitionDelegate {
        try ConfiguredTransitionDelegate(
            data: Data(#"{ "version": 1, "transitions": [\#(rule)] }"#.utf8), file: "drawer.json",
            registry: .catalogue)
    }

    /// With Reduce Motion the open plays a plain slide, but the open drawer rested in the scaled centre of the
    /// configured slide-and-scale: the centre popped to 90 % as the open landed, and back as a close began.
    @Test func reduceMotionOpensAndClosesWithoutAPop() throws {
        let configuration = try Self.configuration(
            #"{ "container": "Drawer", "from": "Center", "to": "Menu", "reversible": true, "animator": { "type": "drawer", "style": "slide-and-scale" } }"#
        )
        configuration.reduceMotion = true
        let scene = DrawerScene(delegate: configuration)
        let watch = FrameWatch(window: scene.window)
        watch.start()
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.centerContainerView?.transform.isIdentity == true, "the open centre is scaled")
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.runUntilIdle()
        watch.checkRest(strict: true)
        #expect(watch.report.jumps.failedCount == 0, "\(watch.report)")
        #expect(watch.report.passed, "\(watch.report)")
    }

    /// A closing pan follows the closing rule's threshold as a fraction of the close: with 0.2, a drag 30 % of the
    /// way shut closes the drawer. Before, the threshold was read against the open fraction, so the drawer stayed
    /// open until it was dragged 80 % shut.
    @Test func aClosingPanFollowsTheClosingThreshold() throws {
        let configuration = try Self.configuration(
            #"{ "container": "Drawer", "from": "Menu", "to": "Center", "animator": { "type": "drawer" }, "interaction": { "type": "pan", "threshold": 0.2 } }, { "container": "Drawer", "from": "Center", "to": "Menu", "animator": { "type": "drawer" } }"#
        )
        let scene = DrawerScene(delegate: configuration)
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        let width = scene.drawer.drawerWidth(for: .left)
        // 30 % of the way shut, held still before the lift.
        scene.ui.drag(
            from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300 - width * 0.3, y: 400), frames: 12, release: .still
        ) { scene.drawer.handlePan($0) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil)
        // And 10 % shut is not enough.
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        scene.ui.drag(
            from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300 - width * 0.1, y: 400), frames: 12, release: .still
        ) { scene.drawer.handlePan($0) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == .left)
    }

    /// A vertical drag in the open menu (its list scrolling) is not a close: the drawer's pan does not begin.
    @Test func aVerticalDragInTheOpenMenuIsNotAClose() throws {
        let scene = DrawerScene()
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        let vertical = TouchSample(.began, at: CGPoint(x: 100, y: 412), time: 0.1, touchDown: CGPoint(x: 100, y: 400))
        #expect(!scene.drawer.canBeginPan(vertical))
        let horizontal = TouchSample(.began, at: CGPoint(x: 88, y: 402), time: 0.1, touchDown: CGPoint(x: 100, y: 400))
        #expect(scene.drawer.canBeginPan(horizontal))
    }

    /// A drawer replaced while its container disappears, in navigation style: the old drawer was told it would
    /// disappear and never that it did.
    @Test func aDrawerReplacedWhileTheContainerLeavesGetsBothCalls() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "Drawer")
        host.engine.appearanceForwarding = .navigationStyle
        let drawer = TransitionContainerViewController.Drawer(container: host)
        let menu = Screen("Menu")
        ui.perform {
            window.rootViewController = host
            drawer.setCenter(Screen("Center"))
            drawer.setDrawer(menu, for: .left)
        }
        ui.perform { drawer.open(.left, animated: false) }
        ui.perform {
            host.beginAppearanceTransition(false, animated: false)
            drawer.setDrawer(Screen("Other"), for: .left)
            host.endAppearanceTransition()
        }
        #expect(menu.appearanceState == .disappeared)
        #expect(ui.appearanceErrors.isEmpty, "\(ui.appearanceErrors)")
    }

    /// A new centre set while the drawer covers it: VoiceOver's focus stays in the open drawer (the centre is hidden
    /// from VoiceOver), instead of moving to a screen it cannot read.
    @Test func aNewCentreUnderTheOpenDrawerDoesNotTakeVoiceOversFocus() throws {
        let scene = DrawerScene()
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        let posts = scene.ui.accessibility.posts.count
        let next = Screen("Next")
        scene.ui.perform { scene.drawer.setCenter(next) }
        let focused = scene.ui.accessibility.posts.dropFirst(posts).filter { $0.notification == .screenChanged }
        #expect(!focused.contains { $0.argument === next.view }, "VoiceOver was sent to the covered centre")
    }

    /// A menu whose view the app rounded and shadowed keeps both at every rest: set, open and closed. Before, each
    /// rest state was a fresh one, which squared and unshadowed it as the drawer was set and on every open and close.
    @Test func theMenusOwnCornersAndShadowStay() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let host = TransitionContainerViewController(identifier: "Drawer")
        let drawer = TransitionContainerViewController.Drawer(container: host)
        let menu = Screen("Menu")
        menu.view.layer.cornerRadius = 16
        menu.view.layer.shadowOpacity = 0.3
        ui.perform {
            window.rootViewController = host
            drawer.setCenter(Screen("Center"))
            drawer.setDrawer(menu, for: .left)
        }
        #expect(menu.view.layer.cornerRadius == 16 && menu.view.layer.shadowOpacity == 0.3)
        ui.perform { drawer.open(.left) }
        ui.clock.runUntilIdle()
        #expect(menu.view.layer.cornerRadius == 16 && menu.view.layer.shadowOpacity == 0.3)
        ui.perform { drawer.close() }
        ui.clock.runUntilIdle()
        #expect(menu.view.layer.cornerRadius == 16 && menu.view.layer.shadowOpacity == 0.3)
    }

    /// The strip of centre beside an open drawer: a tap there closes the drawer instead of pressing the centre's
    /// button under it, and the centre's keyboard goes down as the drawer opens. Before, the centre stayed live under
    /// a drawer VoiceOver treated as modal, and typing went into a screen out of reach.
    @Test func theCentreBesideAnOpenDrawerClosesItAndTakesNoInput() throws {
        let scene = DrawerScene()
        var pressed = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in pressed += 1 })
        // At the centre's leading edge: beside the open drawer (280 pt wide) it shows at x 300…360.
        button.frame = CGRect(x: 20, y: 380, width: 60, height: 44)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        scene.ui.perform {
            scene.center.view.addSubview(button)
            scene.center.view.addSubview(field)
            _ = field.becomeFirstResponder()
        }
        #expect(scene.ui.keyboard.isShown)
        scene.ui.perform { scene.drawer.open(.left, animated: false) }
        #expect(!scene.ui.keyboard.isShown, "the keyboard stayed up over the drawer")
        scene.window.tap(at: CGPoint(x: 330, y: 400))
        scene.ui.clock.runUntilIdle()
        #expect(pressed == 0 && scene.drawer.openSide == nil)
        // Closed, the centre is live again.
        scene.window.tap(at: CGPoint(x: 50, y: 400))
        #expect(pressed == 1)
        #expect(scene.ui.transitionErrors.isEmpty)
    }

    /// The status bar and VoiceOver follow a drawer's motion once it is committed, as they follow a switch: the
    /// menu's light status bar as the open starts, the centre's as the close starts, and neither flips while a
    /// finger holds the drawer. Before, both changed only when the motion landed: a closing drawer kept the menu's
    /// status bar over the centre to the end.
    /// Second review: the drawer's status bar flipped on its first frame, over the centre still showing; it
    /// changes along with the drawer, opening and closing.
    @Test func theStatusBarFollowsTheDrawerOnceItIsCommitted() throws {
        let scene = DrawerScene()
        scene.menu.statusBarStyle = .lightContent
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.advance(frames: 1)
        #expect(scene.window.statusBarStyle == .lightContent)
        #expect(scene.window.statusBarChangeDuration > 0.1, "along with the drawer")
        #expect(scene.menu.view.accessibilityViewIsModal)
        scene.ui.clock.runUntilIdle()
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.advance(frames: 1)
        #expect(scene.window.statusBarStyle == .default && scene.window.statusBarChangeDuration > 0.1)
        #expect(!scene.menu.view.accessibilityViewIsModal)
        scene.ui.clock.runUntilIdle()
        // A finger pulling the drawer half open, still down: the centre's status bar until it lets go.
        let clock = scene.ui.clock
        let down = CGPoint(x: 4, y: 400)
        scene.ui.perform { scene.drawer.handlePan(TouchSample(.began, at: down, time: clock.now)) }
        var point = down
        for step in 1...12 {
            clock.advance(frames: 1)
            point = CGPoint(x: 4 + CGFloat(step) * 14, y: 400)
            scene.ui.perform {
                scene.drawer.handlePan(TouchSample(.moved, at: point, time: clock.now, touchDown: down))
            }
            #expect(scene.window.statusBarStyle == .default)
        }
        #expect((scene.drawer.openFraction ?? 0) > 0.5)
        scene.ui.perform { scene.drawer.handlePan(TouchSample(.ended, at: point, time: clock.now, touchDown: down)) }
        clock.runUntilIdle()
        #expect(scene.ui.transitionErrors.isEmpty)
    }

    /// A close whose configured animator would start elsewhere than where the open drawer rests (a plain slide after
    /// a slide-and-scale open, whose centre rests scaled) plays the opening back instead, and says so. Before, the
    /// centre popped from 90 % to full size as the close began.
    @Test func aCloseThatWouldJumpPlaysTheOpeningBack() throws {
        let configuration = try Self.configuration(
            #"{ "container": "Drawer", "from": "Center", "to": "Menu", "animator": { "type": "drawer", "style": "slide-and-scale" } }, { "container": "Drawer", "from": "Menu", "to": "Center", "animator": { "type": "drawer", "style": "slide" } }"#
        )
        let scene = DrawerScene(delegate: configuration)
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        let centre = try #require(scene.drawer.centerContainerView)
        let rest = centre.layer.presentation().frame
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.advance(frames: 1)
        // The first frame of the close is a frame's step from the rest, not the plain slide's full-size centre.
        let first = centre.layer.presentation().frame
        #expect(abs(first.minY - rest.minY) < 5 && abs(first.height - rest.height) < 10, "rest \(rest), first \(first)")
        scene.ui.clock.runUntilIdle()
        #expect(scene.drawer.openSide == nil)
        #expect(
            scene.drawer.diagnostics.contains {
                if case .closingAnimatorReplaced(_, "drawer", "drawer") = $0 { return true } else { return false }
            })
        // A close that starts where the drawer rests keeps its own animator: after a plain open, a plain close.
        let plain = try Self.configuration(
            #"{ "container": "Drawer", "from": "Center", "to": "Menu", "animator": { "type": "drawer", "style": "slide" }, "reversible": true }"#
        )
        let again = DrawerScene(delegate: plain)
        again.ui.perform { again.drawer.open(.left) }
        again.ui.clock.runUntilIdle()
        again.ui.perform { again.drawer.close() }
        #expect(again.drawer.motionAnimator != nil)
        again.ui.clock.runUntilIdle()
        #expect(
            !again.drawer.diagnostics.contains {
                if case .closingAnimatorReplaced = $0 { return true } else { return false }
            })
    }
}
