import Foundation
import Testing
import TransitionConfiguration

@MainActor
@Suite("System container transitions")
struct SystemTransitionTests {
    static let json = """
        {
          "version": 1,
          "transitions": [
            { "container": "Navigation", "from": "List", "to": "Detail", "reversible": true,
              "animator": { "type": "slide", "direction": "left" },
              "interaction": { "type": "edge-pan", "edge": "right", "threshold": 0.4 } },
            { "container": "Navigation", "from": "List", "to": "Settings", "animator": { "type": "slide" } },
            { "container": "Checkout", "from": "Cart", "to": "Pay", "animator": { "type": "tab" } },
            { "container": "Modal", "from": "Home", "to": "Sheet", "reversible": true,
              "animator": { "type": "fade-scale" } },
            { "container": "Modal", "from": "Home", "to": "Alert", "animator": { "type": "drawer" } },
            { "container": "TabBar", "animator": { "type": "tab" } },
            { "container": "Navigation", "from": "List", "to": "Plain", "animator": null }
          ],
          "reduceMotion": { "type": "fade-scale" }
        }
        """

    func config() throws -> TransitionConfig { try ConfigFakes.clean(Self.json) }

    @Test func operationsHaveTheirKindDirectionAndDefaultContainer() {
        #expect(SystemTransitionOperation.push.kind == .replace)
        #expect(SystemTransitionOperation.pop.kind == .replace)
        #expect(SystemTransitionOperation.tab.kind == .replace)
        #expect(SystemTransitionOperation.present.kind == .overlay)
        #expect(SystemTransitionOperation.dismiss.kind == .overlay)
        #expect(SystemTransitionOperation.push.direction(fromIndex: 0, toIndex: 1) == .forward)
        #expect(SystemTransitionOperation.present.direction(fromIndex: nil, toIndex: nil) == .forward)
        #expect(SystemTransitionOperation.pop.direction(fromIndex: 2, toIndex: 1) == .backward)
        #expect(SystemTransitionOperation.dismiss.direction(fromIndex: nil, toIndex: nil) == .backward)
        #expect(SystemTransitionOperation.tab.direction(fromIndex: 2, toIndex: 0) == .backward)
        #expect(SystemTransitionOperation.tab.direction(fromIndex: 0, toIndex: 2) == .forward)
        #expect(SystemTransitionOperation.tab.direction(fromIndex: nil, toIndex: 0) == .forward)
        #expect(SystemTransitionOperation.pop.defaultContainerIdentifier == "Navigation")
        #expect(SystemTransitionOperation.dismiss.defaultContainerIdentifier == "Modal")
        #expect(SystemTransitionOperation.tab.defaultContainerIdentifier == "TabBar")
        #expect(SystemTransitionOperation.push.containerIdentifier(explicit: nil) == "Navigation")
        #expect(SystemTransitionOperation.push.containerIdentifier(explicit: "") == "Navigation")
        #expect(SystemTransitionOperation.push.containerIdentifier(explicit: "Checkout") == "Checkout")
    }

