import Foundation
import TransitionCore

/// Renders a transition as an SVG filmstrip: `frames` panels from t = 0 to t = 1, each view a labelled rectangle
/// at its sampled frame, opacity and transform.
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

    /// The SVG document.
    public func svg(for stage: PreviewStage, title: String) -> String {
        let bounds = stage.bounds
        let scale = bounds.width > 0 ? panelWidth / Double(bounds.width) : 1
        let panelHeight = Double(bounds.height) * scale
        let gap = 12.0
        let width = Double(frames) * (panelWidth + gap) + gap
        let height = panelHeight + 48
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="-apple-system, Helvetica, sans-serif">
            <title>\(escape(title))</title>

            """
        for index in 0..<frames {
            let t = Double(index) / Double(frames - 1)
            let x = gap + Double(index) * (panelWidth + gap)
            out += "<g transform=\"translate(\(n(x)) 24)\">\n"
            out += "<text x=\"0\" y=\"-8\" font-size=\"11\" fill=\"#555\">t = \(label(t))</text>\n"
            out +=
                "<svg width=\"\(n(panelWidth))\" height=\"\(n(panelHeight))\" viewBox=\"\(n(Double(bounds.minX))) "
                + "\(n(Double(bounds.minY))) \(n(Double(bounds.width))) \(n(Double(bounds.height)))\" overflow=\"hidden\">\n"
            out +=
                "<rect x=\"\(n(Double(bounds.minX)))\" y=\"\(n(Double(bounds.minY)))\" width=\"\(n(Double(bounds.width)))\" "
                + "height=\"\(n(Double(bounds.height)))\" fill=\"#f4f4f4\"/>\n"
            for actor in stage.actors {
                out += rectangle(for: actor, state: stage.flatState(of: actor, atTime: t), scale: scale)
            }
            out += "</svg>\n"
            out += "<rect width=\"\(n(panelWidth))\" height=\"\(n(panelHeight))\" fill=\"none\" stroke=\"#999\"/>\n"
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    private func rectangle(for actor: PreviewStage.Actor, state: ViewState, scale: Double) -> String {
        guard !state.isHidden else { return "" }
        let frame = state.frame
        let m = SVGMatrix(state)
        let cx = Double(frame.midX)
        let cy = Double(frame.midY)
        // The transform applies about the view's centre, as a layer's does with its default anchor point.
        let transform =
            "translate(\(n(cx)) \(n(cy))) matrix(\(n(m.a)) \(n(m.b)) \(n(m.c)) \(n(m.d)) \(n(m.tx)) \(n(m.ty))) "
            + "translate(\(n(-cx)) \(n(-cy)))"
        var out = "<g opacity=\"\(n(Double(state.alpha)))\" transform=\"\(transform)\" data-role=\"\(actor.role)\">\n"
        out +=
            "<rect x=\"\(n(Double(frame.minX)))\" y=\"\(n(Double(frame.minY)))\" width=\"\(n(Double(frame.width)))\" "
            + "height=\"\(n(Double(frame.height)))\" rx=\"\(n(Double(state.cornerRadius)))\" fill=\"\(actor.color)\" "
            + "stroke=\"#222\" stroke-width=\"\(n(1 / scale))\"/>\n"
        if !actor.label.isEmpty {
            out +=
                "<text x=\"\(n(cx))\" y=\"\(n(cy))\" font-size=\"\(n(14 / scale))\" text-anchor=\"middle\" "
                + "fill=\"#fff\">\(escape(actor.label))</text>\n"
        }
        return out + "</g>\n"
    }
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
