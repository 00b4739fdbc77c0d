import Foundation

/// An in-memory `UIWindow`. Setting ``rootViewController`` puts the controller's view on screen, with appearance
/// callbacks for it and every child that receives them.
@MainActor
public final class HeadlessWindow {
    /// The window's own view, which holds the root view controller's view.
    public let rootView: HeadlessView

    /// Creates a window; use ``HeadlessEnvironment/makeWindow(size:)``.
    init(size: CGSize, environment: HeadlessEnvironment) {
        rootView = HeadlessView(name: "window", frame: CGRect(origin: .zero, size: size), environment: environment)
        rootView.hostingWindow = self
    }

    /// The window's bounds.
    public var bounds: CGRect { rootView.bounds }

    /// Resizes the window; the root view controller's view follows (a rotation).
    public func resize(to size: CGSize) {
        rootView.frame = CGRect(origin: .zero, size: size)
    }

    private var root: HeadlessViewController?

    /// The controller whose view fills the window. Replacing it removes the old view (disappearance) and adds the
    /// new one sized to the window (appearance).
    public var rootViewController: HeadlessViewController? {
        get { root }
        set {
            guard newValue !== root else { return }
            if let old = root {
                old.view.removeFromSuperview()
                old.isWindowRoot = false
            }
            root = newValue
            guard let newValue else { return }
            newValue.isWindowRoot = true
            newValue.view.frame = bounds
            newValue.view.fillsSuperview = true
            rootView.addSubview(newValue.view)
        }
    }
}
