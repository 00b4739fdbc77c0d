import Foundation
import HeadlessUI
import Testing
@_spi(Host) import TransitionCore

/// A sheet that slides in from the left edge over the selected screen: the smallest controller of the drawer's kind,
/// built only on the engine's public overlay API.
@MainActor
final class SideSheet {
    static let hidden = CGRect(x: -200, y: 0, width: 200, height: 844)
    static let shown = CGRect(x: 0, y: 0, width: 200, height: 844)

    let engine: ContainerEngine<HeadlessViewController, HeadlessView>
    let parent: HeadlessView
    let covered: HeadlessView
    var animator: any TransitionAnimator = SideSheet.slide

    /// Moves the sheet's frame from its hidden to its shown frame in 0.3 s.
    static let slide = ClosureAnimator(name: "side-sheet", capabilities: AnimatorCapabilities(kinds: [.overlay])) {
        context in
        TransitionAnimation(
            duration: 0.3,
            tracks: [
                RoleTrack(
                    .to, frame: PropertyTrack(from: context.initialFrame(for: .to), to: context.finalFrame(for: .to)))
            ])
    }

    init(on container: ModelContainer) {
        engine = container.engine
        parent = container.contentView
        covered = container.contentView
    }

    func set(_ child: HeadlessViewController?, on side: ScreenSide) {
        let view = child?.view
        let slot = OverlaySlot<HeadlessViewController, HeadlessView>(
            parent: parent, covered: covered,
            layOut: { [parent] layout in
                guard let view else { return }
                switch layout {
                case .hidden:
                    parent.insertSubview(view, at: 0)
                    view.state = ViewState(frame: Self.hidden, isHidden: true)
                case .shown, .motionStart:
                    parent.addSubview(view)
                    view.state = ViewState(frame: Self.shown)
                }
            },
            dismiss: { [weak self] in self?.move(on: side, shown: false) })
        engine.setOverlay(child, on: side, slot: slot)
    }

    func animation(on side: ScreenSide) -> OverlayAnimation {
        OverlayAnimation(
            animator: animator,
            pair: TransitionPair(container: "Tabs", from: "Home", to: "Sheet"),
            frames: [.to: RoleFrames(initial: Self.hidden, final: Self.shown)], direction: .forward)
    }

    func move(on side: ScreenSide, shown: Bool, completion: (@MainActor (Bool) -> Void)? = nil) {
        engine.moveOverlay(on: side, shown: shown, animation: animation(on: side), completion: completion)
    }
}

@MainActor
@Suite("Overlay slots: a child shown over the selected one")
struct OverlaySlotTests {
    func makeScene(
        forwarding: AppearanceForwarding = .navigationStyle
    ) throws -> (Scene, SideSheet, HeadlessViewController) {
        let scene = try Scene(["Home", "Search"], appearanceForwarding: forwarding)
        let sheet = SideSheet(on: scene.container)
        let child = scene.ui.makeViewController("Sheet")
        scene.ui.perform { sheet.set(child, on: .left) }
        return (scene, sheet, child)
    }

