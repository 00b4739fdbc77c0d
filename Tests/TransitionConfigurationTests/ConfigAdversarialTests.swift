import Foundation
import Testing
import TransitionConfiguration

/// Inputs inside the documented limits that used to make loading quadratic. Each test builds a hostile document at
/// two sizes and checks that the work the loader reports (lookups, comparisons, suggestion candidates) grows
/// linearly, and that the diagnostics stay few and short. Counting, not timing: the tests are exact on any machine.
@Suite("Config under hostile input")
struct ConfigAdversarialTests {
    /// The loader's work for a document of size `n` and of size `2n`.
    func work(_ document: (Int) -> String, size n: Int) -> (small: Int, large: Int) {
        let registry = ConfigFakes.registry
        let small = TransitionConfig.loadMeasuringWork(data: Data(document(n).utf8), registry: registry)
        let large = TransitionConfig.loadMeasuringWork(data: Data(document(2 * n).utf8), registry: registry)
        return (small.work, large.work)
    }

    /// Linear work doubles with the input (a fixed overhead aside); quadratic work quadruples. 2.5 separates the two
    /// with room for the larger document's longer names (`p1999` against `p999`).
    func expectLinear(_ work: (small: Int, large: Int), sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(work.small > 0, sourceLocation: sourceLocation)
        #expect(2 * work.large <= 5 * work.small + 1_000, "\(work)", sourceLocation: sourceLocation)
    }

