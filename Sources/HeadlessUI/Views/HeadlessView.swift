import Foundation
import TransitionCore

/// An in-memory `UIView`: geometry kept in its ``layer`` as UIKit keeps it, ordered subviews, a superview and a
/// window, autoresizing, layout passes, hit-testing and gesture recognizers.
///
/// Moving a view into or out of a window is what triggers appearance callbacks for the controllers whose root views
/// are in the moved subtree, exactly as UIKit's automatic appearance forwarding does.
///
/// Modelled rules, each from UIKit's `UIView` reference unless named:
/// - `frame` is derived from `center` and `bounds.size`; setting it changes both and never `bounds.origin`, which a
///   scroll view's `contentOffset` is (`UIScrollView` reference).
/// - A change of `bounds.size` resizes subviews by their `autoresizingMask` and marks the view as needing layout;
///   the layout pass runs at the end of the run-loop turn, before the deferred appearance callbacks.
/// - `hitTest(_:with:)` ignores a view that is hidden, has user interaction disabled or an alpha below 0.01, together
///   with all its subviews, and asks subviews front to back.
@MainActor
open class HeadlessView {
    /// How a view follows its superview's size (`UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// A name for traces: the owning controller's identifier, or what the creator called it.
    public let name: String
    /// The layer that holds the view's geometry and look.
    public let layer: HeadlessLayer
    /// The environment the view belongs to.
    public let environment: HeadlessEnvironment
    /// The view's number in its environment, never given to another: tells two views apart without holding either
    /// (an object's identifier may be reused once it is freed).
    package let serial: Int

    /// Subviews, back to front.
    public internal(set) var subviews: [HeadlessView] = [] {
        didSet { if !subviews.elementsEqual(oldValue, by: ===) { environment.modelDidChange() } }
    }
    /// The view this one is a subview of.
    public internal(set) weak var superview: HeadlessView?
    /// How many times the view (with an ancestor, or by itself) entered a window: a watch comparing two frames knows
    /// a view that left and came back in between did not move.
    public internal(set) var windowEntries = 0
    /// The controller whose root view this is.
    public internal(set) weak var owner: HeadlessViewController? {
        didSet { environment.modelDidChange() }
    }
    weak var hostingWindow: HeadlessWindow?
    /// Called after the view's size changed (the engine's test container reads a resize from it).
    package var didResize: (@MainActor () -> Void)?

    /// The background colour.
    public var backgroundColor: HeadlessColor? {
        didSet { if backgroundColor != oldValue { environment.modelDidChange() } }
    }
    /// Whether touches reach the view and its subviews.
    public var isUserInteractionEnabled = true
    /// How the view follows its superview's size.
    public var autoresizingMask: AutoresizingMask = []
    /// A name UI tests find the view by.
    public var accessibilityIdentifier: String?
    /// The shared-element identifier a container-transform animator finds the view by (`"photo"`): the same
    /// identifier on a view of the leaving screen and one of the arriving screen makes them one element. On UIKit it
    /// is TransitionUIKit's `UIView.transitionElement`.
    public var transitionElement: String?
    /// The element's identity among views of the same ``transitionElement`` (the photo's id in a grid of photos):
    /// the source of a transition is the view whose id matches the destination's. On UIKit it is TransitionUIKit's
    /// `UIView.transitionElementID`.
    public var transitionElementID: AnyHashable?
    /// `canBecomeFirstResponder`: false for a plain view; a text field (``HeadlessTextField``) can.
    open var canBecomeFirstResponder: Bool { false }
    /// `accessibilityElementsHidden`: VoiceOver ignores the view's subtree while it is true (`UIAccessibility`
    /// reference, "accessibilityElementsHidden").
    public var accessibilityElementsHidden = false
    /// `accessibilityViewIsModal`: VoiceOver ignores the view's siblings while it is on screen (see
    /// ``isReachableByVoiceOver``).
    public var accessibilityViewIsModal = false
    /// `accessibilityPerformEscape()`: VoiceOver's escape gesture reached the view; return true if you handled it.
    nonisolated open func accessibilityPerformEscape() -> Bool { false }
    /// `accessibilityPerformEscapeBlock` (iOS 17): what the escape gesture does when it reaches the view, instead of
    /// ``accessibilityPerformEscape()``; nil asks the method (UIKit's `UIAccessibility.h` declares the block beside
    /// the method. Which of the two UIKit asks first when both are there is unverified on a device: code that sets
    /// one leaves the other alone).
    public var accessibilityPerformEscapeBlock: (() -> Bool)?
    /// `accessibilityScroll(_:)`: VoiceOver's scroll by page (a three-finger swipe) reached the view; return true if
    /// you scrolled, after posting `.pageScrolled`.
    nonisolated open func accessibilityScroll(_ direction: HeadlessAccessibilityScrollDirection) -> Bool { false }
    /// The layout direction the view asks for (`semanticContentAttribute`): nil follows the environment.
    public var forcedLayoutDirection: HeadlessLayoutDirection?
    /// The gesture recognizers attached to the view.
    public private(set) var gestureRecognizers: [HeadlessGestureRecognizer] = []
    /// The transform, as the core describes it; its matrix is the layer's transform.
    public var transform: Transform = .identity {
        didSet { layer.transform = transform.matrix }
    }
    private(set) var needsLayout = true
    /// A controller's root view: its safe-area insets as last computed, and the size they were computed at.
    var controllerSafeArea: (insets: HeadlessEdgeInsets, size: CGSize)?

