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
        let names: [(String, [String: ParameterValue])] = [
            ("slide", [:]), ("slide", ["style": "parallax", "dimming": 0.5]), ("fade-scale", [:]),
            ("drawer", ["style": "swinging-door"]), ("drawer", ["style": "slide-and-scale"]), ("tab", [:]),
        ]
        let stages = try names.map { try stage($0.0, $0.1) }
        let cards = zip(names, stages).map { GalleryCard(title: $0.0.0, subtitle: "", stage: $0.1) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("index.html")
        try Data(GalleryRenderer().html(title: "check", cards: cards).utf8).write(to: file)
        var components = try #require(URLComponents(url: file, resolvingAgainstBaseURL: false))
        components.queryItems = [URLQueryItem(name: "t", value: "\(t)")]
        let url = try #require(components.url)
        let dom = try #require(try Browser.dumpDOM(url), "chromium timed out")
        let start = try #require(dom.range(of: "<pre id=\"measurements\" hidden=\"\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let measured = try JSONDecoder().decode([Measurement].self, from: Data(json.utf8))
        var compared = 0
        for (index, stage) in stages.enumerated() {
            for actor in stage.actors {
                let expected = stage.flatState(of: actor, atTime: t)
                let rect = expected.presentedFrame
                let row = try #require(measured.first { $0.card == "card\(index)" && $0.role == actor.role.rawValue })
                let label = "\(names[index].0) \(names[index].1) \(actor.role) at t = \(t)"
                #expect(abs(row.x - rect.minX) <= 1, "\(label): x \(row.x) vs \(rect.minX)")
                #expect(abs(row.y - rect.minY) <= 1, "\(label): y \(row.y) vs \(rect.minY)")
                #expect(abs(row.width - rect.width) <= 1, "\(label): width \(row.width) vs \(rect.width)")
                #expect(abs(row.height - rect.height) <= 1, "\(label): height \(row.height) vs \(rect.height)")
                #expect(
                    abs(row.opacity - expected.alpha) <= 0.01, "\(label): opacity \(row.opacity) vs \(expected.alpha)")
                compared += 1
            }
        }
        #expect(compared == 13)
    }
}
