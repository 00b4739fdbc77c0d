import Foundation
import TransitionConfiguration
import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// A presentation of the catalogue's own whose being shown an app owns (a SwiftUI `isPresented` binding): the screen
/// is presented full screen with the animator the config names for (presenter, screen) — container `"Modal"` — and
/// dismissed with the reverse pair, with the config's dismiss pan. The app's value and the presentation never fight.
///
/// - The app's `true` presents, its `false` dismisses, animated as the app changed it; neither is written back. A
///   value the app gave before changes nothing.
/// - A dismissal the app did not ask for — the dismiss pan, or ``dismiss(animated:)`` from inside the screen — is
///   written once (`false`), when the screen is gone; a dismiss pan that goes back writes nothing.
/// - Asked before the presenter is in a window, the presentation waits for ``presenterDidAppear()``. A presenter
///   already presenting something else cannot present: the app's value is written back `false`.
///
/// ```swift
/// let bound = BoundPresentation(presenter: home, name: "Compose", configuration: config) { model.composing = $0 }
/// bound.appSet(true, animated: true) { ComposeViewController() }
/// ```
@MainActor
public final class BoundPresentation {
    /// The screen `present` is called on; rules name it as the presentation's `from`. Held weakly. Changing it
    /// changes where the next presentation comes from, not the one shown.
    public weak var presenter: UIViewController?
    /// The presented screen's name in the rules (`"to"` of a presentation, `"from"` of its dismissal).
    public var name: String {
        didSet { screen?.transitionIdentifier = name }
    }
    /// Chooses the animators and the dismiss pan; nil presents with UIKit's own animation. Held here, as UIKit holds
    /// a transitioning delegate weakly.
    public var transitioningDelegate: ConfiguredTransitioningDelegate? {
        didSet {
            guard oldValue !== transitioningDelegate, let screen else { return }
            oldValue?.removeDismissGesture(from: screen)
            adopt(screen)
        }
    }
    /// Writes the app's value when the screen went away without the app asking (always `false`).
    public var write: @MainActor (Bool) -> Void
    /// The app's value as last given or written.
    public private(set) var appValue = false
    /// The presented screen (holding the app's content as its child) while it is presented or on its way.
    public private(set) var screen: PresentedScreen?

    /// Keeps a presentation from `presenter` and the app's value in step.
    public init(
        presenter: UIViewController, name: String, transitioningDelegate: ConfiguredTransitioningDelegate?,
        write: @escaping @MainActor (Bool) -> Void
    ) {
        self.presenter = presenter
        self.name = name
        self.transitioningDelegate = transitioningDelegate
        self.write = write
    }

    /// The app's value: `true` presents what `make` returns, `false` dismisses, unless the app gave this value
    /// before.
    public func appSet(_ presented: Bool, animated: Bool, make: () -> UIViewController) {
        guard presented != appValue else { return }
        appValue = presented
        if presented {
            if let screen {
                // Still going away (a dismissal runs): it comes back once it is gone.
                if screen.isBeingDismissed { reopening = (make(), animated) }
            } else {
                present(make(), animated: animated)
            }
        } else {
            reopening = nil
            waiting = nil
            takeAway(animated: animated)
        }
    }

    /// Dismisses the screen from inside it (the dismiss action a SwiftUI screen reads from its environment): the app
    /// hears `false` once it is gone.
    public func dismiss(animated: Bool = true) {
        takeAway(animated: animated)
    }

    /// Dismisses the screen through the controller that presented it — `dismiss` on the screen itself would dismiss
    /// what the screen presents (an alert) instead — once no presentation or dismissal runs: a dismissal asked for
    /// while the screen is still arriving is made when it has arrived.
    private func takeAway(animated: Bool) {
        guard let screen, let presenting = screen.presentingViewController else { return }
        guard !screen.isBeingPresented, !screen.isBeingDismissed else {
            // A screen arriving, or held by a dismiss pan that may still go back: taken away once it is at rest on
            // screen (it appears again when the pan goes back); a dismissal that lands takes it away anyway.
            dismissOnArrival = animated
            return
        }
        dismiss(screen, from: presenting, animated: animated)
    }

    /// Dismisses `screen` from `presenting`; its end tells the presentation the screen is gone even where the screen
    /// gets no `viewDidDisappear` of its own (covered by a full-screen presentation of its own, it is removed from a
    /// stack of presentations without one).
    private func dismiss(_ screen: PresentedScreen, from presenting: UIViewController, animated: Bool) {
        presenting.dismiss(animated: animated) { [weak self, weak screen] in
            guard let self else { return }
            if let screen, self.screen === screen, screen.presentingViewController == nil { self.screenWentAway() }
            if self.screen == nil, self.appValue, let reopening = self.reopening {
                self.reopening = nil
                self.present(reopening.content, animated: reopening.animated)
            }
        }
    }

