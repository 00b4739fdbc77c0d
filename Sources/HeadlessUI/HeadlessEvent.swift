/// One call in a HeadlessUI trace: who received it, what it was, and whether container code or the system made it.
public struct HeadlessEvent: Hashable, Sendable, CustomStringConvertible {
    /// Who makes a call: the container's own code, or the system (HeadlessUI, standing in for UIKit).
    public enum Origin: String, Hashable, Sendable {
        /// The container's own code (or the test) called it.
        case containerCode = "container code"
        /// HeadlessUI called it on its own, as UIKit does.
        case system
    }

    /// The calls HeadlessUI records.
    public enum Call: Hashable, Sendable, CustomStringConvertible {
        /// `viewDidLoad()`, when the view is first read.
        case viewDidLoad
        /// `willMove(toParent:)`, with the parent's identifier or nil.
        case willMove(toParent: String?)
        /// `didMove(toParent:)`, with the parent's identifier or nil.
        case didMove(toParent: String?)
        /// `viewWillAppear(_:)`.
        case viewWillAppear
        /// `viewDidAppear(_:)`.
        case viewDidAppear
        /// `viewWillDisappear(_:)`.
        case viewWillDisappear
        /// `viewDidDisappear(_:)`.
        case viewDidDisappear
        /// `addChild(_:)` on the receiver, naming the child.
        case addChild(String)
        /// `removeFromParent()` on the receiver.
        case removeFromParent
        /// The named controller's view was added to a view of the receiver.
        case addSubview(String)
        /// The receiver's view was removed from its superview.
        case removeFromSuperview
        /// `beginAppearanceTransition(_:animated:)` on the receiver, by a container that forwards appearance by hand.
        case beginAppearanceTransition(isAppearing: Bool, animated: Bool)
        /// `endAppearanceTransition()` on the receiver.
        case endAppearanceTransition

        /// The call as Swift would spell it.
        public var description: String {
            func name(_ parent: String?) -> String { parent ?? "nil" }
            switch self {
            case .viewDidLoad: return "viewDidLoad"
            case let .willMove(parent): return "willMove(toParent: \(name(parent)))"
            case let .didMove(parent): return "didMove(toParent: \(name(parent)))"
            case .viewWillAppear: return "viewWillAppear"
            case .viewDidAppear: return "viewDidAppear"
            case .viewWillDisappear: return "viewWillDisappear"
            case .viewDidDisappear: return "viewDidDisappear"
            case let .addChild(child): return "addChild(\(child))"
            case .removeFromParent: return "removeFromParent()"
            case let .addSubview(child): return "addSubview(\(child).view)"
            case .removeFromSuperview: return "view.removeFromSuperview()"
            case let .beginAppearanceTransition(isAppearing, animated):
                return "beginAppearanceTransition(\(isAppearing), animated: \(animated))"
            case .endAppearanceTransition: return "endAppearanceTransition()"
            }
        }

        /// Whether the call is one of the four appearance callbacks (not the begin and end calls that cause them).
        public var isAppearance: Bool {
            switch self {
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
            default: return false
            }
        }
    }

    /// The identifier of the controller that received the call.
    public var controller: String
    /// The call.
    public var call: Call
    /// Who made it.
    public var origin: Origin

    /// Creates an event.
    public init(_ controller: String, _ call: Call, origin: Origin) {
        self.controller = controller
        self.call = call
        self.origin = origin
    }

    /// `Home.viewWillAppear  [system]`.
    public var description: String {
        "\(controller).\(call)  [\(origin.rawValue)]"
    }
}
