import Foundation
import HeadlessUI
import Testing
import TransitionCatalogue
import TransitionTesting
import TransitionUIKit

/// The list the sheet shows: a scroll view taller than the screen, painted as a screen is.
@MainActor
final class ListSheet: UIViewController {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() {
        super.init(nibName: nil, bundle: nil)
        transitionIdentifier = "Compose"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        list.contentSize = CGSize(width: 390, height: 4_000)
        list.backgroundColor = .systemBackground
        view = list
    }
}
