import Foundation
import TransitionCatalogue
import TransitionCore
import TransitionPreview

/// `transitions gallery --out DIR`: an HTML page with a live card per catalogue animator.
@MainActor
package enum GalleryCommand {
    static let help = """
        OVERVIEW: Write an HTML gallery: a card per catalogue animator, each playing live from CSS keyframes sampled
        from the engine, with a scrubber and an SVG filmstrip.

        USAGE: transitions gallery --out <dir> [--config <file>]

        OPTIONS:
          --out <dir>             Where to write index.html (created if needed).
          --config <file>         Also a card per rule of this config (its animator on its pair).
          -h, --help              Show help information.
        """

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let options = try Options(arguments, valued: ["--out", "--config"], boolean: [])
        if let extra = options.positional.first { throw UsageError(message: "unexpected argument '\(extra)'") }
        guard let directory = options.values["--out"] else { throw UsageError(message: "missing '--out <dir>'") }
        var cards = catalogueCards()
        if let file = options.values["--config"] {
            let data: Data
            switch ConfigFile.read(file) {
            case let .failure(problem):
                output.err("Error: \(problem.message).")
                return CLI.ExitCode.failure
            case let .success(bytes):
                data = bytes
            }
            let (config, diagnostics) = TransitionConfig.load(data: data, file: file, registry: CLI.registry())
            guard let config else {
                for diagnostic in diagnostics where diagnostic.isError { output.err(diagnostic.description) }
                output.err(ConfigFile.refusal(file, diagnostics))
                return CLI.ExitCode.failure
            }
            cards += ruleCards(config)
        }
        do {
            let path = try write(cards: cards, to: directory)
            output.out(path)
            return CLI.ExitCode.success
        } catch {
            output.err("Error: could not write the gallery to '\(directory)': \(error.localizedDescription)")
            return CLI.ExitCode.failure
        }
    }

    /// Writes `index.html` into `directory` and returns its path.
    static func write(cards: [GalleryCard], to directory: String) throws -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            // Foundation would say "a file with the same name already exists", which hides what to do.
            throw NotADirectory()
        }
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let file = url.appendingPathComponent("index.html")
        let html = GalleryRenderer().html(title: "TransitionCatalogue gallery", cards: cards)
        try Data(html.utf8).write(to: file)
        return file.path
    }

    /// The gallery's destination exists and is a file or a device: the gallery is a folder (index.html).
    struct NotADirectory: LocalizedError {
        var errorDescription: String? { "it is not a directory; name a folder for index.html" }
    }

    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A card per registered animator, with its default parameters.
    static func catalogueCards() -> [GalleryCard] {
        CLI.registry().descriptors.compactMap { descriptor in
            guard let animator = try? CLI.registry().makeAnimator(named: descriptor.name) else { return nil }
            let details = descriptor.parameters.map { "\($0.name): \($0.defaultValue)" }
            return card(title: descriptor.name, subtitle: descriptor.summary, details: details, animator: animator)
        }
    }

    /// A card per rule of a config: the rule's animator on its pair (`*` shown as "Any"), drawn as the rule plays —
    /// a closing overlay rule (its `from` is a child another overlay rule of the container opens) closes — with
    /// the rule's place, gesture and `reversible` listed.
    package static func ruleCards(_ config: TransitionConfig) -> [GalleryCard] {
        // The children each container's overlay rules open: a rule leaving one of them closes it.
        var opened: [String: Set<String>] = [:]
        for rule in config.rules {
            guard let to = rule.to, let animator = rule.animator?.animator,
                !animator.capabilities.kinds.contains(.replace)
            else { continue }
            opened[rule.container ?? "", default: []].insert(to)
        }
        return config.rules.compactMap { rule in
            guard let configured = rule.animator else { return nil }
            let from = rule.from ?? "Any"
            let to = rule.to ?? "Any"
            let isOverlay = !configured.animator.capabilities.kinds.contains(.replace)
            let closes = isOverlay && rule.from.map { opened[rule.container ?? ""]?.contains($0) ?? false } ?? false
            let pair =
                isOverlay
                ? TransitionPair(container: rule.container ?? "", from: from, to: to)
                : TransitionPair(container: rule.container ?? "", from: from, to: to, fromIndex: 0, toIndex: 1)
            var details = ["\(config.file ?? "config"):\(rule.location) \(rule.path)"]
            if isOverlay { details.append(closes ? "closes: the opening played backwards" : "opens") }
            details.append("gesture: " + (rule.interaction.map { $0.gesture.summary } ?? "none"))
            if rule.isReversible {
                let reverse = isOverlay ? (closes ? "opens" : "closes") + " by playing it backwards" : "mirrored"
                details.append("reversible: \(rule.reversePattern) \(reverse)")
            } else {
                details.append("reversible: no")
            }
            return card(
                title: rule.pattern, subtitle: configured.summary, details: details, animator: configured.animator,
                pair: pair, playsBackwards: closes)
        }
    }

    /// A card for one animator in a preview context.
    static func card(
        title: String, subtitle: String, details: [String], animator: any TransitionAnimator,
        pair: TransitionPair? = nil, playsBackwards: Bool = false
    ) -> GalleryCard {
        let kind: TransitionKind = animator.capabilities.kinds.contains(.replace) ? .replace : .overlay
        let pair =
            pair
            ?? (kind == .replace
                ? TransitionPair(container: "Preview", from: "Home", to: "Search", fromIndex: 0, toIndex: 1)
                : TransitionPair(container: "Preview", from: "Center", to: "Menu"))
        // Previews show a drawer on the left, the usual menu side.
        let context = TransitionContext(
            previewing: pair, kind: kind, containerBounds: bounds,
            direction: kind == .overlay ? .backward : .forward)
        let animation = animator.animation(for: context)
        return GalleryCard(
            title: title, subtitle: subtitle, details: details,
            stage: PreviewStage(
                animation: animation, bounds: bounds, kind: kind, pair: pair, playsBackwards: playsBackwards))
    }
}

