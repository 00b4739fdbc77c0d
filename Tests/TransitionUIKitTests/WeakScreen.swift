import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

@MainActor
struct WeakScreen {
    weak var screen: Screen?
}
