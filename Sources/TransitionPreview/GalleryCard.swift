import Foundation
import TransitionCore

/// One card of the gallery: a live preview with a scrubber, and the filmstrip.
public struct GalleryCard: Sendable {
    /// The heading (`slide`, or a config rule's pair).
    public var title: String
    /// One line under the heading.
    public var subtitle: String
    /// Details listed on the card (parameters, the rule's place in the file).
    public var details: [String]
    /// What the card plays.
    public var stage: PreviewStage

    /// Creates a card.
    public init(title: String, subtitle: String, details: [String] = [], stage: PreviewStage) {
        self.title = title
        self.subtitle = subtitle
        self.details = details
        self.stage = stage
    }
}
