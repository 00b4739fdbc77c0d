import Foundation
import HeadlessUI
import TransitionCore

/// The result of running the conformance suite on one animator: every check that ran, and what failed.
public struct ConformanceReport: Sendable, CustomStringConvertible {
    /// The animator's name.
    public var animator: String
    /// The checks that ran, in order.
    public var checks: [String] = []
    /// What failed, each with the check's name; empty when the animator conforms.
    public var failures: [String] = []

    /// Whether every check passed.
    public var passed: Bool { failures.isEmpty }

    /// An empty report for `animator`.
    package init(animator: String) {
        self.animator = animator
    }

    /// A summary: the checks and every failure.
    public var description: String {
        let head = "\(animator): \(checks.count) checks, \(failures.count) failed"
        return ([head] + failures.map { "  ✘ \($0)" }).joined(separator: "\n")
    }

    mutating func check(_ name: String, _ condition: Bool, _ detail: @autoclosure () -> String = "") {
        if !checks.contains(name) { checks.append(name) }
        if !condition { failures.append(detail().isEmpty ? name : "\(name): \(detail())") }
    }
}
