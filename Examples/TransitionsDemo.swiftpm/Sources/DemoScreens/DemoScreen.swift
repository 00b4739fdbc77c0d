#if canImport(UIKit)
    import UIKit

    /// One screen of the demo: a title, a colour, and buttons for what can happen from it.
    @MainActor
    final class DemoScreen: UIViewController {
        private let color: UIColor
        private let actions: [(String, @MainActor (DemoScreen) -> Void)]

        /// A screen config rules call `identifier`, with buttons that run `actions`.
        init(_ identifier: String, color: UIColor, actions: [(String, @MainActor (DemoScreen) -> Void)] = []) {
            self.color = color
            self.actions = actions
            super.init(nibName: nil, bundle: nil)
            title = identifier
            transitionIdentifier = identifier
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("DemoScreen is made in code") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
            let label = UILabel()
            label.text = title
            label.font = .preferredFont(forTextStyle: .largeTitle)
            label.textColor = .white
            let stack = UIStackView(arrangedSubviews: [label])
            stack.axis = .vertical
            stack.spacing = 16
            stack.alignment = .center
            for (name, action) in actions {
                let button = UIButton(
                    configuration: .filled(),
                    primaryAction: UIAction(title: name) { [weak self] _ in
                        guard let self else { return }
                        action(self)
                    })
                stack.addArrangedSubview(button)
            }
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }
    }
#endif
