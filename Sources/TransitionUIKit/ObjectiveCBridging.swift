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

        func makeLink() -> CADisplayLink {
            CADisplayLink(target: self, selector: #selector(frame(_:)))
        }
    }

    /// The key of the associated object that stores a controller's transition identifier.
    @MainActor private var transitionIdentifierKey: UInt8 = 0

    /// The key of the associated object that stores a view's shared-element identifier.
    @MainActor private var transitionElementKey: UInt8 = 0

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

    /// The display link's target; the link retains it, as `CADisplayLink` does.
    @MainActor
    final class DisplayLinkTarget {
        let onFrame: @MainActor (CADisplayLink) -> Bool

        init(onFrame: @escaping @MainActor (CADisplayLink) -> Bool) {
            self.onFrame = onFrame
        }

        func makeLink() -> CADisplayLink {
            CADisplayLink { [self] link in
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
#endif
