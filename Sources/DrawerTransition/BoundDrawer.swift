import Foundation
import TransitionCore

/// A drawer whose open side an app owns (a SwiftUI binding), kept in step so the two never fight.
///
/// - The app's value opens, closes or swaps the drawer, animated or not as the app changed it, and is never written
///   back. A value the app gave before changes nothing (a redraw while a finger drags the drawer does not undo the
///   drag), and the app's latest value wins over a motion on its way.
/// - A drawer that lands somewhere the app did not ask for — opened or closed by a finger, closed by a tap beside
///   it or by VoiceOver's escape gesture — is written once, when it lands; a motion that goes back where it began
///   writes nothing.
/// - A side the app names that has no drawer is written back with the side on show.
///
/// ```swift
/// let bound = BoundDrawer(drawer: drawer) { side in model.openSide = side }
/// bound.appSelected(.left, animated: true)   // opens the left drawer
/// ```
@MainActor
public final class BoundDrawer<Child: AnyObject, View: AnyObject> {
    /// The drawer kept in step.
    public let drawer: DrawerController<Child, View>
    /// Writes the side the drawer landed on to the app (its binding).
    public var write: @MainActor (ScreenSide?) -> Void
    /// The app's value as last given or written: what the drawer is to show.
    public private(set) var appValue: ScreenSide?
    private var token: ObserverToken?

    /// Keeps `drawer` and the app's value in step; the app's value starts as the side the drawer shows.
    public init(drawer: DrawerController<Child, View>, write: @escaping @MainActor (ScreenSide?) -> Void) {
        self.drawer = drawer
        self.write = write
        appValue = drawer.openSide
        token = drawer.engine.addObserver(container: { [weak self] event in
            if case .shownOverlayDidChange(let side) = event { self?.landed(on: side) }
        })
    }

    /// The app's value: opens the drawer on `side`, or closes it for nil, unless the app gave this value before.
    public func appSelected(_ side: ScreenSide?, animated: Bool) {
        guard side != appValue else { return }
        appValue = side
        guard let side else {
            drawer.close(animated: animated)
            return
        }
        guard drawer.drawer(for: side) != nil else {
            // Nothing to open there: the app's value goes back to what shows.
            appValue = drawer.openSide
            write(drawer.openSide)
            return
        }
        drawer.open(side, animated: animated)
    }

    /// Stops following the drawer.
    public func detach() {
        if let token { drawer.engine.removeObserver(token) }
        token = nil
    }

    /// The drawer landed on `side`. A landing the app asked for is the app's value already; any other is written,
    /// unless the app's own request is still on its way (its value then wins when it lands).
    private func landed(on side: ScreenSide?) {
        guard side != appValue else { return }
        if drawer.phase != .idle { return }
        appValue = side
        write(side)
    }
}
