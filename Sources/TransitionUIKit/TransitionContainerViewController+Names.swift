import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

extension TransitionContainerViewController {
    /// A swipe that drives this container's switches: `SwipeInteraction(engine: container.engine, edge: .right)`.
    /// App code names it by this name, never by the generic parameters.
    public typealias Swipe = SwipeInteraction<UIViewController, UIView>
}
