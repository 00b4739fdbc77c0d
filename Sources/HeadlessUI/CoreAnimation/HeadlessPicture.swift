import Foundation
import TransitionCore

/// What a window shows at one instant, on a coarse grid: for each cell, how much of the window's background still
/// shows through the views in front of it (0: covered, 1: nothing in front).
///
/// It is composited from each layer's *presentation* (installed animations included), as the render server draws
/// it. Modelled rules, each from Apple's documentation:
/// - a layer draws its `backgroundColor` inside its bounds with its `cornerRadius` rounding it; its sublayers are
///   clipped to that rounded shape only with `masksToBounds` (`CALayer.cornerRadius` and `masksToBounds`
///   reference);
/// - a hidden layer draws nothing, nor do its sublayers (`CALayer.isHidden`); an opacity multiplies the whole
///   subtree, drawn as one group (`UIView.alpha`; `CALayer.allowsGroupOpacity`, true by default on iOS 7 and
///   later, "UIViewGroupOpacity" in the Information Property List reference);
/// - each layer is placed by its bounds, `position`, `anchorPoint` and 3D `transform` (perspective through `m34`),
///   and flattened into its superlayer's plane (only `CATransformLayer` keeps 3D sublayers; "Core Animation
///   Programming Guide", "Layers Can Be Manipulated in Three Dimensions");
/// - siblings draw back to front by `zPosition`, then by their order (`CALayer.zPosition`);
/// - layers composite with "over": a view of opacity α in front of what is behind leaves `1 − α` of it showing.
///
/// A view paints if it has a background colour other than clear. A snapshot (``HeadlessSnapshotView``) paints
/// what the view it pictures painted, unless it is blank.
public struct HeadlessPicture: Sendable {
    /// The side of a grid cell, in points.
    public let cellSize: CGFloat
    /// The window's bounds.
    public let bounds: CGRect
    /// Cells per row.
    public let columns: Int
    /// Rows of cells.
    public let rows: Int
    /// How much of the background shows at each cell's centre, row by row (0: covered, 1: bare).
    public let background: [Float]

    /// How much of the background shows at `point` (window coordinates): that of the cell it falls in.
    public func background(at point: CGPoint) -> CGFloat {
        let column = Int((point.x - bounds.minX) / cellSize)
        let row = Int((point.y - bounds.minY) / cellSize)
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return 1 }
        return CGFloat(background[row * columns + column])
    }

    /// The area, in square points, of the cells where more than `threshold` of the background shows.
    public func backgroundArea(above threshold: CGFloat = 0.02) -> CGFloat {
        // A plain loop: asked of every watched frame.
        let limit = Float(threshold)
        let cells = background.withUnsafeBufferPointer { cells in
            var count = 0
            var index = 0
            while index < cells.count {
                if cells[index] > limit { count += 1 }
                index += 1
            }
            return count
        }
        return CGFloat(cells) * cellSize * cellSize
    }

    /// The most background showing anywhere (0…1).
    public var worstBackground: CGFloat { CGFloat(background.max() ?? 0) }

    /// The cells where more than `threshold` of the background shows, as rectangles (for failure messages).
    public func backgroundCells(above threshold: CGFloat = 0.02) -> [CGRect] {
        background.indices.filter { CGFloat(background[$0]) > threshold }.map { index in
            CGRect(
                x: bounds.minX + CGFloat(index % columns) * cellSize,
                y: bounds.minY + CGFloat(index / columns) * cellSize,
                width: cellSize, height: cellSize)
        }
    }
}

extension HeadlessWindow {
    /// What the window shows at media time `time` (now by default), composited on cells of `cellSize` points.
    public func picture(cellSize: CGFloat = 8, at time: TimeInterval? = nil) -> HeadlessPicture {
        picture(of: PaintedScene(root: rootView, at: time ?? rootView.environment.clock.now), cellSize: cellSize)
    }

    /// The picture at media time `time` (now by default) and every view as presented then
    /// (``presentedViews(at:)``), from one walk of the window's layers: what a watch reads on every frame.
    public func pictureAndPresentedViews(
        cellSize: CGFloat = 8, at time: TimeInterval? = nil
    ) -> (
        picture: HeadlessPicture, views: [HeadlessPresentedView]
    ) {
        let scene = PaintedScene(root: rootView, at: time ?? rootView.environment.clock.now, collectingViews: true)
        return (picture(of: scene, cellSize: cellSize), scene.presentedViews ?? [])
    }

