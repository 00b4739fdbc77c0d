import Foundation
import TransitionCore

/// What a preview draws inside a view so that it reads as a phone's screen: a navigation bar over list rows, a photo
/// grid, a photo, a drawer's menu. Sketches are drawn in the view's own coordinates and move with it, so a slide's
/// overlap and parallax, a scrim's dimming and a shared element's growth read at a glance.
public enum ScreenSketch: Sendable, Hashable {
    /// A navigation bar titled with the view's label over rows of a list.
    case list
    /// A photo grid; `hole` is the cell the shared element leaves (its frame in the screen at rest), empty while the
    /// element's stand-in flies.
    case grid(hole: CGRect)
    /// A photo across the screen at `hole` (empty while the element's stand-in flies) over lines of a caption.
    case photo(hole: CGRect)
    /// A drawer's menu: a header and one row per item.
    case menu
    /// The shared element's stand-in: a photo.
    case element
    /// Nothing drawn inside (the dimming view).
    case none

    /// Hashes the case and its hole's components (`CGRect` is not `Hashable` on Apple platforms), consistently with
    /// the synthesised `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .grid(hole):
            hasher.combine(0)
            Self.combine(hole, into: &hasher)
        case let .photo(hole):
            hasher.combine(1)
            Self.combine(hole, into: &hasher)
        case .list: hasher.combine(2)
        case .menu: hasher.combine(3)
        case .element: hasher.combine(4)
        case .none: hasher.combine(5)
        }
    }

    private static func combine(_ rect: CGRect, into hasher: inout Hasher) {
        for value in [rect.minX, rect.minY, rect.width, rect.height] { hasher.combine(Double(value)) }
    }
}

/// The parts a sketch is made of, in a view's coordinates: what both the SVG filmstrips and the gallery's live cards
/// draw, so they cannot disagree.
struct SketchPart {
    enum Shape {
        case rect(cornerRadius: Double)
        /// Text whose baseline starts at the frame's origin, or is centred on it.
        case text(String, size: Double, weight: Int, centred: Bool)
    }

    var shape: Shape
    var frame: CGRect
    var fill: String

