import Foundation
import TransitionCore

/// Renders a transition as an SVG filmstrip: `frames` panels from t = 0 to t = 1, each a phone whose views stand at
/// their sampled frame, opacity and transform, each drawn as the screen it stands for.
///
/// ```swift
/// let svg = FilmstripRenderer(frames: 6, panelWidth: 120).svg(for: stage, title: "slide")
/// ```
public struct FilmstripRenderer: Sendable {
    /// How many panels.
    public var frames: Int
    /// The width of one panel in SVG units; heights keep the container's aspect ratio.
    public var panelWidth: Double

    /// Creates a renderer (at least two frames).
    public init(frames: Int = 6, panelWidth: Double = 120) {
        self.frames = max(2, frames)
        self.panelWidth = panelWidth > 0 ? panelWidth : 120
    }

    /// The SVG document: one phone per panel, each view drawn as the screen it stands for (see ``ScreenSketch``) at
    /// its sampled frame, opacity and transform, under the status bar and above the home indicator.
    public func svg(for stage: PreviewStage, title: String) -> String {
        let bounds = stage.bounds
        let scale = bounds.width > 0 ? panelWidth / Double(bounds.width) : 1
        let panelHeight = Double(bounds.height) * scale
        let gap = 12.0
        let width = Double(frames) * (panelWidth + gap) + gap
        let height = panelHeight + 48
        let ids = SVGIDs(title: title)
        var out = Self.header(
            width: width, height: height, viewBox: "0 0 \(n(width)) \(n(height))", title: title, stage: stage, ids: ids)
        for index in 0..<frames {
            let t = Double(index) / Double(frames - 1)
            let x = gap + Double(index) * (panelWidth + gap)
            out += "<g transform=\"translate(\(n(x)) 24)\">\n"
            out += "<text x=\"0\" y=\"-8\" font-size=\"11\" fill=\"#555\">t = \(label(t))</text>\n"
            out += Self.phone(stage, at: t, width: panelWidth, height: panelHeight, ids: ids, panel: index)
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// The SVG document of the transition in motion: one phone playing the engine's frames at `framesPerSecond`
    /// of the animation's own duration, holding its first and last frame for `hold` seconds, looping (SMIL, which a
    /// browser plays inside an `<img>`, as a repository page shows an image). Each frame is a group shown only for
    /// its moment.
    public func motionSVG(
        for stage: PreviewStage, title: String, framesPerSecond: Double = 60, hold: Double = 0.8
    ) -> String {
        let bounds = stage.bounds
        let scale = bounds.width > 0 ? panelWidth / Double(bounds.width) : 1
        let panelHeight = Double(bounds.height) * scale
        let duration = max(stage.animation.duration, 0)
        let count = max(2, Int((duration * max(framesPerSecond, 1)).rounded(.up)) + 1)
        let hold = max(hold, 0.05)
        let total = duration + 2 * hold
        let ids = SVGIDs(title: title + " (motion)")
        var out = Self.header(
            width: panelWidth + 8, height: panelHeight + 8, viewBox: "-4 -4 \(n(panelWidth + 8)) \(n(panelHeight + 8))",
            title: title, stage: stage, ids: ids)
        for index in 0..<count {
            let t = Double(index) / Double(count - 1)
            // The frame shows from its moment to the next one's; the first from the start of the loop, the last to
            // its end.
            let begin = index == 0 ? 0 : hold + duration * t
            let end = index == count - 1 ? total : hold + duration * Double(index + 1) / Double(count - 1)
            let values: String
            let keyTimes: String
            if begin <= 0 {
                values = "visible;hidden"
                keyTimes = "0;\(n(end / total))"
            } else if end >= total {
                values = "hidden;visible"
                keyTimes = "0;\(n(begin / total))"
            } else {
                values = "hidden;visible;hidden"
                keyTimes = "0;\(n(begin / total));\(n(end / total))"
            }
            out += "<g visibility=\"hidden\" data-t=\"\(n(t))\">\n"
            out +=
                "<animate attributeName=\"visibility\" values=\"\(values)\" keyTimes=\"\(keyTimes)\" "
                + "dur=\"\(n(total))s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>\n"
            out += Self.phone(stage, at: t, width: panelWidth, height: panelHeight, ids: ids, panel: index)
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// The document's opening: its size, title and the definitions every phone in it uses.
    static func header(
        width: Double, height: Double, viewBox: String, title: String, stage: PreviewStage, ids: SVGIDs
    ) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
        viewBox="\(viewBox)" font-family="-apple-system, Helvetica, sans-serif">
        <title>\(escape(title))</title>
        \(definitions(for: stage, ids: ids))
        """
    }

    /// One phone at time `t`, `width` by `height`: the screens clipped to the display's rounded corners, the status
    /// bar and home indicator over them, and the phone's edge.
    static func phone(
        _ stage: PreviewStage, at t: Double, width: Double, height: Double, ids: SVGIDs, panel: Int
    ) -> String {
        let bounds = stage.bounds
        let scale = bounds.width > 0 ? width / Double(bounds.width) : 1
        var out =
            "<svg width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"\(n(Double(bounds.minX))) "
            + "\(n(Double(bounds.minY))) \(n(Double(bounds.width))) \(n(Double(bounds.height)))\" overflow=\"hidden\">\n"
        out += "<g clip-path=\"url(#\(ids.display))\">\n"
        out +=
            "<rect x=\"\(n(Double(bounds.minX)))\" y=\"\(n(Double(bounds.minY)))\" width=\"\(n(Double(bounds.width)))\" "
            + "height=\"\(n(Double(bounds.height)))\" fill=\"#1c1c1e\"/>\n"
        for (index, actor) in stage.actors.enumerated() {
            out += view(
                actor, state: stage.flatState(of: actor, atTime: t), id: ids.actor(index),
                clipID: ids.clip(panel: panel, view: index))
        }
        out += "<use href=\"#\(ids.chrome)\"/>\n</g>\n</svg>\n"
        out +=
            "<rect x=\"1\" y=\"1\" width=\"\(n(width - 2))\" height=\"\(n(height - 2))\" "
            + "rx=\"\(n(PhoneChrome.cornerRadius * scale))\" fill=\"none\" stroke=\"#111\" stroke-width=\"2.5\"/>\n"
        return out
    }

    /// What every panel shares, drawn once: each view's sketch at its base size, the status bar and home indicator,
    /// and the display's rounded outline to clip to.
    static func definitions(for stage: PreviewStage, ids: SVGIDs) -> String {
        let bounds = stage.bounds
        var out = "<defs>\n"
        out +=
            "<clipPath id=\"\(ids.display)\"><rect x=\"\(n(Double(bounds.minX)))\" y=\"\(n(Double(bounds.minY)))\" "
            + "width=\"\(n(Double(bounds.width)))\" height=\"\(n(Double(bounds.height)))\" "
            + "rx=\"\(n(PhoneChrome.cornerRadius))\"/></clipPath>\n"
        for (index, actor) in stage.actors.enumerated() {
            let size = actor.base.frame.size
            out += "<g id=\"\(ids.actor(index))\">\n"
            for part in SketchPart.parts(
                of: actor.sketch, size: size, label: actor.label, color: actor.color, showsTabBar: stage.showsTabBar)
            {
                out += svg(part)
            }
            out += "</g>\n"
        }
        out += "<g id=\"\(ids.chrome)\">\n"
        for part in PhoneChrome.parts(in: bounds, showsTabBar: stage.showsTabBar) { out += svg(part) }
        return out + "</g>\n</defs>\n"
    }

    static func svg(_ part: SketchPart) -> String {
        let frame = part.frame
        switch part.shape {
        case let .rect(radius):
            return "<rect x=\"\(n(Double(frame.minX)))\" y=\"\(n(Double(frame.minY)))\" width=\"\(n(Double(frame.width)))\" "
                + "height=\"\(n(Double(frame.height)))\"\(radius > 0 ? " rx=\"\(n(radius))\"" : "") fill=\"\(part.fill)\"/>\n"
        case let .text(string, size, weight, centred):
            return "<text x=\"\(n(Double(frame.minX)))\" y=\"\(n(Double(frame.minY)))\" font-size=\"\(n(size))\" "
                + "font-weight=\"\(weight)\"\(centred ? " text-anchor=\"middle\"" : "") fill=\"\(part.fill)\">"
                + "\(escape(string))</text>\n"
        }
    }

    /// A view in `state`: its sketch (drawn once, at the view's base size) placed on its frame, stretched when the
    /// frame's size differs from the base (a shared element growing), clipped to its frame and corner radius, with
    /// its opacity and transform about its centre, as a layer's default anchor point.
    static func view(_ actor: PreviewStage.Actor, state: ViewState, id: String, clipID: String) -> String {
        guard !state.isHidden else { return "" }
        let frame = state.frame
        let base = actor.base.frame.size
        let m = SVGMatrix(state)
        let cx = Double(frame.midX)
        let cy = Double(frame.midY)
        let transform =
            "translate(\(n(cx)) \(n(cy))) matrix(\(n(m.a)) \(n(m.b)) \(n(m.c)) \(n(m.d)) \(n(m.tx)) \(n(m.ty))) "
            + "translate(\(n(-cx)) \(n(-cy)))"
        let box =
            "x=\"\(n(Double(frame.minX)))\" y=\"\(n(Double(frame.minY)))\" width=\"\(n(Double(frame.width)))\" "
            + "height=\"\(n(Double(frame.height)))\""
        var out = "<g opacity=\"\(n(Double(state.alpha)))\" transform=\"\(transform)\" data-role=\"\(actor.role)\">\n"
        out += "<clipPath id=\"\(clipID)\"><rect \(box) rx=\"\(n(Double(state.cornerRadius)))\"/></clipPath>\n"
        out += "<g clip-path=\"url(#\(clipID))\">\n"
        if actor.sketch == .none {
            out += "<rect \(box) fill=\"\(actor.color)\"/>\n"
        } else {
            let sx = base.width > 0 ? Double(frame.width / base.width) : 1
            let sy = base.height > 0 ? Double(frame.height / base.height) : 1
            out +=
                "<use href=\"#\(id)\" transform=\"translate(\(n(Double(frame.minX))) \(n(Double(frame.minY)))) "
                + "scale(\(n(sx)) \(n(sy)))\"/>\n"
        }
        return out + "</g>\n</g>\n"
    }
}

/// Element ids of one SVG document, unique to its title so that several documents in one page (the gallery) do not
/// share them, and stable so that the committed filmstrips do not change between runs.
struct SVGIDs {
    let prefix: String

    init(title: String) {
        // FNV-1a: the same title always gives the same ids.
        var hash: UInt32 = 2_166_136_261
        for byte in title.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        prefix = "p" + String(hash, radix: 36)
    }

    var display: String { prefix + "-display" }
    var chrome: String { prefix + "-chrome" }
    func actor(_ index: Int) -> String { prefix + "-view\(index)" }
    func clip(panel: Int, view: Int) -> String { prefix + "-clip\(panel)-\(view)" }
}

/// The 2D part of a (flattened) view transform.
struct SVGMatrix {
    let a, b, c, d, tx, ty: Double

    init(_ state: ViewState) {
        let affine = state.transform.affineComponents
        (a, b, c, d, tx, ty) = (
            Double(affine.a), Double(affine.b), Double(affine.c), Double(affine.d),
            Double(affine.tx), Double(affine.ty)
        )
    }
}

/// A number for SVG/CSS: up to four decimals, no trailing zeros, no "-0".
/// A time for people to read: two decimals at most (`0.14`, `0.5`, `1`).
func label(_ time: Double) -> String {
    guard time.isFinite else { return "0" }
    var text = String(format: "%.2f", time)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}

func n(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var text = String(format: "%.4f", value)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}

/// Text escaped for XML and HTML.
func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