    private func picture(of scene: PaintedScene, cellSize: CGFloat) -> HeadlessPicture {
        let size = max(cellSize, 1)
        // Read once: every cell's centre needs it.
        let bounds = self.bounds
        let columns = Int((bounds.width / size).rounded(.up))
        let rows = Int((bounds.height / size).rounded(.up))
        var background = [Float](repeating: 1, count: max(columns * rows, 0))
        // The centre of the part of each cell inside the window (the last row and column may be cut), computed once
        // per column and per row: the picture is taken on every frame a watch examines.
        let centreX = (0..<max(columns, 0)).map { column in
            let minX = bounds.minX + CGFloat(column) * size
            return (minX + min(minX + size, bounds.maxX)) / 2
        }
        let centreY = (0..<max(rows, 0)).map { row in
            let minY = bounds.minY + CGFloat(row) * size
            return (minY + min(minY + size, bounds.maxY)) / 2
        }
        // Cells whose centre an opaque fill covers show no background: marked without asking the layers; the others
        // ask them. Arrays read and written in place (the debug build retains an array for each subscript).
        var known = [Bool](repeating: false, count: background.count)
        known.withUnsafeMutableBufferPointer { known in
            background.withUnsafeMutableBufferPointer { background in
                centreX.withUnsafeBufferPointer { centreX in
                    centreY.withUnsafeBufferPointer { centreY in
                        let cells = PaintedScene.Cells(
                            origin: bounds.origin, size: size, centreX: centreX, centreY: centreY, known: known,
                            background: background)
                        cells.markCovered(by: scene.opaqueRects)
                        scene.fill(cells)
                    }
                }
            }
        }
        return HeadlessPicture(cellSize: size, bounds: bounds, columns: columns, rows: rows, background: background)
    }
}

/// The window's layers as the render server sees them at one instant: each visible layer's map from the window to
/// its own coordinates, its shape, its paint and its opacity, front to back among siblings.
///
/// Kept as plain values in flat arrays (no class references or nested arrays in a node), and each node carries the
/// window rectangle its subtree can paint in, so a point outside it is passed over without a map: the picture asks
/// every cell of the window, on every frame a watch examines.
@MainActor
struct PaintedScene {
    struct Node {
        /// Window coordinates to the layer's bounds coordinates; nil when the layer is seen edge-on.
        var fromWindow: Homography?
        var bounds: CGRect
        var cornerRadius: CGFloat
        var clips: Bool
        var opacity: CGFloat
        /// Whether the layer paints its bounds (a background colour), or what it paints (a snapshot's picture).
        var paint: Paint
        /// Sublayers, front to back: `childIndices[firstChild ..< firstChild + childCount]`.
        var firstChild: Int
        var childCount: Int
        /// The window rectangle the node and its subtree can paint in (nil: anywhere, under perspective).
        var reach: CGRect?
    }

    enum Paint {
        case nothing
        case fill
        /// A snapshot's picture, composited once (an index into ``PaintedScene/pictures``).
        case composited(picture: Int, origin: CGPoint, scaleX: CGFloat, scaleY: CGFloat)
    }

    private(set) var nodes: [Node] = []
    /// Window rectangles an opaque fill covers for certain: an axis-aligned layer with a background colour, square
    /// corners, drawn at full opacity (its ancestors' too) and clipped, if at all, only by axis-aligned rectangles.
    /// A point in one shows no background, whatever else is there; the picture asks the layers only elsewhere.
    private(set) var opaqueRects: [CGRect] = []
    private var childIndices: [Int] = []
    private var roots: [Int] = []
    private var pictures: [PaintedScene] = []
    let time: TimeInterval

    /// Every view of the root's subtree as presented, when the scene was asked to collect them (each before its
    /// subviews; those the scene passes over, hidden or transparent, included).
    private(set) var presentedViews: [HeadlessPresentedView]?

    init(root: HeadlessView, at time: TimeInterval, collectingViews: Bool = false) {
        self.time = time
        if collectingViews { presentedViews = [] }
        roots = addChildren(of: root, parent: .identity, opacity: 1, clip: .infinite)
    }

