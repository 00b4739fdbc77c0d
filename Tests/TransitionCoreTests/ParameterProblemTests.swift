import Testing
import TransitionCore

struct ParameterProblemTests {
    @Test func wrongTypeMessagesReadAsEnglish() {
        let choice = ParameterProblem(
            parameter: "direction", kind: .wrongType(expected: "one of \"left\", \"right\"", got: "array"))
        #expect(choice.description == "parameter 'direction' must be one of \"left\", \"right\", not an array")
        let number = ParameterProblem(
            parameter: "duration", kind: .wrongType(expected: "number in 0...10", got: "object"))
        #expect(number.description == "parameter 'duration' must be a number in 0...10, not an object")
        let null = ParameterProblem(parameter: "width", kind: .wrongType(expected: "number", got: "null"))
        #expect(null.description == "parameter 'width' must be a number, not null")
    }
}
