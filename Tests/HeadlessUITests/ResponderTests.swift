import Foundation
import HeadlessUI
import Testing

/// HeadlessUI's first responder and keyboard follow UIKit's rules.
@MainActor
@Suite("First responder and keyboard")
struct ResponderTests {
    /// Two text fields in a window (kept alive with them, as an app keeps its window).
    func makeFields() -> (
        ui: HeadlessEnvironment, window: HeadlessWindow, first: HeadlessTextField, second: HeadlessTextField
    ) {
        let ui = HeadlessEnvironment()
        let window = ui.makeWindow()
        let first = HeadlessTextField(name: "first", frame: CGRect(x: 0, y: 0, width: 200, height: 40), environment: ui)
        let second = HeadlessTextField(
            name: "second", frame: CGRect(x: 0, y: 50, width: 200, height: 40), environment: ui)
        window.rootView.addSubview(first)
        window.rootView.addSubview(second)
        return (ui, window, first, second)
    }

    @Test func onlyAViewThatTakesTextAndIsInAWindowBecomesFirstResponder() {
        let (ui, window, first, _) = makeFields()
        let plain = HeadlessView(name: "plain", environment: ui)
        window.rootView.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        let outside = HeadlessTextField(name: "outside", environment: ui)
        #expect(!outside.becomeFirstResponder())
        #expect(ui.keyboard.events.isEmpty)
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(ui.keyboard.events == [.willShow])
    }

    /// Moving from one text field to another keeps the keyboard: no hide, no second show.
    @Test func aHandOverBetweenTextFieldsKeepsTheKeyboard() {
        let (ui, window, first, second) = makeFields()
        first.becomeFirstResponder()
        second.becomeFirstResponder()
        #expect(window.firstResponder === second)
        #expect(!first.isFirstResponder && second.isFirstResponder)
        #expect(ui.keyboard.events == [.willShow])
        #expect(ui.keyboard.isShown)
    }

    @Test func resigningEndingEditingOrLeavingTheWindowHidesTheKeyboard() {
        let (ui, window, first, second) = makeFields()
        first.becomeFirstResponder()
        first.resignFirstResponder()
        #expect(ui.keyboard.events == [.willShow, .willHide])
        second.becomeFirstResponder()
        #expect(window.rootView.endEditing(true))
        #expect(ui.keyboard.events == [.willShow, .willHide, .willShow, .willHide])
        first.becomeFirstResponder()
        first.removeFromSuperview()
        #expect(!first.isFirstResponder)
        #expect(ui.keyboard.events.last == .willHide)
        #expect(!ui.keyboard.isShown)
    }
}
