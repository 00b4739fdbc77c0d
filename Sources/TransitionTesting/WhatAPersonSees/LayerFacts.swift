import Foundation
import HeadlessUI
import TransitionCore

/// What a view's layer shows at rest, as ``FrameWatch/checkRest(strict:)`` compares it.
struct LayerFacts: Equatable {
    var frame: CGRect
    var opacity: CGFloat
    var transform: Matrix3D
    var anchorPoint: CGPoint
    var isHidden: Bool
    var cornerRadius: CGFloat
    var masksToBounds: Bool
    var shadowOpacity: Float
    var shadowRadius: CGFloat
    var shadowOffset: CGSize
    var shadowPath: HeadlessPath?

    @MainActor
    init(_ view: HeadlessView) {
        let layer = view.layer
        frame = view.frame
        opacity = layer.opacity
        transform = layer.transform
        anchorPoint = layer.anchorPoint
        isHidden = layer.isHidden
        cornerRadius = layer.cornerRadius
        masksToBounds = layer.masksToBounds
        shadowOpacity = layer.shadowOpacity
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        shadowPath = layer.shadowPath
    }

    /// What changed from `self` (as found) to `now`. A transition may leave a frame or a shadow changed at rest (a
    /// drawer stays open, its centre casting a shadow); with `strict` nothing may differ.
    func differences(from now: LayerFacts, strict: Bool) -> [String] {
        var found: [String] = []
        func check<T: Equatable>(_ name: String, _ a: T, _ b: T) {
            if a != b { found.append("\(name) is \(b), was \(a)") }
        }
        check("opacity", opacity, now.opacity)
        check("anchorPoint", anchorPoint, now.anchorPoint)
        check("cornerRadius", cornerRadius, now.cornerRadius)
        check("masksToBounds", masksToBounds, now.masksToBounds)
        if strict || now.shadowOpacity == 0 { check("shadowPath", shadowPath, now.shadowPath) }
        if strict {
            if abs(frame.minX - now.frame.minX) > 0.5 || abs(frame.minY - now.frame.minY) > 0.5
                || abs(frame.width - now.frame.width) > 0.5 || abs(frame.height - now.frame.height) > 0.5
            {
                found.append("frame is \(now.frame), was \(frame)")
            }
            check("shadowOpacity", shadowOpacity, now.shadowOpacity)
            check("transform", transform, now.transform)
            check("isHidden", isHidden, now.isHidden)
        }
        return found
    }
}

extension HeadlessView {
    /// Whether this view, new since the window was noted at rest, came with a screen: it is a screen's view or lies
    /// in one whose view is new too, or it holds such a screen (a presentation's container).
    @MainActor
    func belongsToArrivingScreen(asFound: [ObjectIdentifier: FoundView], present: Set<ObjectIdentifier>) -> Bool {
        var view: HeadlessView? = self
        while let current = view {
            if current.owner != nil { return asFound[ObjectIdentifier(current)]?.view !== current }
            view = current.superview
        }
        return allSubviews.contains { $0.owner != nil && asFound[ObjectIdentifier($0)]?.view !== $0 }
    }

    /// The keys of the animations installed on the layer (none: empty).
    @MainActor
    var installedAnimationKeys: [String] { layer.animationKeys() ?? [] }
}
