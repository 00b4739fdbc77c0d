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
        CGFloat(background.lazy.filter { CGFloat($0) > threshold }.count) * cellSize * cellSize
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
        let size = max(cellSize, 1)
        let when = time ?? rootView.environment.clock.now
        let scene = PaintedScene(root: rootView, at: when)
        let columns = Int((bounds.width / size).rounded(.up))
        let rows = Int((bounds.height / size).rounded(.up))
        var background = [Float](repeating: 1, count: max(columns * rows, 0))
        for row in 0..<rows {
            for column in 0..<columns {
                // The centre of the part of the cell inside the window (the last row and column may be cut).
                let cell = CGRect(
                    x: bounds.minX + CGFloat(column) * size, y: bounds.minY + CGFloat(row) * size, width: size,
                    height: size
                ).intersection(bounds)
                let point = CGPoint(x: cell.midX, y: cell.midY)
                background[row * columns + column] = Float(1 - scene.coverage(at: point))
            }
        }
        return HeadlessPicture(cellSize: size, bounds: bounds, columns: columns, rows: rows, background: background)
    }
}

/// The window's layers as the render server sees them at one instant: each visible layer's map from the window to
/// its own coordinates, its shape, its paint and its opacity, front to back among siblings.
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
        /// Sublayers, front to back.
        var children: [Int]
    }

    enum Paint {
        case nothing
        case fill
        /// A snapshot: what `view` painted, at the snapshot's scale.
        case picture(of: HeadlessView, scaleX: CGFloat, scaleY: CGFloat)
        /// A snapshot's picture, composited once (an index into ``PaintedScene/pictures``).
        case composited(picture: Int, origin: CGPoint, scaleX: CGFloat, scaleY: CGFloat)
    }

    private(set) var nodes: [Node] = []
    private var roots: [Int] = []
    private var pictures: [PaintedScene] = []
    let time: TimeInterval

    init(root: HeadlessView, at time: TimeInterval) {
        self.time = time
        roots = root.subviews.sortedForDrawing(at: time).compactMap { add($0, parent: .identity) }
    }

    /// A scene of one view's subtree in its own bounds' coordinates: what a snapshot of it pictures (the view's own
    /// layer as its model has it), or, `presented`, what the view shows at `time` (its own layer as presented).
    init(picturing view: HeadlessView, at time: TimeInterval, presented asShown: Bool = false) {
        self.time = time
        let presented = asShown ? view.layer.presentation(at: time) : HeadlessPresentation(modelOf: view.layer)
        // The scene's coordinates are the view's own bounds coordinates.
        let toOwn = Homography.identity
        var node = Node(
            fromWindow: toOwn.inverse, bounds: presented.bounds, cornerRadius: presented.cornerRadius,
            clips: presented.masksToBounds, opacity: 1, paint: view.paint, children: [])
        nodes.append(node)
        let children = view.subviews.sortedForDrawing(at: time).compactMap { add($0, parent: toOwn) }
        node.children = children
        nodes[0] = node
        roots = [0]
    }

    /// Adds `view` and its subtree; `parent` maps the superview's bounds coordinates to the window's.
    private mutating func add(_ view: HeadlessView, parent: Homography) -> Int? {
        let presented = view.layer.presentation(at: time)
        guard !presented.isHidden, presented.opacity > 0 else { return nil }
        let toWindow = Homography(presenting: presented).then(parent)
        var paint = view.paint
        if case let .picture(pictured, scaleX, scaleY) = paint {
            pictures.append(PaintedScene(picturing: pictured, at: time))
            paint = .composited(
                picture: pictures.count - 1, origin: pictured.bounds.origin, scaleX: scaleX, scaleY: scaleY)
        }
        let index = nodes.count
        nodes.append(
            Node(
                fromWindow: toWindow.inverse, bounds: presented.bounds, cornerRadius: presented.cornerRadius,
                clips: presented.masksToBounds, opacity: min(presented.opacity, 1), paint: paint, children: []))
        let children = view.subviews.sortedForDrawing(at: time).compactMap { add($0, parent: toWindow) }
        nodes[index].children = children
        return index
    }

    /// How much of the window's background the scene covers at `point` (window coordinates), 0…1.
    func coverage(at point: CGPoint) -> CGFloat {
        1 - uncovered(by: roots, at: point)
    }

    /// The fraction of what lies behind `siblings` that still shows at `point` through them.
    private func uncovered(by siblings: [Int], at point: CGPoint) -> CGFloat {
        var showing: CGFloat = 1
        for index in siblings {
            showing *= 1 - coverage(of: index, at: point)
            if showing < 0.0005 { return 0 }
        }
        return showing
    }

    private func coverage(of index: Int, at point: CGPoint) -> CGFloat {
        let node = nodes[index]
        guard let map = node.fromWindow, let local = map.apply(point) else { return 0 }
        let inside = node.contains(local)
        if node.clips, !inside { return 0 }
        var showing = uncovered(by: node.children, at: point)
        if inside, showing > 0 {
            switch node.paint {
            case .nothing, .picture: break
            case .fill: showing = 0
            case let .composited(picture, origin, scaleX, scaleY):
                let there = CGPoint(
                    x: origin.x + (local.x - node.bounds.minX) / scaleX,
                    y: origin.y + (local.y - node.bounds.minY) / scaleY)
                showing *= 1 - pictures[picture].coverage(at: there)
            }
        }
        return node.opacity * (1 - showing)
    }
}

extension PaintedScene.Node {
    /// Whether a point of the layer's bounds coordinates is inside its bounds rounded by its corner radius.
    func contains(_ point: CGPoint) -> Bool {
        guard bounds.contains(point) else { return false }
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

    /// What the view itself paints: its background colour, or a snapshot's picture.
    var paint: PaintedScene.Paint {
        if let snapshot = self as? HeadlessSnapshotView {
            guard !snapshot.isBlank, let pictured = snapshot.snapshotted, pictured.bounds.width > 0,
                pictured.bounds.height > 0
            else { return .nothing }
            return .picture(
                of: pictured, scaleX: bounds.width / pictured.bounds.width,
                scaleY: bounds.height / pictured.bounds.height)
        }
        guard let color = backgroundColor, color != .clear else { return .nothing }
        return .fill
    }
}

extension Array where Element == HeadlessView {
    /// Front to back: by `zPosition`, then by order among the subviews (later is in front).
    @MainActor
    fileprivate func sortedForDrawing(at time: TimeInterval) -> [HeadlessView] {
        let ordered = enumerated().map { (offset: $0.offset, view: $0.element, z: $0.element.layer.zPosition) }
        return ordered.sorted { $0.z != $1.z ? $0.z > $1.z : $0.offset > $1.offset }.map(\.view)
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
