import Foundation

package func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
}

/// One parameter an animator declares: what the registry checks, the CLI lists and the docs show.
public struct AnimatorParameter: Sendable, Hashable {
    /// The key in a config's animator object (`"direction"`).
    public var name: String
    /// The allowed type and range.
    public var type: ParameterType
    /// The value used when the parameter is left out.
    public var defaultValue: ParameterValue
    /// One line of documentation.
    public var summary: String

    /// Declares a parameter.
    public init(_ name: String, _ type: ParameterType, default defaultValue: ParameterValue, _ summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// Checks a value against the type; returns the problem, or nil when it is valid.
    public func problem(with value: ParameterValue) -> ParameterProblem? {
        func wrongType() -> ParameterProblem {
            ParameterProblem(parameter: name, kind: .wrongType(expected: type.description, got: value.typeName))
        }
        switch type {
        case let .number(range):
            guard case let .number(number) = value else { return wrongType() }
            guard number.isFinite else {
                return ParameterProblem(parameter: name, kind: .outOfRange(allowed: type.description, got: "\(number)"))
            }
            if let range, !range.contains(number) {
                return ParameterProblem(
                    parameter: name, kind: .outOfRange(allowed: type.description, got: format(number)))
            }
            return nil
        case let .integer(range):
            guard case let .number(number) = value else { return wrongType() }
            guard number.isFinite, number == number.rounded(), number >= Double(range.lowerBound),
                number <= Double(range.upperBound)
            else {
                return ParameterProblem(parameter: name, kind: .outOfRange(allowed: type.description, got: "\(value)"))
            }
            return nil
        case .bool:
            guard case .bool = value else { return wrongType() }
            return nil
        case let .choice(values):
            guard case let .string(text) = value else { return wrongType() }
            guard values.contains(text) else {
                return ParameterProblem(
                    parameter: name,
                    kind: .notAllowed(
                        got: text, valid: values, suggestion: suggestion(for: text, among: values)))
            }
            return nil
        case .identifier:
            guard case let .string(text) = value else { return wrongType() }
            guard !text.isEmpty else {
                return ParameterProblem(parameter: name, kind: .outOfRange(allowed: type.description, got: "\"\""))
            }
            return nil
        case .curve:
            do {
                _ = try TimingCurve(parameterValue: value)
                return nil
            } catch {
                guard case let .invalidCurve(kind) = error as? TransitionError else {
                    return ParameterProblem(parameter: name, kind: .malformed("\(error)"))
                }
                return ParameterProblem(parameter: name, kind: kind)
            }
        }
    }
}

/// The closest of `candidates` to `word` (edit distance ≤ 2, or ≤ a third of its length), for "did you mean".
///
/// Words longer than ``maximumSuggestionWordBytes`` get no suggestion: nobody mistypes a name that long, and
/// comparing it would cost time in proportion to its length times every candidate's.
package func suggestion(for word: String, among candidates: [String]) -> String? {
    var work = 0
    return suggestion(for: word, among: candidates, work: &work)
}

/// The longest word, in UTF-8 bytes, that `suggestion(for:among:)` looks for a near match of.
package let maximumSuggestionWordBytes = 64

/// `suggestion(for:among:)` with its work bounded: `work` grows by one for each candidate looked at and by the
/// cells of each edit distance computed, and the search stops once it has grown by `budget`, answering with the
/// best candidate seen so far. Candidates whose length alone puts them out of reach cost one unit each.
package func suggestion(for word: String, among candidates: [String], work: inout Int, budget: Int = 250_000) -> String? {
    guard word.utf8.count <= maximumSuggestionWordBytes else { return nil }
    let wordCount = word.count
    let lowered = Array(word.lowercased())
    let reach = max(2, wordCount / 3)
    let start = work
    var best: (String, Int)?
    for candidate in candidates {
        guard work - start < budget else { break }
        work += 1
        // The edit distance is at least the difference in length, and a candidate's length in characters lies
        // between its UTF-8 byte count / 4 and that count: most candidates out of reach are skipped without
        // allocating. An ASCII one's length is exact.
        let bytes = candidate.utf8.count
        guard bytes >= wordCount - reach, bytes <= 4 * (wordCount + reach) else { continue }
        if bytes > wordCount + reach {
            work += bytes
            if candidate.utf8.allSatisfy({ $0 < 0x80 }) { continue }
        }
        let other = Array(candidate.lowercased())
        guard abs(other.count - lowered.count) <= reach else { continue }
        work += lowered.count * other.count
        let distance = editDistance(lowered, other)
        if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.1 <= reach, best.1 < max(wordCount, 1) else { return nil }
    return best.0
}

func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b))
}

func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// `text` as messages quote it: whole when it is at most `length` characters, otherwise its first `length`
/// characters and "…", so a hostile megabyte-long name cannot make every diagnostic a megabyte long.
package func abbreviated(_ text: String, to length: Int = 40) -> String {
    // Fewer bytes than the limit means fewer characters too, and costs nothing to check.
    guard text.utf8.count > length,
        let end = text.index(text.startIndex, offsetBy: length, limitedBy: text.endIndex), end < text.endIndex
    else { return text }
    return text[..<end] + "…"
}
