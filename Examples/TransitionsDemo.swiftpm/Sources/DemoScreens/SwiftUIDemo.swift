#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import SwiftUI
    import TransitionSwiftUI

    /// The demo in SwiftUI: the same screens, by the same names, with the same embedded config as ``DemoApp`` — a
    /// drawer (Menu) around tabs (Home, Search, Settings), each tab a navigation stack that pushes Detail and presents
    /// Compose.
    public struct SwiftUIDemo: View {
        @State private var tab = "Home"
        @State private var menu: ScreenSide?
        private let tabs = ["Home", "Search", "Settings"]

        /// The demo, its config loaded once from the app's bundle.
        public init() {}

        public var body: some View {
            TransitionDrawer("Drawer", openSide: $menu) {
                TransitionScreen("Tabs") {
                    TransitionTabView("Tabs", selection: $tab) {
                        for name in tabs {
                            TransitionScreen(name) { SwiftUITab(name: name, menu: $menu) }
                        }
                    } bar: { bar, select in
                        SwiftUITabBar(bar: bar, select: select)
                    }
                }
            } left: {
                TransitionScreen("Menu") {
                    SwiftUIMenu(tabs: tabs) { name in
                        tab = name
                        menu = nil
                    }
                }
            }
            .transitionCatalogue(data: Data(PackageResources.tab_drawer_app_json), file: "tab-drawer-app.json") {
                problems in
                for problem in problems { print(problem) }
            }
        }
    }

    /// A tab: a navigation stack whose root opens the menu, pushes Detail and presents Compose; Home's also opens photos.
    private struct SwiftUITab: View {
        let name: String
        @Binding var menu: ScreenSide?
        @State private var composing = false

        var body: some View {
            NavigationView {
                VStack(spacing: 16) {
                    Button("Menu") { menu = .left }
                    NavigationLink("Detail") {
                        Text("Detail").transitionIdentifier("Detail")
                    }
                    Button("Compose") { composing = true }
                    if name == "Home" { photoCells }
                }
                .navigationTitle(name)
                .transitionIdentifier(name)
                .transitionPresentation("Compose", isPresented: $composing) {
                    SwiftUICompose()
                }
                .navigationTransitions()
            }
            .navigationViewStyle(.stack)
        }

        /// Home's three photo cells: each grows into its photo (the config's container transform), found by the id
        /// its cell and the photo share.
        private var photoCells: some View {
            HStack(spacing: 16) {
                ForEach(1...3, id: \.self) { number in
                    NavigationLink {
                        Color.yellow
                            .frame(height: 240)
                            .transitionElement("photo", id: number)
                            .frame(maxHeight: .infinity, alignment: .top)
                            .transitionIdentifier("Photo")
                    } label: {
                        Text("Photo \(number)")
                            .frame(width: 88, height: 88)
                            .background(Color.yellow, in: RoundedRectangle(cornerRadius: 12))
                            .transitionElement("photo", id: number)
                    }
                }
            }
        }
    }

    /// Compose, presented over a tab: Done dismisses it with the config's animator.
    private struct SwiftUICompose: View {
        @Environment(\.transitionDismiss) private var dismiss

        var body: some View {
            VStack(spacing: 16) {
                Text("Compose")
                Button("Done") { dismiss?() }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.teal)
        }
    }

    /// The menu in the drawer: a tab per row.
    private struct SwiftUIMenu: View {
        let tabs: [String]
        let show: (String) -> Void

        var body: some View {
            List(tabs, id: \.self) { name in
                Button(name) { show(name) }
            }
        }
    }

    /// The app's own tab bar, following every switch.
    private struct SwiftUITabBar: View {
        let bar: TabBarState
        let select: (Int) -> Void

        var body: some View {
            HStack {
                ForEach(Array(bar.titles.enumerated()), id: \.offset) { index, title in
                    Button(title) { select(index) }
                        .frame(maxWidth: .infinity)
                        .opacity(bar.highlights.indices.contains(index) ? 0.4 + 0.6 * bar.highlights[index] : 1)
                }
            }
            .padding(.vertical, 12)
            .opacity(bar.visibility)
        }
    }
#endif
