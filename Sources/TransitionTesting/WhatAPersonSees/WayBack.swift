import Foundation
import TransitionCore

/// The way back: a reversible rule's return, at progress p, draws what the way there drew at 1 − p. A dismissal
/// moves the presented screen away; it does not bring the presenting screen in over it.
///
/// ```swift
/// let forward = try #require(config.resolve(container: nil, from: "Home", to: "Detail")?.animator?.animator)
/// let back = try #require(config.resolve(container: nil, from: "Detail", to: "Home")?.animator?.animator)
/// #expect(WayBack.differences(there: forward, back: back).isEmpty)
/// ```
@MainActor
public enum WayBack {
    /// Progress values compared.
    public static let progressPoints: [Double] = [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1]

    /// How the way back (`back`, from B to A, a lower index or a pop) differs from the way there (`there`, from A to
    /// B) played backwards: each screen's frame (within half a point) and opacity (within 0.01), the dimming over the
    /// lower screen, and which screen is in front. Empty when the return mirrors the way there.
    public static func differences(
        there: any TransitionAnimator, back: any TransitionAnimator, kind: TransitionKind = .replace,
        in bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        layoutDirection: TransitionLayoutDirection = .leftToRight
    ) -> [String] {
        // An animator that moves a shared element is compared with one in both screens.
        let moves = there is any SharedElementAnimator || back is any SharedElementAnimator
        let forwardContext = TransitionContext(
            previewing: TransitionPair(container: "WayBack", from: "A", to: "B", fromIndex: 0, toIndex: 1), kind: kind,
            containerBounds: bounds, direction: .forward, layoutDirection: layoutDirection,
            sharedElement: moves ? SharedElement.preview(in: bounds, direction: .forward) : nil)
        let backContext = TransitionContext(
            previewing: TransitionPair(container: "WayBack", from: "B", to: "A", fromIndex: 1, toIndex: 0), kind: kind,
            containerBounds: bounds, direction: .backward, layoutDirection: layoutDirection,
            sharedElement: moves ? SharedElement.preview(in: bounds, direction: .backward) : nil)
        let forward = there.animation(for: forwardContext)
        let backward = back.animation(for: backContext)
        var found: [String] = []
        // Which screen is in front: B over A on the way there must be B over A on the way back.
        let forwardBOnTop = forward.toViewPlacement == .above
        let backBOnTop = backward.toViewPlacement == .below
        // Which is in front matters only where the two screens overlap.
        let overlap = progressPoints.contains { progress in
            let a = forward.state(of: .from, at: progress, base: ViewState(frame: forwardContext.initialFrame(for: .from)))
            let b = forward.state(of: .to, at: progress, base: ViewState(frame: forwardContext.finalFrame(for: .to)))
            let shared = a.presentedFrame.intersection(b.presentedFrame)
            return !a.isHidden && !b.isHidden && !shared.isNull && shared.width > 0.5 && shared.height > 0.5
        }
        if overlap, forwardBOnTop != backBOnTop {
            found.append(
                "the way there draws \(forwardBOnTop ? "B over A" : "A over B"), the way back "
                    + "\(backBOnTop ? "B over A" : "A over B")")
        }
        // A is the leaving screen there and the arriving one back; B the other way round.
        let screens: [(name: String, there: TransitionRole, back: TransitionRole)] = [
            ("A", .from, .to), ("B", .to, .from), ("the dimming", .dimming, .dimming),
        ]
        for progress in progressPoints {
            for screen in screens {
                // Each screen's resting frame: the leaving one's where it starts, the arriving one's where it ends.
                let thereBase = ViewState(frame: rest(screen.there, forwardContext))
                let backBase = ViewState(frame: rest(screen.back, backContext))
                let a = forward.state(of: screen.there, at: progress, base: screen.there == .dimming ? base(bounds) : thereBase)
                let b = backward.state(of: screen.back, at: 1 - progress, base: screen.back == .dimming ? base(bounds) : backBase)
                let shownA = a.isHidden ? 0 : a.alpha
                let shownB = b.isHidden ? 0 : b.alpha
                if !a.presentedFrame.isWithinHalfAPoint(of: b.presentedFrame) || abs(shownA - shownB) > 0.01 {
                    found.append(
                        "\(screen.name) at \(progress) there shows \(a.presentedFrame), alpha \(shownA); back at "
                            + "\(1 - progress) it shows \(b.presentedFrame), alpha \(shownB)")
                }
            }
        }
        return found
    }

    private static func base(_ bounds: CGRect) -> ViewState { ViewState(frame: bounds) }

    private static func rest(_ role: TransitionRole, _ context: TransitionContext) -> CGRect {
        role == .to ? context.finalFrame(for: .to) : context.initialFrame(for: .from)
    }
}

extension CGRect {
    /// Within half a point on every edge.
    func isWithinHalfAPoint(of other: CGRect) -> Bool {
        abs(minX - other.minX) <= 0.5 && abs(minY - other.minY) <= 0.5 && abs(maxX - other.maxX) <= 0.5
            && abs(maxY - other.maxY) <= 0.5
    }
}
