import Foundation
import Testing
import TransitionConfiguration

/// `"animatorTypes"`: an app's own animator types, declared in the config so tools without the app's registry can
/// check it.
@Suite("Config custom animator types")
struct CustomAnimatorTypeTests {
    func summary(_ diagnostics: [ConfigDiagnostic]) -> [String] { ConfigFakes.summary(diagnostics) }

    func at(_ needle: String, in text: String, _ occurrence: Int = 1) -> String {
        ConfigFakes.locate(needle, in: text, occurrence: occurrence).description
    }

    static let bounceDeclaration = """
          "animatorTypes": {
            "bounce": {
              "summary": "Bounces the new child in.",
              "parameters": {
                "height": { "type": "number", "minimum": 0, "maximum": 100, "default": 20 },
                "count": { "type": "integer", "minimum": 1, "maximum": 5, "default": 2 },
                "edge": { "type": "choice", "values": ["top", "bottom"], "default": "bottom" },
                "fades": { "type": "boolean", "default": true },
                "curve": { "type": "curve", "default": "easeOut" }
              },
              "interactive": false
            }
          },
        """

    /// A config declaring `bounce`, with `animators` and `transitions` as given.
    func config(animators: String = "{}", transitions: String) -> String {
        """
        {
          "version": 1,
        \(Self.bounceDeclaration)
          "animators": \(animators),
          "transitions": \(transitions)
        }
        """
    }

    static let unregisteredWarning =
        "animator type 'bounce' is declared but not registered: it is checked from its declaration and switches "
        + "without animation; register it in the app's registry"

