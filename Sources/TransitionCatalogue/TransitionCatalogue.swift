@_exported import ContainerTransformTransition
@_exported import DrawerTransition
@_exported import FadeScaleTransition
@_exported import SlideTransition
@_exported import TabTransition
@_exported import TransitionConfiguration
@_exported import TransitionCore

// The UIKit layer: on iOS over UIKit, elsewhere over HeadlessUI's model of UIKit (which it re-exports).
@_exported import TransitionUIKit
