import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// A grid screen: a scrolling list with one photo cell tagged as the shared element.
@MainActor
final class GridScreen: Screen {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let cell = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))

    override init(_ name: String = "Grid") {
        super.init(name)
        list.contentSize = CGSize(width: 390, height: 4_000)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.layer.cornerRadius = 8
        cell.transitionElement = "photo"
        list.addSubview(cell)
        view.addSubview(list)
    }
}

/// A detail screen whose photo carries the same identifier (or none, for the fallback).
@MainActor
final class PhotoScreen: Screen {
    let photo = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))

    /// The element id the photo takes when the screen lays out, if any (a screen that shows its photo then).
    var idAtLayout: Int?
    /// Whether the photo is tagged only when the screen lays out (a screen that makes its views then).
    var tagsAtLayout = false

    init(_ name: String = "Photo", tagged: Bool = true) {
        super.init(name)
        if tagged { photo.transitionElement = "photo" }
        view.addSubview(photo)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if let idAtLayout { photo.transitionElementID = idAtLayout }
        if tagsAtLayout { photo.transitionElement = "photo" }
    }
}

/// A detail screen laid out by a stack view: the photo, tagged, above its title.
@MainActor
final class StackedPhotoScreen: Screen {
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    let caption = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let stack: UIStackView

    init() {
        stack = UIStackView(arrangedSubviews: [photo, caption])
        super.init("Photo")
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 100, width: 390, height: 600)
        photo.transitionElement = "photo"
        view.addSubview(stack)
    }
}

/// The grid on a navigation stack in a model window, the container transform's delegate attached, at rest, and the
/// detail screen a test pushes (made in the scene's environment, as the scene makes its screens).
@MainActor
struct GridStack<Detail: UIViewController> {
    let ui = HeadlessEnvironment()
    /// The app keeps its window: the model's environment does not.
    let window: UIWindow
    let delegate = ContainerTransformDelegate()
    let grid = GridScreen()
    let detail: Detail
    let navigation: UINavigationController

    init(detail makeDetail: () -> Detail) {
        window = ui.makeWindow()
        detail = makeDetail()
        navigation = UINavigationController(rootViewController: grid)
        navigation.delegate = delegate
        let (window, navigation) = (window, navigation)
        ui.perform { window.rootViewController = navigation }
        ui.clock.runUntilIdle()
    }
}

/// A navigation or presentation delegate of the app's own that plays the container transform, interactively when
/// asked, so a test can stop it at any progress.
@MainActor
final class ContainerTransformDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerTransitioningDelegate
{
    let animator = ContainerTransformAnimator(element: "photo")
    var animated: CatalogueAnimatedTransitioning?
    var interaction: CatalogueInteractionController?

