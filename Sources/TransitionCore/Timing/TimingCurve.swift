// PLACEHOLDER: replaced by the timing work.
public struct CubicBezier: Sendable, Hashable {
    public let x1, y1, x2, y2: Double
    public init?(x1: Double, y1: Double, x2: Double, y2: Double) { self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2 }
    public func value(at x: Double) -> Double { x }
}
public struct Spring: Sendable, Hashable {
    public let mass, stiffness, damping, initialVelocity: Double
    public init?(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.initialVelocity = initialVelocity
    }
    public init?(dampingRatio: Double, response: Double, mass: Double = 1, initialVelocity: Double = 0) {
        self.init(mass: mass, stiffness: 100, damping: 10, initialVelocity: initialVelocity)
    }
    public init?(uikitDamping damping: Double, initialVelocity: Double, duration: Double) {
        self.init(mass: 1, stiffness: 100, damping: 10, initialVelocity: initialVelocity)
    }
    public func value(at time: Double) -> Double { min(1, time) }
    public func velocity(at time: Double) -> Double { 0 }
    public var settlingDuration: Double { 1 }
}
public enum TimingCurve: Sendable, Hashable {
    case linear, easeIn, easeOut, easeInOut, systemDefault, cubicBezier(CubicBezier), spring(Spring)
    public func value(at fraction: Double) -> Double { fraction.isNaN ? 0 : min(max(fraction, 0), 1) }
    public init?(name: String) { self = .linear }
    public var name: String? { nil }
    public static let names = ["linear", "easeIn", "easeOut", "easeInOut", "default"]
    public var settlingDuration: Double? { nil }
}
public struct MediaTiming: Sendable, Hashable {
    public enum FillMode: Sendable, Hashable { case removed, forwards, backwards, both }
    public var beginTime: Double, duration: Double, speed: Double, timeOffset: Double
    public var repeatCount: Double = 0, autoreverses = false, fillMode: FillMode = .removed
    public init(beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0, repeatCount: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed) {
        self.beginTime = beginTime; self.duration = duration; self.speed = speed; self.timeOffset = timeOffset
        self.fillMode = fillMode
    }
    public func localTime(atParentTime t: Double) -> Double { (t - beginTime) * speed + timeOffset }
    public func isFinished(atParentTime t: Double) -> Bool { localTime(atParentTime: t) >= duration }
    public mutating func pause(atParentTime t: Double) { timeOffset = localTime(atParentTime: t); speed = 0 }
    public mutating func resume(atParentTime t: Double, speed: Double = 1) { timeOffset = localTime(atParentTime: t); beginTime = t; self.speed = speed }
    public mutating func scrub(toLocalTime time: Double) { speed = 0; timeOffset = time }
}
