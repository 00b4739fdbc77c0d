import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// A screen presented over Home through the example config's reversible `sheet` rule, with the dismiss pan
/// installed, at rest.
@MainActor
struct SheetScene {
    let ui = HeadlessEnvironment(framesPerSecond: 120)
    let window: UIWindow
    let home: Screen
    let sheet: UIViewController
    let delegate: ConfiguredTransitioningDelegate

    init(sheet makeSheet: @MainActor () -> UIViewController = { Screen("Compose") }) throws {
        window = ui.makeWindow()
        home = Screen("Home")
        sheet = makeSheet()
        sheet.modalPresentationStyle = .fullScreen
        delegate = ConfiguredTransitioningDelegate(configuration: try exampleConfiguration())
        sheet.transitioningDelegate = delegate
        delegate.installDismissGesture(on: sheet)
        ui.perform { window.rootViewController = home }
        ui.perform { home.present(sheet, animated: false) }
        ui.clock.runUntilIdle()
        ui.clearLog()
    }
}
