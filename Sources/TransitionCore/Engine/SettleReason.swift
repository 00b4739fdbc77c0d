/// Why a running transition was settled early.
public enum SettleReason: String, Sendable, Hashable {
    /// The container's bounds changed (a rotation, a split-view resize).
    case resized = "the container was resized"
    /// The app, or the scene whose window shows the container, went to the background.
    case enteredBackground = "the app or the container's window entered the background"
    /// The container started to appear, in navigation-style appearance forwarding.
    case containerAppearing = "the container is appearing"
    /// The container started to disappear, in navigation-style appearance forwarding.
    case containerDisappearing = "the container is disappearing"
    /// UIKit's container moved on to another screen while it played (a tab switch started over a running one): the
    /// newer switch owns the screens.
    case superseded = "the container moved on to another screen"
    /// ``ContainerEngine/appearanceForwarding`` changed.
    case appearanceForwardingChanged = "the appearance forwarding changed"
}
