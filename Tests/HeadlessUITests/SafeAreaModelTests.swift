import Foundation
import HeadlessUI
import Testing

/// The model's safe-area rules: the window's insets, the part of a view they cover, additional insets, and a
/// controller's view keeping its insets while it moves.
@MainActor
@Suite("HeadlessUI safe area")
struct SafeAreaModelTests {
    static let portrait = HeadlessEdgeInsets(top: 47, bottom: 34)

    final class Recorder: HeadlessViewController {
        var changes: [HeadlessEdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() { changes.append(view.safeAreaInsets) }
    }

    /// A root controller, and a child of it whose view covers the bottom 200 points of the window.
    func scene() -> (ui: HeadlessEnvironment, window: HeadlessWindow, root: Recorder, child: Recorder) {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        window.safeAreaInsets = Self.portrait
        let root = Recorder(identifier: "Root", environment: ui)
        let child = Recorder(identifier: "Child", environment: ui)
        ui.perform {
            window.rootViewController = root
            root.addChild(child)
            child.view.frame = CGRect(x: 0, y: 644, width: 390, height: 200)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        return (ui, window, root, child)
    }

    @Test("a scroll view clips its content and scrolls with its own pan, whichever initialiser made it")
    func everyScrollViewClipsAndPans() {
        let ui = HeadlessEnvironment()
        for list in [
            HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
            HeadlessScrollView(name: "list", frame: CGRect(x: 0, y: 0, width: 390, height: 844), environment: ui),
        ] {
            #expect(list.clipsToBounds)
            #expect(list.gestureRecognizers.contains { $0 === list.panGestureRecognizer })
        }
        let plain = HeadlessView(frame: .zero)
        #expect(!plain.clipsToBounds, "a plain view's default is false")
    }

    @Test func aViewOutOfAWindowHasNoInsets() {
        let ui = HeadlessEnvironment()
        let view = HeadlessView(name: "loose", frame: CGRect(x: 0, y: 0, width: 100, height: 100), environment: ui)
        #expect(view.safeAreaInsets == HeadlessEdgeInsets())
    }

    /// The root view gets the window's insets; a child gets only the part its frame overlaps.
    @Test func insetsAreThePartTheSafeAreaDoesNotCover() {
        let (ui, window, root, child) = scene()
        #expect(window.safeAreaInsets == Self.portrait)
        #expect(root.view.safeAreaInsets == Self.portrait)
        #expect(child.view.safeAreaInsets == HeadlessEdgeInsets(bottom: 34))
        #expect(child.changes == [HeadlessEdgeInsets(bottom: 34)])
        // A plain subview follows where it stands, at once.
        let label = HeadlessView(name: "label", frame: CGRect(x: 0, y: 0, width: 390, height: 100), environment: ui)
        root.view.addSubview(label)
        #expect(label.safeAreaInsets == HeadlessEdgeInsets(top: 47))
        label.center.y += 200
        #expect(label.safeAreaInsets == HeadlessEdgeInsets())
    }

    @Test func additionalInsetsAddToTheControllersViewAndItsChildren() {
        let (ui, window, root, child) = scene()
        defer { withExtendedLifetime(window) {} }
        ui.perform { root.additionalSafeAreaInsets = HeadlessEdgeInsets(bottom: 49) }
        #expect(root.view.safeAreaInsets == HeadlessEdgeInsets(top: 47, bottom: 83))
        #expect(child.view.safeAreaInsets == HeadlessEdgeInsets(bottom: 83))
        #expect(root.changes.last == HeadlessEdgeInsets(top: 47, bottom: 83))
    }

    /// A controller's view keeps its insets while it moves; a resize or a change of the window's insets updates
    /// them from where it then stands.
    @Test func aControllersViewKeepsItsInsetsWhileItMoves() {
        let (ui, window, _, child) = scene()
        ui.perform { child.view.center.y -= 400 }
        #expect(child.view.safeAreaInsets == HeadlessEdgeInsets(bottom: 34))
        ui.perform { child.view.bounds.size.height = 210 }
        #expect(child.view.safeAreaInsets == HeadlessEdgeInsets())
        // Centred as before, 210 high: it spans 239–449, and the safe area now ends at 344.
        ui.perform { window.safeAreaInsets = HeadlessEdgeInsets(top: 47, bottom: 500) }
        #expect(child.view.safeAreaInsets == HeadlessEdgeInsets(bottom: 105))
    }

    /// A controller's view added away from where it will rest gets the insets of the place it was added at.
    @Test func aControllersViewAddedOffItsPlaceKeepsThatPlacesInsets() {
        let (ui, window, root, _) = scene()
        defer { withExtendedLifetime(window) {} }
        let late = Recorder(identifier: "Late", environment: ui)
        ui.perform {
            root.addChild(late)
            late.view.frame = CGRect(x: 390, y: 0, width: 390, height: 844)
            root.view.addSubview(late.view)
            late.didMove(toParent: root)
        }
        #expect(late.view.safeAreaInsets == HeadlessEdgeInsets(top: 47, bottom: 34, right: 390))
        ui.perform { late.view.frame.origin.x = 0 }
        #expect(late.view.safeAreaInsets.right == 390)
        // Leaving the window forgets them; coming back at the resting place computes them there.
        ui.perform {
            late.view.removeFromSuperview()
            root.view.addSubview(late.view)
        }
        #expect(late.view.safeAreaInsets == Self.portrait)
    }

    /// A scroll view adds its safe area to its content inset unless told not to, and keeps its offset when that
    /// changes.
    @Test func aScrollViewsAdjustedInsetAddsItsSafeArea() {
        let (ui, window, root, _) = scene()
        let list = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        list.contentSize = CGSize(width: 390, height: 4_000)
        list.contentInset = HeadlessEdgeInsets(top: 10)
        root.view.addSubview(list)
        #expect(list.adjustedContentInset == HeadlessEdgeInsets(top: 57, bottom: 34))
        list.contentOffset = CGPoint(x: 0, y: 600)
        ui.perform { window.safeAreaInsets = HeadlessEdgeInsets(left: 47, bottom: 21, right: 47) }
        // In landscape a list that scrolls only up and down is not pushed in from the sides (UIKit's default adjusts
        // horizontally only content that scrolls sideways); one that scrolls sideways is.
        #expect(list.adjustedContentInset == HeadlessEdgeInsets(top: 10, bottom: 21))
        #expect(list.contentOffset.y == 600)
        list.contentSize.width = 1_200
        #expect(list.adjustedContentInset == HeadlessEdgeInsets(top: 10, left: 47, bottom: 21, right: 47))
        list.contentSize.width = 390
        list.contentInsetAdjustmentBehavior = .always
        #expect(list.adjustedContentInset == HeadlessEdgeInsets(top: 10, left: 47, bottom: 21, right: 47))
        list.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(list.adjustedContentInset == HeadlessEdgeInsets(top: 10, bottom: 21))
        list.contentInsetAdjustmentBehavior = .never
        #expect(list.adjustedContentInset == HeadlessEdgeInsets(top: 10))
    }
}
