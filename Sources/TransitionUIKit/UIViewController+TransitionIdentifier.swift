import Foundation
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

extension UIViewController {
    /// The name config rules match this controller by (`"from"`, `"to"`): the one set here, else the controller's
    /// `restorationIdentifier`, else nil.
    ///
    /// A controller without one is matched only by `"*"` rules, and the configured delegates and containers report it
    /// once per type (``/TransitionCore/ContainerDiagnostic/unnamedScreen(type:container:)``). It is never matched by
    /// its `title` or class name: a title is translated and changes ("Posteingang (3)"), and two controllers of one
    /// class would share a name. A `TransitionContainerViewController` starts with its container identifier. Two
    /// named children of one container must not share an identifier; unnamed ones may.
    ///
    /// A system container (a navigation or tab bar controller) is matched by the identifier set here when one is,
    /// and by its operation's default name otherwise. (It is stored in `ObjectiveCBridging.swift`.)
    public var transitionIdentifier: String? {
        get { explicitTransitionIdentifier ?? restorationIdentifier }
        set { explicitTransitionIdentifier = newValue }
    }

    /// The name rules see: ``transitionIdentifier``, or `""` (which no rule can name) for a controller without one.
    var ruleName: String { transitionIdentifier ?? "" }
}

/// What a configured delegate noticed and handled: unnamed screens (once per type), what its transitions reported.
@MainActor
final class DiagnosticLog {
    /// The most entries kept; older ones go first.
    static let capacity = 100
    private(set) var entries: [ContainerDiagnostic] = []
    var handler: (@MainActor (ContainerDiagnostic) -> Void)?
    private var unnamedTypes: Set<String> = []
    /// Unnamed types printed by debug builds of this process, when no handler listens.
    private static var printed: Set<String> = []

    func record(_ diagnostic: ContainerDiagnostic) {
        if entries.count >= Self.capacity { entries.removeFirst(entries.count - Self.capacity + 1) }
        entries.append(diagnostic)
        if let handler {
            handler(diagnostic)
            return
        }
        #if DEBUG
            // A screen no rule can name makes rules silently not match: a debug build says so once, in the console.
            if case let .unnamedScreen(type, _) = diagnostic, Self.printed.insert(type).inserted {
                print("TransitionCatalogue: \(diagnostic)")
            }
        #endif
    }

    /// `controller`'s name for rules in `container`, reporting a controller without one once per type.
    func name(of controller: UIViewController, in container: String) -> String {
        if let name = controller.transitionIdentifier { return name }
        let type = String(describing: type(of: controller))
        if unnamedTypes.insert(type).inserted { record(.unnamedScreen(type: type, container: container)) }
        return ""
    }
}
