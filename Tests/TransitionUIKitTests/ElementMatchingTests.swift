import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
@_spi(Host) import TransitionCore
import TransitionUIKit

/// A grid of 60 photo cells, every one tagged `"photo"` with its photo's id, listed in a shuffled order (a
/// collection view orders its cells' views as it reuses them, not by index).
@MainActor
final class PhotoGridScreen: Screen {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private(set) var cells: [Int: UIView] = [:]

    init() {
        super.init("Grid")
        list.contentSize = CGSize(width: 390, height: 20 * 130)
        var order = Array(0..<60)
        var random = SplitMix64(seed: 60)
        for index in order.indices.reversed() {
            order.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        for photo in order {
            let cell = UIView(frame: Self.frame(ofCell: photo))
            cell.layer.cornerRadius = 6
            cell.transitionElement = "photo"
            cell.transitionElementID = photo
            cells[photo] = cell
            list.addSubview(cell)
        }
        view.addSubview(list)
    }

    /// Where cell `photo` stands in the list's content: three columns of 120-point squares, 10 points apart.
    static func frame(ofCell photo: Int) -> CGRect {
        CGRect(x: 10 + CGFloat(photo % 3) * 130, y: CGFloat(photo / 3) * 130, width: 120, height: 120)
    }

    /// The cells a transition hid.
    var hiddenCells: [Int] { cells.filter { $0.value.isHidden }.map(\.key).sorted() }

    /// What the grid does the next time it lays out (a collection view that reuses its cells for other photos then).
    var onNextLayout: (() -> Void)?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let change = onNextLayout
        onNextLayout = nil
        change?()
    }
}

/// A grid screen whose view is the scrolling list itself, as a collection view controller's is.
@MainActor
final class ScrollingGridScreen: Screen {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let cell = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))

    init() {
        super.init("Grid")
        list.contentSize = CGSize(width: 390, height: 4_000)
        cell.transitionElement = "photo"
        list.addSubview(cell)
    }

    override func loadView() { view = list }
}

/// A carousel narrower than the screen: a strip 200 points wide that clips holds, through a wrapper that clips
/// nothing, three pages of its width side by side, each showing one tagged photo. Page 1 shows, its photo reaching past
/// the strip's right edge; page 2 stands beside it, on the screen but clipped away by the strip; page 0 is off screen.
@MainActor
final class PagerScreen: Screen {
    let strip = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 844))
    private(set) var photos: [Int: UIView] = [:]

    init() {
        super.init("Pager")
        strip.clipsToBounds = true
        let wrapper = UIView(frame: CGRect(x: -200, y: 0, width: 3 * 200, height: 844))
        for page in 0..<3 {
            let pageView = UIView(frame: CGRect(x: CGFloat(page) * 200, y: 0, width: 200, height: 844))
            let photo = UIView(frame: CGRect(x: page == 1 ? 120 : 20, y: 200, width: 150, height: 150))
            photo.transitionElement = "photo"
            photo.transitionElementID = page
            photos[page] = photo
            pageView.addSubview(photo)
            wrapper.addSubview(pageView)
        }
        strip.addSubview(wrapper)
        view.addSubview(strip)
    }
}

/// A carousel whose scroll view is told not to clip, so its neighbouring pages show beyond its bounds: page 1 shows
/// in the middle, page 2's photo reaches into the screen from the right; a faded-out photo lies over page 1.
@MainActor
final class PeekingCarouselScreen: Screen {
    let carousel = UIScrollView(frame: CGRect(x: 40, y: 0, width: 310, height: 844))
    private(set) var photos: [Int: UIView] = [:]

    init() {
        super.init("Carousel")
        carousel.clipsToBounds = false
        carousel.contentSize = CGSize(width: 3 * 310, height: 844)
        for page in 0..<3 {
            // Page 0's photo, faded out, lies over page 1's lower half, where it would show were it not faded.
            let origin = page == 0 ? CGPoint(x: 310 + 80, y: 500) : CGPoint(x: CGFloat(page) * 310 + 20, y: 200)
            let photo = UIView(frame: CGRect(origin: origin, size: CGSize(width: 150, height: 150)))
            photo.transitionElement = "photo"
            photo.transitionElementID = page
            if page == 0 { photo.alpha = 0 }
            photos[page] = photo
            carousel.addSubview(photo)
        }
        carousel.contentOffset = CGPoint(x: 310, y: 0)
        view.addSubview(carousel)
    }
}

