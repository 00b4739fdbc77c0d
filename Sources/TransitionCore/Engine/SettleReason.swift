/// Why a running transition was settled early.
public enum SettleReason: String, Sendable, Hashable {
    /// The container's bounds changed (a rotation, a split-view resize).
    case resized = "the container was resized"
    /// The app went to the background.
    case enteredBackground = "the app entered the background"
    /// The container started to appear, in navigation-style appearance forwarding.
    case containerAppearing = "the container is appearing"
    /// The container started to disappear, in navigation-style appearance forwarding.
    case containerDisappearing = "the container is disappearing"
    /// ``ContainerEngine/appearanceForwarding`` changed.
    case appearanceForwardingChanged = "the appearance forwarding changed"
}
