import Foundation
import TransitionCore

/// An in-memory `UITabBarController` (without a tab bar view): its children, the selection, and its delegate's
/// animators.
///
/// Modelled rules (`UITabBarController` and `UITabBarControllerDelegate` references): without a custom animator a
/// switch is immediate, with no animation; a tap on a tab (``selectTab(at:)``) asks `shouldSelect` and reports
/// `didSelect`, a programmatic `selectedIndex` does neither; appearance is forwarded by hand like a navigation
/// controller's. What a switch requested while one runs does is undocumented, so the model plays either reading
/// (``midFlightSwitch``): refused (recorded in ``HeadlessEnvironment/transitionErrors``), or started over the running
/// one, whose end then leaves the tab that is selected by then on screen.
@MainActor
public final class HeadlessTabBarController: HeadlessViewController {
    /// The delegate (held weakly).
    public weak var delegate: (any HeadlessTabBarControllerDelegate)?
    /// The tabs.
    public private(set) var viewControllers: [HeadlessViewController]?
    private var selected = 0
    /// The switches playing, oldest first (more than one only under ``MidFlightSwitch/startsAnother``).
    private var transitions: [HeadlessSystemTransition] = []
    private var running: HeadlessSystemTransition? { transitions.last }

    /// The context of the newest switch playing, while one plays (what `transitionCoordinator` reports).
    public var runningTransition: HeadlessTransitionContext? { running?.context }

    /// What a switch asked for while one runs does (undocumented: unverified on a device).
    public enum MidFlightSwitch: Sendable, Hashable {
        /// It is refused and logged.
        case refused
        /// It starts at once, over the running one.
        case startsAnother
    }

    /// Which reading of UIKit the model plays for a switch asked for while one runs; tests run both.
    public var midFlightSwitch = MidFlightSwitch.refused

    /// A tab bar controller with no tabs.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Not available in the model.
    public required init?(coder: NSCoder) { nil }

    /// False: the tab bar controller tells its children itself.
    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// `setViewControllers(_:animated:)`: replaces the tabs and selects the first.
    public func setViewControllers(_ controllers: [HeadlessViewController], animated: Bool) {
        let visible = appearanceState == .appeared || appearanceState == .appearing
        if let old = selectedViewController {
            if visible { old.beginAppearanceTransition(false, animated: false) }
            old.view.removeFromSuperview()
            if visible { old.endAppearanceTransition() }
        }
        for old in viewControllers ?? [] {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        viewControllers = controllers
        selected = 0
        for controller in controllers {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        guard let first = controllers.first, isViewLoaded else { return }
        if visible { first.beginAppearanceTransition(true, animated: false) }
        first.view.frame = view.bounds
        view.addSubview(first.view)
        if visible { first.endAppearanceTransition() }
    }

    /// The selected tab's controller.
    public var selectedViewController: HeadlessViewController? {
        viewControllers.flatMap { $0.indices.contains(selected) ? $0[selected] : nil }
    }

    /// `selectedIndex`: setting it switches to that tab, through the delegate's animator if it gives one.
    public var selectedIndex: Int {
        get { selected }
        set { switchTo(newValue) }
    }

    /// A tap on tab `index`: `shouldSelect`, the switch, then `didSelect`. A tap on the selected tab asks and reports
    /// too, and takes a navigation controller there back to its root, animated (`UITabBarController`: a tap on a tab
    /// always shows the tab's root view, even when the tab was already selected; `tabBarController(_:didSelect:)`
    /// is called whether or not the selection changed).
    public func selectTab(at index: Int) {
        guard let tabs = viewControllers, tabs.indices.contains(index) else { return }
        guard delegate?.tabBarController(self, shouldSelect: tabs[index]) ?? true else { return }
        if index == selected {
            _ = (tabs[index] as? HeadlessNavigationController)?.popToRootViewController(animated: true)
        } else {
            switchTo(index)
        }
        delegate?.tabBarController(self, didSelect: tabs[index])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        if let selected = selectedViewController {
            selected.view.frame = view.bounds
            selected.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(selected.view)
        }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if selectedViewController?.appearanceState == .appearing { selectedViewController?.endAppearanceTransition() }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selectedViewController?.beginAppearanceTransition(false, animated: animated)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if selectedViewController?.appearanceState == .disappearing {
            selectedViewController?.endAppearanceTransition()
        }
    }

    private func switchTo(_ index: Int) {
        guard let tabs = viewControllers, tabs.indices.contains(index), index != selected,
            let from = selectedViewController
        else { return }
        guard running == nil || midFlightSwitch == .startsAnother else {
            environment.reportTransitionError("tab switch while \(identifier) is transitioning")
            return
        }
        let to = tabs[index]
        let previous = selected
        selected = index
        guard isViewLoaded else { return }
        let visible = appearanceState == .appeared || appearanceState == .appearing
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let interaction = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        if visible {
            from.beginAppearanceTransition(false, animated: animator != nil)
            to.beginAppearanceTransition(true, animated: animator != nil)
        }
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if animator == nil {
            to.view.frame = view.bounds
            view.addSubview(to.view)
        }
        let box = TransitionBox()
        let transition = HeadlessSystemTransition(
            container: view, from: from, to: to, fromView: from.view, toView: to.view, toFinalFrame: view.bounds,
            animated: animator != nil, animator: animator, interaction: interaction
        ) { [weak self] completed in
            guard let self else { return }
            transitions.removeAll { $0 === box.transition }
            // A switch started over this one (the second reading) has moved the selection on: it owns the screen,
            // and this one only takes away its views that neither the selection nor the newer switch shows.
            if selected != index {
                let newer = running?.context
                for child in [from, to] where child !== selectedViewController {
                    let inNewer =
                        newer?.viewController(forKey: .from) === child || newer?.viewController(forKey: .to) === child
                    if !inNewer, child.view.superview === view { child.view.removeFromSuperview() }
                }
                reconcileChildAppearance()
                return
            }
            let (leaving, staying) = completed ? (from, to) : (to, from)
            if !completed { selected = previous }
            leaving.view.removeFromSuperview()
            if environment.transitionEndLayout == .laysOut { staying.view.frame = view.bounds }
            if staying.view.superview == nil { view.addSubview(staying.view) }
            // The did-calls (or, for a cancel, the reverse sequence), whatever changed meanwhile.
            reconcileChildAppearance()
        }
        box.transition = transition
        if transition.context.completionCount == 0 { transitions.append(transition) }
    }
}

extension HeadlessTabBarController {
    /// The selected tab follows the tab bar controller's own appearance, the others are off screen: a switch made
    /// while the tab bar controller was appearing or disappearing could not tell them at the time.
    fileprivate func reconcileChildAppearance() {
        for (index, child) in (viewControllers ?? []).enumerated() where child.isViewLoaded {
            child.settleAppearance(to: index == selectedIndex ? appearanceState : .disappeared)
        }
    }
}

extension HeadlessViewController {
    /// `tabBarController`: the nearest ancestor that is a tab bar controller.
    public var tabBarController: HeadlessTabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? HeadlessTabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }
}

/// The switch a completion belongs to, set once it exists.
@MainActor
private final class TransitionBox {
    weak var transition: HeadlessSystemTransition?
}
