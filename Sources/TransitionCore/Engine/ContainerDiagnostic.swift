/// Something a container noticed and handled without failing: visible to tests and to a logging handler, never a
/// crash in release builds.
public enum ContainerDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// `completeTransition` was called again for a transition that had already completed; the call was ignored.
    case completeTransitionCalledAgain(TransitionPair, didComplete: Bool)
    /// The container's bounds were empty or not finite (NaN or infinite bounds would make every frame NaN), so the
    /// switch happened without animation.
    case animationSkippedForEmptyBounds(TransitionPair)
    /// A request that arrived mid-transition was handled by the mid-flight policy.
    case midFlightRequest(requested: Int, policy: MidFlightPolicy, outcome: String)
    /// A selection made through a non-throwing API failed; the selection did not change.
    case requestFailed(TransitionError)
    /// The container was resized, or the app went to the background, mid-transition: the transition was settled.
    case transitionSettled(TransitionPair, reason: SettleReason, completed: Bool)
    /// An interaction controller was called after the transition it drove had ended; the call was ignored.
    case interactionCallIgnored(String)
    /// The animator chosen for a switch does not animate the container's kind of transition (an overlay animator
    /// such as a drawer's in a tab container); the switch happened without animation.
    case animatorKindMismatch(TransitionPair, animator: String, kind: TransitionKind)
    /// A transition was to finish or cancel on a spring that does not settle within
    /// ``TimingCurve/maximumSettlingDuration`` (`reason` says how long it takes); it played on easeInOut instead, so
    /// it ends instead of holding the container mid-transition.
    case curveReplaced(TransitionPair, reason: String)
    /// The animator chosen to hide an overlay (a drawer's close) would start somewhere other than where the shown
    /// overlay rests (the opening's end: another style, or a close animated after an open that was not), so the screen
    /// would jump as it began: `playing` played instead (the opening, played back), or with none it hid at once.
    case closingAnimatorReplaced(TransitionPair, animator: String, playing: String?)
    /// The config animates `pair`, a presentation UIKit shows as a sheet (`style`: a page or form sheet, or
    /// `.automatic`, the default): the sheet was left to UIKit — its animation, detents, grabber and swipe to
    /// dismiss — since an animator cannot play inside UIKit's sheet. Present it `.fullScreen` to play the animator.
    case sheetLeftToUIKit(TransitionPair, style: String)
    /// A screen of type `type` in `container` has no transition identifier (neither one the app set nor a restoration
    /// identifier): rules that name screens cannot match it — only `"*"` does. Reported once per type. Screens are
    /// never matched by their title or class name: a title is translated and changes ("Inbox (3)"), and two screens
    /// of one class would share a name.
    case unnamedScreen(type: String, container: String)
    /// The animator moves a shared element that the screen `screen` lacks (no view shown there carries the
    /// identifier `element`, or none with the element id of the other screen's): `fallback` played instead, or with none the animator itself without the element.
    case sharedElementMissing(TransitionPair, element: String, screen: String, fallback: String?)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .completeTransitionCalledAgain(pair, didComplete):
            return "completeTransition(\(didComplete)) was called again for \(pair), which had already completed; "
                + "the call was ignored. Call it exactly once, from the end of your animation."
        case let .animationSkippedForEmptyBounds(pair):
            return "the container's bounds are empty or not finite, so \(pair) switched without animation. "
                + "Give the container a finite size before switching."
        case let .midFlightRequest(requested, policy, outcome):
            return "a request for index \(requested) arrived mid-transition; policy \(policy): \(outcome)"
        case let .requestFailed(error):
            return "a selection failed: \(error)"
        case let .transitionSettled(pair, reason, completed):
            return "\(pair) was settled \(completed ? "at its end" : "back at its start") because \(reason.rawValue)"
        case let .curveReplaced(pair, reason):
            return "\(pair) was to settle on \(reason); it settled on easeInOut instead. A spring must settle within "
                + "\(format(TimingCurve.maximumSettlingDuration)) s."
        case let .animatorKindMismatch(pair, animator, kind):
            return "animator '\(animator)' does not animate \(kind.rawValue) transitions, so \(pair) switched without "
                + "animation. Choose an animator whose kinds include '\(kind.rawValue)' for this container."
        case let .sharedElementMissing(pair, element, screen, fallback):
            let played = fallback.map { "'\($0)' played instead" } ?? "it played without the element"
            return "no view shown in '\(screen)' is tagged as the shared element '\(element)' with the other screen's "
                + "element id, so \(pair) could not move it: \(played). Set transitionElement = \"\(element)\" (and "
                + "transitionElementID, when a screen shows several) on the view in '\(screen)'."
        case let .closingAnimatorReplaced(pair, animator, playing):
            let instead = playing.map { "'\($0)', the opening played back, played instead" } ?? "it closed at once"
            return "animator '\(animator)' would begin \(pair) away from where the open overlay rests, so the screen "
                + "would jump: \(instead). Give the close the opening's animator, or a reversible rule."
        case let .sheetLeftToUIKit(pair, style):
            return "\(pair) is presented as a sheet (\(style)), which UIKit animates itself, so the config's "
                + "animator did not play. Set modalPresentationStyle = .fullScreen (or .overFullScreen, .custom) to "
                + "play it."
        case let .unnamedScreen(type, container):
            return "a \(type) in '\(container)' has no transitionIdentifier or restorationIdentifier, so only \"*\" "
                + "rules match it. Set transitionIdentifier (\"Home\") on it to name it in the config."
        case let .interactionCallIgnored(call):
            return "\(call) was called on an interaction controller whose transition had ended; it was ignored. "
                + "An interaction controller drives one transition: begin a new one for the next gesture."
        }
    }
}
