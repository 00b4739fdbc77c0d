import DrawerTransition
import TabTransition
import TransitionUIKit

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUI
#endif

extension TransitionContainerViewController {
    /// A drawer container built on this container: `DrawerController(container: container)`. App code names it by
    /// this name, never by the types the drawer is generic over.
    public typealias Drawer = DrawerController<UIViewController, UIView>
    /// A tab container built on this container: `TabContainer(container: container)`.
    public typealias Tabs = TabContainer<UIViewController, UIView>
}