    @Test func anOverlayJoinsHiddenAndIsNotToldItAppears() throws {
        let (scene, _, child) = try makeScene()
        #expect(child.parent === scene.container)
        #expect(child.view.superview === scene.container.contentView && child.view.isHidden)
        #expect(child.appearanceState == .disappeared)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func showingPlaysTheOpeningAndLandsShown() throws {
        let (scene, sheet, child) = try makeScene()
        var landed: [Bool] = []
        scene.ui.perform { sheet.move(on: .left, shown: true) { landed.append($0) } }
        scene.ui.clock.advance(frames: 9)
        // Half-way in, on screen: between its hidden and shown frames.
        #expect(child.view.frame.minX > -200 && child.view.frame.minX < 0 && !child.view.isHidden)
        #expect(child.appearanceState == .appearing)
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.engine.shownOverlay == .left && landed == [true])
        #expect(child.view.frame == SideSheet.shown && child.appearanceState == .appeared)
        #expect(scene.ui.finish() == .clean)
    }

    /// Hiding mid-show plays the opening back from where it is: the sheet never jumps.
    @Test func hidingMidShowTurnsBackFromWhereItIs() throws {
        let (scene, sheet, child) = try makeScene()
        var landed: [String] = []
        scene.ui.perform { sheet.move(on: .left, shown: true) { landed.append("show \($0)") } }
        scene.ui.clock.advance(frames: 9)
        var last = child.view.frame.minX
        scene.ui.perform { sheet.move(on: .left, shown: false) { landed.append("hide \($0)") } }
        var largestStep: CGFloat = 0
        while scene.ui.clock.subscriberCount > 0 {
            scene.ui.clock.advance(frames: 1)
            largestStep = max(largestStep, abs(child.view.frame.minX - last))
            last = child.view.frame.minX
        }
        // 200 pt in 0.3 s at 60 Hz is at most about 11 pt a frame on a linear curve; eased, under twice that.
        #expect(largestStep < 22, "the sheet jumped \(largestStep) pt in one frame")
        #expect(scene.container.engine.shownOverlay == nil && child.view.isHidden)
        #expect(landed == ["show false", "hide true"])
        #expect(child.appearanceState == .disappeared)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aSelectionDuringTheMotionWaitsForItToLand() throws {
        let (scene, sheet, child) = try makeScene()
        scene.container.engine.defaultAnimator = slideAnimator()
        scene.ui.perform { sheet.move(on: .left, shown: true) }
        scene.ui.clock.advance(frames: 5)
        try scene.ui.perform { try scene.container.engine.select(index: 1) }
        #expect(scene.container.engine.selectedIndex == 0 && scene.container.engine.pendingRequests == [1])
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.engine.shownOverlay == .left && child.view.frame == SideSheet.shown)
        #expect(scene.container.engine.selectedIndex == 1 && scene.shownChildren.contains("Search"))
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aSelectionDuringTheMotionIsRefusedUnderIgnore() throws {
        let (scene, sheet, _) = try makeScene()
        scene.container.engine.midFlightPolicy = .ignore
        scene.ui.perform { sheet.move(on: .left, shown: true) }
        scene.ui.clock.advance(frames: 5)
        #expect(throws: TransitionError.transitionInProgress(requested: 1)) {
            try scene.ui.perform { try scene.container.engine.select(index: 1) }
        }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.engine.selectedIndex == 0 && scene.container.engine.shownOverlay == .left)
    }

    @Test func theOtherSideIsRefusedWhileOneIsShown() throws {
        let (scene, sheet, left) = try makeScene()
        let right = scene.ui.makeViewController("Other")
        scene.ui.perform { sheet.set(right, on: .right) }
        scene.ui.perform { sheet.engine.moveOverlay(on: .left, shown: true, animation: nil) }
        var answers: [Bool] = []
        scene.ui.perform { sheet.move(on: .right, shown: true) { answers.append($0) } }
        #expect(answers == [false] && sheet.engine.shownOverlay == .left)
        #expect(left.view.frame == SideSheet.shown && right.view.isHidden)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aResizeSettlesTheMotionWhereItHeads() throws {
        let (scene, sheet, child) = try makeScene()
        scene.ui.perform { sheet.move(on: .left, shown: true) }
        scene.ui.clock.advance(frames: 5)
        scene.ui.perform { scene.window.resize(to: CGSize(width: 844, height: 390)) }
        #expect(sheet.engine.phase == .idle && sheet.engine.shownOverlay == .left)
        #expect(child.view.frame == SideSheet.shown)
        #expect(
            sheet.engine.diagnostics.contains {
                if case .transitionSettled(_, .resized, true) = $0 { return true } else { return false }
            })
        #expect(scene.ui.finish() == .clean)
    }

    @Test func enteringTheBackgroundSettlesTheMotion() throws {
        let (scene, sheet, _) = try makeScene()
        scene.ui.perform { sheet.move(on: .left, shown: true) }
        scene.ui.clock.advance(frames: 3)
        scene.ui.perform { sheet.move(on: .left, shown: false) }
        scene.ui.clock.advance(frames: 1)
        scene.ui.enterBackground()
        #expect(sheet.engine.phase == .idle && sheet.engine.shownOverlay == nil)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func theShownOverlayIsTheChildOnScreenAndCoversTheRest() throws {
        let (scene, sheet, child) = try makeScene()
        scene.ui.perform { sheet.engine.moveOverlay(on: .left, shown: true, animation: nil) }
        let display = try #require(sheet.engine.controllerDisplay)
        #expect(display.childOnScreen === child && display.cover?.view === child.view)
        // VoiceOver's escape takes the cover away, as the slot's owner does it: animated.
        scene.ui.perform { display.cover?.dismiss() }
        scene.ui.clock.runUntilIdle()
        #expect(sheet.engine.shownOverlay == nil && sheet.engine.controllerDisplay?.cover == nil)
        #expect(sheet.engine.controllerDisplay?.childOnScreen === scene.children[0])
        #expect(scene.ui.finish() == .clean)
    }

    @Test func replacingTheShownOverlayHidesItFirst() throws {
        let (scene, sheet, old) = try makeScene()
        scene.ui.perform { sheet.engine.moveOverlay(on: .left, shown: true, animation: nil) }
        #expect(old.appearanceState == .appeared)
        let new = scene.ui.makeViewController("Sheet2")
        scene.ui.perform { sheet.set(new, on: .left) }
        #expect(old.appearanceState == .disappeared && old.parent == nil && old.view.superview == nil)
        #expect(new.parent === scene.container && new.view.isHidden && sheet.engine.shownOverlay == nil)
        #expect(scene.ui.finish() == .clean)
    }

    @Test func aReplaceOnlyAnimatorShowsAtOnceAndSaysSo() throws {
        let (scene, sheet, child) = try makeScene()
        sheet.animator = slideAnimator()
        var answers: [Bool] = []
        scene.ui.perform { sheet.move(on: .left, shown: true) { answers.append($0) } }
        #expect(answers == [true] && sheet.engine.shownOverlay == .left && child.view.frame == SideSheet.shown)
        #expect(
            sheet.engine.diagnostics.contains {
                if case .animatorKindMismatch(_, _, .overlay) = $0 { return true } else { return false }
            })
        #expect(scene.ui.finish() == .clean)
    }

    /// Leaving navigation style while visible: the hidden overlay's child appears with the container, as UIKit has
    /// it in the automatic mode; entering it again, it is told it disappears.
    @Test func changingTheForwardingModeHandsTheHiddenOverlayOver() throws {
        let (scene, sheet, child) = try makeScene()
        #expect(child.appearanceState == .disappeared)
        scene.container.engine.appearanceForwarding = .automatic
        #expect(child.appearanceState == .appeared)
        scene.container.engine.appearanceForwarding = .navigationStyle
        #expect(child.appearanceState == .disappeared)
        _ = sheet
        #expect(scene.ui.finish() == .clean)
    }
}
