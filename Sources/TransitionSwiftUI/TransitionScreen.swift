#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// One screen of a ``TransitionContainer``: its name in the config's rules (`"from"`, `"to"`), the tag the
    /// container's selection names it by, and its content.
    ///
    /// The container hosts each screen in a controller of its own, made once per tag and kept while the tag is
    /// there, so the screen's `@State` survives switches and reordering.
    @MainActor
    public struct TransitionScreen<Tag: Hashable> {
        /// The name config rules match (the screen controller's `transitionIdentifier`).
        public let name: String
        /// The value of the container's selection that shows this screen.
        public let tag: Tag
        let content: AnyView

        /// A screen named `name`, shown when the selection is `tag`.
        public init<Content: View>(_ name: String, tag: Tag, @ViewBuilder content: () -> Content) {
            self.name = name
            self.tag = tag
            self.content = AnyView(content())
        }
    }

    extension TransitionScreen where Tag == String {
        /// A screen named `name`, shown when the selection is `name`.
        public init<Content: View>(_ name: String, @ViewBuilder content: () -> Content) {
            self.init(name, tag: name, content: content)
        }
    }

    /// Builds a ``TransitionContainer``'s screens from a list of ``TransitionScreen``s, with `if`, `if`–`else` and
    /// `for`–`in`.
    @resultBuilder
    public enum TransitionScreensBuilder<Tag: Hashable> {
        /// One screen.
        public static func buildExpression(_ screen: TransitionScreen<Tag>) -> [TransitionScreen<Tag>] { [screen] }
        /// Screens made elsewhere (a `ForEach`-like list).
        public static func buildExpression(_ screens: [TransitionScreen<Tag>]) -> [TransitionScreen<Tag>] { screens }
        /// The screens, in order.
        public static func buildBlock(_ parts: [TransitionScreen<Tag>]...) -> [TransitionScreen<Tag>] {
            parts.flatMap { $0 }
        }
        /// The screens of an `if` without `else`.
        public static func buildOptional(_ part: [TransitionScreen<Tag>]?) -> [TransitionScreen<Tag>] { part ?? [] }
        /// The screens of an `if`'s first branch.
        public static func buildEither(first part: [TransitionScreen<Tag>]) -> [TransitionScreen<Tag>] { part }
        /// The screens of an `if`'s `else`.
        public static func buildEither(second part: [TransitionScreen<Tag>]) -> [TransitionScreen<Tag>] { part }
        /// The screens of a `for`–`in` loop.
        public static func buildArray(_ parts: [[TransitionScreen<Tag>]]) -> [TransitionScreen<Tag>] {
            parts.flatMap { $0 }
        }
    }
#endif
