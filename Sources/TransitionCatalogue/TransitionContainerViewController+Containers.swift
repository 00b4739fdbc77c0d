import DrawerTransition
import TabTransition
import TransitionUIKit

extension TransitionContainerViewController {
    /// A drawer container built on this container: `DrawerController(container: container)`. App code names it by
    /// this name, never by the host type the drawer is generic over.
    public typealias Drawer = DrawerController<Host>
    /// A tab container built on this container: `TabContainer(container: container)`.
    public typealias Tabs = TabContainer<Host>
}
