import Foundation
@_spi(Host) import HeadlessUI
@_spi(Host) import TransitionCore

/// Watches a HeadlessUI window on every frame the display shows and checks what a person would see: whether the
/// window's background shows through, whether anything jumps, whether the screen under a dragging finger follows it,
/// and, when asked, whether everything is back at rest as it was found.
///
/// ```swift
/// let watch = FrameWatch(window: window)
/// watch.start()
/// window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 200, y: 400), frames: 20)
/// ui.clock.runUntilIdle()
/// watch.checkRest()
/// #expect(watch.report.passed, "\(watch.report)")
/// ```
///
/// Screens must paint (a background colour), as an app's screens do: a view that paints nothing lets the background
/// through, and the check says so.
@MainActor
public final class FrameWatch {
    /// The window watched.
    public let window: HeadlessWindow
    /// What the checks allow.
    public var limits: FrameLimits {
        didSet { lastExamined = nil }
    }
    /// Everything measured so far.
    public private(set) var report = FrameReport()
    /// What is being done now (a step's name), put in front of every failure found while it is set.
    public var label: String?
    private var context: String { label.map { "\($0): " } ?? "" }

    private var subscription: FrameSubscription?
    private var screenUpdates: Int?
    private var previous: [ObjectIdentifier: ViewSample] = [:]
    private var previousTime: TimeInterval?
    private var previousResizes: Int?
    private var rotating = false
    private var gesture: GestureBaseline?
    /// What the last frame examined in full measured, and the model it measured (the environment's
    /// ``/HeadlessUI/HeadlessEnvironment/modelGeneration``): a frame that follows it with nothing changed and nothing
    /// animating shows the same, and takes the same figures without compositing again.
    private var lastExamined: (generation: Int, background: CGFloat, corners: CGFloat)?
    private var asFound: [ObjectIdentifier: FoundView] = [:]
    /// Views the last sample found rounded, or clipping while they cast a shadow: the corners check's candidates.
    private var roundedOrClipping: [HeadlessView] = []

    /// A watch over `window`; call ``start()`` to examine every frame.
    public init(window: HeadlessWindow, limits: FrameLimits = FrameLimits()) {
        self.window = window
        self.limits = limits
    }

    /// Examines every frame from now on, once the display shows it (the manual clock's `observeFrames(_:)`),
    /// and notes the window as found now (see ``checkRest(strict:)``).
    public func start() {
        guard subscription == nil else { return }
        noteRest()
        examine()
        subscription = window.rootView.environment.clock.observeFrames { [weak self] _ in self?.examine() }
        // What a commit outside a frame puts on the screen (a snapshot taken after screen updates) may be seen for a
        // frame: it is examined as a frame of its own, between the last one and the next.
        screenUpdates = window.rootView.environment.observeScreenUpdates { [weak self] in self?.examineCommit() }
    }

    /// A commit outside a frame, examined as a frame shown half-way to the next (the display may refresh between it
    /// and the run loop's own commit, which the next frame shows).
    private func examineCommit() {
        guard !isOffScreen else { return }
        let clock = window.rootView.environment.clock
        let shownAt = max(clock.now, previousTime ?? clock.now) + 0.5 / clock.framesPerSecond
        let (picture, presented) = rotating ? (nil, window.presentedViews(at: clock.now)) : look(at: clock.now)
        let samples = sampleViews(presented)
        if let picture {
            checkPicture(picture, at: clock.now)
            checkCorners(at: clock.now)
        }
        checkJumps(samples, at: shownAt)
        previous = samples
        previousTime = shownAt
    }

    /// Whether the window's scene is in the background.
    private var isOffScreen: Bool { window.windowScene?.activationState == .background }

    /// Stops examining frames.
    public func stop() {
        if let screenUpdates { window.rootView.environment.cancelScreenUpdateObservation(screenUpdates) }
        screenUpdates = nil
        guard let subscription else { return }
        window.rootView.environment.clock.cancel(subscription)
        self.subscription = nil
    }

    /// Clears what was measured, keeping what was noted at rest.
    public func resetReport() {
        report = FrameReport()
    }

    /// Forgets where everything was on the last frame: a test that sets a transition's progress directly (no finger,
    /// no clock) moves things in no time, which is the script's doing, not a jump a person would see.
    public func forgetMotion() {
        previous = [:]
        previousTime = nil
    }

