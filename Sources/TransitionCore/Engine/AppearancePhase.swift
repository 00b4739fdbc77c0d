/// Where a view controller is between its four appearance callbacks.
///
/// One machine serves every place that tracks appearance: a controller's own callbacks (HeadlessUI's view
/// controller), a container's own appearance, and what a container that forwards by hand told each child. Its rules
/// are UIKit's: `beginAppearanceTransition(true, …)` (`viewWillAppear`) leads from disappeared or disappearing to
/// appearing, `beginAppearanceTransition(false, …)` (`viewWillDisappear`) from appeared or appearing to disappearing,
/// and `endAppearanceTransition()` completes whichever is under way (`viewDidAppear`, `viewDidDisappear`). Any other
/// call is unbalanced: UIKit logs "Unbalanced calls to begin/end appearance transitions" and the state does not change.
public enum AppearancePhase: String, Sendable, Hashable {
    /// Not on screen (initial state, and after `viewDidDisappear`).
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen (after `viewDidAppear`).
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing

    /// Between `viewWillAppear` and `viewWillDisappear`: on screen or arriving.
    public var isVisible: Bool { self == .appearing || self == .appeared }

    /// The phase `beginAppearanceTransition(appearing, …)` leads to, or nil when the call is unbalanced (the
    /// controller is already there, or already heading there).
    package func afterBegin(appearing: Bool) -> AppearancePhase? {
        switch (self, appearing) {
        case (.disappeared, true), (.disappearing, true): return .appearing
        case (.appeared, false), (.appearing, false): return .disappearing
        default: return nil
        }
    }

    /// The phase `endAppearanceTransition()` leads to, or nil when no begin waits for its end.
    package var afterEnd: AppearancePhase? {
        switch self {
        case .appearing: return .appeared
        case .disappearing: return .disappeared
        case .appeared, .disappeared: return nil
        }
    }
}
