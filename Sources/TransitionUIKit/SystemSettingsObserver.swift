import Foundation
import TransitionConfiguration
@_spi(Host) import TransitionCore

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

/// Keeps a configured delegate's ``/TransitionConfiguration/ConfiguredTransitionDelegate/reduceMotion`` on exactly while the
/// user asks for less motion — Reduce Motion (`UIAccessibility.isReduceMotionEnabled`) or Prefer Cross-Fade
/// Transitions (`UIAccessibility.prefersCrossFadeTransitions`) — now and whenever either changes, so the config's
/// `"reduceMotion"` animator (a cross-fade, typically) takes over then.
///
/// ```swift
/// reduceMotion = SystemSettingsObserver(delegate: configuredDelegate)   // keep it alive with the delegate
/// ```
@MainActor
public final class SystemSettingsObserver {
    private weak var delegate: ConfiguredTransitionDelegate?
    private var observations: [NotificationObservation] = []

    /// Applies the current settings to `delegate` and follows their changes.
    public init(delegate: ConfiguredTransitionDelegate) {
        self.delegate = delegate
        delegate.reduceMotion = Self.userAsksForLessMotion
        // Observed on the posting thread (UIKit posts them on the main thread): a `.main` queue observer made the
        // post wait for the main queue, which never ran while the main thread waited.
        observations = [
            UIAccessibility.reduceMotionStatusDidChangeNotification,
            UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
        ].map { name in NotificationObservation(name: name) { [weak self] in self?.update() } }
    }

    /// Whether Reduce Motion or Prefer Cross-Fade Transitions is on.
    static var userAsksForLessMotion: Bool {
        UIAccessibility.isReduceMotionEnabled || UIAccessibility.prefersCrossFadeTransitions
    }

    /// Stops following the settings.
    public func invalidate() {
        observations = []
    }

    private func update() {
        delegate?.reduceMotion = Self.userAsksForLessMotion
    }
}