    // MARK: Every frame

    /// Examines the frame on screen now: the picture, jumps since the last frame examined, and the finger.
    public func examine() {
        let now = window.rootView.environment.clock.now
        // A window whose scene is in the background is not on screen: the app switcher shows the snapshot taken as it
        // went ("Preparing your UI to run in the background", Apple), and coming back, the system's own animation
        // brings in what the window shows then. Nothing is seen to move from the last frame shown before.
        guard !isOffScreen else {
            forgetMotion()
            return
        }
        // The model turns the phone in one step, where a device animates the rotation (and the layout it causes)
        // over a snapshot: from a resize until the window is next checked at rest, neither the picture nor the
        // motion is judged.
        if let previousResizes, previousResizes != window.resizeCount { rotating = true }
        let environment = window.rootView.environment
        // Asked first: it takes finished animations off, which changes the model (the frame after an animation's last
        // shows the model's values, and is examined).
        let animating = environment.hasInstalledAnimations
        if !rotating, !animating, previousTime != nil, let last = lastExamined,
            last.generation == environment.modelGeneration
        {
            // Nothing changed since the last frame examined, and nothing animates: the same picture, nothing moved.
            report.background.record(last.background, failed: false, "")
            report.corners.record(last.corners, failed: false, "")
            if let previousTime, now > previousTime { report.jumps.record(0, failed: false, "") }
            checkFinger(previous, at: now)
            previousTime = now
            return
        }
        let (picture, presented) = rotating ? (nil, window.presentedViews(at: now)) : look(at: now)
        let samples = sampleViews(presented)
        lastExamined = nil
        if let picture {
            let failures = report.background.failedCount + report.corners.failedCount
            let background = checkPicture(picture, at: now)
            let corners = checkCorners(at: now)
            // Read after the walks: a presentation asked for takes finished animations off.
            if report.background.failedCount + report.corners.failedCount == failures {
                lastExamined = (environment.modelGeneration, background, corners)
            }
        }
        checkJumps(samples, at: now)
        checkFinger(samples, at: now)
        previous = samples
        previousTime = now
        previousResizes = window.resizeCount
    }

    /// The picture and the views as presented at `time`, from one walk of the window's layers.
    private func look(at time: TimeInterval) -> (HeadlessPicture?, [HeadlessPresentedView]) {
        let seen = window.pictureAndPresentedViews(cellSize: limits.cellSize, at: time)
        return (seen.picture, seen.views)
    }

    @discardableResult
    private func checkPicture(_ picture: HeadlessPicture, at time: TimeInterval) -> CGFloat {
        let area = picture.backgroundArea(above: limits.backgroundShowing)
        let failed = area > limits.backgroundArea
        report.background.record(
            area, failed: failed,
            failed
                ? "\(context)at \(Self.format(time)) s the background shows over \(Int(area)) pt² (up to "
                    + "\(Self.percent(picture.worstBackground)) of it), around \(Self.box(picture.backgroundCells(above: limits.backgroundShowing)))"
                : "")
        return area
    }

    /// Corners a transition rounds must show what is behind them, and a shadow it casts must not be clipped away: a
    /// view whose corner radius is not the one it was found with (or that is new) must not paint its content's
    /// square corners (a layer's radius rounds its own background; its sublayers only with `masksToBounds`), and a
    /// view that now clips to its bounds, which it did not, must cast no shadow (clipping cuts the shadow away).
    @discardableResult
    private func checkCorners(at time: TimeInterval) -> CGFloat {
        var worst: CGFloat = 0
        var problem: String?
        for view in roundedOrClipping {
            let presented = view.layer.presentation(at: time)
            let found = asFound[ObjectIdentifier(view)].flatMap { $0.view === view ? $0.facts : nil }
            if presented.masksToBounds, presented.shadowOpacity > 0.01, found?.masksToBounds != true {
                worst = max(worst, 1)
                problem =
                    problem ?? "\(context)at \(Self.format(time)) s '\(view.name)' clips to its bounds and casts a "
                    + "shadow (opacity \(Self.format(presented.shadowOpacity))): the shadow is cut away"
            }
            guard abs(presented.cornerRadius - (found?.cornerRadius ?? 0)) > 0.5,
                let paint = view.paintBeyondRoundedCorners(at: time)
            else { continue }
            worst = max(worst, paint.coverage)
            if paint.coverage > 0.5, problem == nil {
                problem =
                    "\(context)at \(Self.format(time)) s '\(view.name)' is rounded to "
                    + "\(Self.format(presented.cornerRadius)) pt but its content paints its square corner at "
                    + "\(Self.format(paint.point)) (\(Self.percent(paint.coverage)) covered)"
            }
        }
        report.corners.record(worst, failed: problem != nil, problem ?? "")
        return worst
    }

