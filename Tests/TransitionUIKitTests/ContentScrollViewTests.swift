import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// A container pushed on a navigation stack, its children lists: the bar follows the list on screen.
@MainActor
@Suite("The bars follow the list on screen")
struct ContentScrollViewTests {
    /// A screen whose view holds a list.
    final class ListScreen: Screen {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

        override func viewDidLoad() {
            super.viewDidLoad()
            list.contentSize = CGSize(width: 390, height: 3_000)
            view.addSubview(list)
        }
    }

    /// Review: the navigation bar over a container followed whichever list UIKit found in the container's hierarchy,
    /// and under the reading where it keeps the one it found, the first screen's list after a switch: over the second
    /// screen's list, scrolled down, it kept its large title and see-through look as if at the top. The container
    /// tells UIKit which list is on screen whenever that changes.
    @Test(arguments: [HeadlessEnvironment.ContentScrollViewGuess.searchedWhenAsked, .keptOnceFound])
    func theBarFollowsTheListOnScreenAfterASwitch(guess: HeadlessEnvironment.ContentScrollViewGuess) throws {
        let ui = HeadlessEnvironment()
        ui.contentScrollViewGuess = guess
        let window = ui.makeWindow()
        let container = TransitionContainerViewController(identifier: "Tabs")
        container.engine.defaultAnimator = SlideAnimator()
        let screens = [ListScreen("Inbox"), ListScreen("Archive")]
        let navigation = UINavigationController(rootViewController: container)
        try container.setViewControllers(screens)
        ui.perform { window.rootViewController = navigation }
        ui.clock.runUntilIdle()
        #expect(navigation.navigationBar.showsScrollEdgeAppearance)
        _ = screens[1].view
        screens[1].list.contentOffset = CGPoint(x: 0, y: 400)
        try ui.perform { try container.select(index: 1) }
        ui.clock.runUntilIdle()
        #expect(
            !navigation.navigationBar.showsScrollEdgeAppearance,
            "the bar looked as if the Archive list, scrolled down, were at its top")
        try ui.perform { try container.select(index: 0) }
        ui.clock.runUntilIdle()
        #expect(navigation.navigationBar.showsScrollEdgeAppearance)
    }
}
