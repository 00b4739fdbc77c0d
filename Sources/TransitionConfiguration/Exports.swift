// Users of this product alone get the core types (contexts, animations, the registry) with one import.
@_exported import TransitionCore