    /// A scene of one view's subtree in its own bounds' coordinates: what a snapshot of it pictures (the view's own
    /// layer as its model has it), or, `presented`, what the view shows at `time` (its own layer as presented).
    init(picturing view: HeadlessView, at time: TimeInterval, presented asShown: Bool = false) {
        self.time = time
        let presented = asShown ? view.layer.presentation(at: time) : HeadlessPresentation(modelOf: view.layer)
        // The scene's coordinates are the view's own bounds coordinates.
        let toOwn = Homography.identity
        let ownPaint = paint(of: view)
        nodes.append(
            Node(
                fromWindow: toOwn.inverse, bounds: presented.bounds, cornerRadius: presented.cornerRadius,
                clips: presented.masksToBounds, opacity: 1, paint: ownPaint, firstChild: 0, childCount: 0,
                reach: nil))
        let children = addChildren(of: view, parent: toOwn, opacity: 1, clip: nil)
        setChildren(children, of: 0)
        roots = [0]
    }

    /// Adds `view`'s visible subviews and their subtrees; `parent` maps `view`'s bounds coordinates to the window's,
    /// `opacity` is the product of `view`'s and its ancestors' opacities, and `clip` the window rectangle they clip
    /// drawing to (nil: a clip that is not an axis-aligned rectangle). Returns their indices, front to back.
    private mutating func addChildren(
        of view: HeadlessView, parent: Homography, opacity: CGFloat, clip: CGRect?
    ) -> [Int] {
        var added: [Int] = []
        for subview in view.subviews.sortedForDrawing(at: time) {
            if let index = add(subview, parent: parent, opacity: opacity, clip: clip) { added.append(index) }
        }
        return added
    }

    private mutating func setChildren(_ children: [Int], of index: Int) {
        nodes[index].firstChild = childIndices.count
        nodes[index].childCount = children.count
        childIndices.append(contentsOf: children)
    }

    /// Adds `view` and its subtree; `parent` maps the superview's bounds coordinates to the window's; `opacity` and
    /// `clip` are the superview's (see ``addChildren(of:parent:opacity:clip:)``).
    private mutating func add(_ view: HeadlessView, parent: Homography, opacity: CGFloat, clip: CGRect?) -> Int? {
        let presented = view.layer.presentation(at: time)
        let toWindow = Homography(presenting: presented).then(parent)
        if presentedViews != nil {
            let sample = HeadlessPresentedView(view, presented, toWindow: toWindow, underOpacity: opacity)
            presentedViews?.append(sample)
            // A subtree the picture passes over is still presented (hidden).
            if presented.isHidden || presented.opacity <= 0 {
                for subview in view.subviews {
                    HeadlessPresentedView.collect(
                        subview, parent: toWindow, opacity: sample.opacity, at: time, into: &presentedViews!)
                }
            }
        }
        guard !presented.isHidden, presented.opacity > 0 else { return nil }
        let shown = opacity * min(presented.opacity, 1)
        // Its window rectangle, when the map keeps rectangles axis-aligned (no rotation, no perspective).
        let axisAligned = toWindow.b == 0 && toWindow.d == 0 && toWindow.c == 0 && toWindow.f == 0 && toWindow.i == 1
        let rect = axisAligned ? Self.windowRect(of: presented.bounds, through: toWindow, margin: 0) : nil
        let index = nodes.count
        let ownPaint = paint(of: view)
        nodes.append(
            Node(
                fromWindow: toWindow.inverse, bounds: presented.bounds, cornerRadius: presented.cornerRadius,
                clips: presented.masksToBounds, opacity: min(presented.opacity, 1), paint: ownPaint,
                firstChild: 0, childCount: 0, reach: nil))
        if case .fill = ownPaint, shown >= 1, let rect, let clip {
            // Rounded corners leave the cross between them opaque.
            let radius = min(presented.cornerRadius * abs(toWindow.a), rect.width / 2, rect.height / 2)
            let parts = radius > 0 ? [rect.insetBy(dx: radius, dy: 0), rect.insetBy(dx: 0, dy: radius)] : [rect]
            for part in parts {
                let covered = part.intersection(clip)
                if !covered.isEmpty { opaqueRects.append(covered) }
            }
        }
        // What its subviews are clipped to.
        var childClip = clip
        if presented.masksToBounds {
            childClip = presented.cornerRadius <= 0 ? rect.flatMap { own in clip.map { $0.intersection(own) } } : nil
        }
        let children = addChildren(of: view, parent: toWindow, opacity: shown, clip: childClip)
        setChildren(children, of: index)
        // What the node can paint: its own bounds in the window, with its children's unless it clips them.
        var reach = Self.windowRect(of: presented.bounds, through: toWindow)
        if !presented.masksToBounds {
            for child in children {
                guard let current = reach, let theirs = nodes[child].reach else {
                    reach = nil
                    break
                }
                reach = current.union(theirs)
            }
        }
        nodes[index].reach = reach
        return index
    }

