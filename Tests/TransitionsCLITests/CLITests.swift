import Foundation
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionPreview
import TransitionsCLI

@MainActor
@Suite("transitions command line")
struct CLITests {
    func run(_ arguments: String...) -> (code: Int32, out: String, err: String) {
        let (output, captured) = Output.capturing()
        let code = CLI.run(arguments, output: output)
        return (code, captured.out, captured.err)
    }

    @Test func anUnknownCommandIsAUsageErrorWithASuggestion() {
        let result = run("dmeo")
        #expect(result.code == 64)
        #expect(result.out.isEmpty)
        #expect(result.err == "Error: unknown command 'dmeo'. Did you mean 'demo'?\nSee 'transitions --help'.\n")
    }

    @Test func anUnknownOptionIsAUsageErrorNamingIt() {
        let result = run("demo", "--fast")
        #expect(result.code == 64)
        #expect(result.err == "Error: unknown option '--fast'.\nSee 'transitions demo --help'.\n")
    }

    @Test func helpListsTheCommandsAndExitsZero() {
        let result = run("--help")
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("OVERVIEW: Show, check and trace container transitions.\n"))
        #expect(result.out.contains("  demo          Run the tour"))
        #expect(result.out.contains("  demo-session  Use the demo app on HeadlessUI as a person would"))
        #expect(run("demo", "--help").out.hasPrefix("OVERVIEW: Run the tour"))
    }

    @Test func theDemoSessionUsesTheDemoAppAndPassesEveryCheck() {
        let result = run("demo-session", "--fps", "120")
        #expect(result.out.hasPrefix("ok   launch (Home on screen)\n"))
        #expect(result.out.contains("what a person sees, background showing: "))
        #expect(result.out.contains("ok   what a person sees, largest jump: "))
        #expect(result.code == 0)
        #expect(result.out.hasSuffix("demo session passed: 19 steps\n"))
        #expect(!result.out.contains("FAIL"))
        let wrongRate = run("demo-session", "--fps", "90")
        #expect(wrongRate.code == 64)
        #expect(
            wrongRate.err
                == "Error: '90' is not a frame rate this session plays; use 60 or 120\n"
                + "See 'transitions demo-session --help'.\n")
    }

    @Test func theDemoPrintsTheSeedOrderForEachSwitchAndEndsClean() throws {
        let gallery = FileManager.default.temporaryDirectory.appendingPathComponent("demo-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: gallery) }
        let result = run("demo", "--gallery", gallery.path)
        #expect(result.code == 0)
        #expect(result.err.isEmpty)
        let lines = result.out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // Piped output is plain: no escape sequences.
        #expect(!result.out.contains("\u{1B}["))
        #expect(
            lines[1] == "Config: tab-drawer-app.json (embedded): 7 presets, 10 rules, mid-flight policy "
                + "interrupt-and-retarget; 0 errors, 0 warnings")
        func calls(after heading: String, from start: String, count: Int) -> [String] {
            let section = lines.drop { !$0.hasPrefix(heading) }
            return Array(
                section.drop { !$0.hasPrefix(start) }.dropFirst().prefix(count).map {
                    $0.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                })
        }
        // Without animation: seed 002's sequence in one run-loop turn.
        #expect(
            calls(after: "1. Tab switches without animation", from: "select 1: Home → Search", count: 12) == [
                "Home.willMove(toParent:", "Tabs.addChild(Search)", "Search.willMove(toParent:",
                "Tabs.addSubview(Search.view)", "Search.viewWillAppear", "Home.view.removeFromSuperview()",
                "Home.viewWillDisappear", "Home.removeFromParent()", "Home.didMove(toParent:",
                "Search.didMove(toParent:",
                "Search.viewDidAppear", "Home.viewDidDisappear",
            ])
        // With animation: the removal steps run when the animation completes.
        #expect(lines.contains("select 1: Home → Search — push (slide), 21 frames"))
        #expect(
            calls(
                after: "2. Tab switches with the config's animators", from: "select 1: Home → Search",
                count: 13) == [
                    "Home.willMove(toParent:", "Tabs.addChild(Search)", "Search.willMove(toParent:",
                    "Tabs.addSubview(Search.view)", "Search.viewWillAppear", "Search.viewDidAppear", "…",
                    "Home.view.removeFromSuperview()", "Home.viewWillDisappear", "Home.removeFromParent()",
                    "Home.didMove(toParent:", "Search.didMove(toParent:", "Home.viewDidDisappear",
                ])
        #expect(lines.filter { $0.hasPrefix("select ") }.count == 6)
        #expect(
            lines.contains("drag to 40%, rest, release: Home → Search cancelled; selected: Home (9 frames to settle)"))
        #expect(
            lines.contains { $0.hasPrefix("drag to 10%, flick at 1500 pt/s: Home → Search finished; selected: Search") }
        )
        #expect(lines.contains { $0.hasPrefix("cancelling progress, per frame: 0.40 ") && $0.hasSuffix(" 0.00") })
        #expect(lines.contains("tab indicator: peaked at 0.40, ended at 0.00"))
        #expect(
            lines.contains {
                $0.hasPrefix("open the menu: menu (drawer), 21 frames — completed; centre container at x = 280")
            })
        #expect(
            lines.contains { $0.hasPrefix("policy interrupt-and-retarget:") && $0.hasSuffix("children shown: Search") })
        #expect(lines.contains("Tabs: Home → Search (swipe)          push (slide)            0.35 s    cancelled"))
        #expect(lines.contains("Appearance calls: balanced (0 unbalanced); environment at the end: clean"))
        let index = gallery.appendingPathComponent("index.html")
        #expect(lines.last == "Gallery: \(index.path) (22 cards)")
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"card\"").count - 1 == 22)
    }

    @Test func listShowsEveryCatalogueAnimatorWithItsParameters() {
        let result = run("list")
        #expect(result.code == 0)
        let headers = result.out.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
            $0.split(separator: " ")[0]
        }
        #expect(headers == ["container-transform", "drawer", "fade-scale", "slide", "tab"])
        #expect(
            result.out.hasSuffix(
                """
                tab — Switches tabs: pages slide in index order, or cross-fade.
                  capabilities: interactive, interruptible; kinds: replace
                  parameters:
                    style     one of "slide", "cross-fade"
                              default "slide". Slide or cross-fade.
                    duration  number in 0...10
                              default 0.3. Seconds (a spring curve's settling time replaces it).
                    curve     curve (name, [x1, y1, x2, y2] or spring object)
                              default "easeInOut". The timing curve.

                """))
        #expect(run("list", "extra").code == 64)
    }

    @Test func listMarkdownIsATableReferenceOfEveryAnimatorParameter() {
        let result = run("list", "--markdown")
        #expect(result.code == 0)
        #expect(result.err.isEmpty)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headings = lines.filter { $0.hasPrefix("### ") }
        #expect(
            headings == [
                "### `container-transform`", "### `drawer`", "### `fade-scale`", "### `slide`", "### `tab`",
            ])
        // One table row per declared parameter, with its type, default and summary.
        for descriptor in CLI.registry().descriptors {
            for parameter in descriptor.parameters {
                #expect(lines.contains { $0.hasPrefix("| `\(parameter.name)` | \(parameter.type) | ") })
            }
        }
        #expect(
            result.out.hasSuffix(
                """
                ### `tab`

                Switches tabs: pages slide in index order, or cross-fade. Capabilities: interactive, interruptible; \
                kinds: replace.

                | Parameter | Type and allowed values | Default | Meaning |
                |---|---|---|---|
                | `style` | one of "slide", "cross-fade" | `"slide"` | Slide or cross-fade. |
                | `duration` | number in 0...10 | `0.3` | Seconds (a spring curve's settling time replaces it). |
                | `curve` | curve (name, [x1, y1, x2, y2] or spring object) | `"easeInOut"` | The timing curve. |

                """))
        #expect(run("list", "--markdwon").code == 64)
    }

    @Test func traceDrivesASwitchToAProgressAndCancelsOrFinishesIt() {
        let cancelled = run("trace", "--interactive", "--cancel-at", "0.4")
        #expect(cancelled.code == 0)
        #expect(cancelled.out.contains("cancelling progress, per frame: 0.40 "))
        #expect(cancelled.out.hasSuffix("Selected: Home. Appearance calls: balanced; environment: clean\n"))
        let finished = run("trace", "fade-scale", "--interactive", "--finish-at", "0.7", "--velocity", "2")
        #expect(finished.code == 0)
        #expect(finished.out.hasPrefix("transitions trace: fade-scale, Tabs: Home → Search"))
        #expect(finished.out.contains("finishing progress, per frame: 0.70 "))
        #expect(finished.out.hasSuffix("Selected: Search. Appearance calls: balanced; environment: clean\n"))
        let played = run("trace", "tab")
        #expect(played.code == 0)
        #expect(played.out.contains("animating progress, per frame: 0.00 "))
    }

    @Test func traceRejectsMismatchedOptionsAndOverlayAnimators() {
        let alone = run("trace", "--cancel-at", "0.5")
        #expect(alone.code == 64)
        #expect(
            alone.err == "Error: '--interactive' goes with '--cancel-at <p>' or '--finish-at <p>'\n"
                + "See 'transitions trace --help'.\n")
        let outOfRange = run("trace", "--interactive", "--finish-at", "1.5")
        #expect(outOfRange.code == 64)
        #expect(outOfRange.err.hasPrefix("Error: '1.5' is not a valid value for '--finish-at'"))
        let drawer = run("trace", "drawer")
        #expect(drawer.code == 1)
        #expect(drawer.err.hasPrefix("Error: 'drawer' animates overlay transitions"))
    }

    @Test func renderWritesAFilmstripAndNamesUnknownAnimators() {
        let svg = run("render", "slide", "--param", "style=parallax", "--frames", "3")
        #expect(svg.code == 0)
        #expect(svg.out.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.out.components(separatedBy: "<text x=\"0\" y=\"-8\"").count - 1 == 3)
        // The animator and its parameters are command-line input: mistakes are usage errors (64) with the help line.
        let unknown = run("render", "slid")
        #expect(unknown.code == 64)
        #expect(
            unknown.err == "Error: unknown animator type 'slid'; did you mean 'slide'? "
                + "Known animators: container-transform, drawer, fade-scale, slide, tab\n"
                + "See 'transitions render --help'.\n")
        let badParameter = run("render", "slide", "--param", "duraton=2")
        #expect(badParameter.code == 64)
        #expect(badParameter.err.contains("unknown parameter 'duraton'; did you mean 'duration'?"))
        let noSuggestion = run("render", "slide", "--param", "x=true")
        #expect(
            noSuggestion.err == "Error: animator 'slide': unknown parameter 'x'. "
                + "Valid parameters: direction, style, parallaxFactor, duration, curve, dimming\n"
                + "See 'transitions render --help'.\n")
        #expect(run("gallery").code == 64)
        #expect(run("trace", "slid").code == 64)
    }

    @Test func optionsFollowTheUsualCommandLineRules() {
        #expect(run("--version").out == "transitions \(CLI.version)\n")
        // `--name=value` is `--name value`.
        let attached = run("render", "slide", "--frames=3")
        #expect(attached.code == 0)
        #expect(attached.out.components(separatedBy: "<text x=\"0\" y=\"-8\"").count - 1 == 3)
        #expect(run("trace", "--interactive=yes", "--finish-at", "0.5").code == 64)
        // A fractional frame count is an error, not rounded away.
        let fractional = run("render", "slide", "--frames", "2.5")
        #expect(fractional.code == 64)
        #expect(
            fractional.err == "Error: '2.5' is not a valid value for '--frames': expected a whole number in 2...60\n"
                + "See 'transitions render --help'.\n")
        // A flag that does not apply is an error, not ignored.
        let velocity = run("trace", "slide", "--velocity", "2")
        #expect(velocity.code == 64)
        #expect(velocity.err.hasPrefix("Error: '--velocity' is the release velocity of '--interactive'"))
    }

    @Test func filmstripLabelsAreReadable() {
        let svg = run("render", "slide", "--frames", "8")
        #expect(svg.out.contains(">t = 0.14<"))
        #expect(!svg.out.contains("0.1429"))
    }

    @Test func galleryWritesACardPerAnimatorAndPerConfigRule() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/tab-drawer-app.json")
        let result = run("gallery", "--out", directory.path, "--config", config.path)
        #expect(result.code == 0, "\(result.err)")
        let index = directory.appendingPathComponent("index.html")
        #expect(result.out == index.path + "\n")
        let html = try String(contentsOf: index, encoding: .utf8)
        for title in ["drawer", "fade-scale", "slide", "tab", "Tabs: Home → Search", "Drawer: Tabs → Menu"] {
            #expect(html.contains("<h2>\(title)</h2>"), "\(title)")
        }
        // 5 animators, 10 rules, 6 ways back of reversible rules, and the photo rule's fallback both ways.
        #expect(html.components(separatedBy: "<section class=\"card\"").count - 1 == 22)
        #expect(html.contains("<h2>Photo → Home (the way back)</h2>") && html.contains("<h2>Home → Photo (fallback)</h2>"))
    }

    @Test func ruleCardsDrawAClosingDrawerRuleClosingWithItsGestureAndReversible() throws {
        let config = try TransitionConfig(
            data: Data(
                """
                { "version": 1,
                  "transitions": [
                    { "container": "Drawer", "from": "Tabs", "to": "Menu", "animator": { "type": "drawer" },
                      "reversible": true, "interaction": { "type": "edge-pan", "edge": "left" } },
                    { "container": "Drawer", "from": "Menu", "to": "*", "animator": { "type": "drawer" } },
                    { "container": "Tabs", "from": "Home", "to": "Search", "animator": { "type": "slide" } }
                  ] }
                """.utf8), registry: CLI.registry())
        let cards = GalleryCommand.ruleCards(config)
        #expect(
            cards.map(\.title) == [
                "Drawer: Tabs → Menu", "Drawer: Menu → Tabs (the way back)", "Drawer: Menu → *", "Tabs: Home → Search",
            ])
        let (opening, wayBack, closing, tabs) = (cards[0], cards[1], cards[2], cards[3])
        func centre(_ card: GalleryCard, at t: Double) -> CGFloat? {
            card.stage.actors.first { $0.role == .center }.map { card.stage.state(of: $0, atTime: t).frame.minX }
        }
        // Opening moves the centre aside; the closing rule brings it back, with the menu as the leaving view.
        #expect(centre(opening, at: 0) == 0 && centre(opening, at: 1) == 280)
        #expect(centre(closing, at: 0) == 280 && centre(closing, at: 1) == 0)
        #expect(centre(wayBack, at: 0) == 280 && centre(wayBack, at: 1) == 0, "the reversible opening's way back closes")
        #expect(closing.stage.actors.first { $0.role == .drawer }?.label == "Menu")
        #expect(opening.details.contains("gesture: edge-pan from the left edge"))
        #expect(opening.details.contains("reversible: Drawer: Menu → Tabs closes by playing it backwards"))
        #expect(closing.details.contains("closes: the opening played backwards"))
        #expect(closing.details.contains("gesture: none") && closing.details.contains("reversible: no"))
        #expect(!tabs.stage.playsBackwards && tabs.details.contains("reversible: no"))
    }

    @Test func aReversibleRulesWayBackMirrorsTheWayThereAndAFallbackCardShowsNoElement() throws {
        let config = try TransitionConfig(
            data: Data(
                """
                { "version": 1,
                  "transitions": [
                    { "from": "Home", "to": "Search", "animator": { "type": "slide" }, "reversible": true },
                    { "from": "Grid", "to": "Photo", "reversible": true, "fallback": { "type": "slide" },
                      "animator": { "type": "container-transform", "element": "photo" } }
                  ] }
                """.utf8), registry: CLI.registry())
        let cards = GalleryCommand.ruleCards(config)
        #expect(
            cards.map(\.title) == [
                "Home → Search", "Search → Home (the way back)", "Grid → Photo", "Photo → Grid (the way back)",
                "Grid → Photo (fallback)", "Photo → Grid (the way back's fallback)",
            ])
        func frame(_ card: GalleryCard, _ label: String, at t: Double) -> CGRect? {
            card.stage.actors.first { $0.label == label }.map { card.stage.flatState(of: $0, atTime: t).frame }
        }
        // Each screen stands on the way back, at each moment, where it stood at the mirrored moment of the way there.
        for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
            for label in ["Home", "Search"] {
                let there = try #require(frame(cards[0], label, at: 1 - t))
                let back = try #require(frame(cards[1], label, at: t))
                #expect(abs(there.minX - back.minX) < 0.5 && abs(there.width - back.width) < 0.5, "\(label) at \(t)")
            }
        }
        // The photo shrinks back into the cell it grew from.
        func element(_ card: GalleryCard, at t: Double) -> CGRect? {
            card.stage.actors.first { $0.role == .element }.map { card.stage.state(of: $0, atTime: t).frame }
        }
        let grown = try #require(element(cards[2], at: 1))
        let cell = try #require(element(cards[2], at: 0))
        #expect(element(cards[3], at: 0) == grown && element(cards[3], at: 1) == cell)
        // The fallbacks play without the element, and say when they play.
        #expect(element(cards[4], at: 0) == nil && element(cards[5], at: 0) == nil)
        #expect(cards[4].details.contains { $0.contains("no view tagged 'photo'") })
        #expect(cards[4].subtitle.lowercased().contains("slide"))
    }
}
