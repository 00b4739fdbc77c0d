import Foundation
import HeadlessUI
import Testing

/// `insertSubview(_:belowSubview:)` and `insertSubview(_:aboveSubview:)` of a view that already is a subview.
@MainActor
@Suite("Moving a subview below or above a sibling")
struct HierarchyOrderTests {
    func views(_ ui: HeadlessEnvironment) -> (HeadlessView, [HeadlessView]) {
        let parent = HeadlessView(name: "parent", frame: CGRect(x: 0, y: 0, width: 10, height: 10), environment: ui)
        let children = ["a", "b", "c"].map { HeadlessView(name: $0, frame: .zero, environment: ui) }
        children.forEach(parent.addSubview)
        return (parent, children)
    }

    /// Moving `a` below `b` when it already was below it moved it above `b` (the index was taken before `a` left its
    /// place); UIKit leaves it just below `b`.
    @Test func aViewAlreadyBelowItsSiblingStaysJustBelowIt() {
        let ui = HeadlessEnvironment()
        let (parent, children) = views(ui)
        parent.insertSubview(children[0], belowSubview: children[1])
        #expect(parent.subviews.map(\.name) == ["a", "b", "c"])
        parent.insertSubview(children[2], belowSubview: children[1])
        #expect(parent.subviews.map(\.name) == ["a", "c", "b"])
    }

    @Test func aViewMovedAboveASiblingEndsJustAboveIt() {
        let ui = HeadlessEnvironment()
        let (parent, children) = views(ui)
        parent.insertSubview(children[0], aboveSubview: children[1])
        #expect(parent.subviews.map(\.name) == ["b", "a", "c"])
        parent.insertSubview(children[2], aboveSubview: children[1])
        #expect(parent.subviews.map(\.name) == ["b", "c", "a"])
    }
}