@MainActor
@Suite("Shared elements matched by id, and drawn by another view")
struct ElementMatchingTests {
    /// A navigation controller showing the grid, whose delegate plays the container transform interactively.
    @MainActor
    struct Scene {
        let ui = HeadlessEnvironment()
        let delegate = ContainerTransformDelegate()
        let grid = PhotoGridScreen()
        let detail = PhotoScreen()
        let navigation: UINavigationController
        let window: UIWindow

        init(detailShows photo: Int) {
            navigation = UINavigationController(rootViewController: grid)
            navigation.delegate = delegate
            detail.photo.transitionElementID = photo
            window = ui.makeWindow()
            let (window, navigation) = (window, navigation)
            ui.perform { window.rootViewController = navigation }
        }

        /// Scrubs the running transition to `progress` and returns the stand-in's frame in `container`.
        func standInFrame(at progress: Double, in container: UIView?) throws -> CGRect? {
            let interaction = try #require(delegate.interaction)
            ui.perform { interaction.update(progress) }
            return standIn(in: container)?.frame
        }

        func finish() throws {
            let interaction = try #require(delegate.interaction)
            ui.perform { interaction.finish(velocity: 0) }
            ui.clock.runUntilIdle()
        }
    }

    @Test func theDetailGrowsOutOfTheCellShowingItsPhotoAndReturnsToItAfterAScroll() throws {
        let scene = Scene(detailShows: 37)
        scene.grid.list.contentOffset = CGPoint(x: 0, y: 1_300)  // cell 37 shows 260 points from the top
        scene.ui.perform { scene.navigation.pushViewController(scene.detail, animated: true) }
        let container = scene.detail.view.superview
        let cell = PhotoGridScreen.frame(ofCell: 37)
        #expect(try scene.standInFrame(at: 0, in: container) == cell.offsetBy(dx: 0, dy: -1_300))
        #expect(scene.grid.hiddenCells == [37], "only the photo's own cell leaves the grid")
        let pictures = standIn(in: container)?.subviews as? [HeadlessSnapshotView]
        #expect(pictures?.first?.snapshotted === scene.grid.cells[37])
        #expect(
            pictures?.last?.snapshotted === scene.detail.photo, "the photo, fading in, is above the opaque cell")
        #expect(try scene.standInFrame(at: 1, in: container) == CGRect(x: 0, y: 100, width: 390, height: 300))
        try scene.finish()
        #expect(scene.grid.hiddenCells.isEmpty && !scene.detail.photo.isHidden)

