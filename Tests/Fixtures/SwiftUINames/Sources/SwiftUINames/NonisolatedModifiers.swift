// SwiftUI's own modifiers can be called anywhere a view is built, a view's helper properties and a `ForEach` or
// `NavigationLink` closure included, which are not isolated to the main actor in the iOS 17.4 SDK. The catalogue's
// modifiers for screens and elements must be too: this compiles for iOS in CI.
#if canImport(UIKit)
    import SwiftUI
    import TransitionSwiftUI

    struct PhotoRow: View {
        let photos: [Int]
        @State private var composing = false

        var body: some View { cells }

        /// Not `body`: a member that is not isolated to the main actor.
        private var cells: some View {
            ForEach(photos, id: \.self) { photo in
                NavigationLink {
                    Color.gray.transitionElement("photo", id: photo).transitionIdentifier("Photo")
                } label: {
                    Color.gray.transitionElement("photo", id: photo).transitionElement("badge")
                }
            }
            .transitionPresentation("Compose", isPresented: $composing) { Text("Compose") }
            .navigationTransitions()
        }
    }
#endif
