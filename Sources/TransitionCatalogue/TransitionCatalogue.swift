@_exported import DrawerTransition
@_exported import FadeScaleTransition
@_exported import SlideTransition
@_exported import TabTransition
@_exported import TransitionCore

#if canImport(UIKit)
    @_exported import TransitionUIKit
#endif
