import Foundation

/// An in-memory `UIStackView`: its arranged subviews one after another along its axis, `spacing` apart, each
/// keeping its length along the axis (as under a length constraint) and filling the stack across it.
///
/// Modelled rule (`UIStackView` reference, "Maintaining consistency between the arranged views and subviews"): the
/// stack view "automatically updates its layout whenever views are added, removed or inserted into the
/// arrangedSubviews array, or whenever one of the arranged subviews's isHidden property changes" — a hidden arranged
/// view gives up its place, and the views after it move into it at the next layout pass. Changing `alpha` leaves
/// the layout alone.
@MainActor
public final class HeadlessStackView: HeadlessView {
    /// The stack's direction, `UIStackView.axis` (`NSLayoutConstraint.Axis`).
    public enum Axis: Sendable {
        case horizontal
        case vertical
    }

    /// The direction the arranged views follow one another.
    public var axis: Axis = .horizontal {
        didSet { setNeedsLayout() }
    }
    /// The gap between two neighbouring arranged views that are shown.
    public var spacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// The views it lays out, in order.
    public private(set) var arrangedSubviews: [HeadlessView] = []

    /// `UIStackView(arrangedSubviews:)`, in the current environment.
    public convenience init(arrangedSubviews: [HeadlessView]) {
        self.init(name: "stack view", frame: .zero, environment: .current)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// `UIStackView(frame:)`, in the current environment.
    public convenience init(frame: CGRect) {
        self.init(name: "stack view", frame: frame, environment: .current)
    }

    /// Adds `view` at the end of the arranged views (and as a subview).
    public func addArrangedSubview(_ view: HeadlessView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Takes `view` out of the arranged views; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: HeadlessView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// An arranged view was hidden or shown.
    func arrangedSubviewVisibilityChanged(_ view: HeadlessView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsLayout()
    }

    /// Places the shown arranged views along the axis.
    public override func layoutSubviews() {
        super.layoutSubviews()
        var position: CGFloat = 0
        for view in arrangedSubviews where !view.isHidden && view.superview === self {
            switch axis {
            case .vertical:
                let height = view.frame.height
                view.frame = CGRect(x: 0, y: position, width: bounds.width, height: height)
                position += height + spacing
            case .horizontal:
                let width = view.frame.width
                view.frame = CGRect(x: position, y: 0, width: width, height: bounds.height)
                position += width + spacing
            }
        }
    }
}
