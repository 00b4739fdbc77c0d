import Foundation
import TransitionCore

/// An in-memory `UIScreen`: the display's refresh rate is the environment's clock rate.
@MainActor
public final class HeadlessScreen {
    /// `UIScreen.main`: the current environment's screen.
    public static var main: HeadlessScreen { HeadlessScreen(environment: .current) }

    private let environment: HeadlessEnvironment
    init(environment: HeadlessEnvironment) { self.environment = environment }

    /// `maximumFramesPerSecond`: the manual clock's rate (60 or 120).
    ///
    /// On an iPhone with ProMotion, UIKit reports 120 only when the app's Info.plist sets
    /// `CADisableMinimumFrameDurationOnPhone` to true (Apple, "Optimizing ProMotion refresh rates for iPhone 13 Pro
    /// and iPad Pro"); the model's clock stands for an app that did.
    public var maximumFramesPerSecond: Int { Int(environment.clock.framesPerSecond.rounded()) }

    /// The screen's bounds: the size of the environment's newest window, or an iPhone's.
    public var bounds: CGRect { CGRect(origin: .zero, size: environment.screenSize) }
}
