// TransitionUIKit is the engine's host on UIKit. Where UIKit does not exist (Linux, macOS without Catalyst) the same
// sources compile against HeadlessUI, the package's in-memory model of UIKit. Off Apple platforms it re-exports the
// model, so an app's screens written against UIKit's names run on it with one import; on a Mac, where those names
// would shadow nothing a Mac app expects, a test imports HeadlessUI itself.
@_exported import TransitionConfiguration
@_exported import TransitionCore

#if !canImport(Darwin)
    @_exported import HeadlessUI
#endif
