import Foundation
import HeadlessUI
import Testing

@MainActor
@Suite("HeadlessContainerViewController")
struct HeadlessContainerViewControllerTests {
    // Reading contentView first loads the view, whose viewDidLoad reads contentView: one content view, not two.
    @Test func readingTheContentViewFirstMakesOneContentView() {
        let ui = HeadlessEnvironment()
        let tabs = HeadlessContainerViewController(identifier: "Tabs", environment: ui)
        let content = tabs.contentView
        #expect(tabs.view.subviews.count == 1)
        #expect(tabs.view.subviews.first === content)
    }
}
