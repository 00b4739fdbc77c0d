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
    private let photoActions: [(String, @MainActor (DemoScreen, Int) -> Void)]
    private let label = UILabel()
    /// The screen's buttons, in order (the demo session taps them by name).
    public private(set) var buttons: [UIButton] = []
    /// The status bar style the screen asks for.
    public var statusBarStyle: UIStatusBarStyle = .default
    /// A search field that takes the keyboard whenever the screen appears (a screen made with `search: true`).
    public private(set) var searchField: UITextField?
    /// A long list behind the buttons (a screen made with `list: true`), scrolled by a finger.
    public private(set) var list: UIScrollView?
    /// A row of photo cells along the bottom (a screen made with `photos:`), each opening its photo: every cell
    /// carries the shared element `"photo"` with its index as its id, so the photo grows out of its own cell.
    public private(set) var photoCells: [UIButton] = []
    /// The photo across the top of a photo screen (made with `photo:`), tagged as the shared element `"photo"` with the
    /// index of the cell that shows it.
    public private(set) var photo: UIView?

    /// A screen config rules call `identifier`, with buttons that run `actions`, and a search field or a long list
    /// when asked.
    public init(
        _ identifier: String, color: UIColor, actions: [(String, @MainActor (DemoScreen) -> Void)] = [],
        search: Bool = false, list: Bool = false, photos: [(String, @MainActor (DemoScreen, Int) -> Void)] = [],
        photo: Int? = nil
    ) {
        self.color = color
        self.actions = actions
        self.photoActions = photos
        if search { searchField = UITextField() }
        if list { self.list = UIScrollView(frame: .zero) }
        if let photo {
            let view = UIView()
            view.transitionElement = "photo"
            view.transitionElementID = photo
            self.photo = view
        }
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
        if let list {
            list.contentSize = CGSize(width: 1, height: 4_000)
            view.addSubview(list)
        }
        label.text = title
        view.addSubview(label)
        if let searchField {
            searchField.accessibilityIdentifier = "Search field"
            view.addSubview(searchField)
        }
        if let photo {
            photo.backgroundColor = .systemYellow
            photo.layer.cornerRadius = 0
            view.addSubview(photo)
        }
        for (index, (name, action)) in photoActions.enumerated() {
            let cell = UIButton(
                primaryAction: UIAction(title: name) { [weak self] _ in
                    guard let self else { return }
                    action(self, index)
                })
            cell.accessibilityIdentifier = name
            cell.backgroundColor = .systemYellow
            cell.layer.cornerRadius = 12
            cell.transitionElement = "photo"
            cell.transitionElementID = index
            photoCells.append(cell)
            view.addSubview(cell)
        }
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

    public override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // A search screen is for typing: its field takes the keyboard once the screen is on screen.
        searchField?.becomeFirstResponder()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        list?.frame = bounds
        // The search field sits just below the status bar: inside the safe area.
        searchField?.frame = CGRect(
            x: bounds.minX + 16, y: bounds.minY + view.safeAreaInsets.top + 8, width: bounds.width - 32, height: 36)
        let rowHeight: CGFloat = 44
        let spacing: CGFloat = 16
        let rows = CGFloat(buttons.count + 1)
        var y = bounds.midY - (rows * rowHeight + (rows - 1) * spacing) / 2
        for row in [label as UIView] + buttons.map({ $0 as UIView }) {
            row.frame = CGRect(x: bounds.midX - 120, y: y, width: 240, height: rowHeight)
            y += rowHeight + spacing
        }
        // The photo fills the top of the safe area; the cells sit in a row above the bottom of it.
        photo?.frame = CGRect(
            x: bounds.minX, y: bounds.minY + view.safeAreaInsets.top, width: bounds.width, height: bounds.width * 0.75)
        let side: CGFloat = 100
        let gap = (bounds.width - CGFloat(photoCells.count) * side) / CGFloat(photoCells.count + 1)
        for (index, cell) in photoCells.enumerated() {
            cell.frame = CGRect(
                x: bounds.minX + gap + CGFloat(index) * (side + gap),
                y: bounds.maxY - view.safeAreaInsets.bottom - side - 16, width: side, height: side)
        }
    }

    /// The button titled `name`.
    public func button(named name: String) -> UIButton? {
        buttons.first { $0.accessibilityIdentifier == name }
    }
}