    @Test func aDeclaredTypeIsAcceptedWithGoodParameters() throws {
        let json = config(
            animators: #"{ "hop": { "type": "bounce", "height": 40, "edge": "top", "curve": [0.2, 0, 0.2, 1] } }"#,
            transitions: """
                [
                    { "from": "Home", "to": "Settings", "animator": "hop" },
                    { "from": "Home", "to": "About", "animator": { "type": "bounce", "count": 5, "fades": false } },
                    { "from": "Home", "to": "Help", "animator": { "preset": "hop", "height": 0 } }
                  ]
                """)
        let (loaded, diagnostics) = ConfigFakes.load(json)
        #expect(
            summary(diagnostics) == [
                "\(at("\"bounce\": {", in: json)) warning unregisteredAnimatorType animatorTypes.bounce"
            ])
        #expect(diagnostics.first?.message == Self.unregisteredWarning)
        let config = try #require(loaded)
        let hop = try #require(config.resolve(container: nil, from: "Home", to: "Settings")?.animator)
        #expect(hop.type == "bounce" && hop.preset == "hop")
        #expect(hop.parameters["height"] == 40)
        // The placeholder plays nowhere: it declares no kinds, and keeps the declared interactivity.
        #expect(hop.animator.capabilities.kinds.isEmpty)
        #expect(!hop.isInteractive)
        #expect(config.warnings.map(\.code) == [.unregisteredAnimatorType])
    }

    @Test func badParameterValuesAreRejectedExactly() {
        let json = config(
            transitions: """
                [
                    { "from": "A", "to": "B", "animator": { "type": "bounce", "height": 101 } },
                    { "from": "A", "to": "C", "animator": { "type": "bounce", "count": 1.5 } },
                    { "from": "A", "to": "D", "animator": { "type": "bounce", "edge": "bottm" } },
                    { "from": "A", "to": "E", "animator": { "type": "bounce", "fades": "yes" } },
                    { "from": "A", "to": "F", "animator": { "type": "bounce", "hieght": 3 } },
                    { "from": "A", "to": "G", "animator": { "type": "bounse" } },
                    { "from": "A", "to": "H", "animator": { "type": "bounce" }, "interaction": "pan" }
                  ]
                """)
        let (config, diagnostics) = ConfigFakes.load(json)
        #expect(config == nil)
        let errors = diagnostics.filter(\.isError)
        #expect(
            summary(errors) == [
                "\(at("101", in: json)) error outOfRange transitions[0].animator.height",
                "\(at("1.5", in: json)) error outOfRange transitions[1].animator.count",
                "\(at("\"bottm\"", in: json)) error invalidValue transitions[2].animator.edge",
                "\(at("\"yes\"", in: json)) error wrongType transitions[3].animator.fades",
                "\(at("\"hieght\"", in: json)) error unknownParameter transitions[4].animator.hieght",
                "\(at("\"bounse\"", in: json)) error unknownAnimatorType transitions[5].animator.type",
                "\(at("\"pan\"", in: json)) error notInteractive transitions[6].interaction",
            ])
        #expect(
            errors.map(\.message).prefix(6) == [
                "parameter 'height' is 101, outside the allowed number in 0...100",
                "parameter 'count' is 1.5, outside the allowed integer in 1...5",
                "parameter 'edge' is \"bottm\"; did you mean \"bottom\"? Allowed: \"top\", \"bottom\"",
                "parameter 'fades' must be a boolean, not a string",
                "animator type 'bounce' has no parameter 'hieght'; did you mean 'height'? Its parameters: height, "
                    + "count, edge, fades, curve",
                "unknown animator type 'bounse'; did you mean 'bounce'? Known animators: bounce, drawer, fade-scale, "
                    + "slide, tab",
            ])
    }

    @Test func declarationErrorsAreReportedWhereTheyAre() {
        let json = """
            {
              "version": 1,
              "animatorTypes": {
                "a": { "sumary": "x", "parameters": {} },
                "b": { "parameters": { "p": { "type": "numbr", "default": 1 } } },
                "c": { "parameters": { "p": { "type": "number", "minimum": 0, "maximum": 1, "default": 2 } } },
                "d": { "parameters": { "p": { "type": "choice", "values": ["x", "y"], "default": "z" } } },
                "e": { "parameters": { "p": { "type": "boolean" } } },
                "f": { "interactive": "yes", "kinds": ["replace", "overlya"] },
                "g": { "parameters": { "p": { "type": "integer", "minimum": 0.5, "default": 1 } } },
                "h": { "parameters": { "p": { "type": "number", "minimum": 3, "maximum": 1, "default": 2 } } },
                "i": { "parameters": { "p": { "type": "boolean", "values": [], "default": true } } },
                "j": { "parameters": { "p": { "type": "choice", "values": ["x", "x"], "default": "x" } } },
                "k": 3
              },
              "transitions": []
            }
            """
        let (config, diagnostics) = ConfigFakes.load(json)
        #expect(config == nil)
        #expect(
            summary(diagnostics) == [
                "\(at("\"sumary\"", in: json)) error unknownKey animatorTypes.a.sumary",
                "\(at("\"numbr\"", in: json)) error invalidValue animatorTypes.b.parameters.p.type",
                "\(at("2 }", in: json)) error outOfRange animatorTypes.c.parameters.p.default",
                "\(at("\"z\"", in: json)) error invalidValue animatorTypes.d.parameters.p.default",
                "\(at("{ \"type\": \"boolean\" }", in: json)) error missingKey animatorTypes.e.parameters.p",
                "\(at("\"yes\"", in: json)) error wrongType animatorTypes.f.interactive",
                "\(at("\"overlya\"", in: json)) error invalidValue animatorTypes.f.kinds[1]",
                "\(at("0.5", in: json)) error invalidValue animatorTypes.g.parameters.p.minimum",
                "\(at("1, \"default\": 2", in: json, 2)) error invalidValue animatorTypes.h.parameters.p.maximum",
                "\(at("\"values\": []", in: json)) error invalidValue animatorTypes.i.parameters.p.values",
                "\(at("\"x\"], \"default\": \"x\"", in: json)) error invalidValue animatorTypes.j.parameters.p.values[1]",
                "\(at("3\n", in: json)) error wrongType animatorTypes.k",
            ])
        let messages = diagnostics.map(\.message)
        #expect(
            messages[0] == "unknown key \"sumary\"; did you mean \"summary\"? Keys of an animator type declaration: "
                + "summary, parameters, interactive, kinds")
        #expect(
            messages[1]
                == "unknown parameter type \"numbr\"; did you mean \"number\"? Types: number, integer, boolean, "
                + "choice, curve")
        #expect(messages[2] == "the default: parameter 'p' is 2, outside the allowed number in 0...1")
        #expect(messages[3] == "the default: parameter 'p' is \"z\". Allowed: \"x\", \"y\"")
        #expect(messages[6] == "unknown kind \"overlya\"; did you mean \"overlay\"? Kinds: replace, overlay")
    }

    @Test func aDeclaredNameMayAlsoBeAPresetName() throws {
        let json = config(
            animators: #"{ "bounce": { "type": "bounce", "height": 10 } }"#,
            transitions: #"[{ "from": "A", "to": "B", "animator": "bounce" }]"#)
        let (loaded, diagnostics) = ConfigFakes.load(json)
        #expect(diagnostics.map(\.code) == [.unregisteredAnimatorType])
        #expect(try #require(loaded).resolve(container: nil, from: "A", to: "B")?.animator?.preset == "bounce")
    }

    @Test func aRegisteredTypeIsCheckedAgainstItsDeclaration() throws {
        let json = """
            {
              "version": 1,
              "animatorTypes": {
                "tab": {
                  "parameters": {
                    "style": { "type": "choice", "values": ["slide", "crossfade"], "default": "slide" },
                    "duration": { "type": "number", "minimum": 0, "maximum": 5, "default": 0.3 },
                    "bounce": { "type": "boolean", "default": false }
                  },
                  "kinds": ["replace", "overlay"]
                }
              },
              "transitions": [{ "from": "A", "to": "B", "animator": { "type": "tab", "duration": 8 } }]
            }
            """
        let (loaded, diagnostics) = ConfigFakes.load(json)
        #expect(
            summary(diagnostics) == [
                "\(at("\"tab\": {", in: json)) warning declarationMismatch animatorTypes.tab",
                "\(at("\"duration\": {", in: json)) warning declarationMismatch animatorTypes.tab.parameters.duration",
                "\(at("\"bounce\"", in: json)) warning declarationMismatch animatorTypes.tab.parameters.bounce",
            ])
        #expect(
            diagnostics.map(\.message) == [
                "animator type 'tab' is declared for overlay, replace but registered for replace; the registry's "
                    + "is used",
                "parameter 'duration' of animator type 'tab' is declared as number in 0...5 but registered as "
                    + "number in 0...10; the registry's is checked",
                "animator type 'tab' is registered without a parameter 'bounce'; the registry's parameters are "
                    + "checked: style, duration",
            ])
        // The registry is authoritative: 8 is within its range, and the real animator is built.
        let animator = try #require(loaded?.resolve(container: nil, from: "A", to: "B")?.animator)
        #expect(animator.animator.capabilities.kinds == [.replace])
    }

    @Test func aRegisteredParameterTheDeclarationLacksIsAWarning() {
        let json = """
            {
              "version": 1,
              "animatorTypes": { "tab": { "parameters": {} } },
              "transitions": []
            }
            """
        let (config, diagnostics) = ConfigFakes.load(json)
        #expect(config != nil)
        #expect(
            diagnostics.map(\.message) == [
                "animator type 'tab' is registered with a parameter 'style' (one of \"slide\", \"crossfade\") that "
                    + "the declaration lacks; declare it, so tools without the app's registry accept it",
                "animator type 'tab' is registered with a parameter 'duration' (number in 0...10) that the "
                    + "declaration lacks; declare it, so tools without the app's registry accept it",
            ])
    }
}
