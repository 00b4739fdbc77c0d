import Foundation
import Testing

@testable import TransitionCore

@Suite("Typed parameters")
struct TypedParameterTests {
    enum Mode: String, CaseIterable, ParameterRepresentable {
        case calm
        case brisk = "brisk-mode"
    }

    static let mode = Parameter("mode", default: Mode.calm, "How.")
    static let amount = Parameter("amount", in: 0...1, default: 0.5, "How much.")
    static let count = Parameter("count", integersIn: 1...4, default: 2, "How many.")
    static let flag = Parameter("flag", default: false, "Whether.")
    static let curve = Parameter("curve", default: TimingCurve.easeOut, "The curve.")
    static let descriptor = AnimatorDescriptor(
        name: "typed", summary: "Typed.", parameters: [mode, amount, count, flag, curve])

    @Test("each declaration is the untyped declaration it stands for")
    func declarations() {
        #expect(
            Self.mode.declaration
                == AnimatorParameter("mode", .choice(["calm", "brisk-mode"]), default: "calm", "How."))
        #expect(Self.amount.declaration == AnimatorParameter("amount", .number(0...1), default: 0.5, "How much."))
        #expect(Self.count.declaration == AnimatorParameter("count", .integer(1...4), default: 2, "How many."))
        #expect(Self.flag.declaration == AnimatorParameter("flag", .bool, default: false, "Whether."))
        #expect(Self.curve.declaration == AnimatorParameter("curve", .curve, default: "easeOut", "The curve."))
        #expect(Self.descriptor.parameters.map(\.name) == ["mode", "amount", "count", "flag", "curve"])
    }

    @Test("checked values read back typed; left-out ones are the defaults")
    func reads() throws {
        let parameters = try Self.descriptor.check([
            "mode": "brisk-mode", "amount": 0.25, "count": 3, "curve": [0.1, 0.2, 0.3, 1],
        ])
        #expect(parameters[Self.mode] == .brisk)
        #expect(parameters[Self.amount] == 0.25)
        #expect(parameters[Self.count] == 3)
        #expect(parameters[Self.flag] == false)
        #expect(parameters[Self.curve] == .cubicBezier(try #require(CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1))))
        let defaults = Self.descriptor.defaultParameters
        #expect(defaults[Self.mode] == .calm && defaults[Self.amount] == 0.5 && defaults[Self.curve] == .easeOut)
    }

    @Test("a value the declaration refuses is a problem, not a silent default")
    func refusals() {
        #expect(throws: TransitionError.self) { try Self.descriptor.check(["mode": "frantic"]) }
        #expect(throws: TransitionError.self) { try Self.descriptor.check(["count": 2.5]) }
        #expect(throws: TransitionError.self) { try Self.descriptor.check(["amout": 0.1]) }
    }
}
