import Foundation
import HeadlessUI
import Testing
@_spi(Host) import TransitionCore

/// A system container's views, as UIKit hands them to an animated-transitioning object: a container view with the
/// from-view in it and the to-view added at its final frame.
@MainActor
struct PlayerScene {
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let ui = HeadlessEnvironment(framesPerSecond: 60)
    let container: HeadlessView
    let fromView: HeadlessView
    let toView: HeadlessView
    let host: RecordingRenderer
    let fromRest: ViewState
    let toRest: ViewState

    init() {
        container = HeadlessView(name: "container", frame: Self.bounds, environment: ui)
        fromView = HeadlessView(name: "from", frame: Self.bounds, environment: ui)
        toView = HeadlessView(name: "to", frame: Self.bounds, environment: ui)
        // Rest states with something in every property, so an inexact restore shows.
        fromView.cornerRadius = 12
        fromView.alpha = 0.875
        fromView.shadow = Shadow(opacity: 0.25, radius: 6, offset: CGSize(width: 0, height: 3))
        toView.cornerRadius = 3
        toView.transform = Transform(scale: 1)
        container.addSubview(fromView)
        container.addSubview(toView)
        host = RecordingRenderer(ui: ui)
        fromRest = fromView.state
        toRest = toView.state
    }

    func make(
        _ animator: any TransitionAnimator, kind: TransitionKind = .replace, direction: TransitionDirection = .forward,
        interactive: Bool = false, toFinalFrame: CGRect? = nil,
        owner: TransitionPlayer<RecordingRenderer>.Owner = .itself, completion: @escaping @MainActor (Bool) -> Void
    ) throws -> TransitionPlayer<RecordingRenderer> {
        try TransitionPlayer(
            PlayerSetup(
                pair: TransitionPair(container: "Navigation", from: "List", to: "Detail"), kind: kind,
                direction: direction, fromChild: fromView, toChild: toView, fromView: fromView, toView: toView,
                containerView: container, containerBounds: Self.bounds, toFinalFrame: toFinalFrame,
                isInteractive: interactive, animator: animator), renderer: host, owner: owner, clock: ui.clock,
            completion: completion
        )
    }
}