    private func checkJumps(_ samples: [ObjectIdentifier: ViewSample], at time: TimeInterval) {
        guard !rotating, let previousTime, time > previousTime else { return }
        let interval = CGFloat(time - previousTime)
        // The fastest change, as a share of what the limits allow in this interval (above 1 is a jump); described
        // only once the frame is judged.
        var worst: (ratio: CGFloat, change: Int, before: ViewSample, now: ViewSample)?
        for (id, now) in samples {
            // A view hidden on either frame is not seen moving: what it uncovers or covers is the picture's business.
            // The same view (an identifier freed and reused by a new view between frames is not).
            guard let before = previous[id], before.serial == now.serial, before.entries == now.entries,
                !before.isHidden, !now.isHidden
            else { continue }
            let moved = hypot(now.center.x - before.center.x, now.center.y - before.center.y)
            let resized = max(abs(now.size.width - before.size.width), abs(now.size.height - before.size.height))
            let faded = abs(now.opacity - before.opacity)
            let ratios = (
                moved / (limits.pointsPerSecond * interval), resized / (limits.pointsPerSecond * interval),
                faded / (limits.opacityPerSecond * interval)
            )
            for (change, ratio) in [ratios.0, ratios.1, ratios.2].enumerated() where ratio > (worst?.ratio ?? 0) {
                worst = (ratio, change, before, now)
            }
        }
        guard let worst else {
            report.jumps.record(0, failed: false, "")
            return
        }
        report.jumps.record(worst.ratio, failed: worst.ratio > 1, describeJump(worst, at: time))
    }

    private func describeJump(
        _ jump: (ratio: CGFloat, change: Int, before: ViewSample, now: ViewSample), at time: TimeInterval
    ) -> String {
        let (before, now) = (jump.before, jump.now)
        let what: String
        switch jump.change {
        case 0:
            let moved = hypot(now.center.x - before.center.x, now.center.y - before.center.y)
            what = "moves \(Self.format(moved)) pt (\(Self.format(before.center)) → \(Self.format(now.center)))"
        case 1:
            let resized = max(abs(now.size.width - before.size.width), abs(now.size.height - before.size.height))
            what = "changes size by \(Self.format(resized)) pt (\(Self.format(before.size)) → \(Self.format(now.size)))"
        default:
            what = "changes opacity by \(Self.format(abs(now.opacity - before.opacity)))"
        }
        return "\(context)at \(Self.format(time)) s '\(now.name)' \(what) in one frame (more than "
            + "\(Int(limits.pointsPerSecond)) pt/s or \(Self.format(limits.opacityPerSecond))/s allows)"
    }

