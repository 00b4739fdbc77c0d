import Foundation
import Testing
import TransitionCatalogue
import TransitionPreview

@MainActor
func stage(_ name: String, _ parameters: [String: ParameterValue] = [:]) throws -> PreviewStage {
    let animator = try AnimatorRegistry.catalogue.makeAnimator(named: name, parameters: parameters)
    let kind: TransitionKind = animator.capabilities.kinds.contains(.replace) ? .replace : .overlay
    let pair =
        kind == .replace
        ? TransitionPair(container: "P", from: "Home", to: "Search", fromIndex: 0, toIndex: 1)
        : TransitionPair(container: "P", from: "Center", to: "Menu")
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let direction: TransitionDirection = kind == .overlay ? .backward : .forward
    let context = TransitionContext(
        previewing: pair, kind: kind, containerBounds: bounds, direction: direction,
        sharedElement: animator is any SharedElementAnimator
            ? SharedElement.preview(in: bounds, direction: direction) : nil)
    return PreviewStage(animation: animator.animation(for: context), bounds: bounds, kind: kind, pair: pair)
}

@MainActor
@Suite("Previews sample the engine")
struct PreviewTests {
    @Test func keyframeStopsAreTheEnginesEasedSamples() throws {
        let slide = try stage("slide", ["curve": "easeIn"])
        let css = CSSKeyframesRenderer(steps: 4).css(for: slide, prefix: "c")
        let to = try #require(slide.actors.first { $0.role == .to })
        // easeIn at t = 0.25 is the Bézier's y at x = 0.25; the stop must hold exactly the engine's sample.
        let expected = slide.flatState(of: to, atTime: 0.25).frame.minX
        #expect(expected > 0.9 * 390 && expected < 390, "easeIn barely moves at a quarter")
        let stop = String(format: "%.4f", Double(expected)).replacingOccurrences(
            of: "0+$", with: "",
            options: .regularExpression)
        #expect(css.contains("@keyframes c-to {\n  0% { left: 390px;"))
        #expect(css.contains("  25% { left: \(stop)"), "\(css.prefix(400))")
        #expect(css.contains("  100% { left: 0px;"))
    }

    @Test func aFilmstripHasOnePanelPerFrameAndEveryView() throws {
        let svg = FilmstripRenderer(frames: 5).svg(
            for: try stage("slide", ["dimming": 0.4, "style": "overlap"]),
            title: "slide <overlap>")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.components(separatedBy: "<text x=\"0\" y=\"-8\"").count - 1 == 5)
        #expect(svg.components(separatedBy: "data-role=\"dimming\"").count - 1 == 5)
        #expect(svg.contains("<title>slide &lt;overlap&gt;</title>"))
    }

    @Test func theMotionPreviewShowsEachOfTheEnginesFramesOnceALoopInOrder() throws {
        let slide = try stage("slide")
        let svg = FilmstripRenderer(panelWidth: 240).motionSVG(for: slide, title: "slide", hold: 0.8)
        // One frame per 1/60 s of the animation, from its start to its end.
        let expected = Int((slide.animation.duration * 60).rounded(.up)) + 1
        let times = svg.components(separatedBy: "data-t=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
        #expect(times.count == expected && times.first == 0 && times.last == 1)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        // Each frame hides when the next one shows: the loop's moments are covered once, with no gap and no overlap.
        let keyTimes = svg.components(separatedBy: "keyTimes=\"").dropFirst().map { entry in
            entry.prefix { $0 != "\"" }.split(separator: ";").compactMap { Double($0) }
        }
        #expect(keyTimes.count == expected)
        for (this, next) in zip(keyTimes, keyTimes.dropFirst()) {
            #expect(this.last == next[1], "\(this) then \(next)")
        }
        #expect(keyTimes.first == [0, keyTimes[1][1]] && keyTimes.last?.count == 2)
        let total = slide.animation.duration + 1.6
        #expect(svg.contains("dur=\"\(String(format: "%.2f", total))s\"") || svg.contains("dur=\"\(total)s\""))
        // Every frame draws every view, as the still filmstrip does.
        #expect(svg.components(separatedBy: "data-role=\"from\"").count - 1 == expected)
    }

    @Test func screensAreSketchedAsThePhoneScreensTheyStandFor() throws {
        let grow = try stage("container-transform")
        let sketches = Dictionary(uniqueKeysWithValues: grow.actors.map { ($0.role, $0.sketch) })
        let preview = SharedElement.preview(in: grow.bounds)
        // The element leaves a grid's cell and reaches a photo, each left empty where its element stands.
        #expect(sketches[.from] == .grid(hole: preview.source.frame))
        #expect(sketches[.to] == .photo(hole: preview.destination.frame))
        #expect(sketches[.element] == .element)
        let drawer = try stage("drawer")
        #expect(drawer.actors.map(\.sketch) == [.none, .menu, .list])
        #expect(
            try stage("slide").actors.allSatisfy {
                $0.sketch == .list || $0.role == .dimming || $0.role == PreviewStage.backdrop
            })
    }

    @Test func everyCardIsAPhoneWithItsScreensSketched() throws {
        let grow = try stage("container-transform")
        let html = GalleryRenderer().html(title: "Gallery", cards: [GalleryCard(title: "grow", subtitle: "", stage: grow)])
        // The status bar's time and the home indicator, once per card, over the screens.
        #expect(html.components(separatedBy: ">9:41</b>").count - 1 == 1)
        #expect(html.contains("<div class=\"chrome\">"))
        // The screens are sketched: the grid's cells and the navigation bar titled with the screen's name.
        #expect(html.contains(">Home</b>") && html.contains(">Search</b>"))
        let strip = FilmstripRenderer(frames: 3).svg(for: grow, title: "grow")
        #expect(strip.components(separatedBy: ">9:41</text>").count - 1 == 1, "drawn once and used by every phone")
        #expect(strip.components(separatedBy: "href=\"#").count - 1 >= 3 * grow.actors.count)
    }

    @Test func aDrawerStageHasTheDrawerBehindTheCentre() throws {
        let drawer = try stage("drawer")
        #expect(drawer.actors.map(\.role) == [PreviewStage.backdrop, .drawer, .center])
        #expect(drawer.flatState(of: drawer.actors[2], atTime: 1).frame.minX == 280)
        // Behind both, the drawer's surface, as a drawer controller keeps it while the drawer shows.
        #expect(drawer.actors[0].color == drawer.actors[1].color)
    }

    @Test func theGalleryHasACardPerStageWithKeyframesAndAScrubber() throws {
        let cards = try ["slide", "fade-scale", "drawer", "tab"].map {
            GalleryCard(title: $0, subtitle: "", stage: try stage($0))
        }
        let html = GalleryRenderer().html(title: "Gallery", cards: cards)
        #expect(html.components(separatedBy: "<section class=\"card\"").count - 1 == 4)
        #expect(html.contains("@keyframes card2-drawer"))
        #expect(html.components(separatedBy: "type=\"range\"").count - 1 == 4)
    }
}