    /// A dismissal asked for while the screen was arriving or held by a pan, and whether it animates.
    private var dismissOnArrival: Bool?
    /// A presentation asked for while the screen was going away: its content, made once it is gone.
    private var reopening: (content: UIViewController, animated: Bool)?

    /// The screen arrived: a dismissal asked for meanwhile is made now.
    private func screenArrived() {
        guard let animated = dismissOnArrival else { return }
        dismissOnArrival = nil
        // In `viewDidAppear` the presentation has ended (UIKit calls it when the transition completes), though the
        // screen still counts as being presented.
        guard let screen, let presenting = screen.presentingViewController, !screen.isBeingDismissed else { return }
        dismiss(screen, from: presenting, animated: animated)
    }

    /// The presenter appeared: a presentation asked for before it was in a window is made now.
    public func presenterDidAppear() {
        guard appValue, screen == nil, let waiting else { return }
        self.waiting = nil
        present(waiting, animated: false)
    }

    private var waiting: UIViewController?

    private func present(_ content: UIViewController, animated: Bool) {
        guard let presenter else { return }
        guard presenter.view.window != nil else {
            waiting = content
            return
        }
        guard presenter.presentedViewController == nil else {
            // UIKit refuses to present over a presentation: nothing shows, and the app is told so.
            appValue = false
            write(false)
            return
        }
        let screen = PresentedScreen(
            content: content, arrived: { [weak self] in self?.screenArrived() },
            wentAway: { [weak self] in self?.screenWentAway() })
        screen.transitionIdentifier = name
        screen.modalPresentationStyle = .fullScreen
        adopt(screen)
        self.screen = screen
        presenter.present(screen, animated: animated)
        if screen.presentingViewController == nil {
            // UIKit refused it (a presentation or dismissal was running): nothing shows, and the app is told so.
            self.screen = nil
            appValue = false
            write(false)
        }
    }

    private func adopt(_ screen: PresentedScreen) {
        screen.transitioningDelegate = transitioningDelegate
        transitioningDelegate?.installDismissGesture(on: screen)
        // Before iOS 17 (no escape block on its view), VoiceOver's escape gesture reaches the screen itself.
        screen.escape = { [weak delegate = transitioningDelegate, weak screen] in
            guard let delegate, let screen else { return false }
            return delegate.escape(from: screen)
        }
    }

    /// The screen's dismissal ended with it gone, whoever asked for it.
    private func screenWentAway() {
        screen = nil
        dismissOnArrival = nil
        // Asked back while it went: it is presented again when the dismissal has ended.
        guard appValue, reopening == nil else { return }
        appValue = false
        write(false)
    }
}

/// The screen a ``BoundPresentation`` presents: the app's content as its only child, filling it. It tells the
/// presentation when a dismissal took it away (`viewDidDisappear` while `isBeingDismissed`, as UIKit documents).
@MainActor
public final class PresentedScreen: UIViewController {
    /// The app's content.
    public let content: UIViewController
    private let arrived: @MainActor () -> Void
    private let wentAway: @MainActor () -> Void
    /// What VoiceOver's escape gesture does: the dismissal the screen's pan would start.
    var escape: (@MainActor () -> Bool)?

    init(
        content: UIViewController, arrived: @escaping @MainActor () -> Void,
        wentAway: @escaping @MainActor () -> Void
    ) {
        self.content = content
        self.arrived = arrived
        self.wentAway = wentAway
        super.init(nibName: nil, bundle: nil)
        addChild(content)
    }

    /// Not available: a presented screen is made by its presentation.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// Puts the content's view in, filling the screen.
    public override func viewDidLoad() {
        super.viewDidLoad()
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    /// The content's status bar style counts.
    public override var childForStatusBarStyle: UIViewController? { content }
    /// Whether the content hides the status bar counts.
    public override var childForStatusBarHidden: UIViewController? { content }
    /// Whether the content hides the home indicator counts.
    public override var childForHomeIndicatorAutoHidden: UIViewController? { content }
    /// The edges whose system gestures the content defers count.
    public override var childForScreenEdgesDeferringSystemGestures: UIViewController? { content }
    /// The content's orientations.
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        content.supportedInterfaceOrientations
    }

    /// VoiceOver's escape gesture (a two-finger Z) dismisses the screen, as it dismisses a sheet, unless unsaved input
    /// (`isModalInPresentation`) keeps it. UIKit declares it without an actor; VoiceOver calls it on the main thread.
    public nonisolated override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { escape?() ?? false }
    }

    /// Tells the presentation the screen arrived.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        arrived()
    }

    /// Tells the presentation the screen is gone, when a dismissal (not a cover) took it away.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed { wentAway() }
    }
}
