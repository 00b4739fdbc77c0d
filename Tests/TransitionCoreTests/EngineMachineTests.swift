import Foundation
import Testing
import TransitionCore

/// The engine's state machine on its own, with no host, no views and no clock: each event's actions, and the state
/// it leaves.
@Suite("The engine's state machine")
struct EngineMachineTests {
    final class Switch: RunningSwitch {
        let fromIndex: Int
        let toIndex: Int
        init(_ fromIndex: Int, _ toIndex: Int) { (self.fromIndex, self.toIndex) = (fromIndex, toIndex) }
    }

    typealias Machine = EngineMachine<Switch>
    typealias Request = Machine.Request

    /// A machine playing 0 → 1.
    func switching(_ running: Switch = Switch(0, 1)) -> Machine {
        var machine = Machine()
        machine.began(running)
        return machine
    }

    func outcomes(_ actions: [Machine.Action]) -> [String] {
        actions.compactMap {
            if case let .record(.midFlightRequest(_, _, outcome)) = $0 { return outcome }
            return nil
        }
    }

    @Test func anIdleMachineStartsARequestAtOnce() {
        var machine = Machine()
        #expect(machine.select(Request(index: 2), policy: .ignore, runningPhase: nil) == [.begin(Request(index: 2))])
        #expect(machine.running == nil)
        #expect(machine.waiting.isEmpty)
    }

    @Test func queuedRequestsStartInOrderOnceTheSwitchEnds() {
        let running = Switch(0, 1)
        var machine = switching(running)
        _ = machine.select(Request(index: 2), policy: .queue, runningPhase: .animating)
        let second = machine.select(Request(index: 0, animated: false), policy: .queue, runningPhase: .animating)
        #expect(outcomes(second) == ["queued at position 2"])
        #expect(machine.waiting.map(\.index) == [2, 0])
        #expect(machine.nextWaiting() == nil, "nothing starts while a switch plays")

        #expect(machine.ended(running) == [.startWaiting])
        #expect(machine.running == nil)
        #expect(machine.nextWaiting() == Request(index: 2))
        machine.began(Switch(1, 2))
        #expect(machine.nextWaiting() == nil, "the next waits for the switch the first one started")
        #expect(machine.waiting == [Request(index: 0, animated: false)])
    }

    @Test func keepLatestReplacesWhatWaits() {
        var machine = switching()
        #expect(
            outcomes(machine.select(Request(index: 2), policy: .keepLatest, runningPhase: .animating)) == [
                "will run next"
            ])
        let replaced = machine.select(Request(index: 0), policy: .keepLatest, runningPhase: .animating)
        #expect(outcomes(replaced) == ["replaces the waiting request for 2"])
        #expect(machine.waiting.map(\.index) == [0])
    }

    @Test func ignoreRefusesTheCaller() {
        var machine = switching()
        let actions = machine.select(Request(index: 2), policy: .ignore, runningPhase: .animating)
        #expect(outcomes(actions) == ["dropped"])
        #expect(actions.last == .refuse(.transitionInProgress(requested: 2)))
        #expect(machine.waiting.isEmpty)
    }

    @Test func retargetingReversesTowardsTheStartResumesTowardsTheEndOrSettlesForAnother() {
        var machine = switching(Switch(0, 1))
        #expect(
            machine.select(Request(index: 0), policy: .interruptAndRetarget, runningPhase: .animating).last == .reverse)
        #expect(
            machine.select(Request(index: 1), policy: .interruptAndRetarget, runningPhase: .cancelling).last
                == .resumeForward)
        #expect(machine.select(Request(index: 1), policy: .interruptAndRetarget, runningPhase: .animating).isEmpty)

        _ = machine.select(Request(index: 2), policy: .queue, runningPhase: .animating)
        let retarget = machine.select(Request(index: 2), policy: .interruptAndRetarget, runningPhase: .animating)
        #expect(
            outcomes(retarget) == [
                "running transition settled, retargeted", "dropped: a retargeting request for 2 superseded it",
            ])
        #expect(retarget.last == .retarget(Request(index: 2)))
        #expect(machine.waiting.isEmpty, "a retarget supersedes what waited")
    }

    @Test func anOperationSettlesTheSwitchAndHoldsEveryRequestUntilItEnds() {
        let running = Switch(0, 1)
        var machine = switching(running)
        #expect(machine.beginOperation(.settlingForAnotherOperation, settling: .resized) == [.settle(.resized)])
        // A delegate callback of the settling switch selects: it waits even under `ignore`.
        let held = machine.select(Request(index: 2), policy: .ignore, runningPhase: .animating)
        #expect(outcomes(held) == ["waits: made while the running transition settled"])
        #expect(machine.ended(running).isEmpty, "the end starts nothing while the operation is under way")
        #expect(machine.running == nil)
        #expect(machine.nextWaiting() == nil)
        #expect(machine.endOperation() == [.startWaiting])
        #expect(machine.nextWaiting() == Request(index: 2))
        #expect(machine.operations.isEmpty)
    }

    @Test func operationsNestAndOnlyTheOutermostEndStartsWhatWaits() {
        var machine = Machine()
        #expect(machine.beginOperation(.changingForwarding, settling: .appearanceForwardingChanged).isEmpty)
        _ = machine.beginOperation(.settlingForAnotherOperation)
        _ = machine.select(Request(index: 1), policy: .keepLatest, runningPhase: nil)
        #expect(machine.endOperation().isEmpty)
        #expect(machine.operations == [.changingForwarding])
        #expect(machine.endOperation() == [.startWaiting])
    }

    @Test func forwardingAppearanceDoesNotHoldRequestsItLetsThePolicyDecide() {
        var machine = switching()
        _ = machine.beginOperation(.forwardingAppearance)
        #expect(
            machine.select(Request(index: 2), policy: .ignore, runningPhase: .animating).last
                == .refuse(.transitionInProgress(requested: 2)))
        var idle = Machine()
        _ = idle.beginOperation(.forwardingAppearance)
        #expect(idle.select(Request(index: 2), policy: .ignore, runningPhase: nil) == [.begin(Request(index: 2))])
    }

    @Test func aStricterPolicyDropsWhatWaitsAndSaysWhy() {
        var machine = switching()
        _ = machine.select(Request(index: 2), policy: .queue, runningPhase: .animating)
        _ = machine.select(Request(index: 0), policy: .queue, runningPhase: .animating)
        #expect(
            outcomes(machine.policyChanged(to: .keepLatest)) == [
                "dropped: the mid-flight policy changed to 'keep-latest'"
            ])
        #expect(machine.waiting.map(\.index) == [0])
        #expect(machine.policyChanged(to: .ignore).count == 1)
        #expect(machine.waiting.isEmpty)
    }

    @Test func aRequestMadeWhileTheSwitchEndsWaitsForTheEndWhateverThePolicy() {
        let running = Switch(0, 1)
        var machine = switching(running)
        // The player has ended (its phase is idle) and is telling the children.
        let actions = machine.select(Request(index: 2), policy: .ignore, runningPhase: .idle)
        #expect(outcomes(actions) == ["waits: made while the transition ended"])
        #expect(machine.ended(running) == [.startWaiting])
        #expect(machine.nextWaiting() == Request(index: 2))
    }

    @Test func theEndOfASwitchThatIsNotRunningChangesNothing() {
        var machine = switching(Switch(0, 1))
        _ = machine.select(Request(index: 2), policy: .queue, runningPhase: .animating)
        #expect(machine.ended(Switch(0, 1)).isEmpty)
        #expect(machine.running != nil)
        #expect(machine.waiting.map(\.index) == [2])
    }
}