    /// Every diagnostic of `json`, after checking the list is capped and ends with the summary.
    func cappedDiagnostics(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> [ConfigDiagnostic] {
        let (config, diagnostics) = ConfigFakes.load(json)
        #expect(config == nil, sourceLocation: sourceLocation)
        let maximum = ConfigLimits().maximumDiagnostics
        #expect(diagnostics.count == maximum + 1, sourceLocation: sourceLocation)
        #expect(diagnostics.last?.code == .truncated, sourceLocation: sourceLocation)
        for diagnostic in diagnostics {
            #expect(diagnostic.description.count < 1_000, "\(diagnostic)", sourceLocation: sourceLocation)
        }
        return diagnostics
    }

    // MARK: Duplicate keys

    /// `{"k0": 0, …, "k(n−1)": 0}` followed by its last key `n` more times, as the one (wrong) `$comment`.
    static func duplicateKeys(_ n: Int) -> String {
        let keys = (0..<n).map { "\"k\($0)\": 0" } + Array(repeating: "\"k\(n - 1)\": 1", count: n)
        return "{\"version\": 1, \"$comment\": {\(keys.joined(separator: ", "))}}"
    }

    @Test("a key repeated many times in a large object costs linear work")
    func duplicateKeysAreLinear() {
        expectLinear(work(Self.duplicateKeys, size: 1_000))
        let result = JSONParser.parse(Data(Self.duplicateKeys(1_000).utf8))
        #expect(result.problems.count <= ConfigLimits().maximumDiagnostics)
        #expect(result.omittedProblems == 1_000 - ConfigLimits().maximumDiagnostics)
    }

    @Test("duplicate keys are listed up to the cap, then counted")
    func duplicateKeysAreCapped() {
        let diagnostics = cappedDiagnostics(Self.duplicateKeys(500))
        let summary = diagnostics[diagnostics.count - 1]
        #expect(diagnostics.dropLast().allSatisfy { $0.code == .duplicateKey })
        #expect(summary.severity == .error)
        // 400 duplicates, and the `$comment` that is not a string.
        #expect(summary.omittedErrors == 401)
        #expect(summary.omittedWarnings == 0)
        #expect(summary.message.hasPrefix("401 more errors not listed: only the first 100 diagnostics are"))
    }

    // MARK: Unknown parameters

    /// One animator with `n` parameters its type does not declare.
    static func unknownParameters(_ n: Int) -> String {
        let parameters = (0..<n).map { "\"p\($0)\": 0" }.joined(separator: ", ")
        return """
            {"version": 1, "transitions": [{"animator": {"type": "slide", \(parameters)}}]}
            """
    }

    @Test("many unknown parameters in one animator cost linear work")
    func unknownParametersAreLinear() {
        expectLinear(work(Self.unknownParameters, size: 1_000))
        let diagnostics = cappedDiagnostics(Self.unknownParameters(300))
        #expect(diagnostics.dropLast().allSatisfy { $0.code == .unknownParameter })
        #expect(diagnostics.last?.omittedErrors == 200)
    }

    /// One interaction with `n` parameters its gesture does not declare.
    static func unknownInteractionParameters(_ n: Int) -> String {
        let parameters = (0..<n).map { "\"p\($0)\": 0" }.joined(separator: ", ")
        return """
            {"version": 1, "transitions": [{"animator": {"type": "slide"}, \
            "interaction": {"type": "pan", \(parameters)}}]}
            """
    }

    @Test("many unknown parameters in one interaction cost linear work")
    func unknownInteractionParametersAreLinear() {
        expectLinear(work(Self.unknownInteractionParameters, size: 1_000))
        let diagnostics = cappedDiagnostics(Self.unknownInteractionParameters(300))
        #expect(diagnostics.dropLast().allSatisfy { $0.code == .unknownParameter })
    }

    // MARK: Unknown presets

    /// `n` presets, and `n` rules each naming a preset that is not declared (but is one letter off one that is).
    static func unknownPresets(_ n: Int) -> String {
        let presets = (0..<n).map { "\"preset\($0)\": {\"type\": \"slide\"}" }.joined(separator: ", ")
        let rules = (0..<n).map { "{\"from\": \"A\($0)\", \"to\": \"B\", \"animator\": \"preset\($0)x\"}" }
        return """
            {"version": 1, "animators": {\(presets)}, "transitions": [\(rules.joined(separator: ", "))]}
            """
    }

    @Test("many unknown preset names among many presets cost linear work")
    func unknownPresetsAreLinear() {
        expectLinear(work(Self.unknownPresets, size: 500))
    }

    @Test("unknown presets are listed up to the cap, each with a short list of presets")
    func unknownPresetsAreCapped() {
        let diagnostics = cappedDiagnostics(Self.unknownPresets(300))
        #expect(diagnostics.dropLast().allSatisfy { $0.code == .unknownPreset })
        let summary = diagnostics[diagnostics.count - 1]
        // 300 unknown names and 300 unused presets, of which the first 100 found are listed.
        #expect(summary.omittedErrors == 200)
        #expect(summary.omittedWarnings == 300)
        #expect(summary.message.contains("200 more errors and 300 warnings"))
        let first = diagnostics[0].message
        #expect(first.contains("; did you mean 'preset0'?"))
        #expect(first.contains("and 280 more"))
    }

    @Test("a short list of presets is listed in full")
    func fewPresetsAreListedInFull() {
        let (_, diagnostics) = ConfigFakes.load(
            """
            {"version": 1, "animators": {"push": {"type": "slide"}, "fade": {"type": "fade-scale"}},
             "transitions": [{"animator": "pusj"}, {"from": "A", "animator": "fade"}]}
            """)
        let messages = diagnostics.filter(\.isError).map(\.message)
        #expect(messages == ["unknown preset 'pusj'; did you mean 'push'? Presets: fade, push"])
    }

    @Test("an error found after the cap is full of warnings still fails the load")
    func lateErrorsStillFail() {
        let presets = (0..<150).map { "\"unused\($0)\": {\"type\": \"slide\"}" }.joined(separator: ", ")
        // The two rules overlap: an error found only after every unused preset was reported.
        let json = """
            {"version": 1, "animators": {\(presets)},
             "transitions": [{"from": "A", "animator": null}, {"from": "A", "animator": null}]}
            """
        let (config, diagnostics) = ConfigFakes.load(json)
        #expect(config == nil)
        #expect(diagnostics.count == ConfigLimits().maximumDiagnostics + 1)
        let summary = diagnostics[diagnostics.count - 1]
        #expect(summary.code == .truncated)
        #expect(summary.severity == .error)
        #expect(summary.omittedErrors == 1)
        #expect(summary.omittedWarnings == 50)
    }

    @Test("a lower cap is honoured, and 0 lists only the summary")
    func customCap() {
        var limits = ConfigLimits()
        limits.maximumDiagnostics = 0
        let (config, diagnostics) = ConfigFakes.load(Self.unknownParameters(5), limits: limits)
        #expect(config == nil)
        #expect(diagnostics.map(\.code) == [.truncated])
        #expect(diagnostics.first?.omittedErrors == 5)
    }

    // MARK: Long input in messages

    @Test("long names are shortened where messages quote them")
    func longNamesAreShortened() {
        let long = String(repeating: "x", count: 5_000)
        let (config, diagnostics) = ConfigFakes.load(
            """
            {"version": 1, "\(long)": 1, "animators": {"push": {"type": "slide", "\(long)": 1}},
             "transitions": [{"animator": "\(long)"}, {"from": "A", "animator": {"type": "\(long)"}},
                             {"from": "B", "animator": "push", "interaction": "\(long)"},
                             {"from": "C", "animator": {"type": "slide", "direction": "\(long)"}}]}
            """)
        #expect(config == nil)
        #expect(diagnostics.filter(\.isError).count == 6)
        for diagnostic in diagnostics {
            #expect(diagnostic.description.count < 600, "\(diagnostic)")
            #expect(diagnostic.description.contains(String(repeating: "x", count: 40) + "…"), "\(diagnostic)")
        }
    }

    @Test("a long duplicate key is shortened in the parser's message and path")
    func longDuplicateKeyIsShortened() {
        let long = String(repeating: "y", count: 5_000)
        let (_, diagnostics) = ConfigFakes.load("{\"version\": 1, \"\(long)\": 1, \"\(long)\": 2}")
        let duplicate = diagnostics.first { $0.code == .duplicateKey }
        #expect(duplicate != nil)
        #expect((duplicate?.description.count ?? 0) < 400, "\(String(describing: duplicate))")
    }
}
