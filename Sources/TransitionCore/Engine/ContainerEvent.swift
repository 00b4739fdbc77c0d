/// Something that happened to a container itself rather than to a transition: its appearance callbacks, a resize,
/// the app entering the background, a change of appearance forwarding, the overlay on show. Controllers built on a container (a drawer beside its engine) observe them with
/// ``ContainerEngine/addObserver(progress:end:container:)`` and so need no calls of their own from the container.
public enum ContainerEvent: Sendable, Hashable {
    /// The container's `viewWillAppear(_:)`.
    case willAppear(animated: Bool)
    /// The container's `viewDidAppear(_:)`.
    case didAppear
    /// The container's `viewWillDisappear(_:)`.
    case willDisappear(animated: Bool)
    /// The container's `viewDidDisappear(_:)`.
    case didDisappear
    /// The container's content view changed size.
    case didResize
    /// The app entered the background.
    case enteredBackground
    /// ``ContainerEngine/appearanceForwarding`` is about to change to the given mode (the engine has settled its
    /// transition and ended every appearance it began): a controller that forwards beside the engine does the same.
    case appearanceForwardingWillChange(to: AppearanceForwarding)
    /// ``ContainerEngine/appearanceForwarding`` changed: a controller that forwards beside the engine takes over the
    /// children on screen, as the engine did.
    case appearanceForwardingDidChange
    /// The children were replaced (``ContainerEngine/setChildren(_:selecting:)``): the selected child, and its index,
    /// may have changed without a switch.
    case childrenDidChange
    /// The overlay on show changed (a drawer opened, closed or swapped sides): the side now shown, nil when none is.
    /// Sent once the overlay is at rest and its child's appearance calls are made, whoever moved it — the app, a
    /// finger, VoiceOver's escape gesture, a tap beside it — and never for a motion that went back where it began.
    case shownOverlayDidChange(ScreenSide?)
}
