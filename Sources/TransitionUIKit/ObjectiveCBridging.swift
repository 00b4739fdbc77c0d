// The only code of the UIKit layer that differs by platform: what needs the Objective-C runtime on iOS (selector
// targets for gesture recognizers and CADisplayLink, associated objects, NSValue boxing for Core Animation) and its
// closure-based counterpart on HeadlessUI's model, where there is no Objective-C runtime.
import Foundation

#if canImport(UIKit)
    import ObjectiveC
    import QuartzCore
    import UIKit

    /// The Objective-C target a recognizer calls.
    @MainActor
    final class GestureTarget: NSObject {
        let onReport: @MainActor (UIGestureRecognizer) -> Void

        init(onReport: @escaping @MainActor (UIGestureRecognizer) -> Void) {
            self.onReport = onReport
        }

        @objc func report(_ recognizer: UIGestureRecognizer) {
            onReport(recognizer)
        }

        func attach(to recognizer: UIGestureRecognizer) {
            recognizer.addTarget(self, action: #selector(report(_:)))
        }

        func detach(from recognizer: UIGestureRecognizer) {
            recognizer.removeTarget(self, action: #selector(report(_:)))
        }
    }

    /// `CADisplayLink` calls an Objective-C selector on a target it retains; this small object is that target, so the
    /// clock itself stays a plain Swift class and the link does not keep it alive. When the clock is gone, the next
    /// frame invalidates the link.
    @MainActor
    final class DisplayLinkTarget: NSObject {
        let onFrame: @MainActor (CADisplayLink) -> Bool

        init(onFrame: @escaping @MainActor (CADisplayLink) -> Bool) {
            self.onFrame = onFrame
        }

        @objc func frame(_ link: CADisplayLink) {
            if !onFrame(link) { link.invalidate() }
        }

        /// A link in step with `screen` (`UIScreen.displayLink(withTarget:selector:)`), or the built-in screen's
        /// when the screen makes none.
        func makeLink(on screen: UIScreen) -> CADisplayLink {
            screen.displayLink(withTarget: self, selector: #selector(frame(_:)))
                ?? CADisplayLink(target: self, selector: #selector(frame(_:)))
        }
    }

    /// The key of the associated object that keeps a recognizer's forwarding parts alive.
    @MainActor private var retainedAlongsideKey: UInt8 = 0

    extension UIGestureRecognizer {
        /// Keeps `object` alive as long as the recognizer.
        package func retainAlongside(_ object: AnyObject) {
            withUnsafePointer(to: &retainedAlongsideKey) { key in
                let kept = (objc_getAssociatedObject(self, key) as? RetainedAlongside) ?? RetainedAlongside()
                kept.objects.append(object)
                objc_setAssociatedObject(self, key, kept, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
    }

    /// The objects a recognizer keeps alive.
    private final class RetainedAlongside {
        var objects: [AnyObject] = []
    }

    /// The key of the associated object that stores a controller's transition identifier.
    @MainActor private var transitionIdentifierKey: UInt8 = 0

    /// The key of the associated object that stores a view's shared-element identifier.
    @MainActor private var transitionElementKey: UInt8 = 0

    /// The key of the associated object that stores a view's shared-element id.
    @MainActor private var transitionElementIDKey: UInt8 = 0

    extension UIView {
        /// The shared-element identifier a container-transform animator finds the view by (`"photo"`): the same
        /// identifier on a view of the leaving screen and one of the arriving screen makes them one element.
        public var transitionElement: String? {
            get { withUnsafePointer(to: &transitionElementKey) { objc_getAssociatedObject(self, $0) as? String } }
            set {
                withUnsafePointer(to: &transitionElementKey) {
                    objc_setAssociatedObject(self, $0, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
                }
            }
        }

        /// The element's identity among views of the same ``transitionElement`` (the photo's id in a grid of photos):
        /// a transition's source is the view whose id matches the destination's, so a detail screen grows out of
        /// the cell that shows its photo, and returns to it. A view without an id matches any view.
        public var transitionElementID: AnyHashable? {
            get {
                withUnsafePointer(to: &transitionElementIDKey) {
                    (objc_getAssociatedObject(self, $0) as? ElementIDBox)?.id
                }
            }
            set {
                let box = newValue.map(ElementIDBox.init)
                withUnsafePointer(to: &transitionElementIDKey) {
                    objc_setAssociatedObject(self, $0, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                }
            }
        }
    }

    /// Holds an element id as the object an associated object must be, so it reads back as the very value set
    /// (bridging an `AnyHashable` through Objective-C could come back as another type).
    private final class ElementIDBox {
        let id: AnyHashable
        init(_ id: AnyHashable) { self.id = id }
    }

    extension UIViewController {
        /// The identifier set with ``transitionIdentifier``, if any.
        var explicitTransitionIdentifier: String? {
            get { withUnsafePointer(to: &transitionIdentifierKey) { objc_getAssociatedObject(self, $0) as? String } }
            set {
                withUnsafePointer(to: &transitionIdentifierKey) {
                    objc_setAssociatedObject(self, $0, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
                }
            }
        }
    }

    /// Forwarding Objective-C messages a configured delegate does not implement to the delegate it replaced.
    /// UIKit asks and sends them on the main thread; elsewhere nothing is forwarded.
    enum ObjectiveCForwarding {
        /// Whether the replaced delegate implements `selector`.
        nonisolated static func responds(
            _ selector: Selector, _ replaced: @escaping @MainActor () -> (any NSObjectProtocol)?
        ) -> Bool {
            target(selector, replaced) != nil
        }

        /// The replaced delegate when it implements `selector`.
        nonisolated static func target(
            _ selector: Selector, _ replaced: @escaping @MainActor () -> (any NSObjectProtocol)?
        ) -> AnyObject? {
            guard Thread.isMainThread else { return nil }
            nonisolated(unsafe) var found: AnyObject?
            // A selector is a pointer to an interned name: immutable, safe to read on the main thread.
            nonisolated(unsafe) let selector = selector
            MainActor.assumeIsolated {
                if let delegate = replaced(), delegate.responds(to: selector) { found = delegate }
            }
            return found
        }
    }

    extension UIModalPresentationStyle {
        /// Whether UIKit shows it as a sheet (a page or form sheet, a popover, or `.automatic`, which is a page sheet
        /// for most controllers), with its own animation and swipe to dismiss.
        var isSheetStyle: Bool {
            switch self {
            case .fullScreen, .overFullScreen, .custom, .currentContext, .overCurrentContext: return false
            case .pageSheet, .formSheet, .popover, .automatic, .none: return true
            @unknown default: return true
            }
        }

        /// The style's name in Swift.
        var sheetName: String {
            switch self {
            case .pageSheet: return ".pageSheet"
            case .formSheet: return ".formSheet"
            case .popover: return ".popover"
            case .automatic: return ".automatic"
            default: return "rawValue \(rawValue)"
            }
        }
    }

    extension UIGestureRecognizerDelegate {
        /// The delegate's `gestureRecognizerShouldBegin(_:)`, true where it has none.
        func askedShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizerShouldBegin?(recognizer) ?? true
        }
    }

    // What a presentation controller's delegate hears of a person's attempt to dismiss (its methods are optional).

    extension UIAdaptivePresentationControllerDelegate {
        func askedShouldDismiss(_ controller: UIPresentationController) -> Bool {
            presentationControllerShouldDismiss?(controller) ?? true
        }

        func toldWillDismiss(_ controller: UIPresentationController) {
            presentationControllerWillDismiss?(controller)
        }

        func toldDidDismiss(_ controller: UIPresentationController) {
            presentationControllerDidDismiss?(controller)
        }

        func toldDidAttemptToDismiss(_ controller: UIPresentationController) {
            presentationControllerDidAttemptToDismiss?(controller)
        }
    }

    /// Watches a delegate a configured delegate replaced, and answers for: UIKit caches which optional methods a
    /// delegate implements when it is set, so when the replaced delegate is deallocated the configured one is set
    /// again, and UIKit stops sending it methods only the departed delegate had (an unrecognized selector). The
    /// watch is an associated object of the replaced delegate, keyed by the watcher, whose deinit tells it.
    enum ReplacedDelegateWatch {
        @MainActor
        static func watch(_ replaced: AnyObject, for watcher: AnyObject, then action: @escaping @MainActor () -> Void) {
            let sentinel = DeallocationSentinel(action)
            objc_setAssociatedObject(replaced, key(for: watcher), sentinel, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        @MainActor
        static func stopWatching(_ replaced: AnyObject, for watcher: AnyObject) {
            objc_setAssociatedObject(replaced, key(for: watcher), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        private static func key(for watcher: AnyObject) -> UnsafeRawPointer {
            UnsafeRawPointer(Unmanaged.passUnretained(watcher).toOpaque())
        }
    }

    /// Runs an action on the main actor when it is deallocated (with the object it is associated with).
    private final class DeallocationSentinel: NSObject, @unchecked Sendable {
        // Only read in deinit, once, and handed to the main actor: nothing else touches it.
        private let action: @MainActor () -> Void

        init(_ action: @escaping @MainActor () -> Void) {
            self.action = action
        }

        deinit {
            let action = action
            if Thread.isMainThread {
                MainActor.assumeIsolated { action() }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { action() } }
            }
        }
    }

    // The delegates' optional methods, asked of the delegate a configured delegate replaced.

    extension UINavigationControllerDelegate {
        func forwardedAnimationController(
            _ navigation: UINavigationController, _ operation: UINavigationController.Operation,
            from: UIViewController, to: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            navigationController?(navigation, animationControllerFor: operation, from: from, to: to)
        }

        func forwardedInteractionController(
            _ navigation: UINavigationController, for animated: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            navigationController?(navigation, interactionControllerFor: animated)
        }

        func forwardedWillShow(_ navigation: UINavigationController, _ controller: UIViewController, animated: Bool) {
            navigationController?(navigation, willShow: controller, animated: animated)
        }

        func forwardedDidShow(_ navigation: UINavigationController, _ controller: UIViewController, animated: Bool) {
            navigationController?(navigation, didShow: controller, animated: animated)
        }
    }

    extension UITabBarControllerDelegate {
        func forwardedShouldSelect(_ tabs: UITabBarController, _ controller: UIViewController) -> Bool {
            tabBarController?(tabs, shouldSelect: controller) ?? true
        }

        func forwardedDidSelect(_ tabs: UITabBarController, _ controller: UIViewController) {
            tabBarController?(tabs, didSelect: controller)
        }

        func forwardedAnimationController(
            _ tabs: UITabBarController, from: UIViewController, to: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            tabBarController?(tabs, animationControllerForTransitionFrom: from, to: to)
        }

        func forwardedInteractionController(
            _ tabs: UITabBarController, for animated: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            tabBarController?(tabs, interactionControllerFor: animated)
        }
    }

    extension ConfiguredNavigationDelegate {
        /// True for the methods this delegate implements and for those the replaced delegate does (UIKit asks as the
        /// delegate is set), so the interface orientations and anything else it answers keep reaching it.
        public nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || ObjectiveCForwarding.responds(aSelector) { self.replacedDelegate }
        }

        /// The replaced delegate, for a method only it implements.
        public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            if !super.responds(to: aSelector),
                let target = ObjectiveCForwarding.target(aSelector, { self.replacedDelegate })
            {
                return target
            }
            return super.forwardingTarget(for: aSelector)
        }
    }

    extension ConfiguredTabBarDelegate {
        /// True for the methods this delegate implements and for those the replaced delegate does.
        public nonisolated override func responds(to aSelector: Selector!) -> Bool {
            super.responds(to: aSelector) || ObjectiveCForwarding.responds(aSelector) { self.replacedDelegate }
        }

        /// The replaced delegate, for a method only it implements (customizing, the interface orientations).
        public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            if !super.responds(to: aSelector),
                let target = ObjectiveCForwarding.target(aSelector, { self.replacedDelegate })
            {
                return target
            }
            return super.forwardingTarget(for: aSelector)
        }
    }
#else
    import HeadlessUI

    /// The target a recognizer calls (a closure on the model).
    @MainActor
    final class GestureTarget {
        let onReport: @MainActor (UIGestureRecognizer) -> Void

        init(onReport: @escaping @MainActor (UIGestureRecognizer) -> Void) {
            self.onReport = onReport
        }

        func attach(to recognizer: UIGestureRecognizer) {
            recognizer.addTarget(self) { [weak self] in self?.onReport($0) }
        }

        func detach(from recognizer: UIGestureRecognizer) {
            recognizer.removeTarget(self)
        }
    }

    extension UIGestureRecognizer {
        /// Keeps `object` alive as long as the recognizer.
        package func retainAlongside(_ object: AnyObject) {
            let kept =
                (associatedObject(forKey: "TransitionUIKit.retained") as? RetainedAlongside) ?? RetainedAlongside()
            kept.objects.append(object)
            setAssociatedObject(kept, forKey: "TransitionUIKit.retained")
        }
    }

    /// The objects a recognizer keeps alive.
    private final class RetainedAlongside {
        var objects: [AnyObject] = []
    }

    /// The display link's target; the link retains it, as `CADisplayLink` does.
    @MainActor
    final class DisplayLinkTarget {
        let onFrame: @MainActor (CADisplayLink) -> Bool

        init(onFrame: @escaping @MainActor (CADisplayLink) -> Bool) {
            self.onFrame = onFrame
        }

        func makeLink(on screen: UIScreen) -> CADisplayLink {
            screen.displayLink { [self] link in
                if !onFrame(link) { link.invalidate() }
            }
        }
    }

    extension UIViewController {
        /// The identifier set with ``transitionIdentifier``, if any (the model keeps it on the controller).
        var explicitTransitionIdentifier: String? {
            get { explicitIdentifier }
            set { if let newValue { identifier = newValue } }
        }
    }

    /// Core Animation's boxed geometry values on the model.
    typealias NSValue = HeadlessValue

    extension UIModalPresentationStyle {
        /// Whether UIKit shows it as a sheet, with its own animation and swipe to dismiss.
        var isSheetStyle: Bool { isSheet }

        /// The style's name in Swift.
        var sheetName: String { ".\(self)" }
    }

    extension UIGestureRecognizerDelegate {
        /// The delegate's `gestureRecognizerShouldBegin(_:)`.
        func askedShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizerShouldBegin(recognizer)
        }
    }

    extension UIAdaptivePresentationControllerDelegate {
        func askedShouldDismiss(_ controller: UIPresentationController) -> Bool {
            presentationControllerShouldDismiss(controller)
        }

        func toldWillDismiss(_ controller: UIPresentationController) {
            presentationControllerWillDismiss(controller)
        }

        func toldDidDismiss(_ controller: UIPresentationController) {
            presentationControllerDidDismiss(controller)
        }

        func toldDidAttemptToDismiss(_ controller: UIPresentationController) {
            presentationControllerDidAttemptToDismiss(controller)
        }
    }

    /// The model asks a delegate's methods through Swift protocols with UIKit's defaults, so there is no cache of
    /// answered methods to renew: nothing to watch.
    enum ReplacedDelegateWatch {
        @MainActor
        static func watch(_ replaced: AnyObject, for watcher: AnyObject, then action: @escaping @MainActor () -> Void) {
        }

        @MainActor
        static func stopWatching(_ replaced: AnyObject, for watcher: AnyObject) {}
    }

    // The delegates' methods, asked of the delegate a configured delegate replaced (the model's protocols have them
    // all, with UIKit's defaults).

    extension UINavigationControllerDelegate {
        func forwardedAnimationController(
            _ navigation: UINavigationController, _ operation: UINavigationController.Operation,
            from: UIViewController, to: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            navigationController(navigation, animationControllerFor: operation, from: from, to: to)
        }

        func forwardedInteractionController(
            _ navigation: UINavigationController, for animated: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            navigationController(navigation, interactionControllerFor: animated)
        }

        func forwardedWillShow(_ navigation: UINavigationController, _ controller: UIViewController, animated: Bool) {
            navigationController(navigation, willShow: controller, animated: animated)
        }

        func forwardedDidShow(_ navigation: UINavigationController, _ controller: UIViewController, animated: Bool) {
            navigationController(navigation, didShow: controller, animated: animated)
        }
    }

    extension UITabBarControllerDelegate {
        func forwardedShouldSelect(_ tabs: UITabBarController, _ controller: UIViewController) -> Bool {
            tabBarController(tabs, shouldSelect: controller)
        }

        func forwardedDidSelect(_ tabs: UITabBarController, _ controller: UIViewController) {
            tabBarController(tabs, didSelect: controller)
        }

        func forwardedAnimationController(
            _ tabs: UITabBarController, from: UIViewController, to: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            tabBarController(tabs, animationControllerForTransitionFrom: from, to: to)
        }

        func forwardedInteractionController(
            _ tabs: UITabBarController, for animated: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            tabBarController(tabs, interactionControllerFor: animated)
        }
    }
#endif
