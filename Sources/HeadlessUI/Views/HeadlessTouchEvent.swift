import Foundation
import TransitionCore

/// `UIEvent`: the model passes none of its data to hit-testing.
public final class HeadlessTouchEvent {}