    func make(
        _ operation: SystemTransitionOperation, from: UIViewController, to: UIViewController
    )
        -> CatalogueAnimatedTransitioning
    {
        let animated = CatalogueAnimatedTransitioning(
            animator: animator, operation: operation,
            pair: TransitionPair(
                container: "Navigation", from: from.transitionIdentifier ?? "", to: to.transitionIdentifier ?? ""))
        self.animated = animated
        interaction = CatalogueInteractionController(driving: animated)
        return animated
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        make(operation == .push ? .push : .pop, from: fromVC, to: toVC)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        make(.present, from: presenting, to: presented)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let presenting = dismissed.presentingViewController else { return nil }
        return make(.dismiss, from: dismissed, to: presenting)
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// The grid in a window starting to present the photo with `style` through the container transform's delegate, held
/// at the start by the presentation's interaction.
@MainActor
struct GridPresentation {
    let ui = HeadlessEnvironment()
    let window: UIWindow
    let delegate = ContainerTransformDelegate()
    let grid = GridScreen()
    let detail = PhotoScreen()
    let present: CatalogueInteractionController
    let container: UIView?

    init(_ style: UIModalPresentationStyle) throws {
        window = ui.makeWindow()
        detail.modalPresentationStyle = style
        detail.transitioningDelegate = delegate
        let (window, grid, detail) = (window, grid, detail)
        ui.perform { window.rootViewController = grid }
        ui.perform { grid.present(detail, animated: true) }
        present = try #require(delegate.interaction)
        container = detail.view.superview
    }
}

/// The stand-in a transition put up in `container`: the clipping view holding two snapshots.
@MainActor
func standIn(in container: UIView?) -> UIView? {
    container?.subviews.last { view in
        view.subviews.count == 2 && view.subviews.allSatisfy { $0 is HeadlessSnapshotView }
    }
}

@MainActor
@Suite("Container transform on the model")
struct ContainerTransformTests {
    /// Scrubs the running transition to `progress` and returns the stand-in's frame in its container there.
    func standInFrame(
        _ ui: HeadlessEnvironment, _ interaction: CatalogueInteractionController, _ container: UIView?,
        at progress: Double
    ) -> CGRect? {
        ui.perform { interaction.update(progress) }
        return standIn(in: container)?.frame
    }

    @Test func aPushGrowsTheCellIntoThePhotoAndAPopAfterScrollingLandsWhereTheCellIsNow() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let delegate = ContainerTransformDelegate()
        let grid = GridScreen()
        let detail = PhotoScreen()
        let navigation = UINavigationController(rootViewController: grid)
        navigation.delegate = delegate
        ui.perform { window.rootViewController = navigation }

        ui.perform { navigation.pushViewController(detail, animated: true) }
        let push = try #require(delegate.interaction)
        let container = detail.view.superview
        #expect(standInFrame(ui, push, container, at: 0) == CGRect(x: 20, y: 300, width: 100, height: 100))
        #expect(standIn(in: container)?.layer.cornerRadius == 8)
        #expect(grid.cell.isHidden && detail.photo.isHidden)
        let pictures = try #require(standIn(in: container)?.subviews as? [HeadlessSnapshotView])
        #expect(
            pictures.count == 2 && pictures[0].snapshotted === grid.cell && pictures[1].snapshotted === detail.photo)
        #expect(pictures.allSatisfy { !$0.isBlank })
        #expect(standInFrame(ui, push, container, at: 1) == CGRect(x: 0, y: 100, width: 390, height: 300))
        ui.perform { push.finish(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(!grid.cell.isHidden && !detail.photo.isHidden)
        #expect(standIn(in: container) == nil)

        // The list scrolls while the detail is on top; the return lands on the cell where it is now.
        grid.list.contentOffset = CGPoint(x: 0, y: 120)
        ui.perform { navigation.popViewController(animated: true) }
        let pop = try #require(delegate.interaction)
        #expect(standInFrame(ui, pop, container, at: 0) == CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(standInFrame(ui, pop, container, at: 1) == CGRect(x: 20, y: 180, width: 100, height: 100))
        ui.perform { pop.finish(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(navigation.topViewController === grid)
        #expect(!grid.cell.isHidden && !detail.photo.isHidden)
        #expect(grid.list.contentOffset.y == 120)
        #expect(ui.appearanceErrors.isEmpty && ui.transitionErrors.isEmpty)
    }

    /// Review: the photo flying was hidden with `isHidden`, and a stack view gives a hidden arranged view's place to
    /// the views after it: the detail's title jumped up into the photo's space while it flew, and back down as it
    /// landed. The screen around the element keeps its layout.
    @Test func theScreenAroundAFlyingPhotoKeepsItsLayout() throws {
        let stack = GridStack { StackedPhotoScreen() }
        let (ui, delegate, navigation, detail) = (stack.ui, stack.delegate, stack.navigation, stack.detail)
        ui.perform { navigation.pushViewController(detail, animated: true) }
        let push = try #require(delegate.interaction)
        let captionAtRest = CGRect(x: 0, y: 300, width: 390, height: 44)
        for progress in [0.2, 0.5, 0.8] {
            ui.perform { push.update(progress) }
            ui.clock.advance(frames: 1)
            #expect(detail.caption.frame == captionAtRest, "the title moved to \(detail.caption.frame) at \(progress)")
            #expect(
                detail.photo.alpha == 0 || detail.photo.isHidden, "the photo itself shows beside its flying picture")
        }
        ui.perform { push.finish(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(detail.caption.frame == captionAtRest)
        #expect(!detail.photo.isHidden && detail.photo.alpha == 1)
        withExtendedLifetime(stack) {}
    }

    /// A cell scrolled half under its list's top edge flew whole: the part the list clipped away appeared above the
    /// list as the flight began, its corners rounded where the list had cut it square. The part that shows flies,
    /// pictured as it shows, with square corners, and lands in the photo.
    @Test func aCellHalfUnderItsListsEdgeFliesAsItShows() throws {
        let stack = GridStack { PhotoScreen() }
        let (ui, delegate, navigation, grid, detail) = (
            stack.ui, stack.delegate, stack.navigation, stack.grid, stack.detail
        )
        // The cell (300…400 in the list's content) shows from 340: its top 40 points are above the list's edge.
        grid.list.contentOffset = CGPoint(x: 0, y: 340)
        ui.perform { navigation.pushViewController(detail, animated: true) }
        let push = try #require(delegate.interaction)
        let container = detail.view.superview
        #expect(standInFrame(ui, push, container, at: 0) == CGRect(x: 20, y: 0, width: 100, height: 60))
        #expect(standIn(in: container)?.layer.cornerRadius == 0, "the cut edge was rounded")
        let pictures = try #require(standIn(in: container)?.subviews as? [HeadlessSnapshotView])
        #expect(pictures.first?.region == CGRect(x: 0, y: 40, width: 100, height: 60))
        #expect(standInFrame(ui, push, container, at: 1) == CGRect(x: 0, y: 100, width: 390, height: 300))
        ui.perform { push.finish(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(!grid.cell.isHidden)
        withExtendedLifetime(stack) {}
    }

    @Test func aPresentationGrowsTheCellIntoThePhoto() throws {
        let scene = try GridPresentation(.fullScreen)
        let (ui, delegate, grid, detail, present, container) = (
            scene.ui, scene.delegate, scene.grid, scene.detail, scene.present, scene.container
        )
        #expect(standInFrame(ui, present, container, at: 0) == CGRect(x: 20, y: 300, width: 100, height: 100))
        #expect(standInFrame(ui, present, container, at: 1) == CGRect(x: 0, y: 100, width: 390, height: 300))
        ui.perform { present.finish(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(grid.presentedViewController === detail)
        #expect(!grid.cell.isHidden && !detail.photo.isHidden)

        ui.perform { detail.dismiss(animated: true) }
        let dismiss = try #require(delegate.interaction)
        #expect(standInFrame(ui, dismiss, container, at: 1) == CGRect(x: 20, y: 300, width: 100, height: 100))
        ui.perform { dismiss.cancel(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(grid.presentedViewController === detail)
        #expect(!grid.cell.isHidden && !detail.photo.isHidden)
        #expect(standIn(in: container) == nil)
    }

    /// A custom container with the grid and the photo as children, the transform chosen by a config.
    @MainActor
    struct Switcher {
        let ui = HeadlessEnvironment()
        let window: UIWindow
        let container = TransitionContainerViewController(identifier: "Browser")
        let grid = GridScreen()
        let detail: PhotoScreen
        let configuration: ConfiguredTransitionDelegate

        init(
            tagged: Bool = true, rule: String = #""animator": {"type": "container-transform", "element": "photo"}"#
        )
            throws
        {
            window = ui.makeWindow()
            detail = PhotoScreen(tagged: tagged)
            let json =
                #"{"version": 1, "transitions": [{"from": "Grid", "to": "Photo", "reversible": true, "#
                + rule + "}]}"
            configuration = try ConfiguredTransitionDelegate(data: Data(json.utf8), registry: .catalogue)
            configuration.attach(to: container.engine)
            let (window, container, grid, detail) = (window, container, grid, detail)
            ui.perform {
                window.rootViewController = container
                container.viewControllers = [grid, detail]
            }
        }
    }

    @Test func aCustomContainerSwitchMovesTheStandInFromCellToPhoto() throws {
        let scene = try Switcher()
        let engine = scene.container.engine
        scene.ui.perform { _ = try? engine.beginInteractiveTransition(to: 1) }
        let content = scene.grid.view.superview
        #expect(standIn(in: content)?.frame == CGRect(x: 20, y: 300, width: 100, height: 100))
        scene.ui.perform { try? engine.updateInteractiveTransition(1) }
        #expect(standIn(in: content)?.frame == CGRect(x: 0, y: 100, width: 390, height: 300))
        scene.ui.perform { try? engine.finishInteractiveTransition() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1)
        #expect(!scene.grid.cell.isHidden && !scene.detail.photo.isHidden)
        #expect(standIn(in: content) == nil)
        #expect(engine.diagnostics.isEmpty)
    }

    /// Review: with Reduce Motion (or Prefer Cross-Fade Transitions) on in Settings, the cell grew into the photo in a
    /// custom container unless the app had set up a settings observer, while UIKit's own containers cross-faded. The
    /// container tells the transition what Settings say, as they do: the screens fade through, nothing flies.
    @Test(arguments: [false, true])
    func withLessMotionInSettingsTheCustomContainerFadesThrough(crossFade: Bool) throws {
        let scene = try Switcher()
        if crossFade {
            scene.ui.accessibility.prefersCrossFadeTransitions = true
        } else {
            scene.ui.accessibility.isReduceMotionEnabled = true
        }
        let engine = scene.container.engine
        scene.ui.perform { _ = try? engine.beginInteractiveTransition(to: 1) }
        scene.ui.perform { try? engine.updateInteractiveTransition(0.5) }
        #expect(engine.activeContext?.prefersReducedMotion == true)
        let content = scene.grid.view.superview
        #expect(standIn(in: content) == nil, "no stand-in flies")
        #expect(!scene.grid.cell.isHidden, "the cell stays in its grid")
        #expect(scene.detail.view.frame == scene.grid.view.frame, "the photo screen fades in place")
        #expect(scene.grid.view.alpha < 1 || scene.detail.view.alpha < 1)
        scene.ui.perform { try? engine.finishInteractiveTransition() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1 && scene.grid.view.superview == nil)
    }

    @Test(arguments: [0.0, 0.2, 0.5, 0.9, 1.0])
    func aCancelAtAnyProgressRestoresEveryView(_ progress: Double) throws {
        let scene = try Switcher()
        let engine = scene.container.engine
        scene.grid.cell.alpha = 0.9
        scene.detail.photo.isHidden = false
        let gridBefore = scene.grid.view.state
        let cellBefore = scene.grid.cell.state
        let photoBefore = scene.detail.photo.state
        let content = try #require(scene.grid.view.superview)
        let subviewsBefore = content.subviews
        scene.ui.perform { _ = try? engine.beginInteractiveTransition(to: 1) }
        scene.ui.perform { try? engine.updateInteractiveTransition(progress) }
        #expect(scene.grid.cell.isHidden && scene.detail.photo.isHidden)
        scene.ui.perform { try? engine.cancelInteractiveTransition() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 0)
        let sameSubviews = content.subviews.elementsEqual(subviewsBefore, by: ===)
        #expect(sameSubviews)
        #expect(scene.grid.view.state == gridBefore)
        #expect(scene.grid.cell.state == cellBefore)
        #expect(scene.detail.photo.state == photoBefore)
        #expect(scene.detail.view.superview == nil)
    }

    @Test func aScreenWithoutTheElementTakesTheRulesFallbackAndSaysWhy() throws {
        for (rule, fallback) in [
            (#""animator": {"type": "container-transform", "element": "photo"}"#, "fade-scale"),
            (
                #""animator": {"type": "container-transform", "element": "photo"}, "fallback": {"type": "slide"}"#,
                "slide"
            ),
        ] {
            let scene = try Switcher(tagged: false, rule: rule)
            scene.ui.perform { scene.container.selectedIndex = 1 }
            let content = scene.grid.view.superview
            #expect(standIn(in: content) == nil)
            #expect(!scene.grid.cell.isHidden)
            scene.ui.clock.runUntilIdle()
            #expect(scene.container.selectedIndex == 1)
            let expected = ContainerDiagnostic.sharedElementMissing(
                TransitionPair(container: "Browser", from: "Grid", to: "Photo", fromIndex: 0, toIndex: 1),
                element: "photo", screen: "Photo", fallback: fallback)
            #expect(scene.container.engine.diagnostics.contains(expected))
            #expect(expected.description.contains("'photo'") && expected.description.contains("'Photo'"))
        }
    }
}

/// The destination of a shared element is pictured after screen updates, which commits the layer tree to the screen
/// then: before, that tree had the arriving screen inserted at rest — fully visible at its final frame — and the
/// display could show it for a frame before the transition's first frame put it back where it starts.
@MainActor
@Suite("A shared element's picture")
struct SharedElementPictureTests {
    @Test(arguments: [60.0, 120.0])
    func picturingTheDestinationShowsNoFrameOfTheFinishedScreen(framesPerSecond: Double) throws {
        let ui = HeadlessEnvironment(framesPerSecond: framesPerSecond)
        let window = ui.makeWindow()
        let grid = GridScreen()
        let detail = PhotoScreen()
        let navigation = UINavigationController(rootViewController: grid)
        let configuration = try ruleConfiguration(
            #"{ "from": "Grid", "to": "Photo", "animator": { "type": "container-transform", "element": "photo" } }"#)
        let delegate = ConfiguredNavigationDelegate(configuration: configuration)
        delegate.attach(to: navigation)
        ui.perform { window.rootViewController = navigation }
        ui.clock.runUntilIdle()
        let watch = FrameWatch(window: window, limits: FrameLimits(cellSize: 24))
        watch.start()
        // What each commit outside a frame shows of the arriving screen.
        var committed: [CGFloat] = []
        let token = ui.observeScreenUpdates {
            committed.append(detail.viewIfLoaded.map { CGFloat($0.layer.presentation().opacity) } ?? 0)
        }
        ui.perform { navigation.pushViewController(detail, animated: true) }
        ui.clock.advance(frames: 1)
        let firstFrame = CGFloat(detail.view.layer.presentation().opacity)
        ui.clock.runUntilIdle()
        ui.cancelScreenUpdateObservation(token)
        #expect(navigation.topViewController === detail)
        #expect(!committed.isEmpty, "the destination was not pictured after screen updates")
        #expect(
            committed.allSatisfy { abs($0 - firstFrame) < 0.05 },
            "a commit showed the arriving screen at opacity \(committed), its first frame at \(firstFrame)")
        let report = watch.report
        #expect(report.jumps.failures.isEmpty, "\(report.jumps.failures)")
    }
}
