import Foundation
import Testing
import TransitionConfiguration

@Suite("Config diagnostics")
struct ConfigDiagnosticsTests {
    func load(_ json: String) -> (config: TransitionConfig?, diagnostics: [ConfigDiagnostic]) {
        ConfigFakes.load(json)
    }

    func summary(_ diagnostics: [ConfigDiagnostic]) -> [String] { ConfigFakes.summary(diagnostics) }

    func at(_ needle: String, in text: String, _ occurrence: Int = 1) -> String {
        ConfigFakes.locate(needle, in: text, occurrence: occurrence).description
    }

    func message(_ diagnostics: [ConfigDiagnostic], at path: String) -> String? {
        diagnostics.first { $0.path.description == path }?.message
    }

    // Positions here are counted by hand, to anchor the text-search helper the other tests use.
    static let manyProblems = """
        {
          "version": 1,
          "animators": {
            "push": { "type": "slide", "durration": 0.3 },
            "menu": { "type": "drawr" },
            "fade": { "type": "fade-scale", "fromScale": 5 },
            "push": { "type": "tab" }
          },
          "transitions": [
            { "from": "Home", "to": "Settings", "animator": "pusj" },
            { "from": "Home", "to": "Menu", "animator": { "type": "drawer" }, "interaction": "edge-pan" },
            { "from": "*", "to": "Detail", "animator": "fade", "interacton": "pan" },
            { "from": "Home", "to": "Settings", "animator": null }
          ],
          "default": "push",
          "midFlightPolicy": "keep-lastest"
        }
        """

