import Foundation
import Testing
import TransitionCore
import TransitionsCLI

@MainActor
@Suite("transitions validate and explain")
struct ConfigCommandsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/configs").path

    func run(_ arguments: String...) -> (code: Int32, out: String, err: String) {
        let (output, captured) = Output.capturing()
        let code = CLI.run(arguments, output: output)
        return (code, captured.out, captured.err)
    }

    func fixture(_ name: String) -> String { "\(Self.fixtures)/\(name)" }

    /// The registry's names as `validate` lists them, so these tests hold whichever registry the CLI uses.
    var knownAnimators: String {
        let names = CLI.registry().names
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }

    @Test func aCleanConfigValidatesWithASummaryAndExitsZero() {
        let result = run("validate", fixture("valid/no-animation.json"))
        #expect(result.code == 0)
        #expect(result.out == "Checked 1 file: 0 errors, 0 warnings.\n")
        #expect(result.err.isEmpty)
    }

    @Test func aConfigDeclaringItsOwnAnimatorTypeValidatesWithAWarning() {
        let path = fixture("valid/custom-type.json")
        let result = run("validate", path)
        #expect(result.code == 0)
        #expect(
            result.out == """
                \(path):4:5: warning: animatorTypes.bounce: animator type 'bounce' is declared but not registered: it \
                is checked from its declaration and switches without animation; register it in the app's registry
                Checked 1 file: 0 errors, 1 warning.

                """)
        #expect(result.err.isEmpty)
        let explained = run("explain", path, "--from", "Home", "--to", "Settings")
        #expect(explained.code == 0)
        // The tool cannot build a declared type, and says what that means at run time without a registration.
        #expect(
            explained.out.contains(
                "  animator: preset 'hop' (bounce) — declared, not registered: switches without animation\n"))
    }

    @Test func aSyntaxErrorIsPrintedAtItsLineAndColumnAndExitsOne() {
        let path = fixture("broken/syntax.json")
        let result = run("validate", path)
        #expect(result.code == 1)
        #expect(
            result.out == """
                \(path):4:59: error: transitions: trailing comma before ']'; remove the ','
                Checked 1 file: 1 error, 0 warnings.

                """)
    }

    @Test func everyProblemOfAFileIsPrintedInOrder() {
        let path = fixture("broken/unknown-names.json")
        let result = run("validate", path)
        #expect(result.code == 1)
        #expect(
            result.out == """
                \(path):4:25: error: animators.wobbly.type: unknown animator type 'wobble'. Known animators: \(knownAnimators)
                \(path):8:51: error: transitions[1].animator: unknown preset 'wobbyl'; did you mean 'wobbly'? Presets: wobbly
                \(path):9:55: error: transitions[2].reversable: unknown key "reversable"; did you mean "reversible"? Keys of a rule: container, from, to, animator, fallback, interaction, reversible
                Checked 1 file: 3 errors, 0 warnings.

                """)
    }

    @Test func aFileWithThousandsOfProblemsPrintsTheFirstHundredAndCountsThemAll() throws {
        let rules = (0..<2_000).map { "{\"from\": \"A\($0)\", \"animator\": \"missing\($0)\"}" }
        let json = "{\"version\": 1, \"transitions\": [\(rules.joined(separator: ", "))]}"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID()).json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = run("validate", path)
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 102)
        #expect(
            lines[100].hasSuffix(
                "error: 1900 more errors not listed: only the first 100 diagnostics are, and the first left out is "
                    + "here; fix these and check again"))
        #expect(lines[101] == "Checked 1 file: 2000 errors, 0 warnings.")
    }

    @Test func warningsAloneExitZero() {
        let path = fixture("broken/warnings-only.json")
        let result = run("validate", path)
        #expect(result.code == 0)
        #expect(
            result.out == """
                \(path):4:59: warning: transitions[0].reversible: the reverse of this rule (Settings → Home) is never used: transitions[1] (5:5) is written for that pattern and wins; remove "reversible" here or remove that rule
                \(path):8:14: warning: default: the default is never used: transitions[2] (6:5) matches every pair in every container first; remove one of them
                Checked 1 file: 0 errors, 2 warnings.

                """)
    }

    @Test func severalFilesAreSummedUpAndAMissingOneIsNamed() {
        let overlap = fixture("broken/overlap.json")
        let result = run("validate", fixture("valid/no-animation.json"), "missing.json", overlap)
        #expect(result.code == 1)
        #expect(
            result.err == "Error: cannot read 'missing.json': no such file.\n"
                + "Error: the config has 1 error; fix it and validate again.\n")
        #expect(result.out.hasPrefix("\(overlap):4:80: warning: transitions[0].reversible: "))
        #expect(
            result.out.contains(
                "\(overlap):6:5: error: transitions[2]: this rule and transitions[0] (4:5) both "
                    + "match Tabs: Home → Settings with equal specificity"))
        #expect(result.out.hasSuffix("\nChecked 2 files: 1 error, 1 warning; 1 file could not be read.\n"))

        let missing = run("validate", "missing.json")
        #expect(missing.code == 1)
        #expect(missing.err == "Error: cannot read 'missing.json': no such file.\n")
        #expect(missing.out == "Checked 0 files: 0 errors, 0 warnings; 1 file could not be read.\n")

        let directory = run("validate", Self.fixtures)
        #expect(directory.err == "Error: cannot read '\(Self.fixtures)': it is a directory; name a JSON file.\n")
    }

    @Test func validateWithoutAFileIsAUsageError() {
        let result = run("validate")
        #expect(result.code == 64)
        #expect(result.err == "Error: missing a config file to validate\nSee 'transitions validate --help'.\n")
        #expect(
            run("validate", "--strict", "x.json").err == "Error: unknown option '--strict'.\n"
                + "See 'transitions validate --help'.\n")
    }

    @Test func explainPrintsTheWinnerAndWhyEveryOtherRuleLost() {
        let path = fixture("valid/no-animation.json")
        let result = run("explain", path, "--container", "Tabs", "--from", "Settings", "--to", "Home")
        #expect(result.code == 0)
        #expect(result.err.isEmpty)
        #expect(
            result.out == """
                Tabs: Settings → Home
                  uses transitions[0] at \(path):4:5 (the reverse of Tabs: Home → Settings, container exact pair)
                  animator: none (switch without animation)
                  reversed: yes (the animation played backwards, the gesture flipped)
                  rules, in file order:
                    ✓ transitions[0] 4:5  Tabs: Home → Settings (reversible)  chosen reversed (Tabs: Settings → Home, container exact pair)
                    ✗ transitions[1] 5:5  Tabs: * → *                         matches, but container (*, *) is less specific than transitions[0]'s container exact pair
                    ✗ transitions[2] 6:5  * → Detail                          to is 'Detail', not 'Home'
                  default at 8:14: no animation — not used, a rule matched

                """)
        let global = run("explain", path, "--from", "Home", "--to", "Detail")
        #expect(
            global.out.hasPrefix("Home → Detail\n  uses transitions[2] at \(path):6:5 (* → Detail, global (*, to))\n"))
    }

    @Test func explainSaysWhatPlaysWhenAScreenLacksTheSharedElement() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("photos.json").path
        try Data(
            """
            {
              "version": 1,
              "transitions": [
                { "from": "Grid", "to": "Photo", "animator": { "type": "container-transform", "element": "photo" } },
                { "from": "List", "to": "Photo", "animator": { "type": "container-transform", "element": "photo" },
                  "fallback": { "type": "slide", "direction": "left" } },
                { "from": "Album", "to": "Photo", "animator": { "type": "container-transform", "element": "photo" },
                  "fallback": null },
                { "from": "Home", "to": "Detail", "animator": { "type": "slide" } }
              ]
            }
            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        func fallbackLine(from: String) -> String? {
            run("explain", path, "--from", from, "--to", "Photo").out.split(separator: "\n")
                .first { $0.contains("fallback") }.map(String.init)
        }
        #expect(fallbackLine(from: "Grid") == "  fallback, when a screen lacks the element 'photo': fade-scale")
        #expect(
            fallbackLine(from: "List")?.hasPrefix("  fallback, when a screen lacks the element 'photo': slide") == true)
        #expect(
            fallbackLine(from: "Album")
                == "  fallback, when a screen lacks the element 'photo': none (the animator plays without the element)")
        #expect(!run("explain", path, "--from", "Home", "--to", "Detail").out.contains("fallback"))
    }

    @Test func explainRefusesABrokenConfigAndPrintsItsErrors() {
        let path = fixture("broken/overlap.json")
        let result = run("explain", path, "--from", "Home", "--to", "Settings")
        #expect(result.code == 1)
        #expect(result.out.isEmpty)
        #expect(
            result.err == """
                \(path):6:5: error: transitions[2]: this rule and transitions[0] (4:5) both match Tabs: Home → Settings with equal specificity, so neither can win; merge them, or change the container, from or to of one
                Error: '\(path)' has 1 error; fix it and try again.

                """)
        let missing = run("explain", "nope.json", "--from", "A", "--to", "B")
        #expect(missing.code == 1)
        #expect(missing.err == "Error: cannot read 'nope.json': no such file.\n")
    }

    /// Every command that refuses a config ends with one `Error:` line saying how many errors it has.
    @Test func galleryAndGenerateRefuseABrokenConfigWithAClosingErrorLine() throws {
        let path = fixture("broken/overlap.json")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("refusal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let closing = "Error: '\(path)' has 1 error; fix it and try again.\n"
        let gallery = run("gallery", "--out", scratch.path, "--config", path)
        #expect(gallery.code == 1)
        #expect(gallery.err.hasPrefix("\(path):6:5: error: transitions[2]: this rule and transitions[0]"))
        #expect(gallery.err.hasSuffix("\n" + closing))
        let generate = run("generate", path, "--output", scratch.appendingPathComponent("Config.swift").path)
        #expect(generate.code == 1)
        #expect(generate.err.hasSuffix("\n" + closing))
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("Config.swift").path))
        #expect(
            run("gallery", "--out", scratch.path, "--config", "nope.json").err
                == "Error: cannot read 'nope.json': no such file.\n")
        #expect(
            run("generate", "nope.json", "--output", "x.swift").err == "Error: cannot read 'nope.json': no such file.\n"
        )
    }

    /// The refusal counts the errors a truncated list leaves out, not the summary line as one.
    @Test func theRefusalCountsEveryErrorOfALongList() {
        let rules = (0..<150).map { "{\"from\": \"A\($0)\", \"animator\": \"missing\($0)\"}" }
        let json = "{\"version\": 1, \"transitions\": [\(rules.joined(separator: ",\n"))]}"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect((try? Data(json.utf8).write(to: file)) != nil)
        let result = run("explain", file.path, "--from", "A", "--to", "B")
        #expect(result.err.hasSuffix("\nError: '\(file.path)' has 150 errors; fix them and try again.\n"))
    }

    /// A device is read as the file it is: `/dev/null` is an empty config, not "permission denied".
    @Test func devicesAreReadLikeFiles() {
        let result = run("validate", "/dev/null")
        #expect(result.code == 1)
        #expect(result.err == "Error: the config has 1 error; fix it and validate again.\n")
        #expect(result.out.hasPrefix("/dev/null:1:1: error: "))
        #expect(!result.out.contains("permission"))
        #expect(result.out.hasSuffix("Checked 1 file: 1 error, 0 warnings.\n"))
    }

    /// A gallery goes into a folder; a file or device in its place is named as the problem.
    @Test func aGalleryDestinationThatIsNotAFolderIsNamed() {
        let result = run("gallery", "--out", "/dev/null")
        #expect(result.code == 1)
        #expect(
            result.err == "Error: could not write the gallery to '/dev/null': it is not a directory; "
                + "name a folder for index.html\n")
    }

    @Test func explainNeedsAFileAFromAndATo() {
        let path = fixture("valid/no-animation.json")
        #expect(
            run("explain", "--from", "A", "--to", "B").err == "Error: missing the config file\n"
                + "See 'transitions explain --help'.\n")
        #expect(
            run("explain", path, "--to", "B").err == "Error: missing '--from <id>'\n"
                + "See 'transitions explain --help'.\n")
        #expect(run("explain", path, "--from", "A").code == 64)
        #expect(
            run("explain", path, path, "--from", "A", "--to", "B").err == "Error: unexpected argument '\(path)'; "
                + "explain reads one file\nSee 'transitions explain --help'.\n")
        #expect(
            run("explain", path, "--form", "A").err == "Error: unknown option '--form'. Did you mean '--from'?\n"
                + "See 'transitions explain --help'.\n")
    }

    @Test func helpListsTheConfigCommands() {
        let result = run("--help")
        #expect(result.out.contains("  validate      Check config files; print every problem as file:line:column.\n"))
        #expect(
            result.out.contains("  explain       Say which config rule applies to a switch, and why the others lost.\n")
        )
        #expect(run("validate", "--help").out.hasPrefix("OVERVIEW: Check transition config files"))
        #expect(run("help", "explain").out.hasPrefix("OVERVIEW: Explain which rule of a config applies"))
    }
}
