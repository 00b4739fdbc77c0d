import ContainerTransformTransition
import Foundation
import HeadlessUI
import TransitionUIKit

// A grid cell grows into a photo in the UIKit layer's container on HeadlessUI's model, with nothing but this product,
// TransitionUIKit and HeadlessUI.
MainActor.assumeIsolated {
    let ui = HeadlessEnvironment()
    let window = ui.makeWindow()
    let container = TransitionContainerViewController(identifier: "Browser")
    let grid = ui.makeViewController("Grid")
    let photo = ui.makeViewController("Photo")
    let cell = HeadlessView(name: "cell", frame: CGRect(x: 20, y: 300, width: 100, height: 100), environment: ui)
    cell.transitionElement = "photo"
    grid.view.addSubview(cell)
    let picture = HeadlessView(name: "photo", frame: CGRect(x: 0, y: 100, width: 390, height: 300), environment: ui)
    picture.transitionElement = "photo"
    photo.view.addSubview(picture)
    ui.perform {
        window.rootViewController = container
        container.viewControllers = [grid, photo]
    }
    container.engine.defaultAnimator = ContainerTransformAnimator(element: "photo")
    ui.perform { container.selectedIndex = 1 }
    let standIn = container.contentView.subviews.last { $0.subviews.allSatisfy { $0 is HeadlessSnapshotView } }
    let start = standIn?.frame ?? .zero
    ui.clock.runUntilIdle()
    let back = !cell.isHidden && !picture.isHidden && container.contentView.subviews.count == 1
    guard start == cell.frame, container.selectedIndex == 1, back else {
        print("container-transform: FAILED (stand-in started at \(start), elements back: \(back))")
        exit(1)
    }
    print("container-transform: the stand-in started on the cell at \(start) and both elements show again")
}