    @Test func everyProblemIsReportedInOnePassInFileOrder() {
        let (config, diagnostics) = load(Self.manyProblems)
        #expect(config == nil)
        #expect(
            summary(diagnostics) == [
                "4:32 error unknownParameter animators.push.durration",
                "5:5 warning unusedPreset animators.menu",
                "5:23 error unknownAnimatorType animators.menu.type",
                "6:50 error outOfRange animators.fade.fromScale",
                "7:5 error duplicateKey animators.push",
                "10:53 error unknownPreset transitions[0].animator",
                "11:86 error notInteractive transitions[1].interaction",
                "12:56 error unknownKey transitions[2].interacton",
                "13:5 error overlappingRules transitions[3]",
                "16:22 error invalidValue midFlightPolicy",
            ])
        let messages: [String] = [
            "animator type 'slide' has no parameter 'durration'; did you mean 'duration'? Its parameters: direction, "
                + "style, parallaxFactor, duration, curve, dimming",
            "preset 'menu' is never used; refer to it from a rule, \"default\" or \"reduceMotion\", or remove it",
            "unknown animator type 'drawr'; did you mean 'drawer'? Known animators: drawer, fade-scale, slide, tab",
            "parameter 'fromScale' is 5, outside the allowed number in 0.1...2",
            "duplicate key \"push\" (first at 4:5); a key may appear once in an object: rename or remove one",
            "unknown preset 'pusj'; did you mean 'push'? Presets: fade, menu, push",
            "animator drawer is not interactive, so the 'edge-pan' gesture cannot drive it; remove \"interaction\" or "
                + "choose an interactive animator (interactive types: fade-scale, slide, tab)",
            "unknown key \"interacton\"; did you mean \"interaction\"? Keys of a rule: container, from, to, animator, "
                + "fallback, interaction, reversible",
            "this rule and transitions[0] (10:5) both match Home → Settings with equal specificity, so neither can "
                + "win; merge them, or change the container, from or to of one",
            "unknown mid-flight policy \"keep-lastest\"; did you mean \"keep-latest\"? Policies: queue, keep-latest, "
                + "ignore, interrupt-and-retarget",
        ]
        #expect(diagnostics.map(\.message) == messages)
        #expect(
            diagnostics.first?.description == "test.json:4:32: error: animators.push.durration: animator type "
                + "'slide' has no parameter 'durration'; did you mean 'duration'? Its parameters: direction, style, "
                + "parallaxFactor, duration, curve, dimming")
    }

    @Test func theThrowingLoaderCarriesEveryDiagnostic() {
        #expect(throws: ConfigError.self) {
            try TransitionConfig(data: Data(Self.manyProblems.utf8), file: "tabs.json", registry: ConfigFakes.registry)
        }
        do {
            _ = try TransitionConfig(
                data: Data(Self.manyProblems.utf8), file: "tabs.json",
                registry: ConfigFakes.registry)
        } catch let error as ConfigError {
            let diagnostics = error.diagnostics
            #expect(diagnostics.count == 10)
            #expect(diagnostics.filter(\.isError).count == 9)
            #expect(
                error.description.split(separator: "\n").first.map(
                    String.init) == "tabs.json:4:32: error: "
                    + "animators.push.durration: animator type 'slide' has no parameter 'durration'; did you mean "
                    + "'duration'? Its parameters: direction, style, parallaxFactor, duration, curve, dimming")
        } catch {
            Issue.record("expected ConfigError, got \(error)")
        }
    }

    @Test func theDocumentMustBeAnObjectWithASupportedVersion() {
        let (_, notObject) = load("[]")
        #expect(summary(notObject) == ["1:1 error wrongType (root)"])
        #expect(
            notObject.first?.description == "test.json:1:1: error: a config must be a JSON object such as "
                + "{\"version\": 1, \"transitions\": []}, not an array")

        let (_, missing) = load("{}")
        #expect(summary(missing) == ["1:1 error missingKey (root)"])
        #expect(missing.first?.message == "missing \"version\"; add \"version\": 1")

        let (_, future) = load(#"{"version": 2}"#)
        #expect(summary(future) == ["1:13 error unsupportedVersion version"])
        #expect(future.first?.message == "version 2 is not supported; this build reads version 1")

        let (_, text) = load(#"{"version": "1"}"#)
        #expect(summary(text) == ["1:13 error wrongType version"])
        #expect(text.first?.message == "\"version\" must be the number 1, not a string")
    }

    @Test func nullIsNamedWithoutAnArticle() {
        let (_, diagnostics) = load(#"{"version": null}"#)
        #expect(diagnostics.first?.message == "\"version\" must be the number 1, not null")
    }

    @Test func unknownTopLevelKeysSuggestTheClosest() {
        let json = #"{"version": 1, "trnsitions": [], "$schema": "x", "$comment": "ok", "defualt": null}"#
        let (_, diagnostics) = load(json)
        #expect(
            summary(diagnostics) == [
                "\(at("\"trnsitions\"", in: json)) error unknownKey trnsitions",
                "\(at("\"defualt\"", in: json)) error unknownKey defualt",
            ])
        #expect(
            diagnostics.first?.message == "unknown key \"trnsitions\"; did you mean \"transitions\"? Keys of a "
                + "config: version, animatorTypes, animators, containers, transitions, default, reduceMotion, midFlightPolicy"
        )
        #expect(diagnostics.last?.message.hasPrefix("unknown key \"defualt\"; did you mean \"default\"?") == true)
    }

    @Test func wrongTypesNameWhatWasExpected() {
        let json = """
            {
              "version": 1, "$comment": 7,
              "animators": [],
              "transitions": [
                "Home",
                { "from": 3, "to": "", "container": true, "animator": 4, "reversible": "yes" }
              ],
              "midFlightPolicy": 1
            }
            """
        let (_, diagnostics) = load(json)
        #expect(
            summary(diagnostics) == [
                "\(at("7", in: json)) error wrongType $comment",
                "\(at("[]", in: json)) error wrongType animators",
                "\(at("\"Home\"", in: json)) error wrongType transitions[0]",
                "\(at("3", in: json)) error wrongType transitions[1].from",
                "\(at("\"\"", in: json)) error invalidValue transitions[1].to",
                "\(at("true", in: json)) error wrongType transitions[1].container",
                "\(at("4", in: json)) error wrongType transitions[1].animator",
                "\(at("\"yes\"", in: json)) error wrongType transitions[1].reversible",
                "\(at("1\n}", in: json)) error wrongType midFlightPolicy",
            ])
        #expect(
            message(diagnostics, at: "animators") == "\"animators\" must be an object of named presets, such as "
                + "{\"push\": {\"type\": \"slide\"}}, not an array")
        #expect(
            message(diagnostics, at: "transitions[0]") == "each element must be a rule object such as "
                + "{\"from\": \"Home\", \"to\": \"Settings\", \"animator\": \"push\"}, not a string")
        #expect(
            message(diagnostics, at: "transitions[1].from") == "\"from\" must be a string: a child identifier, "
                + "or \"*\" for any, not a number")
        #expect(
            message(diagnostics, at: "transitions[1].to") == "an empty identifier matches nothing; write \"*\" "
                + "to match any")
        #expect(
            message(diagnostics, at: "transitions[1].animator") == "\"animator\" must be a preset name, an "
                + "animator object with a \"type\", or null for no animation, not a number")
        #expect(
            message(diagnostics, at: "transitions[1].reversible") == "\"reversible\" must be true or false, "
                + "not a string")
    }

    @Test func animatorReferencesAreCheckedAgainstPresetsAndTheRegistry() {
        let json = """
            {
              "version": 1,
              "animators": {
                "push": { "type": "slide", "direction": "lefft", "curve": [0.1, 2] },
                "base": { "preset": "push" },
                "fade": { "type": 3 }
              },
              "transitions": [
                { "from": "A", "to": "B", "animator": { "duration": 0.2 } },
                { "from": "A", "to": "C", "animator": { "type": "slide", "preset": "push" } },
                { "from": "A", "to": "D", "animator": "slide" },
                { "from": "A", "to": "E", "animator": { "type": "push" } },
                { "from": "A", "to": "F", "animator": { "type": "slide", "duration": "fast" } },
                { "from": "A", "to": "G" }
              ]
            }
            """
        let (_, diagnostics) = load(json)
        #expect(
            summary(diagnostics) == [
                "\(at("\"lefft\"", in: json)) error invalidValue animators.push.direction",
                "\(at("[0.1, 2]", in: json)) error invalidValue animators.push.curve",
                "\(at("\"base\"", in: json)) warning unusedPreset animators.base",
                "\(at("\"preset\"", in: json)) error invalidValue animators.base.preset",
                "\(at("\"fade\"", in: json)) warning unusedPreset animators.fade",
                "\(at("3", in: json)) error wrongType animators.fade.type",
                "\(at("{ \"duration\"", in: json)) error missingKey transitions[0].animator",
                "\(at("\"preset\": \"push\" }", in: json, 2)) error invalidValue transitions[1].animator.preset",
                "\(at("\"slide\" }", in: json)) error unknownPreset transitions[2].animator",
                "\(at("\"push\" }", in: json, 3)) error unknownAnimatorType transitions[3].animator.type",
                "\(at("\"fast\"", in: json)) error wrongType transitions[4].animator.duration",
                "\(at("{ \"from\": \"A\", \"to\": \"G\"", in: json)) error missingKey transitions[5]",
            ])
        #expect(
            message(diagnostics, at: "animators.push.direction") == "parameter 'direction' is \"lefft\"; did "
                + "you mean \"left\"? Allowed: \"auto\", \"left\", \"right\", \"up\", \"down\", \"leading\", \"trailing\""
        )
        #expect(
            message(diagnostics, at: "animators.push.curve") == "parameter 'curve': a cubic Bézier is four "
                + "numbers [x1, y1, x2, y2]")
        #expect(
            message(diagnostics, at: "animators.base.preset") == "a preset cannot start from another preset; "
                + "give it a \"type\" and parameters")
        #expect(
            message(diagnostics, at: "transitions[0].animator") == "missing \"type\": name an animator type "
                + "(drawer, fade-scale, slide, tab), or a \"preset\" to start from")
        #expect(
            message(diagnostics, at: "transitions[2].animator") == "unknown preset 'slide'. Presets: base, fade, "
                + "push. To use the animator type 'slide' itself, write {\"type\": \"slide\"}")
        #expect(
            message(diagnostics, at: "transitions[3].animator.type") == "unknown animator type 'push'. Known "
                + "animators: drawer, fade-scale, slide, tab. To use the preset 'push', write \"push\" or "
                + "{\"preset\": \"push\"}")
        #expect(
            message(diagnostics, at: "transitions[4].animator.duration") == "parameter 'duration' must be a "
                + "number in 0...10, not a string")
        #expect(
            message(diagnostics, at: "transitions[5]") == "missing \"animator\": name a preset, write an animator "
                + "object with a \"type\", or null to switch without animation")
    }

    @Test func aPresetOverrideIsCheckedAgainstThePresetsType() throws {
        let json = """
            {
              "version": 1,
              "animators": { "$comment": "Shared by every push.", "push": { "type": "slide", "duration": 0.35 } },
              "transitions": [
                { "from": "A", "to": "B", "animator": { "preset": "push", "duration": 0.2, "side": "left" } }
              ]
            }
            """
        let (_, diagnostics) = load(json)
        #expect(
            summary(diagnostics) == [
                "\(at("\"side\"", in: json)) error unknownParameter "
                    + "transitions[0].animator.side"
            ])
        #expect(diagnostics.first?.message.hasPrefix("animator type 'slide' has no parameter 'side'") == true)

        let fixed = try ConfigFakes.clean(json.replacingOccurrences(of: ", \"side\": \"left\"", with: ""))
        let animator = try #require(fixed.rules.first?.animator)
        #expect(animator.preset == "push")
        #expect(animator.parameters == ["duration": 0.2])
        #expect(animator.overrides == ["duration": 0.2])
        #expect(animator.summary == "preset 'push' (slide) with {\"duration\": 0.2}")
    }

    @Test func interactionsAreCheckedWithTheirOwnParameters() {
        let json = """
            {
              "version": 1,
              "transitions": [
                { "from": "A", "to": "B", "animator": { "type": "slide" }, "interaction": "edgepan" },
                { "from": "A", "to": "C", "animator": { "type": "slide" },
                  "interaction": { "type": "pan", "treshold": 0.5 } },
                { "from": "A", "to": "D", "animator": { "type": "slide" },
                  "interaction": { "type": "edge-pan", "threshold": 1.5, "edge": "top" } },
                { "from": "A", "to": "E", "animator": { "type": "slide" },
                  "interaction": { "type": "pinch", "targetScale": 1 } },
                { "from": "A", "to": "F", "animator": null, "interaction": "pan" },
                { "from": "A", "to": "G", "animator": { "type": "slide" }, "interaction": { "edge": "left" } },
                { "from": "A", "to": "H", "animator": { "type": "slide" }, "interaction": 3 }
              ]
            }
            """
        let (_, diagnostics) = load(json)
        #expect(
            summary(diagnostics) == [
                "\(at("\"edgepan\"", in: json)) error invalidValue transitions[0].interaction",
                "\(at("\"treshold\"", in: json)) error unknownParameter transitions[1].interaction.treshold",
                "\(at("1.5", in: json)) error outOfRange transitions[2].interaction.threshold",
                "\(at("\"top\"", in: json)) error invalidValue transitions[2].interaction.edge",
                "\(at("1 }", in: json)) error outOfRange transitions[3].interaction.targetScale",
                "\(at("\"pan\" }", in: json)) error notInteractive transitions[4].interaction",
                "\(at("{ \"edge\"", in: json)) error missingKey transitions[5].interaction",
                "\(at("3 }", in: json)) error wrongType transitions[6].interaction",
            ])
        #expect(
            message(diagnostics, at: "transitions[0].interaction") == "unknown interaction 'edgepan'; did you "
                + "mean 'edge-pan'? Interactions: edge-pan, pan, pinch")
        #expect(
            message(diagnostics, at: "transitions[1].interaction.treshold") == "interaction 'pan' has no "
                + "parameter 'treshold'; did you mean 'threshold'? Its parameters: direction, distance, threshold, "
                + "minimumFlickVelocity, decelerationRate, completionSpeed, completionCurve")
        #expect(
            message(diagnostics, at: "transitions[2].interaction.threshold") == "parameter 'threshold' is 1.5, "
                + "outside the allowed number in 0...1")
        #expect(
            message(diagnostics, at: "transitions[3].interaction.targetScale") == "a targetScale of 1 never "
                + "makes progress; use more than 1 to pinch out or less than 1 to pinch in")
        #expect(
            message(diagnostics, at: "transitions[4].interaction") == "a rule without an animator cannot be "
                + "driven by a gesture; remove \"interaction\" or name an animator")
        #expect(
            message(diagnostics, at: "transitions[6].interaction") == "\"interaction\" must be a gesture name "
                + "(\"edge-pan\", \"pan\", \"pinch\") or an object with a \"type\", not a number")
    }

    @Test func anInteractionOnANonInteractivePresetNamesThePreset() {
        let json = """
            {
              "version": 1,
              "animators": { "menu": { "type": "drawer", "width": 300 } },
              "transitions": [ { "container": "Drawer", "to": "Menu", "animator": "menu", "interaction": "pan" } ]
            }
            """
        let (config, diagnostics) = load(json)
        #expect(config == nil)
        #expect(summary(diagnostics) == ["\(at("\"pan\"", in: json)) error notInteractive transitions[0].interaction"])
        #expect(
            diagnostics.first?.message == "animator preset 'menu' (drawer) is not interactive, so the 'pan' "
                + "gesture cannot drive it; remove \"interaction\" or choose an interactive animator (interactive types: "
                + "fade-scale, slide, tab)")
    }
}