    private func checkFinger(_ samples: [ObjectIdentifier: ViewSample], at time: TimeInterval) {
        guard limits.fingerDrift.isFinite, window.fingers.count == 1, let finger = window.fingers.first else {
            // The finger lifted: its last sample stands.
            if let pending = gesture?.pending { recordFinger(pending) }
            gesture = nil
            return
        }
        if gesture?.start != finger.start {
            if let pending = gesture?.pending { recordFinger(pending) }
            // Touch-down: where every screen stands now is where the finger found it.
            gesture = GestureBaseline(start: finger.start, screens: samples.filter(\.value.isScreen))
            // A screen already moving when the finger went down (an animation finishing under it) is not the finger's:
            // one that moved since the last frame, or one a render-server animation moves (seen even when the last
            // frame was forgotten, after a change the script made in no time).
            gesture?.ignored = samples.contains { id, now in
                guard now.isScreen else { return false }
                if now.isAnimated { return true }
                guard let before = previous[id], before.serial == now.serial else { return false }
                return hypot(now.center.x - before.center.x, now.center.y - before.center.y) > 0.5
            }
            return
        }
        guard var baseline = gesture else { return }
        defer { gesture = baseline }
        // The screen that moved furthest since touch-down is the one the finger drags.
        var lead: (distance: CGFloat, direction: CGPoint, name: String)?
        for (id, start) in baseline.screens {
            guard let now = samples[id], now.serial == start.serial else { continue }
            let moved = CGPoint(x: now.center.x - start.center.x, y: now.center.y - start.center.y)
            let distance = hypot(moved.x, moved.y)
            if distance > (lead?.distance ?? 0.5) {
                lead = (distance, CGPoint(x: moved.x / distance, y: moved.y / distance), now.name)
            }
        }
        let travel = CGPoint(x: finger.location.x - finger.start.x, y: finger.location.y - finger.start.y)
        let along = lead.map { travel.x * $0.direction.x + travel.y * $0.direction.y } ?? 0
        let distance = lead?.distance ?? 0
        // A screen that moves before the finger has gone far enough for a pan to begin (10 pt) is not following it
        // either: this touch is not judged.
        if baseline.ignored || (distance > 0.5 && hypot(travel.x, travel.y) < Self.panThreshold) {
            baseline.ignored = true
            return
        }
        // A sample is judged on the next frame: if the finger moved on and the screen did not, the screen had reached
        // the end of its travel (a drawer fully open) and the sample does not count.
        if let pending = baseline.pending {
            let fingerMoved = abs(along - pending.along) > 0.01
            let screenMoved = abs(distance - pending.distance) > 0.01
            if !(fingerMoved && !screenMoved) { recordFinger(pending) }
            baseline.pending = nil
        }
        guard let lead, abs(distance - baseline.lastLead) > 0.01, along > 0 else {
            baseline.lastLead = distance
            return
        }
        baseline.lastLead = distance
        // A pan that measures its translation from where it began (UIKit's own, as its implementation reads: the
        // movement threshold taken off as it begins) keeps its screen that far behind the touch-down from the start:
        // a constant lag of up to the threshold, set on the first frame the screen moves, is not the screen leaving
        // the finger; any change of it is.
        let lag = along - distance
        if baseline.lagAtStart == nil { baseline.lagAtStart = min(max(lag, 0), Self.panThreshold) }
        baseline.pending = FingerSample(
            along: along, distance: distance, lag: baseline.lagAtStart ?? 0,
            detail: "\(context)at \(Self.format(time)) s the finger has moved \(Self.format(along)) pt along the "
                + "gesture and '\(lead.name)' \(Self.format(distance)) pt")
    }

    private func recordFinger(_ sample: FingerSample) {
        let drift = abs(sample.along - sample.lag - sample.distance)
        report.finger.record(drift, failed: drift > limits.fingerDrift, sample.detail)
    }

    private func sampleViews(_ views: [HeadlessPresentedView]) -> [ObjectIdentifier: ViewSample] {
        var samples: [ObjectIdentifier: ViewSample] = [:]
        roundedOrClipping.removeAll(keepingCapacity: true)
        for presented in views {
            let view = presented.view
            let layer = presented.presentation
            if !presented.isHidden, layer.cornerRadius >= 1 || (layer.masksToBounds && layer.shadowOpacity > 0.01) {
                roundedOrClipping.append(view)
            }
            let isScreen = view.owner != nil
            samples[ObjectIdentifier(view)] = ViewSample(
                serial: view.serial, entries: view.windowEntries, name: view.name, center: presented.center,
                size: presented.spannedSize, opacity: presented.opacity, isHidden: presented.isHidden,
                isScreen: isScreen, isAnimated: isScreen && !view.installedAnimationKeys.isEmpty)
        }
        return samples
    }

    // MARK: At rest

    /// Notes every view in the window as it is now: what ``checkRest(strict:)`` compares with.
    public func noteRest() {
        // The corners check measures against what is noted here.
        lastExamined = nil
        asFound = asFound.filter { $0.value.view != nil }
        for view in window.rootView.allSubviews {
            asFound[ObjectIdentifier(view)] = FoundView(view: view, facts: LayerFacts(view))
        }
    }