/// `transitions render NAME`: an SVG filmstrip of one animator's transition.
@MainActor
enum RenderCommand {
    static let help = """
        OVERVIEW: Render an SVG filmstrip of one transition, sampled from the engine.

        USAGE: transitions render <animator> [--param <name>=<json>]... [--frames <n>] [--out <file>]

        ARGUMENTS:
          <animator>              A registered animator name (see 'transitions list').

        OPTIONS:
          --param <name>=<json>   A parameter, e.g. --param style=\\"parallax\\" or --param duration=0.5.
          --frames <n>            Panels in the filmstrip, 2...60 (default 6).
          --out <file>            Write the SVG here instead of standard output.
          -h, --help              Show help information.
        """

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let (rest, parameters) = try RenderCommand.splitParameters(arguments)
        let options = try Options(rest, valued: ["--frames", "--out"], boolean: [])
        guard let name = options.positional.first else {
            throw UsageError(
                message: "missing the animator name; one of \(CLI.registry().names.joined(separator: ", "))")
        }
        if options.positional.count > 1 { throw UsageError(message: "unexpected argument '\(options.positional[1])'") }
        let frames = try options.int("--frames", in: 2...60) ?? 6
        let animator: any TransitionAnimator
        do {
            animator = try CLI.registry().makeAnimator(named: name, parameters: parameters)
        } catch {
            // The animator and its parameters are command-line input: a mistake there is a usage error.
            throw UsageError(message: "\(error)")
        }
        let card = GalleryCommand.card(title: name, subtitle: "", details: [], animator: animator)
        let svg = FilmstripRenderer(frames: frames).svg(for: card.stage, title: name)
        if let path = options.values["--out"] {
            do {
                try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
                output.out(path)
            } catch {
                output.err("Error: could not write '\(path)': \(error.localizedDescription)")
                return CLI.ExitCode.failure
            }
        } else {
            output.out(svg.hasSuffix("\n") ? String(svg.dropLast()) : svg)
        }
        return CLI.ExitCode.success
    }

    /// Takes every `--param <name>=<json>` out of `arguments`: the other arguments, and the parameters.
    static func splitParameters(
        _ arguments: [String]
    ) throws -> (rest: [String], parameters: [String: ParameterValue]) {
        var rest: [String] = []
        var parameters: [String: ParameterValue] = [:]
        var index = 0
        while index < arguments.count {
            guard arguments[index] == "--param" else {
                rest.append(arguments[index])
                index += 1
                continue
            }
            guard index + 1 < arguments.count else { throw UsageError(message: "missing value for '--param'") }
            let (name, value) = try parseParameter(arguments[index + 1])
            parameters[name] = value
            index += 2
        }
        return (rest, parameters)
    }

    /// `name=json`, where a bare word that is not JSON counts as a string (`style=parallax`).
    static func parseParameter(_ text: String) throws -> (String, ParameterValue) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw UsageError(message: "'\(text)' is not a parameter; write <name>=<value>, e.g. style=parallax")
        }
        let name = String(text[..<equals])
        let raw = String(text[text.index(after: equals)...])
        // The config's own parser, so a parameter reads exactly as it would in a config file.
        let parsed = JSONParser.parse(Data(raw.utf8))
        if parsed.problems.isEmpty, let root = parsed.root { return (name, root.parameterValue) }
        return (name, .string(raw))
    }
}
