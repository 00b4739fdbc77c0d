import Foundation
import TransitionCore

extension ViewState {
    /// Whether a person would see no difference between the two states: frames within half a point, alpha within
    /// 0.01, the same transform, corners and shadow within half a point and 0.01.
    func isClose(to other: ViewState) -> Bool {
        func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool { abs(a - b) <= tolerance }
        return near(frame.minX, other.frame.minX, 0.5) && near(frame.minY, other.frame.minY, 0.5)
            && near(frame.width, other.frame.width, 0.5) && near(frame.height, other.frame.height, 0.5)
            && near(alpha, other.alpha, 0.01) && transform == other.transform && isHidden == other.isHidden
            && near(cornerRadius, other.cornerRadius, 0.5) && near(shadow.opacity, other.shadow.opacity, 0.01)
            && near(shadow.radius, other.shadow.radius, 0.5)
    }
}
