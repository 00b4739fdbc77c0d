import Foundation
import HeadlessUI
import Testing

/// The model's VoiceOver rules: hidden subtrees, a modal view hiding only its siblings, and the escape gesture going
/// up the responder chain from the focus.
@MainActor
@Suite("HeadlessUI VoiceOver")
struct VoiceOverModelTests {
    final class Escaping: HeadlessViewController {
        var escapes = 0
        nonisolated override func accessibilityPerformEscape() -> Bool {
            MainActor.assumeIsolated { escapes += 1 }
            return true
        }
    }

    @Test func aModalViewHidesItsSiblingsOnly() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let root = ui.makeViewController("Root")
        ui.perform { window.rootViewController = root }
        let screen = HeadlessView(name: "screen", frame: root.view.bounds, environment: ui)
        let sheet = HeadlessView(name: "sheet", frame: root.view.bounds, environment: ui)
        let label = HeadlessView(name: "label", frame: CGRect(x: 0, y: 0, width: 10, height: 10), environment: ui)
        let nested = HeadlessView(name: "nested", frame: CGRect(x: 0, y: 0, width: 10, height: 10), environment: ui)
        root.view.addSubview(screen)
        root.view.addSubview(sheet)
        screen.addSubview(label)
        sheet.addSubview(nested)
        #expect(label.isReachableByVoiceOver && nested.isReachableByVoiceOver)
        sheet.accessibilityViewIsModal = true
        #expect(!label.isReachableByVoiceOver)
        #expect(nested.isReachableByVoiceOver)
        // Not a sibling: a modal view inside the screen hides nothing outside it.
        sheet.accessibilityViewIsModal = false
        label.accessibilityViewIsModal = true
        #expect(nested.isReachableByVoiceOver)
        // A hidden modal view hides nothing; a hidden subtree is out of reach.
        label.accessibilityViewIsModal = false
        sheet.accessibilityViewIsModal = true
        sheet.isHidden = true
        #expect(label.isReachableByVoiceOver)
        screen.accessibilityElementsHidden = true
        #expect(!label.isReachableByVoiceOver)
    }

    @Test func escapeGoesUpTheResponderChainFromTheFocus() {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let root = Escaping(identifier: "Root", environment: ui)
        ui.perform { window.rootViewController = root }
        let button = HeadlessView(name: "button", frame: CGRect(x: 0, y: 0, width: 10, height: 10), environment: ui)
        root.view.addSubview(button)
        #expect(!ui.accessibility.performEscape(), "nothing focused")
        HeadlessAccessibility.post(notification: .screenChanged, argument: button)
        #expect(ui.accessibility.focusedElement === button)
        #expect(ui.accessibility.performEscape())
        #expect(root.escapes == 1)
    }
}
