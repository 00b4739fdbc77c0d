// TransitionUIKit is the engine's host on real UIKit. Where UIKit does not exist (Linux, macOS without Catalyst) the
// module is empty, so a package can depend on it everywhere and import it behind `#if canImport(UIKit)`.
#if canImport(UIKit)
    @_exported import TransitionCore
#endif
