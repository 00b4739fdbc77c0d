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
            guard let config = ConfigFile.load(file, output: output)?.config else { return CLI.ExitCode.failure }
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
    /// the rule's place, gesture and `reversible` listed. A reversible rule's way back follows it on a card of its
    /// own, and so does the fallback a rule moving a shared element plays when a screen lacks the element.
    package static func ruleCards(_ config: TransitionConfig) -> [GalleryCard] {
        // The children each container's overlay rules open: a rule leaving one of them closes it.
        var opened: [String: Set<String>] = [:]
        for rule in config.rules {
            guard let to = rule.to, let animator = rule.animator?.animator,
                !animator.capabilities.kinds.contains(.replace)
            else { continue }
            opened[rule.container ?? "", default: []].insert(to)
        }
        return config.rules.flatMap { rule -> [GalleryCard] in
            guard let configured = rule.animator else { return [] }
            let from = rule.from ?? "Any"
            let to = rule.to ?? "Any"
            let isOverlay = !configured.animator.capabilities.kinds.contains(.replace)
            let closes = isOverlay && rule.from.map { opened[rule.container ?? ""]?.contains($0) ?? false } ?? false
            let container = rule.container ?? ""
            let pair =
                isOverlay
                ? TransitionPair(container: container, from: from, to: to)
                : TransitionPair(container: container, from: from, to: to, fromIndex: 0, toIndex: 1)
            let place = "\(config.file ?? "config"):\(rule.location) \(rule.path)"
            var details = [place]
            if isOverlay { details.append(closes ? "closes: the opening played backwards" : "opens") }
            details.append("gesture: " + (rule.interaction.map { $0.gesture.summary } ?? "none"))
            if rule.isReversible {
                let reverse = isOverlay ? (closes ? "opens" : "closes") + " by playing it backwards" : "mirrored"
                details.append("reversible: \(rule.reversePattern) \(reverse)")
            } else {
                details.append("reversible: no")
            }
            var cards = [
                card(
                    title: rule.pattern, subtitle: configured.summary, details: details, animator: configured.animator,
                    pair: pair, playsBackwards: closes)
            ]
            // The way back of a reversible rule, as the engine plays it: the reverse pair with the reversed animator
            // (a screen's way there played back, a shared element's flight mirrored), or an overlay's opening played
            // the other way.
            let backPair =
                isOverlay
                ? TransitionPair(container: container, from: to, to: from)
                : TransitionPair(container: container, from: to, to: from, fromIndex: 1, toIndex: 0)
            if rule.isReversible, let back = isOverlay ? configured : rule.reversedAnimator {
                cards.append(
                    card(
                        title: rule.reversePattern + " (the way back)", subtitle: back.summary,
                        details: [place, "the reverse of \(rule.pattern), served by this rule"], animator: back.animator,
                        pair: backPair, direction: isOverlay ? nil : .backward, playsBackwards: isOverlay && !closes))
            }
            // What plays when a screen lacks the shared element the animator moves (its way back too).
            if let element = (configured.animator as? any SharedElementAnimator)?.element, let fallback = rule.fallback {
                let lacking = "plays when a screen shows no view tagged '\(element)' (fallback)"
                cards.append(
                    card(
                        title: rule.pattern + " (fallback)", subtitle: fallback.summary, details: [place, lacking],
                        animator: fallback.animator, pair: pair, showsElement: false))
                if rule.isReversible, let backFallback = rule.reversedFallback {
                    cards.append(
                        card(
                            title: rule.reversePattern + " (the way back's fallback)", subtitle: backFallback.summary,
                            details: [place, lacking], animator: backFallback.animator, pair: backPair,
                            direction: .backward, showsElement: false))
                }
            }
            return cards
        }
    }

    /// A card for one animator in a preview context.
    ///
    /// `direction` is the context's (by default forward, or backward for an overlay: a drawer on the left);
    /// `showsElement` false previews an animator without a shared element, as a fallback plays.
    static func card(
        title: String, subtitle: String, details: [String], animator: any TransitionAnimator,
        pair: TransitionPair? = nil, direction: TransitionDirection? = nil, playsBackwards: Bool = false,
        showsElement: Bool = true
    ) -> GalleryCard {
        let kind: TransitionKind = animator.capabilities.kinds.contains(.replace) ? .replace : .overlay
        let pair =
            pair
            ?? (kind == .replace
                ? TransitionPair(container: "Preview", from: "Home", to: "Search", fromIndex: 0, toIndex: 1)
                : TransitionPair(container: "Preview", from: "Center", to: "Menu"))
        // Previews show a drawer on the left, the usual menu side.
        let direction = direction ?? (kind == .overlay ? .backward : .forward)
        // An animator that moves a shared element shows it on the preview's grid cell growing into a photo (or, going
        // back, the photo shrinking into the cell).
        let context = TransitionContext(
            previewing: pair, kind: kind, containerBounds: bounds, direction: direction,
            sharedElement: showsElement && animator is any SharedElementAnimator
                ? SharedElement.preview(in: bounds, direction: direction) : nil)
        let animation = animator.animation(for: context)
        return GalleryCard(
            title: title, subtitle: subtitle, details: details,
            stage: PreviewStage(
                animation: animation, bounds: bounds, kind: kind, pair: pair, playsBackwards: playsBackwards,
                showsTabBar: kind == .replace && (animator.name == "tab" || pair.container.contains("Tab"))))
    }
}
