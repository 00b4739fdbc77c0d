import Foundation

/// The tab bar a ``TabContainer`` drives: titles, the selection, and an indicator and highlights that follow a
/// transition's progress forward and backward.
public struct TabBarState: Sendable, Hashable {
    /// The tabs' titles, in index order.
    public var titles: [String]
    /// The selected index (the destination during a transition; the old one again after a cancel).
    public var selectedIndex: Int?
    /// Where the selection indicator is, as a fractional index: 1.4 is 40% of the way from tab 1 to tab 2.
    public var indicatorPosition: Double
    /// How highlighted each tab's title is, 0…1: the selected tab is 1, the rest 0, blended mid-transition.
    public var highlights: [Double]
    /// How much of the bar is on screen, 0…1: 1 while the selected tab's child shows the bar, 0 while it asks to
    /// hide it (``TabContainer/hidesBar``), in between while a transition moves between the two — draw the bar
    /// `(1 - visibility) × its height` below its resting place, so it slides with the screens and comes back with a
    /// cancel.
    public var visibility: Double

    /// A bar with `titles` and `selectedIndex` at rest, shown.
    public init(titles: [String], selectedIndex: Int?) {
        self.titles = titles
        self.selectedIndex = selectedIndex
        self.indicatorPosition = Double(selectedIndex ?? 0)
        self.highlights = titles.indices.map { $0 == selectedIndex ? 1 : 0 }
        self.visibility = 1
    }

    /// The bar mid-way between tab `from` and tab `to`, `fraction` of the way; `visibility` is the bar's at each
    /// end.
    mutating func follow(from: Int, to: Int, fraction: Double, visibility: (from: Double, to: Double)) {
        indicatorPosition = Double(from) + Double(to - from) * fraction
        for index in highlights.indices {
            highlights[index] = index == from ? 1 - fraction : index == to ? fraction : 0
        }
        self.visibility = visibility.from + (visibility.to - visibility.from) * fraction
    }

    /// The bar at rest on `index`, shown or not.
    mutating func settle(on index: Int?, visibility: Double) {
        selectedIndex = index
        indicatorPosition = Double(index ?? 0)
        highlights = titles.indices.map { $0 == index ? 1 : 0 }
        self.visibility = visibility
    }
}
