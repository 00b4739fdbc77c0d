import Foundation
import HeadlessUI
import TabTransition
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionUIKit
import TransitionTesting

@MainActor
struct TabScene {
    let ui = HeadlessEnvironment()
    let window: HeadlessWindow
    let host: TransitionContainerViewController
    let tabs: TabContainer<UIViewController, UIView>
    let children: [HeadlessViewController]
    var bars: [TabBarState] = []

    init(animator: TabAnimator = TabAnimator()) throws {
        window = ui.makeWindow()
        host = TransitionContainerViewController(identifier: "Tabs")
        tabs = TabContainer(container: host, animator: animator)
        children = ["Home", "Search", "Settings"].map(ui.makeViewController)
        let (ui, window, host, tabs, children) = (ui, window, host, tabs, children)
        try ui.perform {
            window.rootViewController = host
            try tabs.setTabs(children, titles: ["Home", "Search", "Settings"])
        }
    }

    var shown: [String] { host.contentView.subviews.compactMap { $0.owner?.identifier } }
}
