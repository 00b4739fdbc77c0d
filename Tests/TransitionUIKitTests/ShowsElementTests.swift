import Foundation
import HeadlessUI
import Testing
@_spi(Host) import TransitionCore
@testable import TransitionUIKit

/// A transition checks, once the arriving screen is laid out, that the element it found still shows by walking up
/// from it; that answer must be the one walking the whole screen gives, or the photo would grow from a cell the
/// person cannot see.
@MainActor
@Suite("An element that still shows")
struct ShowsElementTests {
    @Test func walkingUpFromAViewAgreesWithWalkingTheScreen() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let grid = PhotoGridScreen()
        grid.list.contentOffset = CGPoint(x: 0, y: 1_300)
        grid.cells[40]?.isHidden = true
        grid.cells[41]?.alpha = 0.005
        grid.cells[42]?.transitionElement = "other"
        let pager = PagerScreen()
        let carousel = PeekingCarouselScreen()
        let screens: [UIViewController] = [grid, pager, carousel]
        for screen in screens {
            window.rootView.addSubview(screen.view)
            screen.view.frame = window.rootView.bounds
        }
        let renderer = UIViewRenderer()
        var compared = 0
        for screen in screens {
            let listed = renderer.elements("photo", in: screen.view)
            #expect(!listed.isEmpty)
            for view in Self.subtree(of: screen.view) {
                let shows = renderer.showsElement(view, tagged: "photo", in: screen.view)
                #expect(shows == listed.contains { $0 === view }, "\(screen.title ?? "") \(view.frame)")
                compared += 1
            }
            // A view of another screen is not this one's element, however it shows in its own.
            for other in screens where other !== screen {
                for view in renderer.elements("photo", in: other.view) {
                    #expect(!renderer.showsElement(view, tagged: "photo", in: screen.view))
                }
            }
        }
        #expect(compared > 70)
        // A whole screen hidden shows nothing.
        grid.view.isHidden = true
        #expect(!renderer.showsElement(grid.cells[37]!, tagged: "photo", in: grid.view))
        #expect(renderer.elements("photo", in: grid.view).isEmpty)
    }

    static func subtree(of view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap { subtree(of: $0) }
    }
}

/// Where an element stands on its screen, through the transforms on the way.
@MainActor
@Suite("An element's frame on its screen")
struct ElementGeometryTests {
    /// Review: the model converted a rectangle without transforms (its origin converted, its size kept), where UIKit
    /// answers the transformed rectangle's bounding box: a cell shrunk by a press effect, or a page of a carousel
    /// scaled down, measured at full size on Linux and shrunk on a phone. The model answers as UIKit does, and the
    /// element flies from where it shows.
    @Test func aShrunkCellIsMeasuredWhereItShows() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let screen = UIView(frame: window.bounds)
        window.rootView.addSubview(screen)
        let cell = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        screen.addSubview(cell)
        cell.layer.transform = Transform(scale: 0.9).matrix
        let frame = UIViewRenderer().geometry(of: cell, in: screen).frame
        #expect(abs(frame.width - 90) < 1e-9 && abs(frame.minX - 25) < 1e-9 && abs(frame.minY - 105) < 1e-9, "\(frame)")
        // Converting into an ancestor that is itself transformed stops at its coordinates.
        let converted = cell.convert(cell.bounds, to: nil)
        #expect(abs(converted.height - 90) < 1e-9)
    }
}
