import Foundation
import TransitionCatalogue

#if canImport(UIKit)
    import UIKit
#endif

/// One screen of the demo: a title, a colour, and buttons for what can happen from it, stacked in the middle.
///
/// Laid out by hand in `viewDidLayoutSubviews`, so the same code runs on UIKit and on HeadlessUI's model of it.
@MainActor
public final class DemoScreen: UIViewController {
    private let color: UIColor
    private let actions: [(String, @MainActor (DemoScreen) -> Void)]
    private let label = UILabel()
    /// The screen's buttons, in order (the demo session taps them by name).
    public private(set) var buttons: [UIButton] = []

    /// A screen config rules call `identifier`, with buttons that run `actions`.
    public init(_ identifier: String, color: UIColor, actions: [(String, @MainActor (DemoScreen) -> Void)] = []) {
        self.color = color
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
        title = identifier
        transitionIdentifier = identifier
    }

    /// Screens are made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        label.text = title
        view.addSubview(label)
        for (name, action) in actions {
            let button = UIButton(
                primaryAction: UIAction(title: name) { [weak self] _ in
                    guard let self else { return }
                    action(self)
                })
            button.accessibilityIdentifier = name
            buttons.append(button)
            view.addSubview(button)
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let rowHeight: CGFloat = 44
        let spacing: CGFloat = 16
        let rows = CGFloat(buttons.count + 1)
        var y = bounds.midY - (rows * rowHeight + (rows - 1) * spacing) / 2
        for row in [label as UIView] + buttons.map({ $0 as UIView }) {
            row.frame = CGRect(x: bounds.midX - 120, y: y, width: 240, height: rowHeight)
            y += rowHeight + spacing
        }
    }

    /// The button titled `name`.
    public func button(named name: String) -> UIButton? {
        buttons.first { $0.accessibilityIdentifier == name }
    }
}