    /// `safeAreaInsetsDidChange()`: called when the view's safe-area insets changed.
    open func safeAreaInsetsDidChange() {}

    /// Creates a free-standing view.
    public init(name: String, frame: CGRect = .zero, environment: HeadlessEnvironment) {
        self.name = name
        self.environment = environment
        serial = environment.nextViewSerial()
        layer = HeadlessLayer(environment: environment)
        layer.owner = self
        self.frame = frame
    }

    /// `UIView(frame:)`, in the current environment (``HeadlessEnvironment/current``).
    public convenience init(frame: CGRect = .zero) {
        self.init(name: "\(Self.self)", frame: frame, environment: .current)
    }

    // MARK: Geometry

    /// `bounds`: the size, and an origin that scrolls the content (a scroll view's `contentOffset`).
    public var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// `center`: the layer's position.
    public var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// `frame`: the rectangle `center` and `bounds.size` describe in the superview's coordinates, with the layer's
    /// ``HeadlessLayer/anchorPoint`` at `center` (`frame = center − anchorPoint × size`). Setting it keeps
    /// `bounds.origin`.
    public var frame: CGRect {
        get {
            let size = bounds.size
            let anchor = layer.anchorPoint
            return CGRect(
                x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y, width: size.width,
                height: size.height)
        }
        set {
            let rect = newValue.standardized
            let anchor = layer.anchorPoint
            // The centre first: a size change notifies (autoresizing, a container's resize) with the whole new frame.
            center = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
            bounds.size = rect.size
        }
    }

    /// `alpha`: the layer's opacity.
    public var alpha: CGFloat {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }

