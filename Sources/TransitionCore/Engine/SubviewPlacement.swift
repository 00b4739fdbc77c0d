import Foundation

/// Where a subview goes among its new siblings.
@_spi(Host) public enum SubviewPlacement<View: AnyObject> {
    /// On top of every sibling (`addSubview`).
    case front
    /// Behind every sibling (`insertSubview(_:at: 0)`).
    case back
    /// Just above a sibling (`insertSubview(_:aboveSubview:)`).
    case above(View)
    /// Just below a sibling (`insertSubview(_:belowSubview:)`).
    case below(View)
}
