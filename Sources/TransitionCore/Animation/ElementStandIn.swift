import Foundation

/// What a host made to draw a shared element on: a clipping view on top of the container's other subviews, holding
/// a picture of each screen's element, while the elements themselves are hidden.
@_spi(Host) public struct ElementStandIn<View: AnyObject> {
    /// The clipping view the ``TransitionRole/element`` tracks move, in the container view.
    public var view: View
    /// The picture of the source element inside ``view``, moved by the ``TransitionRole/fromElement`` tracks.
    public var sourcePicture: View
    /// The picture of the destination element inside ``view``, moved by the ``TransitionRole/toElement`` tracks.
    public var destinationPicture: View
    /// The source element, hidden while the stand-in is up.
    public var source: View
    /// The destination element, hidden while the stand-in is up.
    public var destination: View
    /// Whether the source was hidden before: putting it back restores exactly this.
    public var sourceWasHidden: Bool
    /// Whether the destination was hidden before.
    public var destinationWasHidden: Bool

    /// Creates a stand-in record.
    public init(
        view: View, sourcePicture: View, destinationPicture: View, source: View, destination: View,
        sourceWasHidden: Bool, destinationWasHidden: Bool
    ) {
        self.view = view
        self.sourcePicture = sourcePicture
        self.destinationPicture = destinationPicture
        self.source = source
        self.destination = destination
        self.sourceWasHidden = sourceWasHidden
        self.destinationWasHidden = destinationWasHidden
    }
}