    /// `overrideUserInterfaceStyle`: the appearance the view and its subviews take whatever the system's
    /// (`.unspecified`: the superview's).
    public var overrideUserInterfaceStyle = HeadlessUserInterfaceStyle.unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { environment.modelDidChange() } }
    }

    /// `isHidden`.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? HeadlessStackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }

    /// `clipsToBounds`: the layer's `masksToBounds`.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The layer's corner radius.
    public var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }

    /// The layer's shadow, as last set (the layer keeps its opacity as a `Float`, as Core Animation does).
    public var shadow: Shadow {
        get {
            let current =
                layer.shadowOpacity == 0
                ? Shadow.none
                : Shadow(opacity: CGFloat(layer.shadowOpacity), radius: layer.shadowRadius, offset: layer.shadowOffset)
            guard let givenShadow, Float(givenShadow.opacity) == layer.shadowOpacity,
                givenShadow.opacity == 0
                    || (givenShadow.radius == layer.shadowRadius && givenShadow.offset == layer.shadowOffset)
            else { return current }
            return givenShadow
        }
        set {
            givenShadow = newValue
            layer.shadowOpacity = Float(newValue.opacity)
            layer.shadowRadius = newValue.radius
            layer.shadowOffset = newValue.offset
        }
    }
    private var givenShadow: Shadow?

    /// The animatable properties as one value. Setting it keeps `bounds.origin`.
    public var state: ViewState {
        get {
            ViewState(
                frame: frame, alpha: alpha, transform: transform.matrix == layer.transform ? transform : .identity,
                cornerRadius: cornerRadius, shadow: shadow, isHidden: isHidden)
        }
        set {
            frame = newValue.frame
            alpha = newValue.alpha
            transform = newValue.transform
            cornerRadius = newValue.cornerRadius
            shadow = newValue.shadow
            isHidden = newValue.isHidden
        }
    }

    /// The rectangle the view covers on screen right now, in its superview's coordinates: its layer's presentation
    /// (installed Core Animation keyframes included), transform applied.
    public var presentedFrame: CGRect { layer.presentation().frame }

    /// `effectiveUserInterfaceLayoutDirection`: the view's forced direction, else the environment's.
    public var effectiveUserInterfaceLayoutDirection: HeadlessLayoutDirection {
        forcedLayoutDirection ?? environment.layoutDirection
    }

    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(from: oldSize, to: newSize)
        }
        setNeedsLayout()
        didResize?()
    }

    /// UIKit's autoresizing: the change of the superview's width (height) goes to the flexible parts of the view's
    /// horizontal (vertical) extent — left margin, width, right margin. The model splits it evenly among them.
    private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        var rect = frame
        func distribute(
            _ delta: CGFloat, margin1: AutoresizingMask, size: AutoresizingMask, margin2: AutoresizingMask
        ) -> (origin: CGFloat, size: CGFloat) {
            let parts = [margin1, size, margin2].filter { autoresizingMask.contains($0) }
            guard !parts.isEmpty else { return (0, 0) }
            let share = delta / CGFloat(parts.count)
            return (autoresizingMask.contains(margin1) ? share : 0, autoresizingMask.contains(size) ? share : 0)
        }
        let x = distribute(
            newSize.width - oldSize.width, margin1: .flexibleLeftMargin, size: .flexibleWidth,
            margin2: .flexibleRightMargin)
        let y = distribute(
            newSize.height - oldSize.height, margin1: .flexibleTopMargin, size: .flexibleHeight,
            margin2: .flexibleBottomMargin)
        rect.origin.x += x.origin
        rect.size.width += x.size
        rect.origin.y += y.origin
        rect.size.height += y.size
        frame = rect
    }

    /// Converts a point from the superview's coordinates to this view's: the inverse of the layer's transform about
    /// its anchor point, then the bounds' origin (model values, as hit-testing uses).
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        Homography(presenting: HeadlessPresentation(modelOf: layer)).inverse?.apply(point) ?? point
    }

    /// Converts a point from this view's coordinates to its superview's.
    func pointToSuperview(_ point: CGPoint) -> CGPoint {
        Homography(presenting: HeadlessPresentation(modelOf: layer)).apply(point) ?? point
    }

    /// The chain from the topmost ancestor down to this view.
    private var ancestry: [HeadlessView] {
        var chain: [HeadlessView] = []
        var view: HeadlessView? = self
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        return chain.reversed()
    }

    /// `convert(_:to:)`: a point in this view's coordinates in `view`'s (nil: the topmost ancestor's, the window's).
    public func convert(_ point: CGPoint, to view: HeadlessView?) -> CGPoint {
        // Into the superview is one step: no need to go up to the root and down again.
        if let view, view === superview { return pointToSuperview(point) }
        var inRoot = point
        for ancestor in ancestry.reversed() where ancestor.superview != nil {
            inRoot = ancestor.pointToSuperview(inRoot)
        }
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// `convert(_:from:)`: a point in `view`'s coordinates (nil: the window's) in this view's.
    public func convert(_ point: CGPoint, from view: HeadlessView?) -> CGPoint {
        let inRoot = view.map { $0.convert(point, to: nil) } ?? point
        return pointFromRoot(inRoot)
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var local = point
        for view in ancestry where view.superview != nil { local = view.pointFromSuperview(local) }
        return local
    }

    /// `convert(_:to:)` for a rectangle: the smallest rectangle holding its four corners converted, through every
    /// transform on the way (a cell shrunk by a press effect converts to its shrunk frame), as UIKit answers.
    public func convert(_ rect: CGRect, to view: HeadlessView?) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { convert($0, to: view) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    // MARK: Hit-testing

    /// `point(inside:with:)`: whether a point in the view's coordinates is within its bounds.
    open func point(inside point: CGPoint, with event: HeadlessTouchEvent?) -> Bool {
        bounds.contains(point)
    }

    /// `hitTest(_:with:)`: the deepest, frontmost view under `point` (in this view's coordinates) that takes touches.
    /// A view that is hidden, has user interaction disabled or an alpha below 0.01 takes none, and neither do its
    /// subviews (UIKit's `hitTest(_:with:)` documentation).
    open func hitTest(_ point: CGPoint, with event: HeadlessTouchEvent?) -> HeadlessView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    // MARK: Gesture recognizers

    /// `addGestureRecognizer(_:)`: the recognizer sees touches that begin on this view or its subviews.
    public func addGestureRecognizer(_ recognizer: HeadlessGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ recognizer: HeadlessGestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    // MARK: Layout

    /// `setNeedsLayout()`: a layout pass runs at the end of the run-loop turn.
    public func setNeedsLayout() {
        needsLayout = true
        environment.runLoop.scheduleLayout()
    }

    /// `layoutIfNeeded()`: lays the view out now if it needs it.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        updateSafeAreaIfResized()
        owner?.viewWillLayoutSubviews()
        layoutSubviews()
        owner?.viewDidLayoutSubviews()
    }

    /// `layoutSubviews()`: override to place subviews; the default does nothing (autoresizing has already run).
    open func layoutSubviews() {}

    /// Lays out the subtree, parents first (a layout pass over a window).
    func layOutSubtree() {
        layoutIfNeeded()
        for subview in subviews { subview.layOutSubtree() }
    }

}
