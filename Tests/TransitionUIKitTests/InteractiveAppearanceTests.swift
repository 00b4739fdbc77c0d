import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionUIKit

/// With UIKit's automatic appearance forwarding, a swipe to the next screen told that screen it appeared as soon as
/// its view entered the window, under a finger that had not decided: a search field becoming first responder there
/// raised the keyboard, and a swipe let go short dropped it again. An interactive switch now tells the arriving screen
/// it appeared only when it finishes, and a cancel leaves both screens balanced; a switch that plays by itself keeps
/// UIKit's automatic order.
@MainActor
@Suite("Appearance during an interactive switch")
struct InteractiveAppearanceTests {
    /// Search, as the demo's: its field takes the keyboard when the screen appears; every call is recorded.
    final class SearchScreen: Screen {
        var calls: [String] = []
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("didAppear")
            field.becomeFirstResponder()
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            calls.append("willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            calls.append("didDisappear")
            field.resignFirstResponder()
        }
    }

    @Test func theKeyboardWaitsForTheSwipeToFinish() throws {
        // Made in the scene's environment, as the scene makes its screens.
        var made: SearchScreen?
        let scene = try TabsScene(screens: {
            let search = SearchScreen("Search")
            made = search
            return [Screen("Home"), search, Screen("Settings")]
        })
        let search = try #require(made)
        #expect(scene.tabs.engine.appearanceForwarding == .automatic)
        let swipes = scene.tabs.installEdgeSwipes()
        scene.ui.clock.runUntilIdle()
        let window = scene.window
        // A swipe from the right edge towards Search, held at a third of the way.
        window.touchDown(at: CGPoint(x: 386, y: 400))
        for step in 1...12 {
            scene.ui.clock.advance(frames: 1)
            window.touchMove(to: CGPoint(x: 386 - CGFloat(step) * 10, y: 400))
        }
        scene.ui.clock.advance(frames: 5)
        #expect(search.calls == ["willAppear"], "Search heard \(search.calls) under a finger still down")
        #expect(!scene.ui.keyboard.isShown, "the keyboard came up before the swipe finished")
        // The finger goes back to the edge and lets go: the switch cancels.
        for step in 1...12 {
            scene.ui.clock.advance(frames: 1)
            window.touchMove(to: CGPoint(x: 266 + CGFloat(step) * 10, y: 400))
        }
        scene.ui.clock.advance(frames: 12)
        window.touchMove(to: CGPoint(x: 386, y: 400))
        window.touchUp()
        scene.ui.clock.runUntilIdle()
        #expect(search.calls == ["willAppear", "willDisappear", "didDisappear"])
        #expect(!scene.ui.keyboard.isShown)
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.ui.appearanceErrors.isEmpty)
        // All the way: Search appears when the switch finishes, and takes the keyboard then.
        search.calls = []
        window.drag(from: CGPoint(x: 386, y: 400), to: CGPoint(x: 40, y: 400), frames: 20, release: .moving)
        scene.ui.clock.runUntilIdle()
        #expect(scene.tabs.selectedIndex == 1)
        #expect(search.calls == ["willAppear", "didAppear"])
        #expect(scene.ui.keyboard.isShown)
        // A switch that plays by itself keeps UIKit's automatic order, and UIKit forwards again.
        try scene.ui.perform { try scene.tabs.select(index: 0) }
        scene.ui.clock.runUntilIdle()
        #expect(search.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(scene.tabs.shouldAutomaticallyForwardAppearanceMethods)
        #expect(scene.ui.appearanceErrors.isEmpty)
        swipes.remove()
    }
}

/// Review findings on the interactive switch's forwarding.
@MainActor
@Suite("Appearance when the forwarding mode changes mid-swipe, and the leaving screen's keyboard")
struct InteractiveAppearanceReviewTests {
    /// A change of mode while a finger drives a switch left the container answering that it forwards by hand with an
    /// empty ledger: the next switch told the leaving child nothing, and showing it again was unbalanced.
    @Test func changingTheModeMidSwipeLeavesEveryChildBalanced() throws {
        let scene = try ContainerScene()
        scene.container.engine.defaultAnimator = SlideAnimator()
        let engine = scene.container.engine
        let interaction = try scene.ui.perform { try engine.beginInteractiveTransition(to: 1) }
        try scene.ui.perform { try interaction.update(0.3) }
        scene.ui.perform { engine.appearanceForwarding = .navigationStyle }
        scene.ui.perform { engine.appearanceForwarding = .automatic }
        scene.ui.clock.runUntilIdle()
        #expect(scene.container.shouldAutomaticallyForwardAppearanceMethods)
        let left = scene.container.selectedViewController
        try scene.ui.perform { try scene.container.select(index: 2) }
        scene.ui.clock.runUntilIdle()
        #expect(left?.appearanceState == .disappeared, "the child that left was not told")
        try scene.ui.perform { try scene.container.select(index: 0) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.appearanceErrors.isEmpty, "\(scene.ui.appearanceErrors)")
    }

