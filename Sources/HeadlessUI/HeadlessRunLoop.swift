/// The main run loop, turned by hand. Work that UIKit defers "until the current method has returned" —
/// `viewDidAppear` and `viewDidDisappear` — waits here and runs, in the order it was deferred, when the turn ends.
///
/// A turn ends when the outermost ``perform(_:)`` returns, after every frame of the ``ManualFrameClock``, and
/// whenever a test calls ``drain()``.
@MainActor
public final class HeadlessRunLoop {
    private var deferred: [(id: UInt64, label: String, work: @MainActor () -> Void)] = []
    private var nextID: UInt64 = 0
    private var depth = 0
    private var draining = false
    private var layoutScheduled = false
    /// Lays out the windows' views that need it.
    var layoutPass: (@MainActor () -> Void)?

    init() {}

    /// The number of deferred callbacks waiting for the end of the turn.
    public var pendingCount: Int { deferred.count }

    /// Labels of the deferred callbacks waiting, oldest first (`"Home.viewDidAppear"`).
    public var pendingLabels: [String] { deferred.map(\.label) }

    /// Runs `body` as one run-loop turn: deferred callbacks run after it returns (after the outermost one, when
    /// turns nest).
    @discardableResult
    public func perform<T>(_ body: () throws -> T) rethrows -> T {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { drain() }
        }
        return try body()
    }

    /// Ends the current turn: runs every deferred callback, including those deferred while draining.
    public func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        // The layout pass is part of Core Animation's commit, which comes before the blocks UIKit defers to after
        // it (`_runAfterCACommitDeferredBlocks`): layout first, then the deferred callbacks.
        while layoutScheduled || !deferred.isEmpty {
            if layoutScheduled {
                layoutScheduled = false
                layoutPass?()
                continue
            }
            let next = deferred.removeFirst()
            next.work()
        }
    }

    /// Asks for a layout pass at the end of the turn.
    func scheduleLayout() {
        layoutScheduled = true
    }

    /// Defers `work` to the end of the turn; returns a ticket to cancel it.
    @discardableResult
    func defer_(_ label: String, _ work: @escaping @MainActor () -> Void) -> UInt64 {
        nextID += 1
        deferred.append((nextID, label, work))
        return nextID
    }

    /// Drops a deferred callback that no longer applies (a `viewDidAppear` overtaken by `viewWillDisappear`).
    func cancel(_ ticket: UInt64) {
        deferred.removeAll { $0.id == ticket }
    }
}
