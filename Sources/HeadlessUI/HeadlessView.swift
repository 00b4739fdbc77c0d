import Foundation
import TransitionCore

/// An in-memory `UIView`: geometry, the animatable properties, ordered subviews, a superview and a window.
///
/// Moving a view into or out of a window is what triggers appearance callbacks for the controllers whose root views
/// are in the moved subtree, exactly as UIKit's automatic appearance forwarding does.
@MainActor
public final class HeadlessView {
    /// A name for traces: the owning controller's identifier, or what the creator called it.
    public let name: String
    /// The frame in the superview's coordinates. Changing its size resizes subviews that ``fillsSuperview``.
    public var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            for subview in subviews where subview.fillsSuperview { subview.frame = bounds }
            didResize?()
        }
    }
    /// Opacity.
    public var alpha: CGFloat = 1
    /// The transform about the view's centre.
    public var transform: Transform = .identity
    /// Whether the view is hidden.
    public var isHidden = false
    /// The layer's corner radius.
    public var cornerRadius: CGFloat = 0
    /// The layer's shadow.
    public var shadow: Shadow = .none
    /// Autoresizing with flexible width and height: the view follows its superview's bounds.
    public var fillsSuperview = false

    /// Subviews, back to front.
    public private(set) var subviews: [HeadlessView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: HeadlessView?
    /// The controller whose root view this is.
    public internal(set) weak var owner: HeadlessViewController?
    weak var hostingWindow: HeadlessWindow?
    /// Called after the view's size changed (a container's layout pass).
    var didResize: (@MainActor () -> Void)?
    let environment: HeadlessEnvironment

    /// Creates a free-standing view.
    public init(name: String, frame: CGRect = .zero, environment: HeadlessEnvironment) {
        self.name = name
        self.frame = frame
        self.environment = environment
    }

    /// `CGRect(origin: .zero, size: frame.size)`.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The window the view is in, through its superviews, if any.
    public var window: HeadlessWindow? {
        var view = self
        while let parent = view.superview { view = parent }
        return view.hostingWindow
    }

    /// The animatable properties as one value.
    public var state: ViewState {
        get {
            ViewState(
                frame: frame, alpha: alpha, transform: transform, cornerRadius: cornerRadius, shadow: shadow,
                isHidden: isHidden)
        }
        set {
            frame = newValue.frame
            alpha = newValue.alpha
            transform = newValue.transform
            cornerRadius = newValue.cornerRadius
            shadow = newValue.shadow
            isHidden = newValue.isHidden
        }
    }

    /// Whether the view is visible to a person: in a window, not hidden and not transparent, all the way up.
    public var isVisibleOnScreen: Bool {
        guard window != nil else { return false }
        var view: HeadlessView? = self
        while let current = view {
            if current.isHidden || current.alpha <= 0 { return false }
            view = current.superview
        }
        return true
    }

    /// Whether `self` is `view` or one of its subviews, at any depth.
    public func isDescendant(of view: HeadlessView) -> Bool {
        var current: HeadlessView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// `addSubview(_:)`: on top of the other subviews.
    public func addSubview(_ view: HeadlessView) {
        insert(view, at: subviews.count)
    }

    /// `insertSubview(_:at:)`; the index is clamped to the subviews' range.
    public func insertSubview(_ view: HeadlessView, at index: Int) {
        insert(view, at: index)
    }

    /// `insertSubview(_:aboveSubview:)`; a sibling that is not a subview puts `view` on top.
    public func insertSubview(_ view: HeadlessView, aboveSubview sibling: HeadlessView) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insert(view, at: index)
    }

    /// `insertSubview(_:belowSubview:)`; a sibling that is not a subview puts `view` at the back.
    public func insertSubview(_ view: HeadlessView, belowSubview sibling: HeadlessView) {
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insert(view, at: index)
    }

    /// `bringSubviewToFront(_:)`.
    public func bringSubviewToFront(_ view: HeadlessView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    /// `sendSubviewToBack(_:)`.
    public func sendSubviewToBack(_ view: HeadlessView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
    }

    /// `removeFromSuperview()`. Leaving a window sends `viewWillDisappear` now and `viewDidDisappear` when the
    /// run-loop turn ends, to every controller in the subtree that receives automatic appearance calls.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let wasInWindow = window != nil
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if let owner { environment.record(owner.identifier, .removeFromSuperview, .containerCode) }
        if wasInWindow { HeadlessViewController.forwardAppearance(in: self, appearing: false) }
    }

    private func insert(_ view: HeadlessView, at requested: Int) {
        // Adding a view to itself or to one of its own subviews would make a cycle; UIKit raises, we refuse.
        guard !isDescendant(of: view) else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(requested, 0), subviews.count))
            return
        }
        let wasInWindow = view.window != nil
        if let old = view.superview {
            old.subviews.removeAll { $0 === view }
            view.superview = nil
        }
        subviews.insert(view, at: min(max(requested, 0), subviews.count))
        view.superview = self
        if let child = view.owner {
            environment.record(nearestOwner?.identifier ?? name, .addSubview(child.identifier), .containerCode)
        }
        let isInWindow = window != nil
        if isInWindow, !wasInWindow {
            HeadlessViewController.forwardAppearance(in: view, appearing: true)
        } else if wasInWindow, !isInWindow {
            HeadlessViewController.forwardAppearance(in: view, appearing: false)
        }
    }

    private var nearestOwner: HeadlessViewController? {
        var view: HeadlessView? = self
        while let current = view {
            if let owner = current.owner { return owner }
            view = current.superview
        }
        return nil
    }
}
