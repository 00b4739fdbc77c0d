import Foundation

/// What a controller built on a container (a drawer around a centre) shows, which the engine's own selection does not
/// say: the child on screen, whose status bar, home indicator, deferred system gestures and orientations the
/// container hands the system, and, while one covers the rest, the covering view, the view it covers and how to
/// dismiss it — VoiceOver keeps to the covering view, and its escape gesture dismisses it.
package struct ControllerDisplay<Child: AnyObject, View: AnyObject> {
    /// A view over the rest of the container (an open drawer).
    package struct Cover {
        /// The covering view: VoiceOver keeps to it (`accessibilityViewIsModal`).
        package var view: View
        /// The view it covers, which VoiceOver must not reach (a sibling of ``view``).
        package var covered: View
        /// Takes the cover away (closes the drawer): VoiceOver's escape gesture.
        package var dismiss: @MainActor () -> Void

        package init(view: View, covered: View, dismiss: @escaping @MainActor () -> Void) {
            self.view = view
            self.covered = covered
            self.dismiss = dismiss
        }
    }

    /// The child on screen: the one whose preferences count.
    package var childOnScreen: Child?
    /// The covering view, while there is one.
    package var cover: Cover?

    package init(childOnScreen: Child?, cover: Cover?) {
        self.childOnScreen = childOnScreen
        self.cover = cover
    }
}
