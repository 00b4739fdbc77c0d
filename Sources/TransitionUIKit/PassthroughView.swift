import Foundation

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// A view that takes only the touches its subviews take: a touch on an empty part goes to whatever is behind it.
///
/// UIKit's hit-testing skips a view whose `isUserInteractionEnabled` is false *together with its subviews*, so a
/// container view made that way would hide every control inside it from touches; this one stays enabled and declines
/// the touches that land on itself.
@MainActor
final class PassthroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