        scene.grid.list.contentOffset = CGPoint(x: 0, y: 910)
        scene.ui.perform { scene.navigation.popViewController(animated: true) }
        #expect(try scene.standInFrame(at: 1, in: container) == cell.offsetBy(dx: 0, dy: -910))
        #expect(scene.grid.hiddenCells == [37])
        let back = standIn(in: container)?.subviews as? [HeadlessSnapshotView]
        #expect(
            back?.last?.snapshotted === scene.detail.photo,
            "on the way back the photo fades out above the cell it uncovers, not under it")
        try scene.finish()
        #expect(scene.navigation.topViewController === scene.grid)
        #expect(scene.grid.hiddenCells.isEmpty && !scene.detail.photo.isHidden)
        #expect(scene.ui.appearanceErrors.isEmpty && scene.ui.transitionErrors.isEmpty)
    }

    @Test func aDetailThatChoosesItsPhotoWhenItIsLaidOutGrowsOutOfThatPhotosCell() throws {
        let scene = Scene(detailShows: 36)
        scene.detail.idAtLayout = 37  // a screen that shows the photo it was given once it lays out
        scene.grid.list.contentOffset = CGPoint(x: 0, y: 1_300)
        scene.ui.perform { scene.navigation.pushViewController(scene.detail, animated: true) }
        let container = scene.detail.view.superview
        let cell = PhotoGridScreen.frame(ofCell: 37).offsetBy(dx: 0, dy: -1_300)
        #expect(try scene.standInFrame(at: 0, in: container) == cell)
        #expect(scene.grid.hiddenCells == [37])
        try scene.finish()
        #expect(scene.grid.hiddenCells.isEmpty)
    }

    @Test func aDetailThatMakesItsPhotoWhenItIsFirstLaidOutStillGrowsOutOfTheCell() throws {
        // As a collection view makes its cells, or a SwiftUI screen its views, at its first layout.
        let scene = Scene(detailShows: 37)
        scene.detail.photo.transitionElement = nil
        scene.detail.tagsAtLayout = true
        scene.grid.list.contentOffset = CGPoint(x: 0, y: 1_300)
        scene.ui.perform { scene.navigation.pushViewController(scene.detail, animated: true) }
        let container = scene.detail.view.superview
        let cell = PhotoGridScreen.frame(ofCell: 37).offsetBy(dx: 0, dy: -1_300)
        #expect(try scene.standInFrame(at: 0, in: container) == cell)
        #expect(try scene.standInFrame(at: 1, in: container) == CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(scene.delegate.animated?.diagnostics.isEmpty == true, "no fallback: the photo was there in time")
        try scene.finish()
        #expect(scene.grid.hiddenCells.isEmpty && !scene.detail.photo.isHidden)
    }

    @Test func aCustomContainersArrivingScreenThatTagsItsPhotoAtLayoutGrowsIt() throws {
        let scene = try ContainerTransformTests.Switcher(tagged: false)
        scene.detail.tagsAtLayout = true
        let engine = scene.container.engine
        scene.ui.perform { _ = try? engine.beginInteractiveTransition(to: 1) }
        let content = scene.grid.view.superview
        #expect(standIn(in: content)?.frame == CGRect(x: 20, y: 300, width: 100, height: 100))
        scene.ui.perform { try? engine.finishInteractiveTransition() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1 && standIn(in: content) == nil)
        #expect(engine.diagnostics.isEmpty)
    }

    /// The transition looks for its element when it is asked for, and again once the arriving screen is laid out.
    /// A grid coming back that lays out its cells again then, reusing them for other photos or scrolled elsewhere,
    /// shows the photo in another cell: the photo shrinks into that cell, not into the one that showed it a moment
    /// before.
    @Test(arguments: [false, true])
    func aGridThatReusesItsCellsAsItComesBackTakesThePhotoIntoTheCellShowingItNow(scrolled: Bool) throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let container = TransitionContainerViewController(identifier: "Browser")
        container.engine.defaultAnimator = ContainerTransformAnimator(element: "photo")
        let grid = PhotoGridScreen()
        grid.list.contentOffset = CGPoint(x: 0, y: 1_300)
        let detail = PhotoScreen()
        detail.photo.transitionElementID = 37
        ui.perform {
            window.rootViewController = container
            container.viewControllers = [grid, detail]
        }
        let engine = container.engine
        ui.perform { try? container.select(index: 1, animated: false) }
        grid.onNextLayout = {
            if scrolled {
                // Back at its top: cell 37 is out of sight; cell 1 shows photo 37 now.
                grid.list.contentOffset = .zero
                grid.cells[1]?.transitionElementID = 37
                grid.cells[37]?.transitionElementID = 1
            } else {
                grid.cells[37]?.transitionElementID = 38
                grid.cells[38]?.transitionElementID = 37
            }
        }
        ui.perform { _ = try? engine.beginInteractiveTransition(to: 0) }
        ui.perform { try? engine.updateInteractiveTransition(1) }
        let cell = scrolled ? 1 : 38
        let shown = PhotoGridScreen.frame(ofCell: cell).offsetBy(dx: 0, dy: scrolled ? 0 : -1_300)
        #expect(standIn(in: grid.view.superview)?.frame == shown)
        #expect(grid.hiddenCells == [cell])
        ui.perform { try? engine.finishInteractiveTransition() }
        ui.clock.runUntilIdle()
        #expect(container.selectedIndex == 0 && grid.hiddenCells.isEmpty)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func anArrivingScreenStillWithoutTheElementOnceLaidOutTakesTheFallback() throws {
        let scene = try ContainerTransformTests.Switcher(
            tagged: false,
            rule: #""animator": {"type": "container-transform", "element": "photo"}, "fallback": {"type": "slide"}"#)
        let engine = scene.container.engine
        scene.ui.perform { _ = try? engine.beginInteractiveTransition(to: 1) }
        scene.ui.perform { try? engine.updateInteractiveTransition(0.5) }
        // The slide: the photo screen half-way in from the right edge.
        #expect(scene.detail.view.frame.minX == 195)
        #expect(standIn(in: scene.grid.view.superview) == nil && !scene.grid.cell.isHidden)
        scene.ui.perform { try? engine.finishInteractiveTransition() }
        scene.ui.clock.runUntilIdle()
        #expect(engine.diagnostics.contains { diagnostic in
            guard case let .sharedElementMissing(_, _, screen, fallback) = diagnostic else { return false }
            return screen == "Photo" && fallback == "slide"
        })
    }

    @Test(arguments: [false, true])
    func withReduceMotionInSettingsTheElementDoesNotFlyEvenFromAnAppsOwnDelegate(crossFade: Bool) throws {
        let scene = Scene(detailShows: 37)
        if crossFade {
            scene.ui.accessibility.prefersCrossFadeTransitions = true
        } else {
            scene.ui.accessibility.isReduceMotionEnabled = true
        }
        scene.grid.list.contentOffset = CGPoint(x: 0, y: 1_300)
        scene.ui.perform { scene.navigation.pushViewController(scene.detail, animated: true) }
        let interaction = try #require(scene.delegate.interaction)
        scene.ui.perform { interaction.update(0.5) }
        #expect(standIn(in: scene.detail.view.superview) == nil, "no photo zooming across the screen")
        #expect(scene.grid.hiddenCells.isEmpty)
        try scene.finish()
        #expect(scene.navigation.topViewController === scene.detail)
    }

    @Test func aPresentationOverTheGridGrowsTheCellAndTheDismissalShrinksItBack() throws {
        // `.overFullScreen` keeps the grid in place under the photo: UIKit gives no view for it.
        let scene = try GridPresentation(.overFullScreen)
        let (ui, delegate, grid, detail, present, container) = (
            scene.ui, scene.delegate, scene.grid, scene.detail, scene.present, scene.container
        )
        ui.perform { present.update(0) }
        #expect(standIn(in: container)?.frame == CGRect(x: 20, y: 300, width: 100, height: 100))
        #expect(grid.cell.isHidden && detail.photo.isHidden)
        let pictures = standIn(in: container)?.subviews as? [HeadlessSnapshotView]
        #expect(pictures?.first?.snapshotted === grid.cell && pictures?.first?.isBlank == false)
        ui.perform { present.finish(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(grid.presentedViewController === detail && !grid.cell.isHidden && !detail.photo.isHidden)
        #expect(delegate.animated?.diagnostics.isEmpty == true)

        ui.perform { detail.dismiss(animated: true) }
        let dismiss = try #require(delegate.interaction)
        ui.perform { dismiss.update(1) }
        #expect(standIn(in: container)?.frame == CGRect(x: 20, y: 300, width: 100, height: 100))
        ui.perform { dismiss.finish(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(grid.presentedViewController == nil && !grid.cell.isHidden)
        #expect(delegate.animated?.diagnostics.isEmpty == true)
    }

    @Test func aCellScrolledOutOfTheListIsNotWhereThePhotoComesFrom() throws {
        let scene = Scene(detailShows: 37)  // cell 37 stands 1,560 points down, below the screen
        scene.ui.perform { scene.navigation.pushViewController(scene.detail, animated: true) }
        let container = scene.detail.view.superview
        #expect(standIn(in: container) == nil, "no element flies in from beyond the screen's edge")
        #expect(scene.grid.hiddenCells.isEmpty)
        #expect(scene.delegate.animated?.diagnostics.contains { diagnostic in
            guard case let .sharedElementMissing(_, _, screen, _) = diagnostic else { return false }
            return screen == "Grid"
        } == true)
        try scene.finish()
        #expect(scene.navigation.topViewController === scene.detail)
    }

    @Test func aGridWhoseScreenIsTheScrollViewIsMeasuredWhereItsCellsShow() throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let delegate = ContainerTransformDelegate()
        let grid = ScrollingGridScreen()
        let detail = PhotoScreen()
        let navigation = UINavigationController(rootViewController: grid)
        navigation.delegate = delegate
        ui.perform { window.rootViewController = navigation }
        ui.perform { grid.list.contentOffset = CGPoint(x: 0, y: 150) }
        ui.perform { navigation.pushViewController(detail, animated: true) }
        let container = try #require(detail.view.superview)
        let interaction = try #require(delegate.interaction)
        ui.perform { interaction.update(0) }
        let shown = grid.cell.convert(grid.cell.bounds, to: container)
        #expect(standIn(in: container)?.frame == shown, "the photo grows from where the cell shows")
        ui.perform { interaction.cancel(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(!grid.cell.isHidden && standIn(in: container) == nil)
    }

    @Test(arguments: [(0, false), (1, true), (2, false)])
    func aPagersNeighbouringPageIsClippedAwayButAPhotoReachingIntoViewIsSeen(page: Int, flies: Bool) throws {
        let pager = PagerScreen()
        try expectPhoto(page, of: pager.photos, on: pager, flies: flies)
    }

    @Test(arguments: [(0, false), (1, true), (2, true)])
    func aCarouselThatShowsItsNeighboursLetsTheirPhotosFlyButNotAFadedOne(page: Int, flies: Bool) throws {
        let carousel = PeekingCarouselScreen()
        try expectPhoto(page, of: carousel.photos, on: carousel, flies: flies)
    }

    /// Pushes a detail showing photo `page` over `screen` and stops at the start: the photo of `photos` it grows out
    /// of flies (hidden under the stand-in) when `flies`; otherwise nothing flies and every photo stays. A cancel
    /// leaves every photo shown.
    private func expectPhoto(_ page: Int, of photos: [Int: UIView], on screen: Screen, flies: Bool) throws {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let delegate = ContainerTransformDelegate()
        let detail = PhotoScreen()
        detail.photo.transitionElementID = page
        let navigation = UINavigationController(rootViewController: screen)
        navigation.delegate = delegate
        ui.perform { window.rootViewController = navigation }
        ui.perform { navigation.pushViewController(detail, animated: true) }
        let container = try #require(detail.view.superview)
        let interaction = try #require(delegate.interaction)
        ui.perform { interaction.update(0) }
        let photo = try #require(photos[page])
        #expect((standIn(in: container) != nil) == flies, "photo \(page)")
        #expect(photo.isHidden == flies && photos.values.filter(\.isHidden).count == (flies ? 1 : 0), "photo \(page)")
        ui.perform { interaction.cancel(velocity: 0) }
        ui.clock.runUntilIdle()
        #expect(photos.values.allSatisfy { !$0.isHidden } && standIn(in: container) == nil)
    }

    @Test func aPhotoNoCellShowsPlaysTheFallbackBothWaysAndSaysWhichScreenLacksIt() throws {
        let scene = Scene(detailShows: 99)
        scene.ui.perform { scene.navigation.pushViewController(scene.detail, animated: true) }
        let container = scene.detail.view.superview
        #expect(standIn(in: container) == nil)
        #expect(scene.grid.hiddenCells.isEmpty, "no other photo's cell flies in its place")
        #expect(scene.delegate.animated?.diagnostics.contains { diagnostic in
            guard case let .sharedElementMissing(_, element, screen, _) = diagnostic else { return false }
            return element == "photo" && screen == "Grid"
        } == true)
        try scene.finish()

        // The cell the detail came from scrolled away and its view went to another photo: the return falls back too.
        scene.ui.perform { scene.navigation.popViewController(animated: true) }
        #expect(standIn(in: container) == nil && scene.grid.hiddenCells.isEmpty)
        #expect(scene.delegate.animated?.diagnostics.contains { diagnostic in
            guard case let .sharedElementMissing(_, _, screen, _) = diagnostic else { return false }
            return screen == "Grid"
        } == true)
        try scene.finish()
        #expect(scene.navigation.topViewController === scene.grid)
    }

    @Test func screensTaggingOneViewEachWithoutIdsStillPairThem() throws {
        let scene = Scene(detailShows: 0)
        scene.detail.photo.transitionElementID = nil
        scene.ui.perform { scene.navigation.pushViewController(scene.detail, animated: true) }
        let first = try #require(
            scene.grid.list.subviews.first { $0.transitionElement == "photo" && $0.frame.minY < 844 })
        #expect(scene.grid.hiddenCells.count == 1 && first.isHidden, "the first tagged view shown, as before ids")
    }
}

