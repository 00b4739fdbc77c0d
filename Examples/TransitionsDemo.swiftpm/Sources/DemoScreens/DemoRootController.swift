import Foundation
import TransitionCatalogue

#if canImport(UIKit)
    import UIKit
#endif

/// The window's root: the demo shown (the UIKit demo's drawer, or the same demo in SwiftUI on a phone) as its one
/// child, with the status bar, the home indicator and the orientations of the screen on it. The system asks the
/// window's root and follows `childFor…` from there, so a root that asks no child (SwiftUI's hosting controller
/// around a representable) leaves every screen's preference unread.
@MainActor
public final class DemoRootController: UIViewController {
    /// The controller shown.
    public private(set) var shown: UIViewController
    /// Makes the other variant of the demo, when there is one (the SwiftUI demo, on a phone), and says its name.
    public var alternate: (name: String, make: @MainActor () -> UIViewController)?
    private let first: UIViewController

    /// A root showing `controller`.
    public init(showing controller: UIViewController) {
        shown = controller
        first = controller
        super.init(nibName: nil, bundle: nil)
    }

    /// Not available: the root is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        embed(shown)
    }

    /// Shows `controller` instead of the controller shown, and asks the system to read its preferences again.
    public func show(_ controller: UIViewController) {
        guard controller !== shown else { return }
        let old = shown
        old.willMove(toParent: nil)
        shown = controller
        if isViewLoaded { embed(controller) }
        old.view.removeFromSuperview()
        old.removeFromParent()
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #if canImport(UIKit)
            if #available(iOS 16.0, *) { setNeedsUpdateOfSupportedInterfaceOrientations() }
        #else
            setNeedsUpdateOfSupportedInterfaceOrientations()
        #endif
    }

    /// Whether the other variant is shown.
    public var showsAlternate: Bool { shown !== first }

    /// Switches between the UIKit demo and its other variant.
    public func toggleVariant() {
        if shown === first, let alternate {
            show(alternate.make())
        } else {
            show(first)
        }
    }

    private func embed(_ controller: UIViewController) {
        addChild(controller)
        controller.view.frame = view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(controller.view, at: 0)
        controller.didMove(toParent: self)
    }

    public override var childForStatusBarStyle: UIViewController? { shown }
    public override var childForStatusBarHidden: UIViewController? { shown }
    public override var childForHomeIndicatorAutoHidden: UIViewController? { shown }
    public override var childForScreenEdgesDeferringSystemGestures: UIViewController? { shown }
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        shown.supportedInterfaceOrientations
    }
}

/// A tab's navigation controller: its status bar is its top screen's (Search's is light). A `UINavigationController`
/// otherwise takes the style from its navigation bar and never asks the screen on it.
@MainActor
final class DemoNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
    override var childForStatusBarHidden: UIViewController? { topViewController }
}
