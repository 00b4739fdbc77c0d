import Foundation
import TransitionCatalogue
import TransitionCore
import TransitionPreview

/// `transitions render NAME`: an SVG filmstrip of one animator's transition.
@MainActor
enum RenderCommand {
    static let help = """
        OVERVIEW: Render an SVG filmstrip of one transition, sampled from the engine.

        USAGE: transitions render <animator> [--param <name>=<json>]... [--frames <n>] [--motion] [--out <file>]

        ARGUMENTS:
          <animator>              A registered animator name (see 'transitions list').

        OPTIONS:
          --param <name>=<json>   A parameter, e.g. --param style=\\"parallax\\" or --param duration=0.5.
          --frames <n>            Panels in the filmstrip, 2...60 (default 6).
          --motion                One phone playing the transition in a loop (animated SVG) instead.
          --out <file>            Write the SVG here instead of standard output.
          -h, --help              Show help information.
        """

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let (rest, parameters) = try RenderCommand.splitParameters(arguments)
        let options = try Options(rest, valued: ["--frames", "--out"], boolean: ["--motion"])
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
        let svg =
            options.flags.contains("--motion")
            ? FilmstripRenderer(panelWidth: 240).motionSVG(for: card.stage, title: name)
            : FilmstripRenderer(frames: frames).svg(for: card.stage, title: name)
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
