import Foundation
import Testing
import TransitionCatalogue
import TransitionPreview

@MainActor
@Suite("The gallery in a real browser")
struct BrowserCheckTests {
    @Test(
        .enabled(if: Browser.path != nil, "chromium is not installed here; .ci/run installs it, so CI runs this"),
        arguments: [0, 0.25, 0.5, 1])
    func theLivePreviewMatchesTheEnginesSamples(t: Double) throws {
        let (dom, stages) = try page([URLQueryItem(name: "t", value: "\(t)")])
        try expectViews(in: dom, of: stages, at: "t = \(t)") { $0.flatState(of: $1, atTime: t) }
    }

    /// Every view of every card in `dom` stands where `expected` says (within 1 pt) with its opacity (within 0.01),
    /// and every view was compared.
    func expectViews(
        in dom: String, of stages: [PreviewStage], at moment: String,
        expected: (PreviewStage, PreviewStage.Actor) -> ViewState
    ) throws {
        let json = try text(of: "measurements", in: dom)
        let measured = try JSONDecoder().decode([Measurement].self, from: Data(json.utf8))
        var compared = 0
        for (index, stage) in stages.enumerated() {
            for actor in stage.actors {
                let state = expected(stage, actor)
                let rect = state.presentedFrame
                let row = try #require(measured.first { $0.card == "card\(index)" && $0.role == actor.role.rawValue })
                let label = "card \(index) \(actor.role) at \(moment)"
                #expect(abs(row.x - rect.minX) <= 1, "\(label): x \(row.x) vs \(rect.minX)")
                #expect(abs(row.y - rect.minY) <= 1, "\(label): y \(row.y) vs \(rect.minY)")
                #expect(abs(row.width - rect.width) <= 1, "\(label): width \(row.width) vs \(rect.width)")
                #expect(abs(row.height - rect.height) <= 1, "\(label): height \(row.height) vs \(rect.height)")
                #expect(abs(row.opacity - state.alpha) <= 0.01, "\(label): opacity \(row.opacity) vs \(state.alpha)")
                compared += 1
            }
        }
        #expect(compared == stages.map(\.actors.count).reduce(0, +) && compared >= 16)
    }

    /// The page opened with `query` on the checked stages (a slide, a parallax slide with dimming, a fade-scale, two
    /// drawers, a tab switch and a container transform), the text of its `<pre id="…">` elements, and the stages.
    func page(_ query: [URLQueryItem]) throws -> (dom: String, stages: [PreviewStage]) {
        let names: [(String, [String: ParameterValue])] = [
            ("slide", [:]), ("slide", ["style": "parallax", "dimming": 0.5]), ("fade-scale", [:]),
            ("drawer", ["style": "swinging-door"]), ("drawer", ["style": "slide-and-scale"]), ("tab", [:]),
            ("container-transform", [:]),
        ]
        let stages = try names.map { try stage($0.0, $0.1) }
        let cards = zip(names, stages).map { GalleryCard(title: $0.0.0, subtitle: "", stage: $0.1) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("index.html")
        try Data(GalleryRenderer().html(title: "check", cards: cards).utf8).write(to: file)
        var components = try #require(URLComponents(url: file, resolvingAgainstBaseURL: false))
        components.queryItems = query
        let url = try #require(components.url)
        return (try #require(try Browser.dumpDOM(url), "chromium timed out"), stages)
    }

    func text(of id: String, in dom: String) throws -> String {
        let start = try #require(dom.range(of: "<pre id=\"\(id)\" hidden=\"\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        return String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
    }

    @Test(
        .enabled(if: Browser.path != nil, "chromium is not installed here; .ci/run installs it, so CI runs this"),
        arguments: [0.3, 0.7])
    func aDragShowsTheEnginesFrameAtTheFingersProgressWithNoScriptError(progress: Double) throws {
        let (dom, stages) = try page([URLQueryItem(name: "scrub", value: "\(progress)")])
        #expect(try text(of: "errors", in: dom).isEmpty)
        try expectViews(in: dom, of: stages, at: "progress \(progress)") { $0.flatState(of: $1, atProgress: progress) }
    }

    struct Decision: Decodable {
        let card: String
        let finishes: Bool
    }

    @Test(
        .enabled(if: Browser.path != nil, "chromium is not installed here; .ci/run installs it, so CI runs this"),
        arguments: [(0.3, 0.0), (0.65, 0.0), (0.3, 900.0), (0.5, -900.0), (0.55, 100.0), (0.2, 2_000.0)])
    func aReleaseInThePageDecidesAsTheEngineDoes(progress: Double, velocity: Double) throws {
        let (dom, stages) = try page([URLQueryItem(name: "release", value: "\(progress),\(velocity)")])
        #expect(try text(of: "errors", in: dom).isEmpty)
        let decisions = try JSONDecoder().decode([Decision].self, from: Data(try text(of: "decisions", in: dom).utf8))
        #expect(decisions.count == stages.count)
        for (index, stage) in stages.enumerated() {
            let engine = GestureDecision().shouldFinish(
                progress: progress, velocity: CGFloat(velocity), distance: stage.bounds.width)
            #expect(decisions.first { $0.card == "card\(index)" }?.finishes == engine, "card \(index)")
        }
    }

    @Test func eachStageIsDrivenTheWayItsScreensMove() throws {
        // A slide's new screen comes in from the right: the finger drags leftwards. A drawer comes in from the left.
        #expect(try stage("slide").dragDirection == -1)
        #expect(try stage("drawer").dragDirection == 1)
        #expect(try stage("fade-scale").dragDirection == -1)
    }
}
