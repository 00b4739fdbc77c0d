/// Something that happened to a container itself rather than to a transition: its appearance callbacks, a resize,
/// the app entering the background. Controllers built on a container (a drawer beside its engine) observe them with
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
}
