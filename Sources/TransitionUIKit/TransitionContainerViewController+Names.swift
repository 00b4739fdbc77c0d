import Foundation
import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

extension TransitionContainerViewController {
    /// A swipe that drives this container's switches: `SwipeInteraction(engine: container.engine, edge: .right)`.
    /// App code names it by this name, never by the host type the engine is generic over.
    public typealias Swipe = SwipeInteraction<Host>
}