    /// What `view` paints itself: its background colour, or a snapshot's picture (composited once here).
    private mutating func paint(of view: HeadlessView) -> Paint {
        if let snapshot = view as? HeadlessSnapshotView {
            guard !snapshot.isBlank, let pictured = snapshot.snapshotted, pictured.bounds.width > 0,
                pictured.bounds.height > 0
            else { return .nothing }
            pictures.append(PaintedScene(picturing: pictured, at: time))
            return .composited(
                picture: pictures.count - 1, origin: pictured.bounds.origin,
                scaleX: view.bounds.width / pictured.bounds.width, scaleY: view.bounds.height / pictured.bounds.height)
        }
        guard let color = view.backgroundColor, color != .clear else { return .nothing }
        return .fill
    }

    /// The window rectangle `rect` (bounds coordinates) covers through `map`; nil where perspective puts a corner
    /// behind the eye (it may then reach anywhere).
    private static func windowRect(of rect: CGRect, through map: Homography, margin: CGFloat = 0.001) -> CGRect? {
        guard let p1 = map.apply(CGPoint(x: rect.minX, y: rect.minY)),
            let p2 = map.apply(CGPoint(x: rect.maxX, y: rect.minY)),
            let p3 = map.apply(CGPoint(x: rect.minX, y: rect.maxY)),
            let p4 = map.apply(CGPoint(x: rect.maxX, y: rect.maxY))
        else { return nil }
        let minX = min(p1.x, p2.x, p3.x, p4.x)
        let minY = min(p1.y, p2.y, p3.y, p4.y)
        // A hair of margin for a reach: a point on an edge is never passed over for a rounding.
        return CGRect(
            x: minX - margin, y: minY - margin, width: max(p1.x, p2.x, p3.x, p4.x) - minX + 2 * margin,
            height: max(p1.y, p2.y, p3.y, p4.y) - minY + 2 * margin)
    }

    /// The window's grid of cells, for one picture: each column's and row's centre, which cells are known, and how
    /// much of the background each shows (1 until told otherwise).
    struct Cells {
        let origin: CGPoint
        let size: CGFloat
        let centreX: UnsafeBufferPointer<CGFloat>
        let centreY: UnsafeBufferPointer<CGFloat>
        let known: UnsafeMutableBufferPointer<Bool>
        let background: UnsafeMutableBufferPointer<Float>

        /// Marks the cells whose centre one of `rects` covers as showing no background.
        func markCovered(by rects: [CGRect]) {
            let (columns, rows) = (centreX.count, centreY.count)
            // Screens stacked over one another cover the same cells: a rectangle inside one already marked adds nothing.
            var marked: [CGRect] = []
            for rect in rects {
                if marked.contains(where: { $0.contains(rect) }) { continue }
                marked.append(rect)
                let firstColumn = max(Int(((rect.minX - origin.x) / size).rounded(.down)), 0)
                let lastColumn = min(Int(((rect.maxX - origin.x) / size).rounded(.up)), columns - 1)
                let firstRow = max(Int(((rect.minY - origin.y) / size).rounded(.down)), 0)
                let lastRow = min(Int(((rect.maxY - origin.y) / size).rounded(.up)), rows - 1)
                guard firstColumn <= lastColumn, firstRow <= lastRow else { continue }
                for row in firstRow...lastRow {
                    // `CGRect.contains`: the minimum edges in, the maximum edges out.
                    let y = centreY[row]
                    guard y >= rect.minY, y < rect.maxY else { continue }
                    for column in firstColumn...lastColumn where !known[row * columns + column] {
                        let x = centreX[column]
                        guard x >= rect.minX, x < rect.maxX else { continue }
                        known[row * columns + column] = true
                        background[row * columns + column] = 0
                    }
                }
            }
        }
    }

    /// Sets each cell not known to how much of the window's background shows at its centre: the layers read in
    /// place once for all the cells.
    func fill(_ cells: Cells) {
        let columns = cells.centreX.count
        nodes.withUnsafeBufferPointer { nodes in
            childIndices.withUnsafeBufferPointer { children in
                for row in 0..<cells.centreY.count {
                    for column in 0..<columns where !cells.known[row * columns + column] {
                        let point = CGPoint(x: cells.centreX[column], y: cells.centreY[row])
                        var showing: CGFloat = 1
                        for index in roots {
                            showing *= 1 - coverage(of: index, at: point, nodes, children)
                            if showing < 0.0005 {
                                showing = 0
                                break
                            }
                        }
                        cells.background[row * columns + column] = Float(showing)
                    }
                }
            }
        }
    }

