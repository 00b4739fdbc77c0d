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
            css += keyframes.css(for: card.stage, prefix: prefix, byProgress: true)
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
            or press Play, or drag across a phone as a finger would: letting go finishes or cancels the transition as
            the engine decides, on its completion curve. Append <code>?t=0.25</code> to the address to pause every
            card at a quarter.</p>
            <main>
            \(body)</main>
            <pre id="measurements" hidden></pre>
            <pre id="decisions" hidden></pre>
            <pre id="errors" hidden></pre>
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
                "<div class=\"actor\" data-role=\"\(actor.role)\" data-name=\"\(name)\" style=\"animation-name: \(name); "
                + "animation-duration: \(n(duration))s; background: \(actor.color);\">"
                + parts.map { Self.html($0, in: actor.base.frame.size) }.joined() + "</div>\n"
        }
        let chrome = PhoneChrome.parts(
            in: CGRect(origin: .zero, size: bounds.size), showsTabBar: card.stage.showsTabBar)
            .map { Self.html($0, in: bounds.size) }.joined()
        let details = card.details.map { "<li>\(escape($0))</li>" }.joined()
        return """
            <section class="card" id="\(id)" data-duration="\(n(duration))" \(Self.fingerAttributes(card.stage))>
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

    /// What the page needs to play a finger's drag as the engine would: the direction that drives the transition,
    /// the distance that is all of it (the container's width), the release decision's constants
    /// (`GestureDecision`'s defaults) and the completion curve's control points (`PercentDrivenInteraction`'s
    /// default, easeInOut), on which a release plays the rest from where the finger left it.
    static func fingerAttributes(_ stage: PreviewStage) -> String {
        let decision = GestureDecision()
        let curve = CubicBezier.easeInOut
        return "data-drag=\"\(n(stage.dragDirection))\" data-width=\"\(n(Double(stage.bounds.width)))\" "
            + "data-threshold=\"\(n(decision.threshold))\" data-flick=\"\(n(Double(decision.minimumFlickVelocity)))\" "
            + "data-deceleration=\"\(n(Double(decision.decelerationRate)))\" "
            + "data-completion=\"\(n(curve.x1)),\(n(curve.y1)),\(n(curve.x2)),\(n(curve.y2))\""
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
          margin: 5px; touch-action: none; cursor: grab; user-select: none; }
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
        const errors = document.getElementById('errors');
        window.addEventListener('error', (e) => { errors.textContent += e.message + '\\n'; });
        function setAnimation(card, suffix, t) {
          const duration = parseFloat(card.dataset.duration);
          for (const actor of card.querySelectorAll('.actor')) {
            actor.style.animationName = actor.dataset.name + suffix;
            actor.style.animationPlayState = 'paused';
            actor.style.animationDelay = (-t * duration) + 's';
          }
        }
        function seek(card, t) {
          setAnimation(card, '', t);
          card.querySelector('input').value = Math.round(t * 1000);
          card.querySelector('output').textContent = 't = ' + t.toFixed(2);
        }
        // A finger's progress: the animation sampled at the progress itself, as the engine draws a drag.
        function showProgress(card, p) {
          setAnimation(card, '-progress', p);
          card.querySelector('output').textContent = 'progress = ' + p.toFixed(2);
        }
        function play(card) {
          for (const actor of card.querySelectorAll('.actor')) {
            actor.style.animation = 'none';
            void actor.offsetWidth;
            actor.style.animation = '';
            actor.style.animationName = actor.dataset.name;
            actor.style.animationDelay = '0s';
            actor.style.animationPlayState = 'running';
          }
        }
        // The engine's release decision (GestureDecision.shouldFinish): finish when the position the release would
        // coast to, decelerating as a scroll view does, reaches the threshold.
        function finishes(card, progress, velocity) {
          const d = card.dataset, width = parseFloat(d.width), rate = parseFloat(d.deceleration);
          const coast = Math.abs(velocity) >= parseFloat(d.flick) && rate > 0 && rate < 1
            ? (velocity / 1000) * rate / (1 - rate) : 0;
          return width > 0 ? progress + coast / width >= parseFloat(d.threshold) : progress >= parseFloat(d.threshold);
        }
        // A CSS cubic Bézier timing function, solved by bisection.
        function bezier(x1, y1, x2, y2) {
          const at = (a, b, t) => 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t;
          return (x) => {
            if (x <= 0) return 0;
            if (x >= 1) return 1;
            let low = 0, high = 1;
            for (let i = 0; i < 60; i++) {
              const mid = (low + high) / 2;
              if (at(x1, x2, mid) < x) low = mid; else high = mid;
            }
            return at(y1, y2, (low + high) / 2);
          };
        }
        // The rest of a released drag, as the engine plays it: from p to 1 or 0 over |target − p| of the duration,
        // on the completion curve.
        function settle(card, p, finish) {
          const target = finish ? 1 : 0;
          const seconds = Math.abs(target - p) * parseFloat(card.dataset.duration);
          const ease = bezier(...card.dataset.completion.split(',').map(parseFloat));
          const start = performance.now();
          const step = (now) => {
            const tau = seconds > 0 ? Math.min((now - start) / 1000 / seconds, 1) : 1;
            showProgress(card, p + (target - p) * ease(tau));
            if (tau < 1) card.settling = requestAnimationFrame(step);
            else card.querySelector('output').textContent = finish ? 'finished' : 'cancelled';
          };
          card.settling = requestAnimationFrame(step);
        }
        function followFinger(card) {
          const wrap = card.querySelector('.stage-wrap');
          const scale = parseFloat(card.querySelector('.stage').dataset.scale);
          const sign = parseFloat(card.dataset.drag), width = parseFloat(card.dataset.width);
          let drag = null;
          const progressAt = (x) => Math.min(Math.max(sign * (x - drag.x) / scale / width, 0), 1);
          wrap.addEventListener('pointerdown', (e) => {
            cancelAnimationFrame(card.settling);
            wrap.setPointerCapture(e.pointerId);
            drag = { x: e.clientX, samples: [{ x: e.clientX, time: e.timeStamp }] };
            showProgress(card, 0);
          });
          wrap.addEventListener('pointermove', (e) => {
            if (!drag) return;
            drag.samples.push({ x: e.clientX, time: e.timeStamp });
            // The engine's velocity: over the last 50 ms of the drag.
            while (drag.samples.length > 2 && e.timeStamp - drag.samples[0].time > 50) drag.samples.shift();
            showProgress(card, progressAt(e.clientX));
          });
          const release = (e) => {
            if (!drag) return;
            const p = progressAt(e.clientX);
            const first = drag.samples[0], last = drag.samples[drag.samples.length - 1];
            const seconds = (last.time - first.time) / 1000;
            const velocity = seconds > 0 ? sign * (last.x - first.x) / scale / seconds : 0;
            drag = null;
            settle(card, p, e.type === 'pointerup' && finishes(card, p, velocity));
          };
          wrap.addEventListener('pointerup', release);
          wrap.addEventListener('pointercancel', release);
        }
        for (const card of document.querySelectorAll('.card')) {
          card.querySelector('input').addEventListener('input', (e) => seek(card, e.target.value / 1000));
          card.querySelector('button').addEventListener('click', () => play(card));
          followFinger(card);
        }
        // Checks: ?t=0.25 pauses every card a quarter into playing by itself, ?scrub=0.3 shows every card 30% into
        // a drag; either writes where every view stands. ?release=0.3,400 writes each card's decision for a release
        // there at that speed (points per second, the driving way).
        const params = new URLSearchParams(location.search);
        const clamp = (value) => Math.min(Math.max(parseFloat(value) || 0, 0), 1);
        if (params.has('t') || params.has('scrub')) {
          for (const card of document.querySelectorAll('.card')) {
            if (params.has('scrub')) showProgress(card, clamp(params.get('scrub'))); else seek(card, clamp(params.get('t')));
          }
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
          document.getElementById('measurements').textContent = JSON.stringify(rows);
        }
        if (params.has('release')) {
          const [p, v] = params.get('release').split(',').map(parseFloat);
          const rows = [];
          for (const card of document.querySelectorAll('.card')) rows.push({card: card.id, finishes: finishes(card, p, v)});
          document.getElementById('decisions').textContent = JSON.stringify(rows);
        }
        """
}
