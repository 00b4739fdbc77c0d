import Foundation
import TransitionCore

/// Turns a stage into CSS keyframes, one `@keyframes` rule per view, sampled from the engine at every step: a
/// browser interpolating linearly between the stops shows the engine's own curve (the stops are already eased).
///
/// ```swift
/// let css = CSSKeyframesRenderer(steps: 100).css(for: stage, prefix: "card3")
/// ```
public struct CSSKeyframesRenderer: Sendable {
    /// Stops per transition (100 puts one at every percent).
    public var steps: Int

    /// Creates a renderer with at least one step.
    public init(steps: Int = 100) {
        self.steps = max(1, steps)
    }

    /// The animation name of an actor's keyframes.
    public static func animationName(prefix: String, role: TransitionRole) -> String {
        "\(prefix)-\(role.rawValue.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined())"
    }

    /// The `@keyframes` rules for every actor on the stage: over time as it plays by itself, and with
    /// `byProgress`, over the progress a finger drives (named with a `-progress` suffix), with no curve applied.
    public func css(for stage: PreviewStage, prefix: String, byProgress: Bool = false) -> String {
        var out = ""
        for actor in stage.actors {
            let name = Self.animationName(prefix: prefix, role: actor.role) + (byProgress ? "-progress" : "")
            out += "@keyframes \(name) {\n"
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                let state =
                    byProgress ? stage.flatState(of: actor, atProgress: t) : stage.flatState(of: actor, atTime: t)
                out += "  \(n(t * 100))% { \(declarations(state, in: stage.bounds)) }\n"
            }
            out += "}\n"
        }
        return out
    }

    /// The CSS declarations that put a view in `state`, relative to the stage's origin.
    func declarations(_ state: ViewState, in bounds: CGRect) -> String {
        let frame = state.frame
        let m = SVGMatrix(state)
        return "left: \(n(Double(frame.minX - bounds.minX)))px; top: \(n(Double(frame.minY - bounds.minY)))px; "
            + "width: \(n(Double(frame.width)))px; height: \(n(Double(frame.height)))px; "
            + "opacity: \(n(Double(state.alpha))); border-radius: \(n(Double(state.cornerRadius)))px; "
            + "transform: matrix(\(n(m.a)), \(n(m.b)), \(n(m.c)), \(n(m.d)), \(n(m.tx)), \(n(m.ty))); "
            + "visibility: \(state.isHidden ? "hidden" : "visible");"
    }
}