    /// Checks that the window is at rest as it was found (at ``start()`` or the last ``noteRest()``): no animation
    /// left on any layer; no view left that the library put up (a stand-in, a snapshot, a dimming view: a view that
    /// is new and belongs to no screen that arrived); a screen that arrived at opacity 1 with no transform; and every
    /// view that was there with nothing changed that no transition owns at rest: opacity, anchor point, corner radius,
    /// clipping, and a shadow path where no shadow is cast. With `strict` (after a cancel, or a way there and back)
    /// everything must be as found: frames, transforms, hidden, shadows. An open drawer keeps its centre moved,
    /// scaled and shadowed, which only the strict check after closing it judges. Then notes the window as found now.
    public func checkRest(strict: Bool = false) {
        var problems: [String] = []
        let views = window.rootView.allSubviews
        let present = Set(views.map(ObjectIdentifier.init))
        for view in views {
            if case let keys = view.installedAnimationKeys, !keys.isEmpty {
                problems.append("'\(view.name)' still has animations \(keys)")
            }
            guard let found = asFound[ObjectIdentifier(view)], found.view === view else {
                if !view.belongsToArrivingScreen(asFound: asFound, present: present) {
                    problems.append("'\(view.name)' was put up and never taken down")
                } else if view.owner != nil, view.layer.opacity != 1 || view.layer.transform != .identity {
                    // A screen the transition brought shows itself plainly at rest.
                    problems.append(
                        "'\(view.name)' arrived and rests at opacity \(view.layer.opacity), transform \(view.layer.transform)"
                    )
                }
                continue
            }
            problems += found.facts.differences(from: LayerFacts(view), strict: strict).map { "'\(view.name)' \($0)" }
        }
        report.rest.record(
            CGFloat(problems.count), failed: !problems.isEmpty, context + problems.joined(separator: "; "))
        rotating = false
        noteRest()
    }

    // MARK: Formatting

    /// How far a finger moves before a pan recognizer begins (UIKit documents no number; the model's is 10 pt).
    static let panThreshold: CGFloat = 10

    nonisolated static func format(_ value: CGFloat) -> String { String(format: "%.2f", Double(value)) }
    nonisolated static func format(_ value: TimeInterval) -> String { String(format: "%.3f", value) }
    nonisolated static func format(_ point: CGPoint) -> String { "(\(format(point.x)), \(format(point.y)))" }
    nonisolated static func format(_ size: CGSize) -> String { "\(format(size.width))×\(format(size.height))" }
    nonisolated static func percent(_ value: CGFloat) -> String { "\(Int((value * 100).rounded()))%" }
    nonisolated static func box(_ cells: [CGRect]) -> String {
        guard let first = cells.first else { return "nowhere" }
        let union = cells.dropFirst().reduce(first) { $0.union($1) }
        return "x \(Int(union.minX))…\(Int(union.maxX)), y \(Int(union.minY))…\(Int(union.maxY))"
    }
}

/// One view on one frame, in window coordinates.
struct ViewSample {
    /// The view's ``/HeadlessUI/HeadlessView/serial``: the same view on two frames (no reference is held, so a
    /// watch keeps nothing alive).
    var serial: Int
    /// The view's ``/HeadlessUI/HeadlessView/windowEntries`` then.
    var entries: Int
    var name: String
    var center: CGPoint
    var size: CGSize
    var opacity: CGFloat
    var isHidden: Bool
    var isScreen: Bool
    /// For a screen: whether a render-server animation moves it.
    var isAnimated: Bool
}

/// Where the screens stood when the finger went down, and the sample waiting for the next frame.
struct GestureBaseline {
    var start: CGPoint
    var screens: [ObjectIdentifier: ViewSample]
    var lastLead: CGFloat = 0
    var pending: FingerSample?
    /// How far the screen was behind the finger's travel on the first frame it moved (at most a pan's threshold).
    var lagAtStart: CGFloat?
    /// Whether the touch drives nothing the watch can judge.
    var ignored = false
}

/// How far the finger and the screen it drags had moved on one frame.
struct FingerSample {
    var along: CGFloat
    var distance: CGFloat
    /// The lag the screen started with (see `GestureBaseline.lagAtStart`), not counted as drift.
    var lag: CGFloat = 0
    var detail: String
}

/// A view as it was found, held weakly.
struct FoundView {
    weak var view: HeadlessView?
    var facts: LayerFacts
}
