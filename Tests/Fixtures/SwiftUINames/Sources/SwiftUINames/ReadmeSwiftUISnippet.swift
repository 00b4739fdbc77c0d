// The README's SwiftUI quick start, compiled for iOS in CI: keep the two in step.
#if canImport(UIKit)
    import Foundation
    import SwiftUI
    import TransitionSwiftUI

    private let transitionsJSON = Data()

    // README: begin
    struct ContentView: View {
        @State private var tab = "Home"

        var body: some View {
            TransitionContainer("Tabs", selection: $tab) {  // swipes from the edges switch too
                TransitionScreen("Home") { Button("Search") { tab = "Search" } }
                TransitionScreen("Search") { Text("Search") }
            }
            .transitionCatalogue(data: transitionsJSON)  // rules name "Tabs", "Home" and "Search"
        }
    }
    // README: end
#endif
