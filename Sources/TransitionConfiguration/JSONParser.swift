import Foundation

/// A strict JSON parser (RFC 8259) that records where every key and value starts, so config diagnostics can point
/// at `line:column`, and that stays within ``ConfigLimits``: nesting is bounded before recursing, so no input can
/// overflow the stack.
///
/// It stops at the first syntax error (what follows a syntax error cannot be trusted), but keeps going past
/// duplicate keys, which it reports and drops (the first occurrence wins).
package struct JSONParser {
    /// A problem found while parsing.
    package struct Problem: Sendable, Hashable {
        /// What kind of problem.
        package enum Kind: Sendable, Hashable {
            case syntax
            case limitExceeded
            case duplicateKey
        }

        package var kind: Kind
        package var message: String
        package var path: ConfigPath
        package var location: ConfigLocation
    }

    /// The document (nil after a syntax error or exceeded limit) and every problem, in file order.
    package struct Result: Sendable {
        package var root: JSONNode?
        package var problems: [Problem]
        /// How many key comparisons and lookups duplicate detection made: tests check that it grows linearly.
        package var keyComparisons = 0
        /// Problems found beyond ``ConfigLimits/maximumDiagnostics``, counted but not kept.
        package var omittedProblems = 0
        /// Where the first problem not kept is.
        package var firstOmittedLocation: ConfigLocation?
    }

    /// Parses `data` as one JSON document.
    package static func parse(_ data: Data, limits: ConfigLimits = ConfigLimits()) -> Result {
        guard data.count <= limits.maximumBytes else {
            let problem = Problem(
                kind: .limitExceeded,
                message: "the file is \(data.count) bytes; configs are limited to \(limits.maximumBytes) bytes",
                path: .root, location: .start)
            return Result(root: nil, problems: [problem])
        }
        // Read in place: a copy of the bytes would sit beside the document being built (1.5 MB of the 10,000-rule
        // load's peak heap).
        return data.withUnsafeBytes { raw in
            var reader = Reader(raw.bindMemory(to: UInt8.self), limits: limits)
            return reader.document()
        }
    }

    struct Failure: Error {
        var kind: Problem.Kind
        var message: String
        var location: ConfigLocation
    }

    /// The parser's cursor over the bytes. Lives only inside `parse`, while the buffer is valid.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let limits: ConfigLimits
        var offset = 0
        var line = 1
        /// The scalar index where the current line starts.
        var lineStart = 0
        /// UTF-8 continuation bytes before `offset`: `offset - continuations` is the scalar index.
        var continuations = 0
        var depth = 0
        var valueCount = 0
        var path: [ConfigPath.Component] = []
        var problems: [Problem] = []
        var keyComparisons = 0
        var omittedProblems = 0
        var firstOmittedLocation: ConfigLocation?
        /// The members of the objects being read, innermost last: an object collects its members here and copies
        /// them out once, at its size, instead of growing an array of its own.
        var memberStack: [JSONMember] = []
        /// The same for arrays' elements.
        var elementStack: [JSONNode] = []

        init(_ bytes: UnsafeBufferPointer<UInt8>, limits: ConfigLimits) {
            self.bytes = bytes
            self.limits = limits
        }

        var location: ConfigLocation {
            ConfigLocation(line: line, column: offset - continuations - lineStart + 1)
        }

        var atEnd: Bool { offset >= bytes.count }

        func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func document() -> Result {
            // A UTF-8 byte order mark is not JSON, but editors on some systems write one: skip it.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                offset = 3
                lineStart = 3
            }
            do {
                let root = try root()
                return result(root)
            } catch {
                // The reader throws only `Failure`s (its functions are not declared `throws(Failure)`: a typed
                // `throw` crashes Swift 6.3 when it compiles against the iOS 17 SDK's standard library).
                let failure = error as? Failure ?? failure(String(describing: error))
                problems.append(
                    Problem(
                        kind: failure.kind, message: failure.message, path: ConfigPath(path),
                        location: failure.location))
                return result(nil)
            }
        }

        func result(_ root: JSONNode?) -> Result {
            Result(
                root: root, problems: problems, keyComparisons: keyComparisons, omittedProblems: omittedProblems,
                firstOmittedLocation: firstOmittedLocation)
        }

        /// The document's one value, with nothing but whitespace around it.
        mutating func root() throws -> JSONNode {
            skipWhitespace()
            guard !atEnd else {
                throw failure("the file is empty; a config is a JSON object such as {\"version\": 1}")
            }
            let root = try value()
            skipWhitespace()
            if !atEnd {
                throw failure(
                    "unexpected \(describeCharacter()) after the end of the JSON document; "
                        + "a config is one object")
            }
            return root
        }

        func failure(_ message: String, at location: ConfigLocation? = nil) -> Failure {
            Failure(kind: .syntax, message: message, location: location ?? self.location)
        }

        mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    offset += 1
                case UInt8(ascii: "\n"):
                    offset += 1
                    startLine()
                case UInt8(ascii: "\r"):
                    offset += 1
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
                    startLine()
                default:
                    return
                }
            }
        }

        mutating func startLine() {
            line += 1
            lineStart = offset - continuations
        }

        // MARK: Values

        mutating func value() throws -> JSONNode {
            skipWhitespace()
            guard let byte = peek() else { throw failure("unexpected end of input; expected a value") }
            valueCount += 1
            guard valueCount <= limits.maximumValues else {
                throw Failure(
                    kind: .limitExceeded,
                    message: "the document has more than \(limits.maximumValues) "
                        + "values; a config that large is not supported", location: location)
            }
            let start = location
            switch byte {
            case UInt8(ascii: "{"):
                return try object(at: start)
            case UInt8(ascii: "["):
                return try array(at: start)
            case UInt8(ascii: "\""):
                return JSONNode(.string(try string()), at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(.number(try number()), at: start)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                return JSONNode(try literal(), at: start)
            default:
                throw unexpectedValue()
            }
        }

        mutating func enterContainer() throws {
            depth += 1
            guard depth <= limits.maximumDepth else {
                throw Failure(
                    kind: .limitExceeded,
                    message: "arrays and objects are nested more than "
                        + "\(limits.maximumDepth) levels deep here; flatten the document", location: location)
            }
        }

        mutating func object(at start: ConfigLocation) throws -> JSONNode {
            try enterContainer()
            offset += 1
            // This object's members are memberStack[base...]: a member's value (which may be an object) is read
            // before the member is pushed, so inner objects have popped theirs by then.
            let base = memberStack.count
            var indices: [String: Int] = [:]
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                offset += 1
                depth -= 1
                return JSONNode(.object([]), at: start)
            }
            while true {
                skipWhitespace()
                guard let byte = peek() else {
                    throw failure("unexpected end of input; the object opened at \(start) is not closed")
                }
                guard byte == UInt8(ascii: "\"") else { throw unexpectedKey() }
                let keyLocation = location
                let key = try string()
                skipWhitespace()
                guard peek() == UInt8(ascii: ":") else {
                    throw atEnd
                        ? failure("unexpected end of input; expected ':' after the key \"\(abbreviated(key))\"")
                        : failure("expected ':' after the key \"\(abbreviated(key))\", found \(describeCharacter())")
                }
                offset += 1
                path.append(.key(key))
                let member = try value()
                path.removeLast()
                // Small objects (every object a config has) are checked without hashing; from 16 members on, a
                // table of each key's index makes every later key, duplicate or not, one lookup.
                let count = memberStack.count - base
                var first: Int?
                if count < 16 {
                    keyComparisons += count
                    first = memberStack[base...].firstIndex { $0.key == key }
                } else {
                    if indices.isEmpty {
                        keyComparisons += count
                        for index in base..<memberStack.count { indices[memberStack[index].key] = index }
                    }
                    keyComparisons += 1
                    first = indices[key]
                    if first == nil { indices[key] = memberStack.count }
                }
                if let first {
                    duplicate(key, first: memberStack[first].keyLocation, at: keyLocation)
                } else {
                    memberStack.append(JSONMember(key: key, keyLocation: keyLocation, value: member))
                }
                skipWhitespace()
                guard let next = peek() else {
                    throw failure("unexpected end of input; the object opened at \(start) is not closed")
                }
                if next == UInt8(ascii: ",") {
                    let comma = location
                    offset += 1
                    skipWhitespace()
                    if peek() == UInt8(ascii: "}") {
                        throw failure("trailing comma before '}'; remove the ','", at: comma)
                    }
                } else if next == UInt8(ascii: "}") {
                    offset += 1
                    break
                } else {
                    throw failure(
                        "expected ',' or '}' after the member \"\(abbreviated(key))\", found \(describeCharacter())")
                }
            }
            depth -= 1
            let members = Array(memberStack[base...])
            memberStack.removeSubrange(base...)
            return JSONNode(.object(members), at: start)
        }

        /// Reports `key` repeated at `location`, or only counts it once ``ConfigLimits/maximumDiagnostics`` problems
        /// are kept: a file of a million duplicates gives a hundred messages, not a million.
        mutating func duplicate(_ key: String, first: ConfigLocation, at location: ConfigLocation) {
            guard problems.count < limits.maximumDiagnostics else {
                if omittedProblems == 0 { firstOmittedLocation = location }
                omittedProblems += 1
                return
            }
            problems.append(
                Problem(
                    kind: .duplicateKey,
                    message: "duplicate key \"\(abbreviated(key))\" (first at \(first)); a key may appear once in an "
                        + "object: rename or remove one",
                    path: ConfigPath(path + [.key(key)]), location: location))
        }

        mutating func array(at start: ConfigLocation) throws -> JSONNode {
            try enterContainer()
            offset += 1
            let base = elementStack.count
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                offset += 1
                depth -= 1
                return JSONNode(.array([]), at: start)
            }
            while true {
                path.append(.index(elementStack.count - base))
                let element = try value()
                elementStack.append(element)
                path.removeLast()
                skipWhitespace()
                guard let next = peek() else {
                    throw failure("unexpected end of input; the array opened at \(start) is not closed")
                }
                if next == UInt8(ascii: ",") {
                    let comma = location
                    offset += 1
                    skipWhitespace()
                    if peek() == UInt8(ascii: "]") {
                        throw failure("trailing comma before ']'; remove the ','", at: comma)
                    }
                } else if next == UInt8(ascii: "]") {
                    offset += 1
                    break
                } else {
                    throw failure("expected ',' or ']' after an array element, found \(describeCharacter())")
                }
            }
            depth -= 1
            let elements = Array(elementStack[base...])
            elementStack.removeSubrange(base...)
            return JSONNode(.array(elements), at: start)
        }
    }
}