    @Test func aPushUsesItsRuleForward() throws {
        let choice = SystemTransitionChoice(
            .push, from: "List", to: "Detail", fromIndex: 0, toIndex: 1, config: try config())
        #expect(
            choice.pair == TransitionPair(container: "Navigation", from: "List", to: "Detail", fromIndex: 0, toIndex: 1)
        )
        #expect(choice.kind == .replace)
        #expect(choice.direction == .forward)
        #expect(choice.resolution?.isReversed == false)
        #expect((choice.animator as? ConfigFakes.Slide)?.parameters.string("direction") == "left")
        #expect(choice.interaction?.gesture == .edgePan(edge: .right, margin: 20))
        #expect(choice.interaction?.decision.threshold == 0.4)
    }

    @Test func aPopIsThePushPairReversed() throws {
        // The top is the from-child, the one below the to-child: the reversible push rule serves it mirrored.
        let choice = SystemTransitionChoice(
            .pop, from: "Detail", to: "List", fromIndex: 1, toIndex: 0, config: try config())
        #expect(choice.pair.from == "Detail" && choice.pair.to == "List")
        #expect(choice.direction == .backward)
        #expect(choice.resolution?.isReversed == true)
        // The push played backwards (device defect 3: a flipped direction slid the wrong screen in).
        let backwards = try #require(choice.animator as? PlayedBackwards)
        #expect((backwards.forward as? ConfigFakes.Slide)?.parameters.string("direction") == "left")
        #expect(choice.interaction?.gesture == .edgePan(edge: .left, margin: 20))
        #expect(choice.gesture()?.gesture == .edgePan(edge: .left, margin: 20))
        #expect(choice.startingEdge() == .left)
    }

    @Test func aPopWithoutAReversibleRuleGetsNoAnimatorAndNoGesture() throws {
        let choice = SystemTransitionChoice(.pop, from: "Settings", to: "List", config: try config())
        #expect(choice.resolution == nil)
        #expect(choice.animator == nil)
        #expect(choice.gesture() == nil)
        let plain = SystemTransitionChoice(.push, from: "List", to: "Plain", config: try config())
        #expect(plain.resolution != nil)
        #expect(plain.animator == nil)
    }

    @Test func anInteractiveAnimatorWithoutAGestureGetsTheContainersUsualOne() throws {
        let config = try config()
        // A pop whose rule names no gesture: the leading-edge swipe, from the right in right-to-left layouts.
        let json = """
            { "version": 1, "transitions": [
              { "container": "Navigation", "from": "List", "to": "Settings", "animator": { "type": "slide" },
                "reversible": true } ] }
            """
        let reversible = try ConfigFakes.clean(json)
        let pop = SystemTransitionChoice(.pop, from: "Settings", to: "List", config: reversible)
        #expect(pop.interaction == nil)
        #expect(pop.gesture()?.gesture == .edgePan(edge: .left, margin: 20))
        #expect(pop.gesture(layoutDirection: .rightToLeft)?.gesture == .edgePan(edge: .right, margin: 20))
        #expect(pop.startingEdge(layoutDirection: .rightToLeft) == .right)
        // A dismissal pans down; a push or tab switch has no usual gesture.
        let dismiss = SystemTransitionChoice(.dismiss, from: "Sheet", to: "Home", config: config)
        #expect(dismiss.resolution?.isReversed == true)
        #expect(dismiss.animator?.name == "fade-scale")
        #expect(dismiss.gesture()?.gesture == .pan(direction: .down, distance: 0))
        #expect(dismiss.startingEdge() == nil)
        #expect(SystemTransitionChoice(.push, from: "List", to: "Settings", config: config).gesture() == nil)
        #expect(SystemTransitionChoice(.tab, from: "A", to: "B", config: config).gesture() == nil)
        // A non-interactive animator is never driven by a gesture.
        let alert = SystemTransitionChoice(.dismiss, from: "Alert", to: "Home", config: config)
        #expect(alert.animator == nil)
        let present = SystemTransitionChoice(.present, from: "Home", to: "Alert", config: config)
        #expect(present.animator?.name == "drawer")
        #expect(present.kind == .overlay && present.direction == .forward)
        #expect(present.gesture() == nil)
    }

    @Test func horizontalPansStartFromTheEdgeTheyMoveAwayFrom() throws {
        let json = """
            { "version": 1, "transitions": [
              { "from": "A", "to": "B", "animator": { "type": "slide" },
                "interaction": { "type": "pan", "direction": "right" } },
              { "from": "C", "to": "D", "animator": { "type": "slide" },
                "interaction": { "type": "pan", "direction": "left" } },
              { "from": "E", "to": "F", "animator": { "type": "slide" }, "interaction": { "type": "pinch" } } ] }
            """
        let config = try ConfigFakes.clean(json)
        #expect(SystemTransitionChoice(.pop, from: "A", to: "B", config: config).startingEdge() == .left)
        #expect(SystemTransitionChoice(.pop, from: "C", to: "D", config: config).startingEdge() == .right)
        #expect(SystemTransitionChoice(.pop, from: "E", to: "F", config: config).startingEdge() == nil)
        #expect(SystemTransitionChoice(.pop, from: "X", to: "Y", config: config).startingEdge() == nil)
    }

    @Test func presentAndDismissMatchModalRules() throws {
        let config = try config()
        let present = SystemTransitionChoice(.present, from: "Home", to: "Sheet", config: config)
        #expect(present.pair.container == "Modal")
        #expect(present.animator?.name == "fade-scale")
        #expect(present.resolution?.isReversed == false)
        // A navigation rule does not serve a presentation of the same pair.
        #expect(SystemTransitionChoice(.present, from: "List", to: "Detail", config: config).animator == nil)
    }

    @Test func tabsMatchTheTabBarContainerAndTheirIndexOrder() throws {
        let config = try config()
        let back = SystemTransitionChoice(.tab, from: "Settings", to: "Home", fromIndex: 2, toIndex: 0, config: config)
        #expect(back.pair.container == "TabBar")
        #expect(back.animator?.name == "tab")
        #expect(back.direction == .backward)
        #expect(back.pair.fromIndex == 2 && back.pair.toIndex == 0)
    }

    @Test func anExplicitContainerIdentifierScopesTheRules() throws {
        let config = try config()
        let checkout = SystemTransitionChoice(.push, container: "Checkout", from: "Cart", to: "Pay", config: config)
        #expect(checkout.pair.container == "Checkout")
        #expect(checkout.animator?.name == "tab")
        #expect(SystemTransitionChoice(.push, from: "Cart", to: "Pay", config: config).animator == nil)
    }

    @Test func theConfiguredDelegateHonoursReduceMotion() throws {
        let delegate = ConfiguredTransitionDelegate(config: try config(), registry: ConfigFakes.registry)
        #expect(delegate.systemTransition(.push, from: "List", to: "Detail").animator?.name == "slide")
        delegate.reduceMotion = true
        let reduced = delegate.systemTransition(.pop, from: "Detail", to: "List", fromIndex: 1, toIndex: 0)
        #expect(reduced.animator?.name == "fade-scale")
        #expect(reduced.resolution?.isReduceMotion == true)
        #expect(reduced.direction == .backward)
    }
}