    /// How much of the window's background the scene covers at `point` (window coordinates), 0…1.
    func coverage(at point: CGPoint) -> CGFloat {
        // Read in place: a copy of a node per visit is what made every frame's picture slow.
        nodes.withUnsafeBufferPointer { nodes in
            childIndices.withUnsafeBufferPointer { children in
                var showing: CGFloat = 1
                for index in roots {
                    showing *= 1 - coverage(of: index, at: point, nodes, children)
                    if showing < 0.0005 { return 1 }
                }
                return 1 - showing
            }
        }
    }

    private func coverage(
        of index: Int, at point: CGPoint, _ nodes: UnsafeBufferPointer<Node>, _ children: UnsafeBufferPointer<Int>
    ) -> CGFloat {
        if let reach = nodes[index].reach, !reach.holds(point) { return 0 }
        guard let map = nodes[index].fromWindow, let local = map.apply(point) else { return 0 }
        let inside = nodes[index].contains(local)
        if nodes[index].clips, !inside { return 0 }
        var showing: CGFloat = 1
        let first = nodes[index].firstChild
        for offset in 0..<nodes[index].childCount {
            showing *= 1 - coverage(of: children[first + offset], at: point, nodes, children)
            if showing < 0.0005 {
                showing = 0
                break
            }
        }
        if inside, showing > 0 {
            switch nodes[index].paint {
            case .nothing: break
            case .fill: showing = 0
            case let .composited(picture, origin, scaleX, scaleY):
                let bounds = nodes[index].bounds
                let there = CGPoint(
                    x: origin.x + (local.x - bounds.minX) / scaleX, y: origin.y + (local.y - bounds.minY) / scaleY)
                showing *= 1 - pictures[picture].coverage(at: there)
            }
        }
        return nodes[index].opacity * (1 - showing)
    }
}

extension PaintedScene.Node {
    /// Whether a point of the layer's bounds coordinates is inside its bounds rounded by its corner radius.
    func contains(_ point: CGPoint) -> Bool {
        guard bounds.holds(point) else { return false }
        let radius = min(cornerRadius, bounds.width / 2, bounds.height / 2)
        guard radius > 0 else { return true }
        let dx = max(bounds.minX + radius - point.x, point.x - (bounds.maxX - radius), 0)
        let dy = max(bounds.minY + radius - point.y, point.y - (bounds.maxY - radius), 0)
        return dx * dx + dy * dy <= radius * radius
    }
}

extension HeadlessView {
    /// How much of the view's square corners its subtree paints where its presented `cornerRadius` rounds them
    /// away at media time `time` (now by default): the most, 0…1, at a point just inside each corner of its bounds
    /// and outside the rounded shape, with that point (the view's bounds coordinates). Nil when the view is not
    /// rounded (a radius under 1 pt).
    ///
    /// A layer's corner radius rounds its own background; its sublayers are clipped to the rounded shape only with
    /// `masksToBounds` (`CALayer.cornerRadius` reference). A screen rounded without it shows its content's square
    /// corners over whatever should show round them.
    public func paintBeyondRoundedCorners(at time: TimeInterval? = nil) -> (coverage: CGFloat, point: CGPoint)? {
        let when = time ?? environment.clock.now
        let presented = layer.presentation(at: when)
        let bounds = presented.bounds
        let radius = min(presented.cornerRadius, bounds.width / 2, bounds.height / 2)
        guard radius >= 1 else { return nil }
        let scene = PaintedScene(picturing: self, at: when, presented: true)
        // On each corner's diagonal, 15% of the radius in from the corner: outside the arc (1.2 radii from its centre).
        let inset = radius * 0.15
        let probes = [
            CGPoint(x: bounds.minX + inset, y: bounds.minY + inset),
            CGPoint(x: bounds.maxX - inset, y: bounds.minY + inset),
            CGPoint(x: bounds.minX + inset, y: bounds.maxY - inset),
            CGPoint(x: bounds.maxX - inset, y: bounds.maxY - inset),
        ]
        var worst: (coverage: CGFloat, point: CGPoint) = (0, probes[0])
        for probe in probes {
            let covered = scene.coverage(at: probe)
            if covered > worst.coverage { worst = (covered, probe) }
        }
        return worst
    }
}