    /// The leaving screen's first responder resigned on the swipe's first frame: the keyboard slid down under a
    /// finger that then let go short, and came back up.
    @Test func aSwipeLetGoShortLeavesTheLeavingScreensKeyboardUp() throws {
        var made: InteractiveAppearanceTests.SearchScreen?
        let scene = try TabsScene(screens: {
            let search = InteractiveAppearanceTests.SearchScreen("Search")
            made = search
            return [search, Screen("Home"), Screen("Settings")]
        })
        let search = try #require(made)
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.keyboard.isShown)
        let events = scene.ui.keyboard.events.count
        let engine = scene.tabs.engine
        let interaction = try scene.ui.perform { try engine.beginInteractiveTransition(to: 1) }
        for progress in stride(from: 0.05, through: 0.3, by: 0.05) {
            scene.ui.clock.advance(frames: 1)
            try scene.ui.perform { try interaction.update(progress) }
        }
        #expect(scene.ui.keyboard.isShown, "the keyboard went down under a finger still deciding")
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.keyboard.events.count == events, "the keyboard moved: \(scene.ui.keyboard.events)")
        #expect(search.field.isFirstResponder)
        // A switch that goes through takes the keyboard down once.
        try scene.ui.perform { try scene.tabs.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        #expect(!scene.ui.keyboard.isShown)
    }
}

/// A screen whose controller is the responder: a chat screen with an input bar as its input accessory.
@MainActor
@Suite("A leaving screen's input accessory")
struct LeavingInputAccessoryTests {
    /// A chat screen: it is first responder once it appears, so its input bar docks at the bottom of the screen.
    final class ChatScreen: Screen {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 52))
        let field = UITextField(frame: CGRect(x: 8, y: 8, width: 300, height: 36))
        override var canBecomeFirstResponder: Bool { true }
        override var inputAccessoryView: UIView? { bar }

        override init(_ name: String) {
            super.init(name)
            bar.addSubview(field)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            becomeFirstResponder()
        }
    }

    static func scene() throws -> (ContainerScene, ChatScreen) {
        let scene = try ContainerScene()
        let chat = ChatScreen("Chat")
        scene.container.engine.defaultAnimator = SlideAnimator()
        try scene.ui.perform { try scene.container.setViewControllers([chat, Screen("Search"), Screen("Settings")]) }
        scene.ui.clock.runUntilIdle()
        return (scene, chat)
    }

    /// A switch away from a chat screen left its input bar docked over the next screen (the controller stayed first
    /// responder, and the bar is not among the screen's views); with the keyboard up for the bar's field, the keyboard
    /// too. Both go when the switch commits; a swipe let go short keeps them up.
    @Test(arguments: [false, true])
    func theChatScreensInputBarGoesWithIt(typing: Bool) throws {
        let (scene, chat) = try Self.scene()
        #expect(chat.isFirstResponder && scene.ui.keyboard.accessory === chat.bar)
        if typing {
            scene.ui.perform { chat.field.becomeFirstResponder() }
            #expect(scene.ui.keyboard.isShown)
        }
        let engine = scene.container.engine
        let interaction = try scene.ui.perform { try engine.beginInteractiveTransition(to: 1) }
        try scene.ui.perform { try interaction.update(0.3) }
        scene.ui.clock.advance(frames: 2)
        try scene.ui.perform { try interaction.cancel() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.keyboard.accessory === chat.bar, "a swipe let go short took the input bar down")
        #expect(scene.ui.keyboard.isShown == typing && chat.field.isFirstResponder == typing)
        try scene.ui.perform { try scene.container.select(index: 1) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.keyboard.accessory == nil, "the chat's input bar stayed over Search")
        #expect(!scene.ui.keyboard.isShown && !chat.isFirstResponder)
    }

    /// A drawer opened over a chat screen left its input bar docked over the menu.
    @Test func aDrawerOpenedOverAChatTakesItsInputBarDown() {
        let scene = DrawerScene()
        let chat = ChatScreen("Chat")
        scene.ui.perform { scene.drawer.setCenter(chat) }
        scene.ui.clock.runUntilIdle()
        #expect(chat.isFirstResponder && scene.ui.keyboard.accessory === chat.bar)
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.keyboard.accessory == nil, "the chat's input bar stayed over the menu")
    }

    /// Review: a search field in the menu drawer kept the keyboard up after the drawer closed (hiding a view does not
    /// resign its first responder): the keyboard stood over the centre screen, typing into a field out of sight. The
    /// drawer's first responder resigns as it closes.
    @Test func aFieldInTheDrawerTakesItsKeyboardAwayAsTheDrawerCloses() {
        let scene = DrawerScene()
        let search = UITextField(frame: CGRect(x: 16, y: 80, width: 240, height: 44))
        scene.menu.view.addSubview(search)
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        scene.ui.perform { _ = search.becomeFirstResponder() }
        #expect(scene.ui.keyboard.isShown)
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.runUntilIdle()
        #expect(!search.isFirstResponder, "the closed drawer's field kept the keyboard")
        #expect(!scene.ui.keyboard.isShown)
    }

    /// Review: the input bar the drawer took down never came back when it closed (the chat gets no appearance calls
    /// to dock it again): the person could not write any more. It is back when the drawer closes; a keyboard its
    /// field had up stays down until the person taps the field.
    @Test(arguments: [false, true])
    func theChatsInputBarIsBackWhenTheDrawerCloses(typing: Bool) {
        let scene = DrawerScene()
        let chat = ChatScreen("Chat")
        scene.ui.perform { scene.drawer.setCenter(chat) }
        scene.ui.clock.runUntilIdle()
        if typing { scene.ui.perform { chat.field.becomeFirstResponder() } }
        scene.ui.perform { scene.drawer.open(.left) }
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.keyboard.accessory == nil)
        scene.ui.perform { scene.drawer.close() }
        scene.ui.clock.runUntilIdle()
        #expect(scene.ui.keyboard.accessory === chat.bar, "the chat's input bar did not come back")
        #expect(!scene.ui.keyboard.isShown, "the keyboard came back by itself")
    }
}
