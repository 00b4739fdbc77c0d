/// A ticket for one observer of a ``ContainerEngine`` (``ContainerEngine/addObserver(progress:end:container:)``).
public struct ObserverToken: Hashable, Sendable {
    /// A number unique within the engine that issued it.
    public let id: UInt64
}