extension Array where Element == HeadlessView {
    /// Front to back: by `zPosition`, then by order among the subviews (later is in front).
    @MainActor
    fileprivate func sortedForDrawing(at time: TimeInterval) -> [HeadlessView] {
        // Almost always every `zPosition` is 0: front to back is then the subviews reversed.
        var layered = false
        for view in self where view.layer.zPosition != 0 {
            layered = true
            break
        }
        guard layered else { return reversed() }
        let ordered = enumerated().map { (offset: $0.offset, view: $0.element, z: $0.element.layer.zPosition) }
        return ordered.sorted { $0.z != $1.z ? $0.z > $1.z : $0.offset > $1.offset }.map(\.view)
    }
}

/// A view as its window presents it at one instant, in window coordinates.
public struct HeadlessPresentedView {
    /// The view.
    public let view: HeadlessView
    /// Its layer's presentation.
    public let presentation: HeadlessPresentation
    /// Where the centre of its bounds is drawn.
    public let center: CGPoint
    /// The size of the rectangle its drawn corners span.
    public let spannedSize: CGSize
    /// Its opacity on screen, its ancestors' included (0 when hidden).
    public let opacity: CGFloat
    /// Whether nothing of it shows: it or an ancestor is hidden, or an ancestor is fully transparent.
    public let isHidden: Bool
}

extension HeadlessWindow {
    /// Every view in the window as presented at media time `time` (now by default), each before its subviews: one
    /// walk, each layer's presentation worked out once (where ``HeadlessView/presentedPointInWindow(_:at:)`` goes up
    /// through every ancestor for each point).
    public func presentedViews(at time: TimeInterval? = nil) -> [HeadlessPresentedView] {
        let when = time ?? rootView.environment.clock.now
        var views: [HeadlessPresentedView] = []
        for subview in rootView.subviews {
            HeadlessPresentedView.collect(subview, parent: .identity, opacity: 1, at: when, into: &views)
        }
        return views
    }
}

extension HeadlessPresentedView {
    /// `view` presented as `presented`, mapped to the window by `toWindow`, under its ancestors' opacity `opacity`.
    @MainActor
    init(_ view: HeadlessView, _ presented: HeadlessPresentation, toWindow: Homography, underOpacity opacity: CGFloat) {
        let hidden = presented.isHidden || opacity == 0
        let b = presented.bounds
        // The span of the four drawn corners (plain loops: this runs for every view of every watched frame).
        var (minX, maxX, minY, maxY) = (CGFloat.infinity, -CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity)
        for (x, y) in [(b.minX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY), (b.maxX, b.minY)] {
            let point = toWindow.apply(CGPoint(x: x, y: y)) ?? CGPoint(x: x, y: y)
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        let middle = CGPoint(x: b.midX, y: b.midY)
        self.init(
            view: view, presentation: presented, center: toWindow.apply(middle) ?? middle,
            spannedSize: CGSize(width: maxX - minX, height: maxY - minY),
            opacity: hidden ? 0 : opacity * presented.opacity,
            isHidden: hidden)
    }

    /// Appends `view` and its subtree, each before its subviews; `parent` maps the superview's bounds coordinates to
    /// the window's, `opacity` is the superview's on screen.
    @MainActor
    static func collect(
        _ view: HeadlessView, parent: Homography, opacity: CGFloat, at time: TimeInterval,
        into views: inout [HeadlessPresentedView]
    ) {
        let presented = view.layer.presentation(at: time)
        let toWindow = Homography(presenting: presented).then(parent)
        let sample = HeadlessPresentedView(view, presented, toWindow: toWindow, underOpacity: opacity)
        views.append(sample)
        for subview in view.subviews {
            collect(subview, parent: toWindow, opacity: sample.opacity, at: time, into: &views)
        }
    }
}

extension HeadlessView {
    /// Where a point of the view (in its bounds' coordinates) is drawn in its window at media time `time` (now by
    /// default): through every ancestor's presentation, installed animations included.
    public func presentedPointInWindow(_ point: CGPoint, at time: TimeInterval? = nil) -> CGPoint {
        let when = time ?? environment.clock.now
        var current = point
        var view: HeadlessView? = self
        while let layerView = view, layerView.superview != nil {
            current = Homography(presenting: layerView.layer.presentation(at: when)).apply(current) ?? current
            view = layerView.superview
        }
        return current
    }
}

extension CGRect {
    /// `contains(_:)` for a rectangle of non-negative size (the minimum edges in, the maximum edges out), without
    /// the standardizing copies Foundation makes on Linux: asked for every cell of every watched frame.
    @inline(__always)
    func holds(_ point: CGPoint) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y
            && point.y < origin.y + size.height
    }
}