/// A screen as a SwiftUI hosting controller shows it: its view draws the element itself, and an element marker
/// covers the element's frame, carrying its tag and telling the screen when to stop drawing it.
@MainActor
final class DrawnElementScreen: Screen {
    let marker = ElementMarkerView(frame: .zero)
    /// What the marker told the screen, in order.
    private(set) var lifts: [Bool] = []
    /// Whether the screen draws its element now.
    private(set) var drawsElement = true

    init(_ name: String, element frame: CGRect, id: Int) {
        super.init(name)
        marker.frame = frame
        marker.transitionElement = "photo"
        marker.transitionElementID = id
        marker.onLift = { [unowned self] lifted in
            lifts.append(lifted)
            drawsElement = !lifted
        }
        view.addSubview(marker)
    }
}

extension ElementMatchingTests {
    /// A custom container switching between two drawn screens with the container transform.
    @MainActor
    struct DrawnScene {
        let ui = HeadlessEnvironment()
        let container = TransitionContainerViewController(identifier: "Browser")
        let grid = DrawnElementScreen("Grid", element: CGRect(x: 140, y: 400, width: 120, height: 120), id: 7)
        let detail = DrawnElementScreen("Photo", element: CGRect(x: 0, y: 100, width: 390, height: 300), id: 7)
        let configuration: ConfiguredTransitionDelegate
        let window: UIWindow

