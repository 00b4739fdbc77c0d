import Foundation
import TransitionCore

/// An in-memory `UIScrollView`.
///
/// Modelled rules (`UIScrollView` reference): `contentOffset` *is* `bounds.origin` — anything that sets the bounds'
/// origin scrolls, and setting bounds to the origin scrolls to the top; `adjustedContentInset` is `contentInset` plus
/// the scroll view's safe-area insets on the edges its `contentInsetAdjustmentBehavior` adjusts; a change of the
/// adjusted inset leaves `contentOffset` where it is (the model does not move a list scrolled to the top along with a
/// growing inset); the scroll view's own `panGestureRecognizer` scrolls the content under the finger, clamped to the
/// content (a pull past the top goes to its `refreshControl`); it clips its content unless told not to (the `UIView.clipsToBounds` reference: "Some subclasses of
/// UIView, like UIScrollView, override the default value to true").
@MainActor
public final class HeadlessScrollView: HeadlessView {
    /// The size of the content.
    public var contentSize: CGSize = .zero
    /// `contentInset`.
    public var contentInset = HeadlessEdgeInsets()
    /// The pan that scrolls the content.
    public let panGestureRecognizer = HeadlessPanGestureRecognizer()
    /// `refreshControl`: a pull down on the list at its top refreshes it (see ``HeadlessRefreshControl``).
    public var refreshControl: HeadlessRefreshControl?
    private var offsetAtPanStart: CGPoint = .zero

    /// A scroll view in the current environment.
    public convenience init(frame: CGRect) {
        self.init(name: "scroll view", frame: frame, environment: .current)
    }

    /// A scroll view named `name` in `environment`: it clips its content and scrolls it with its own pan, whichever
    /// initialiser made it.
    public override init(name: String, frame: CGRect = .zero, environment: HeadlessEnvironment) {
        super.init(name: name, frame: frame, environment: environment)
        // Apple's `clipsToBounds` reference: "The default value is false. Some subclasses of UIView, like
        // UIScrollView, override the default value to true."
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
        panGestureRecognizer.addTarget(self) { [weak self] pan in self?.scroll(by: pan) }
    }

    /// `contentOffset`: the bounds' origin.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`: which edges of the safe area the scroll view adds to its
    /// content inset.
    public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
        /// UIKit's default. Vertically as `always` (Apple: "Content is always adjusted vertically when the scroll view
        /// is the content view of a view controller that is currently displayed by a navigation or tab bar
        /// controller"; the model adjusts every scroll view so, the conservative reading for a list that does not
        /// scroll); horizontally only when the content scrolls sideways ("If the scroll view is horizontally
        /// scrollable, the horizontal content offset is also adjusted when there are nonzero safe area insets").
        case automatic
        /// The edges along the axes the content scrolls on (it is larger than the scroll view).
        case scrollableAxes
        /// No edge: the content inset is used as given.
        case never
        /// Every edge.
        case always
    }

    /// `contentInsetAdjustmentBehavior`.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// `adjustedContentInset`: `contentInset` plus the safe-area insets on the edges
    /// ``contentInsetAdjustmentBehavior`` adjusts.
    public var adjustedContentInset: HeadlessEdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .automatic: (vertical, horizontal) = (true, contentSize.width > bounds.width)
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes:
            (vertical, horizontal) = (contentSize.height > bounds.height, contentSize.width > bounds.width)
        }
        return HeadlessEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The largest offset that still shows content.
    private var maximumOffset: CGPoint {
        CGPoint(
            x: max(-adjustedContentInset.left, contentSize.width + adjustedContentInset.right - bounds.width),
            y: max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height))
    }

    private func scroll(by pan: HeadlessGestureRecognizer) {
        guard let pan = pan as? HeadlessPanGestureRecognizer else { return }
        if pan.state == .began { offsetAtPanStart = contentOffset }
        guard pan.state == .began || pan.state == .changed else { return }
        let translation = pan.translation(in: self)
        let limit = maximumOffset
        refreshControl?.pulled(-adjustedContentInset.top - (offsetAtPanStart.y - translation.y))
        contentOffset = CGPoint(
            x: min(max(offsetAtPanStart.x - translation.x, -adjustedContentInset.left), limit.x),
            y: min(max(offsetAtPanStart.y - translation.y, -adjustedContentInset.top), limit.y))
    }
}
