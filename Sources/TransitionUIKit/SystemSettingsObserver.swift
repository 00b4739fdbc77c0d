import Foundation
import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// Keeps a configured delegate's ``/TransitionCore/ConfiguredTransitionDelegate/reduceMotion`` equal to the
/// system's Reduce Motion setting (`UIAccessibility.isReduceMotionEnabled`), now and whenever it changes, so the
/// config's `"reduceMotion"` animator takes over exactly while the user asks for less motion.
///
/// ```swift
/// reduceMotion = SystemSettingsObserver(delegate: configuredDelegate)   // keep it alive with the delegate
/// ```
@MainActor
public final class SystemSettingsObserver {
    private weak var delegate: ConfiguredTransitionDelegate?
    private var observation: NotificationObservation?

    /// Applies the current setting to `delegate` and follows its changes.
    public init(delegate: ConfiguredTransitionDelegate) {
        self.delegate = delegate
        delegate.reduceMotion = UIAccessibility.isReduceMotionEnabled
        // Observed on the posting thread (UIKit posts it on the main thread): a `.main` queue observer made the
        // post wait for the main queue, which never ran while the main thread waited.
        observation = NotificationObservation(name: UIAccessibility.reduceMotionStatusDidChangeNotification) {
            [weak self] in self?.update()
        }
    }

    /// Stops following the setting.
    public func invalidate() {
        observation = nil
    }

    private func update() {
        delegate?.reduceMotion = UIAccessibility.isReduceMotionEnabled
    }
}
