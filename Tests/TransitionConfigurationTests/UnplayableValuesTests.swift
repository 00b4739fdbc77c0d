import Foundation
import Testing
import TransitionConfiguration

/// Values that used to validate yet could not play: a spring that never settles (or settles after the animator
/// duration limit), a Bézier whose polynomial overflows. What validates must play: finite, within 10 s, ending
/// exactly at its final state.
@Suite("Values that validate but cannot play")
struct UnplayableValuesTests {
    /// The one error of a slide animator with `curve`, or nil when it loads.
    func curveError(_ curve: String, sourceLocation: SourceLocation = #_sourceLocation) -> ConfigDiagnostic? {
        let (config, diagnostics) = ConfigFakes.load(
            """
            {"version": 1, "transitions": [{"animator": {"type": "slide", "curve": \(curve)}}]}
            """)
        let errors = diagnostics.filter(\.isError)
        #expect((config == nil) == !errors.isEmpty, sourceLocation: sourceLocation)
        #expect(errors.count <= 1, "\(errors)", sourceLocation: sourceLocation)
        return errors.first
    }

    @Test(
        "a spring without damping is rejected: it never settles",
        arguments: [
            #"{"dampingRatio": 0, "response": 0.5}"#, #"{"mass": 1, "stiffness": 100, "damping": 0}"#,
        ])
    func undampedSpringIsRejected(_ curve: String) throws {
        let error = try #require(curveError(curve))
        #expect(error.code == .invalidValue)
        #expect(
            error.message
                == "parameter 'curve': a spring must settle within 10 s to play within the animator duration "
                + "limit; this one has no damping, so it never settles")
        #expect(error.path == ConfigPath.root.key("transitions").index(0).key("animator").key("curve"))
    }

    @Test(
        "a spring that settles after 10 s is rejected, saying when it settles",
        arguments: [
            (#"{"dampingRatio": 1e-9, "response": 1e9}"#, "e+18 s"),
            (#"{"stiffness": 1e-300, "damping": 1e-300}"#, "e+301 s"),
            (#"{"dampingRatio": 1, "response": 8}"#, "11.8 s"),
        ])
    func slowSpringIsRejected(_ curve: String, settling: String) throws {
        let error = try #require(curveError(curve))
        #expect(error.code == .invalidValue)
        #expect(error.message.hasPrefix("parameter 'curve': a spring must settle within 10 s"), "\(error)")
        #expect(error.message.contains("; this one settles in "), "\(error)")
        #expect(error.message.hasSuffix(settling), "\(error)")
    }

    @Test("springs that settle within 10 s still load, up to the limit itself")
    func settlingSpringsLoad() {
        #expect(curveError(#"{"dampingRatio": 0.8, "response": 0.4}"#) == nil)
        #expect(curveError(#"{"damping": 0.5, "duration": 10}"#) == nil)
        #expect(curveError(#"{"stiffness": 1e300, "damping": 1e150}"#) == nil)
    }

    @Test("a Bézier whose y values overflow the polynomial is rejected, naming the bound")
    func hugeBezierIsRejected() throws {
        let error = try #require(curveError("[0.5, 1e308, 0.5, -1e308]"))
        #expect(error.code == .invalidValue)
        #expect(
            error.message
                == "parameter 'curve': a cubic Bézier's y1 and y2 must be within ±1e6 so the curve stays finite; "
                + "y1 is 1e+308")
        #expect(CubicBezier(x1: 0.5, y1: 1e308, x2: 0.5, y2: -1e308) == nil)
        #expect(CubicBezier(x1: 0.5, y1: 0, x2: 0.5, y2: -1_000_001) == nil)
    }

    @Test("a Bézier at the bound loads and every value is finite")
    func boundaryBezierIsFinite() throws {
        #expect(curveError("[0.5, 1e6, 0.5, -1e6]") == nil)
        let curve = TimingCurve.cubicBezier(try #require(CubicBezier(x1: 0.5, y1: 1e6, x2: 0.5, y2: -1e6)))
        for step in 0...1_000 {
            #expect(curve.value(at: Double(step) / 1_000).isFinite)
        }
        #expect(curve.value(at: 1) == 1)
    }

    @Test("the x values' message is unchanged")
    func bezierXMessage() throws {
        let error = try #require(curveError("[1.5, 0, 0.5, 1]"))
        #expect(error.message == "parameter 'curve': a cubic Bézier's x1 and x2 must be in 0...1 and all finite")
    }

    @Test("a spring that never settles, made in code, still gives finite values ending at 1")
    func codeMadeSpringIsFinite() throws {
        for spring in [
            try #require(SpringTiming(stiffness: 100, damping: 0)),
            try #require(SpringTiming(dampingRatio: 1e-9, response: 1e9)),
            try #require(SpringTiming(stiffness: 1e-300, damping: 1e-300)),
        ] {
            let curve = TimingCurve.spring(spring)
            for step in 0...100 {
                #expect(curve.value(at: Double(step) / 100).isFinite)
            }
            #expect(curve.value(at: 1) == 1)
        }
    }

    @Test("interaction completion curves follow the same rule")
    func completionCurveIsChecked() {
        let (config, diagnostics) = ConfigFakes.load(
            """
            {"version": 1, "transitions": [{"animator": {"type": "slide"},
              "interaction": {"type": "pan", "completionCurve": {"dampingRatio": 0, "response": 0.3}}}]}
            """)
        #expect(config == nil)
        #expect(diagnostics.map(\.code) == [.invalidValue])
        #expect(diagnostics.first?.message.contains("never settles") == true)
    }
}