    /// The parts of `sketch` for a view of `size` labelled `label`, tinted `color`; `showsTabBar` keeps the content
    /// clear of the container's tab bar (``PhoneChrome`` draws it: it stays put while the pages move).
    static func parts(
        of sketch: ScreenSketch, size: CGSize, label: String, color: String, showsTabBar: Bool
    ) -> [SketchPart] {
        let width = Double(size.width)
        let height = Double(size.height)
        guard width > 0, height > 0 else { return [] }
        var parts: [SketchPart] = []
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ fill: String, radius: Double = 0) {
            parts.append(
                SketchPart(
                    shape: .rect(cornerRadius: radius), frame: CGRect(x: x, y: y, width: w, height: h), fill: fill))
        }
        func text(_ string: String, _ x: Double, _ y: Double, size: Double, centred: Bool = true, fill: String) {
            parts.append(
                SketchPart(
                    shape: .text(string, size: size, weight: 600, centred: centred),
                    frame: CGRect(x: x, y: y, width: 0, height: 0), fill: fill))
        }
        let bar = 100.0  // status bar and navigation bar
        let bottom = showsTabBar ? 83.0 : 34.0
        switch sketch {
        case .none:
            return []
        case .element:
            rect(0, 0, width, height, "#f2c14e")
            rect(width * 0.15, height * 0.55, width * 0.7, height * 0.3, "#d9a22e", radius: 4)
            return parts
        case .list:
            rect(0, 0, width, height, "#fbfbfd")
            var y = bar + 16
            while y + 52 <= height - bottom {
                rect(16, y, 44, 44, "#dcdce4", radius: 10)
                rect(72, y + 8, max(width - 150, 20), 12, "#d2d2da", radius: 6)
                rect(72, y + 28, max(width * 0.35, 20), 10, "#e4e4ea", radius: 5)
                y += 60
            }
        case let .grid(hole):
            rect(0, 0, width, height, "#fbfbfd")
            let side = Double(hole.width)
            let step = side + 4
            if side > 0 {
                // The grid is laid out so that one of its cells is the element's: the cells around it step out from
                // there, and the element's own cell is left empty while its picture flies.
                let firstColumn = Double(hole.minX) - (Double(hole.minX) / step).rounded(.down) * step
                let firstRow = Double(hole.minY) - ((Double(hole.minY) - bar) / step).rounded(.down) * step
                var y = firstRow
                while y < height - bottom {
                    var x = firstColumn
                    while x < width {
                                let isHole = abs(x - Double(hole.minX)) <= 0.5 && abs(y - Double(hole.minY)) <= 0.5
                        rect(x, y, side, side, isHole ? "#eeeef2" : "#b9c6dd", radius: 12)
                        x += step
                    }
                    y += step
                }
            }
        case let .photo(hole):
            rect(0, 0, width, height, "#fbfbfd")
            rect(Double(hole.minX), Double(hole.minY), Double(hole.width), Double(hole.height), "#eeeef2")
            var y = Double(hole.maxY) + 20
            for fraction in [0.8, 0.9, 0.6, 0.85, 0.5] where y + 12 <= height - bottom {
                rect(16, y, (width - 32) * fraction, 12, "#d2d2da", radius: 6)
                y += 24
            }
        case .menu:
            rect(0, 0, width, height, color)
            text(label, 24, 96, size: 28, centred: false, fill: "#ffffff")
            var y = 130.0
            for _ in 0..<6 where y + 28 <= height - 34 {
                rect(24, y, 28, 28, "#ffffff66", radius: 8)
                rect(64, y + 8, min(140, max(width - 100, 20)), 12, "#ffffff88", radius: 6)
                y += 52
            }
            return parts
        }
        // The navigation bar, on top of the content that scrolls under it, titled with the screen's name.
        rect(0, 0, width, bar, color)
        text(label, width / 2, 86, size: 17, fill: "#ffffff")
        return parts
    }
}

/// The phone around a preview: the screen's rounded corners, the status bar and the home indicator, in the
/// container's coordinates (the status bar and the home indicator stay put while the screens move under them).
enum PhoneChrome {
    /// The screen's corner radius (an iPhone's display, in points).
    static let cornerRadius = 55.0

    /// The chrome's parts; `showsTabBar` adds a tab container's bar along the bottom, above its pages.
    static func parts(in bounds: CGRect, showsTabBar: Bool = false) -> [SketchPart] {
        let width = Double(bounds.width)
        let height = Double(bounds.height)
        let x = Double(bounds.minX)
        let y = Double(bounds.minY)
        var bar: [SketchPart] = []
        if showsTabBar {
            bar.append(
                SketchPart(
                    shape: .rect(cornerRadius: 0), frame: CGRect(x: x, y: y + height - 83, width: width, height: 83),
                    fill: "#f2f2f6"))
            for item in 0..<4 {
                bar.append(
                    SketchPart(
                        shape: .rect(cornerRadius: 6),
                        frame: CGRect(
                            x: x + width * (Double(item) + 0.5) / 4 - 12, y: y + height - 75, width: 24, height: 24),
                        fill: "#b8b8c0"))
            }
        }
        return bar + [
            SketchPart(
                shape: .text("9:41", size: 17, weight: 600, centred: true),
                frame: CGRect(x: x + 54, y: y + 37, width: 0, height: 0), fill: "#111111"),
            SketchPart(
                shape: .rect(cornerRadius: 4), frame: CGRect(x: x + width - 70, y: y + 24, width: 26, height: 13),
                fill: "#111111"),
            SketchPart(
                shape: .rect(cornerRadius: 2.5),
                frame: CGRect(x: x + width / 2 - 67, y: y + height - 13, width: 134, height: 5), fill: "#111111"),
        ]
    }
}
