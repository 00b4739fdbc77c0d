import Foundation
import TransitionCore

/// Writes the gallery: one HTML page, a card per transition, each playing live from generated CSS keyframes with a
/// scrubber, plus its SVG filmstrip. Open it with `?t=0.25` to show every card paused at a quarter.
public struct GalleryRenderer: Sendable {
    /// The scale of the live stages on the page.
    public var stageScale: Double
    /// Filmstrips.
    public var filmstrip: FilmstripRenderer
    /// Keyframes.
    public var keyframes: CSSKeyframesRenderer

    /// Creates a renderer.
    public init(
        stageScale: Double = 0.4, filmstrip: FilmstripRenderer = FilmstripRenderer(),
        keyframes: CSSKeyframesRenderer = CSSKeyframesRenderer()
    ) {
        self.stageScale = stageScale > 0 ? stageScale : 0.4
        self.filmstrip = filmstrip
        self.keyframes = keyframes
    }

    /// The page.
    public func html(title: String, cards: [GalleryCard]) -> String {
        var css = Self.baseCSS
        var body = ""
        for (index, card) in cards.enumerated() {
            let prefix = "card\(index)"
            css += keyframes.css(for: card.stage, prefix: prefix)
            body += cardHTML(card, id: prefix)
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
            \(css)</style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p class="note">Every frame below is sampled from the engine's own animation description. Drag a scrubber,
            or press Play. Append <code>?t=0.25</code> to the address to pause every card at a quarter.</p>
            <main>
            \(body)</main>
            <pre id="measurements" hidden></pre>
            <script>
            \(Self.script)
            </script>
            </body>
            </html>

            """
    }

    private func cardHTML(_ card: GalleryCard, id: String) -> String {
        let bounds = card.stage.bounds
        let duration = max(card.stage.animation.duration, 0.001)
        let width = Double(bounds.width) * stageScale
        let height = Double(bounds.height) * stageScale
        var actors = ""
        for actor in card.stage.actors {
            let name = CSSKeyframesRenderer.animationName(prefix: id, role: actor.role)
            let parts = SketchPart.parts(
                of: actor.sketch, size: actor.base.frame.size, label: actor.label, color: actor.color,
                showsTabBar: card.stage.showsTabBar)
            actors +=
                "<div class=\"actor\" data-role=\"\(actor.role)\" style=\"animation-name: \(name); "
                + "animation-duration: \(n(duration))s; background: \(actor.color);\">"
                + parts.map { Self.html($0, in: actor.base.frame.size) }.joined() + "</div>\n"
        }
        let chrome = PhoneChrome.parts(
            in: CGRect(origin: .zero, size: bounds.size), showsTabBar: card.stage.showsTabBar)
            .map { Self.html($0, in: bounds.size) }.joined()
        let details = card.details.map { "<li>\(escape($0))</li>" }.joined()
        return """
            <section class="card" id="\(id)" data-duration="\(n(duration))">
            <h2>\(escape(card.title))</h2>
            <p>\(escape(card.subtitle))</p>
            <ul>\(details)</ul>
            <div class="stage-wrap" style="width: \(n(width))px; height: \(n(height))px; \
            border-radius: \(n(PhoneChrome.cornerRadius * stageScale))px;">
            <div class="stage" data-scale="\(n(stageScale))" style="width: \(n(Double(bounds.width)))px; \
            height: \(n(Double(bounds.height)))px; transform: scale(\(n(stageScale)));">
            \(actors)<div class="chrome">\(chrome)</div></div>
            </div>
            <div class="controls"><button type="button">Play</button>
            <input type="range" min="0" max="1000" value="0" aria-label="progress"><output>t = 0</output></div>
            <figure>\(filmstrip.svg(for: card.stage, title: card.title))</figure>
            </section>

            """
    }

    /// A sketch's part as an absolutely placed element, in percentages of the view's base `size` so that it
    /// stretches with the view (a shared element growing); text keeps its size.
    static func html(_ part: SketchPart, in size: CGSize) -> String {
        let width = max(Double(size.width), 1)
        let height = max(Double(size.height), 1)
        let frame = part.frame
        func percent(_ value: CGFloat, of whole: Double) -> String { n(Double(value) / whole * 100) + "%" }
        switch part.shape {
        case let .rect(radius):
            return "<i style=\"left: \(percent(frame.minX, of: width)); top: \(percent(frame.minY, of: height)); "
                + "width: \(percent(frame.width, of: width)); height: \(percent(frame.height, of: height)); "
                + "border-radius: \(n(radius))px; background: \(part.fill);\"></i>"
        case let .text(string, size, weight, centred):
            // The text's baseline sits at the frame's origin: its box rises from there by about its size.
            let shift = centred ? " transform: translateX(-50%);" : ""
            return "<b style=\"left: \(percent(frame.minX, of: width)); top: \(n(Double(frame.minY) - size))px; "
                + "font-size: \(n(size))px; font-weight: \(weight); color: \(part.fill);\(shift)\">\(escape(string))</b>"
        }
    }

    static let baseCSS = """
        body { font-family: -apple-system, Helvetica, sans-serif; margin: 24px; color: #222; }
        main { display: flex; flex-wrap: wrap; gap: 24px; }
        .card { border: 1px solid #ccc; border-radius: 8px; padding: 12px 16px; max-width: 820px; }
        .card h2 { margin: 0 0 4px; font-size: 18px; }
        .card ul { font-size: 12px; color: #555; padding-left: 18px; }
        .stage-wrap { position: relative; overflow: hidden; background: #1c1c1e; box-shadow: 0 0 0 5px #111;
          margin: 5px; }
        .stage { position: absolute; left: 0; top: 0; transform-origin: 0 0; overflow: hidden; }
        .actor { position: absolute; box-sizing: border-box; overflow: hidden; animation-timing-function: linear;
          animation-fill-mode: both; animation-play-state: paused; animation-delay: 0s; }
        .actor i, .chrome i { position: absolute; display: block; }
        .actor b, .chrome b { position: absolute; white-space: nowrap; line-height: 1.2; }
        .chrome { position: absolute; inset: 0; pointer-events: none; }
        .controls { margin: 8px 0; display: flex; gap: 8px; align-items: center; }
        .note { color: #555; max-width: 820px; }

        """

    static let script = """
        function seek(card, t) {
          const duration = parseFloat(card.dataset.duration);
          for (const actor of card.querySelectorAll('.actor')) {
            actor.style.animationPlayState = 'paused';
            actor.style.animationDelay = (-t * duration) + 's';
          }
          card.querySelector('input').value = Math.round(t * 1000);
          card.querySelector('output').textContent = 't = ' + t.toFixed(2);
        }
        function play(card) {
          for (const actor of card.querySelectorAll('.actor')) {
            actor.style.animation = 'none';
            void actor.offsetWidth;
            actor.style.animation = '';
            actor.style.animationDelay = '0s';
            actor.style.animationPlayState = 'running';
          }
        }
        for (const card of document.querySelectorAll('.card')) {
          card.querySelector('input').addEventListener('input', (e) => seek(card, e.target.value / 1000));
          card.querySelector('button').addEventListener('click', () => play(card));
        }
        const params = new URLSearchParams(location.search);
        if (params.has('t')) {
          const t = Math.min(Math.max(parseFloat(params.get('t')) || 0, 0), 1);
          for (const card of document.querySelectorAll('.card')) seek(card, t);
          const rows = [];
          for (const card of document.querySelectorAll('.card')) {
            const stage = card.querySelector('.stage');
            const origin = stage.getBoundingClientRect();
            const scale = parseFloat(stage.dataset.scale);
            for (const actor of card.querySelectorAll('.actor')) {
              const r = actor.getBoundingClientRect();
              rows.push({card: card.id, role: actor.dataset.role, x: (r.left - origin.left) / scale,
                y: (r.top - origin.top) / scale, width: r.width / scale, height: r.height / scale,
                opacity: parseFloat(getComputedStyle(actor).opacity)});
            }
          }
          const out = document.getElementById('measurements');
          out.textContent = JSON.stringify(rows);
        }
        """
}
