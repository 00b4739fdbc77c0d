// TransitionUIKit is the engine's host on UIKit. Where UIKit does not exist (Linux, macOS without Catalyst) the same
// sources compile against HeadlessUI, the package's in-memory model of UIKit, which it re-exports: the UIKit layer
// runs in `swift test` there, and an app's screens written against UIKit's names run on the model too.
@_exported import TransitionConfiguration
@_exported import TransitionCore

#if !canImport(UIKit)
    @_exported import HeadlessUI
#endif