        init() throws {
            configuration = try ruleConfiguration(
                #"{"from": "Grid", "to": "Photo", "reversible": true, "animator": "#
                    + #"{"type": "container-transform", "element": "photo"}}"#)
            configuration.attach(to: container.engine)
            window = ui.makeWindow()
            let (window, container, grid, detail) = (window, container, grid, detail)
            ui.perform {
                window.rootViewController = container
                container.viewControllers = [grid, detail]
            }
        }
    }

    @Test func anElementAnotherViewDrawsIsPicturedFromItsScreenAndHiddenByItsOwner() throws {
        let scene = try DrawnScene()
        let engine = scene.container.engine
        scene.ui.perform { _ = try? engine.beginInteractiveTransition(to: 1) }
        let content = scene.grid.view.superview
        #expect(standIn(in: content)?.frame == scene.grid.marker.frame)
        let pictures = try #require(standIn(in: content)?.subviews as? [HeadlessSnapshotView])
        #expect(pictures.count == 2)
        #expect(pictures[0].snapshotted === scene.grid.view && pictures[0].region == scene.grid.marker.frame)
        #expect(pictures[1].snapshotted === scene.detail.view && pictures[1].region == scene.detail.marker.frame)
        #expect(!pictures[0].isBlank, "both pictures are taken before either element is hidden")
        #expect(!pictures[1].isBlank, "both pictures are taken before either element is hidden")
        #expect(!scene.grid.drawsElement && !scene.detail.drawsElement)
        #expect(!scene.grid.marker.isHidden && !scene.detail.marker.isHidden, "a marker hidden would hide nothing")
        scene.ui.perform { try? engine.updateInteractiveTransition(1) }
        #expect(standIn(in: content)?.frame == scene.detail.marker.frame)
        scene.ui.perform { try? engine.finishInteractiveTransition() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 1 && standIn(in: content) == nil)
        #expect(scene.grid.lifts == [true, false] && scene.detail.lifts == [true, false])
        #expect(scene.grid.drawsElement && scene.detail.drawsElement)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func aCancelledSwitchGivesADrawnElementBackToItsScreen(_ progress: Double) throws {
        let scene = try DrawnScene()
        let engine = scene.container.engine
        scene.ui.perform { _ = try? engine.beginInteractiveTransition(to: 1) }
        scene.ui.perform { try? engine.updateInteractiveTransition(progress) }
        scene.ui.perform { try? engine.cancelInteractiveTransition() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.selectedIndex == 0)
        #expect(scene.grid.drawsElement && scene.grid.lifts == [true, false])
        #expect(!scene.grid.marker.isLifted && !scene.detail.marker.isLifted)
    }
}
