import ContainerTransformTransition
import DrawerTransition
import FadeScaleTransition
import SlideTransition
import TabTransition
import TransitionCore

extension AnimatorRegistry {
    /// A registry holding every catalogue animator: `slide`, `fade-scale`, `drawer`, `tab` and
    /// `container-transform`. Register your own
    /// types into a copy of it.
    ///
    /// ```swift
    /// var registry = AnimatorRegistry.catalogue
    /// try registry.register(MyAnimator.self)
    /// let push = try registry.makeAnimator(named: "slide", parameters: ["style": "parallax"])
    /// ```
    public static var catalogue: AnimatorRegistry {
        var registry = AnimatorRegistry()
        // The five names are distinct by construction, so registration cannot fail here.
        try? registry.register(SlideAnimator.self)
        try? registry.register(FadeScaleAnimator.self)
        try? registry.register(DrawerAnimator.self)
        try? registry.register(TabAnimator.self)
        try? registry.register(ContainerTransformAnimator.self)
        return registry
    }
}
