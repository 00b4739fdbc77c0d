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
