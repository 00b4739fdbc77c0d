// Where UIKit does not exist, HeadlessUI *is* the UIKit the package's UIKit layer (TransitionUIKit) and an app's
// screens compile against: these names point at the model's types, so the same source builds for iOS against the
// real SDK and runs on Linux against the model. On iOS none of them exists, and nothing clashes with UIKit.
#if !canImport(UIKit)
    import Foundation
    import TransitionCore

    /// UIKit's `UIStatusBarStyle`, modelled by ``HeadlessStatusBarStyle``.
    public typealias UIStatusBarStyle = HeadlessStatusBarStyle
    /// UIKit's `UIInterfaceOrientationMask`, modelled by ``HeadlessInterfaceOrientationMask``.
    public typealias UIInterfaceOrientationMask = HeadlessInterfaceOrientationMask
    /// UIKit's `UIView`, modelled by ``HeadlessView``.
    public typealias UIView = HeadlessView
    /// UIKit's `UIViewController`, modelled by ``HeadlessViewController``.
    public typealias UIViewController = HeadlessViewController
    /// UIKit's `UIWindow`, modelled by ``HeadlessWindow``.
    public typealias UIWindow = HeadlessWindow
    /// UIKit's `UIScrollView`, modelled by ``HeadlessScrollView``.
    public typealias UIScrollView = HeadlessScrollView
    /// UIKit's `NSDirectionalRectEdge`, modelled by ``HeadlessDirectionalRectEdge``.
    public typealias NSDirectionalRectEdge = HeadlessDirectionalRectEdge
    /// UIKit's `UIStackView`, modelled by ``HeadlessStackView``.
    public typealias UIStackView = HeadlessStackView
    /// UIKit's `UITextField`, modelled by ``HeadlessTextField``.
    public typealias UITextField = HeadlessTextField
    /// UIKit's `UIControl`, modelled by ``HeadlessControl``.
    public typealias UIControl = HeadlessControl
    /// UIKit's `UIButton`, modelled by ``HeadlessButton``.
    public typealias UIButton = HeadlessButton
    /// UIKit's `UILongPressGestureRecognizer`, modelled by ``HeadlessLongPressGestureRecognizer``.
    public typealias UILongPressGestureRecognizer = HeadlessLongPressGestureRecognizer
    /// UIKit's `UITouch`, modelled by ``HeadlessFingerTouch``.
    public typealias UITouch = HeadlessFingerTouch
    /// UIKit's `UISlider`, modelled by ``HeadlessSlider``.
    public typealias UISlider = HeadlessSlider
    /// UIKit's `UIUserInterfaceStyle`, modelled by ``HeadlessUserInterfaceStyle``.
    public typealias UIUserInterfaceStyle = HeadlessUserInterfaceStyle
    /// UIKit's `UIRefreshControl`, modelled by ``HeadlessRefreshControl``.
    public typealias UIRefreshControl = HeadlessRefreshControl
    /// UIKit's `UILabel`, modelled by ``HeadlessLabel``.
    public typealias UILabel = HeadlessLabel
    /// UIKit's `UIAction`, modelled by ``HeadlessAction``.
    public typealias UIAction = HeadlessAction
    /// UIKit's `UIColor`, modelled by ``HeadlessColor``.
    public typealias UIColor = HeadlessColor
    /// UIKit's `UIEdgeInsets`, modelled by ``HeadlessEdgeInsets``.
    public typealias UIEdgeInsets = HeadlessEdgeInsets
    /// UIKit's `UIBezierPath`, modelled by ``HeadlessBezierPath``.
    public typealias UIBezierPath = HeadlessBezierPath
    /// UIKit's `UIEvent`, modelled by ``HeadlessTouchEvent``.
    public typealias UIEvent = HeadlessTouchEvent
    /// UIKit's `UIScreen`, modelled by ``HeadlessScreen``.
    public typealias UIScreen = HeadlessScreen
    /// UIKit's `UIAccessibilityScrollDirection`, modelled by ``HeadlessAccessibilityScrollDirection``.
    public typealias UIAccessibilityScrollDirection = HeadlessAccessibilityScrollDirection
    /// UIKit's `UIWindowScene`, modelled by ``HeadlessWindowScene``.
    public typealias UIWindowScene = HeadlessWindowScene
    /// UIKit's `UIScene` (the model's scenes are all window scenes), modelled by ``HeadlessWindowScene``.
    public typealias UIScene = HeadlessWindowScene
    /// UIKit's `UITraitCollection`, modelled by ``HeadlessTraitCollection``.
    public typealias UITraitCollection = HeadlessTraitCollection
    /// UIKit's `UIUserInterfaceLayoutDirection`, modelled by ``HeadlessLayoutDirection``.
    public typealias UIUserInterfaceLayoutDirection = HeadlessLayoutDirection
    /// UIKit's `UIRectEdge`, modelled by ``HeadlessRectEdge``.
    public typealias UIRectEdge = HeadlessRectEdge
    /// UIKit's `UIGestureRecognizer`, modelled by ``HeadlessGestureRecognizer``.
    public typealias UIGestureRecognizer = HeadlessGestureRecognizer
    /// UIKit's `UIGestureRecognizerDelegate`, modelled by ``HeadlessGestureRecognizerDelegate``.
    public typealias UIGestureRecognizerDelegate = HeadlessGestureRecognizerDelegate
    /// UIKit's `UIPanGestureRecognizer`, modelled by ``HeadlessPanGestureRecognizer``.
    public typealias UIPanGestureRecognizer = HeadlessPanGestureRecognizer
    /// UIKit's `UIScreenEdgePanGestureRecognizer`, modelled by ``HeadlessScreenEdgePanGestureRecognizer``.
    public typealias UIScreenEdgePanGestureRecognizer = HeadlessScreenEdgePanGestureRecognizer
    /// UIKit's `UIPinchGestureRecognizer`, modelled by ``HeadlessPinchGestureRecognizer``.
    public typealias UIPinchGestureRecognizer = HeadlessPinchGestureRecognizer
    /// UIKit's `UITapGestureRecognizer`, modelled by ``HeadlessTapGestureRecognizer``.
    public typealias UITapGestureRecognizer = HeadlessTapGestureRecognizer
    /// UIKit's `UIAccessibility`, modelled by ``HeadlessAccessibility``.
    public typealias UIAccessibility = HeadlessAccessibility
    /// UIKit's `UIApplication`, modelled by ``HeadlessApplication``.
    public typealias UIApplication = HeadlessApplication
    /// UIKit's `UINavigationController`, modelled by ``HeadlessNavigationController``.
    public typealias UINavigationController = HeadlessNavigationController
    /// UIKit's `UINavigationItem`, modelled by ``HeadlessNavigationItem``.
    public typealias UINavigationItem = HeadlessNavigationItem
    /// UIKit's `UIBarButtonItem`, modelled by ``HeadlessBarButtonItem``.
    public typealias UIBarButtonItem = HeadlessBarButtonItem
    /// UIKit's `UINavigationControllerDelegate`, modelled by ``HeadlessNavigationControllerDelegate``.
    public typealias UINavigationControllerDelegate = HeadlessNavigationControllerDelegate
    /// UIKit's `UITabBarController`, modelled by ``HeadlessTabBarController``.
    public typealias UITabBarController = HeadlessTabBarController
    /// UIKit's `UITabBarControllerDelegate`, modelled by ``HeadlessTabBarControllerDelegate``.
    public typealias UITabBarControllerDelegate = HeadlessTabBarControllerDelegate
    /// UIKit's `UIModalPresentationStyle`, modelled by ``HeadlessPresentationStyle``.
    public typealias UIModalPresentationStyle = HeadlessPresentationStyle
    /// UIKit's `UIPresentationController`, modelled by ``HeadlessPresentationController``.
    public typealias UIPresentationController = HeadlessPresentationController
    /// UIKit's `UIAdaptivePresentationControllerDelegate`, modelled by ``HeadlessAdaptivePresentationControllerDelegate``.
    public typealias UIAdaptivePresentationControllerDelegate = HeadlessAdaptivePresentationControllerDelegate
    /// UIKit's `UIViewControllerTransitioningDelegate`, modelled by ``HeadlessTransitioningDelegate``.
    public typealias UIViewControllerTransitioningDelegate = HeadlessTransitioningDelegate
    /// UIKit's `UIViewControllerAnimatedTransitioning`, modelled by ``HeadlessAnimatedTransitioning``.
    public typealias UIViewControllerAnimatedTransitioning = HeadlessAnimatedTransitioning
    /// UIKit's `UIViewControllerInteractiveTransitioning`, modelled by ``HeadlessInteractiveTransitioning``.
    public typealias UIViewControllerInteractiveTransitioning = HeadlessInteractiveTransitioning
    /// UIKit's `UIViewControllerContextTransitioning`, modelled by ``HeadlessContextTransitioning``.
    public typealias UIViewControllerContextTransitioning = HeadlessContextTransitioning
    /// UIKit's `UIViewControllerTransitionCoordinator`, modelled by ``HeadlessTransitionContext``.
    public typealias UIViewControllerTransitionCoordinator = HeadlessTransitionContext
    /// UIKit's `UITransitionContextViewControllerKey`, modelled by ``HeadlessTransitionKey``.
    public typealias UITransitionContextViewControllerKey = HeadlessTransitionKey
    /// UIKit's `UITransitionContextViewKey`, modelled by ``HeadlessTransitionKey``.
    public typealias UITransitionContextViewKey = HeadlessTransitionKey
    /// UIKit's `CALayer`, modelled by ``HeadlessLayer``.
    public typealias CALayer = HeadlessLayer
    /// UIKit's `CAKeyframeAnimation`, modelled by ``HeadlessKeyframeAnimation``.
    package typealias CAKeyframeAnimation = HeadlessKeyframeAnimation
    /// UIKit's `CAMediaTimingFunction`, modelled by ``HeadlessMediaTimingFunction``.
    package typealias CAMediaTimingFunction = HeadlessMediaTimingFunction
    /// UIKit's `CAMediaTimingFillMode`, modelled by ``HeadlessFillMode``.
    package typealias CAMediaTimingFillMode = HeadlessFillMode
    /// UIKit's `CAAnimationCalculationMode`, modelled by ``HeadlessKeyframeAnimation/CalculationMode``.
    package typealias CAAnimationCalculationMode = HeadlessKeyframeAnimation.CalculationMode
    /// UIKit's `CATransform3D`, modelled by TransitionCore's `Matrix3D`.
    public typealias CATransform3D = Matrix3D
    /// UIKit's `CADisplayLink`, modelled by ``HeadlessDisplayLink``.
    package typealias CADisplayLink = HeadlessDisplayLink
    /// UIKit's `CAFrameRateRange`, modelled by ``HeadlessFrameRateRange``.
    package typealias CAFrameRateRange = HeadlessFrameRateRange

    /// `CACurrentMediaTime()`: the current environment's manual clock.
    @MainActor
    public func CACurrentMediaTime() -> TimeInterval {
        headlessCurrentMediaTime()
    }
#endif
