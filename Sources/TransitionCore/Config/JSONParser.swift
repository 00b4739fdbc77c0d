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
        let bytes = [UInt8](data)
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(buffer, limits: limits)
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
            do throws(Failure) {
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
                return Result(root: root, problems: problems)
            } catch {
                problems.append(
                    Problem(
                        kind: error.kind, message: error.message, path: ConfigPath(path),
                        location: error.location))
                return Result(root: nil, problems: problems)
            }
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

        mutating func value() throws(Failure) -> JSONNode {
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

        mutating func enterContainer() throws(Failure) {
            depth += 1
            guard depth <= limits.maximumDepth else {
                throw Failure(
                    kind: .limitExceeded,
                    message: "arrays and objects are nested more than "
                        + "\(limits.maximumDepth) levels deep here; flatten the document", location: location)
            }
        }

        mutating func object(at start: ConfigLocation) throws(Failure) -> JSONNode {
            try enterContainer()
            offset += 1
            var members: [JSONMember] = []
            var keys: Set<String> = []
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
                        ? failure("unexpected end of input; expected ':' after the key \"\(key)\"")
                        : failure("expected ':' after the key \"\(key)\", found \(describeCharacter())")
                }
                offset += 1
                path.append(.key(key))
                let member = try value()
                path.removeLast()
                // Small objects (every object a config has) are checked without hashing.
                let isDuplicate: Bool
                if members.count < 16 {
                    isDuplicate = members.contains { $0.key == key }
                } else {
                    if keys.isEmpty { keys = Set(members.map(\.key)) }
                    isDuplicate = !keys.insert(key).inserted
                }
                if isDuplicate, let first = members.first(where: { $0.key == key }) {
                    problems.append(
                        Problem(
                            kind: .duplicateKey,
                            message: "duplicate key \"\(key)\" (first at \(first.keyLocation)); a key may appear once "
                                + "in an object: rename or remove one",
                            path: ConfigPath(path + [.key(key)]), location: keyLocation))
                } else {
                    members.append(JSONMember(key: key, keyLocation: keyLocation, value: member))
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
                    throw failure("expected ',' or '}' after the member \"\(key)\", found \(describeCharacter())")
                }
            }
            depth -= 1
            return JSONNode(.object(members), at: start)
        }

        mutating func array(at start: ConfigLocation) throws(Failure) -> JSONNode {
            try enterContainer()
            offset += 1
            var elements: [JSONNode] = []
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                offset += 1
                depth -= 1
                return JSONNode(.array([]), at: start)
            }
            while true {
                path.append(.index(elements.count))
                elements.append(try value())
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
            return JSONNode(.array(elements), at: start)
        }

        mutating func literal() throws(Failure) -> JSONNode.Value {
            for (word, value) in [("true", JSONNode.Value.bool(true)), ("false", .bool(false)), ("null", .null)] {
                let utf8 = word.utf8
                if bytes.count - offset >= utf8.count, !isWordByte(at: offset + utf8.count),
                    zip(utf8, bytes[offset..<offset + utf8.count]).allSatisfy({ $0 == $1 })
                {
                    offset += utf8.count
                    return value
                }
            }
            throw unexpectedValue()
        }

        func isWordByte(at index: Int) -> Bool {
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }

        /// The bare word at the cursor (`True`, `NaN`, `name`), for messages.
        func word() -> String? {
            var end = offset
            while isWordByte(at: end), end - offset < 40 { end += 1 }
            guard end > offset else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        }

        func unexpectedValue() -> Failure {
            switch peek() {
            case UInt8(ascii: "/"):
                return failure("comments are not allowed in JSON; use a \"$comment\" key instead")
            case UInt8(ascii: "'"):
                return failure("strings must be in double quotes, not single quotes")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                return failure("expected a value, found \(describeCharacter())")
            default:
                if let word = word() {
                    return failure(
                        "unexpected '\(word)'; expected a value (an object, array, string in double "
                            + "quotes, number, true, false or null)")
                }
                return failure("expected a value, found \(describeCharacter())")
            }
        }

        func unexpectedKey() -> Failure {
            switch peek() {
            case UInt8(ascii: "'"):
                return failure("object keys must be strings in double quotes, not single quotes")
            case UInt8(ascii: "/"):
                return failure("comments are not allowed in JSON; use a \"$comment\" key instead")
            case UInt8(ascii: "}"):
                return failure("expected a key in double quotes, found '}'")
            default:
                if let word = word() { return failure("object keys must be strings in double quotes: \"\(word)\"") }
                return failure("expected a key in double quotes, found \(describeCharacter())")
            }
        }

        /// `'x'` for the character at the cursor (or "the end of the input").
        func describeCharacter() -> String {
            guard offset < bytes.count else { return "the end of the input" }
            let end = min(offset + 4, bytes.count)
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
            guard let scalar = text.unicodeScalars.first else { return "a byte" }
            if scalar.value < 0x20 || scalar == "\u{FFFD}" {
                return "byte 0x" + String(bytes[offset], radix: 16, uppercase: true)
            }
            return "'\(Character(scalar))'"
        }

        // MARK: Numbers

        mutating func number() throws(Failure) -> Double {
            let begin = offset
            let start = location
            func isDigit(_ byte: UInt8?) -> Bool {
                guard let byte else { return false }
                return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
            if peek() == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(peek()) else { throw failure("'-' must be followed by a digit") }
            if peek() == UInt8(ascii: "0") {
                offset += 1
                if isDigit(peek()) { throw failure("numbers cannot have leading zeros", at: start) }
            } else {
                while isDigit(peek()) { offset += 1 }
            }
            var isInteger = true
            if peek() == UInt8(ascii: ".") {
                offset += 1
                guard isDigit(peek()) else { throw failure("a '.' in a number must be followed by a digit") }
                while isDigit(peek()) { offset += 1 }
                isInteger = false
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                offset += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
                guard isDigit(peek()) else { throw failure("a number's exponent must have digits") }
                while isDigit(peek()) { offset += 1 }
                isInteger = false
            }
            let digits = UnsafeBufferPointer(rebasing: bytes[begin..<offset])
            // Integers of up to 16 characters fit an Int and convert to the nearest Double: skip the text.
            if isInteger, digits.count <= 16 {
                var value = 0
                for byte in digits where byte != UInt8(ascii: "-") { value = value * 10 + Int(byte - 48) }
                return Double(digits[0] == UInt8(ascii: "-") ? -value : value)
            }
            let text = String(decoding: digits, as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                throw failure("the number \(text) is too large", at: start)
            }
            return value
        }

        // MARK: Strings

        mutating func string() throws(Failure) -> String {
            let open = location
            offset += 1
            var runStart = offset
            var decoded: [UInt8]?
            while true {
                guard offset < bytes.count else {
                    throw failure("unterminated string; close it with '\"'", at: open)
                }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    let run = UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
                    offset += 1
                    guard var decoded else { return String(decoding: run, as: UTF8.self) }
                    decoded.append(contentsOf: run)
                    return String(decoding: decoded, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") {
                    var buffer = decoded ?? []
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                    try escape(into: &buffer)
                    decoded = buffer
                    runStart = offset
                    continue
                }
                if byte < 0x20 {
                    if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                        throw failure(
                            "unterminated string: it runs into a line break; close it with '\"' or "
                                + "write the break as \\n", at: open)
                    }
                    throw failure(
                        "control character U+00\(byte < 0x10 ? "0" : "")"
                            + "\(String(byte, radix: 16, uppercase: true)) in a string; write it as an escape "
                            + "(\\t, \\n, \\u00XX)")
                }
                if byte < 0x80 {
                    offset += 1
                    continue
                }
                guard let length = utf8Length(at: offset) else {
                    throw failure("invalid UTF-8 in a string; save the file as UTF-8")
                }
                continuations += length - 1
                offset += length
            }
        }

        /// Decodes the escape at the cursor (a backslash) into `buffer` as UTF-8.
        mutating func escape(into buffer: inout [UInt8]) throws(Failure) {
            let start = location
            offset += 1
            guard let byte = peek() else { throw failure("unterminated string; close it with '\"'") }
            offset += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                let unit = try hex4(escapeAt: start)
                var scalarValue = unit
                if (0xD800...0xDBFF).contains(unit) {
                    guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"),
                        bytes[offset + 1] == UInt8(ascii: "u")
                    else {
                        throw failure(
                            "lone high surrogate \\u\(hex(unit)); it must be followed by a low surrogate "
                                + "(\\uDC00–\\uDFFF) to form one character", at: start)
                    }
                    offset += 2
                    let low = try hex4(escapeAt: start)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw failure(
                            "high surrogate \\u\(hex(unit)) is followed by \\u\(hex(low)), which is not a "
                                + "low surrogate (\\uDC00–\\uDFFF)", at: start)
                    }
                    scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(unit) {
                    throw failure(
                        "lone low surrogate \\u\(hex(unit)); it must follow a high surrogate "
                            + "(\\uD800–\\uDBFF)", at: start)
                }
                guard let scalar = Unicode.Scalar(scalarValue) else {
                    throw failure("invalid \\u escape", at: start)
                }
                if let encoded = UTF8.encode(scalar) { buffer.append(contentsOf: encoded) }
            default:
                offset -= 1
                throw failure(
                    "invalid escape \(describeEscape(byte)); the escapes are \\\" \\\\ \\/ \\b \\f \\n "
                        + "\\r \\t and \\uXXXX", at: start)
            }
        }

        func describeEscape(_ byte: UInt8) -> String {
            guard byte >= 0x20, byte < 0x7F else { return "'\\' before \(describeCharacter())" }
            return "'\\\(Character(Unicode.Scalar(byte)))'"
        }

        func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        mutating func hex4(escapeAt start: ConfigLocation) throws(Failure) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = peek() else { throw failure("unterminated string; close it with '\"'") }
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw failure("\\u must be followed by four hexadecimal digits", at: start)
                }
                value = value << 4 | UInt32(digit)
                offset += 1
            }
            return value
        }

        /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629: no overlongs, no surrogates), or nil.
        func utf8Length(at index: Int) -> Int? {
            func continuation(_ at: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                at < bytes.count && range.contains(bytes[at])
            }
            switch bytes[index] {
            case 0xC2...0xDF:
                return continuation(index + 1) ? 2 : nil
            case 0xE0:
                return continuation(index + 1, 0xA0...0xBF) && continuation(index + 2) ? 3 : nil
            case 0xE1...0xEC, 0xEE...0xEF:
                return continuation(index + 1) && continuation(index + 2) ? 3 : nil
            case 0xED:
                return continuation(index + 1, 0x80...0x9F) && continuation(index + 2) ? 3 : nil
            case 0xF0:
                return continuation(index + 1, 0x90...0xBF) && continuation(index + 2) && continuation(index + 3)
                    ? 4 : nil
            case 0xF1...0xF3:
                return continuation(index + 1) && continuation(index + 2) && continuation(index + 3) ? 4 : nil
            case 0xF4:
                return continuation(index + 1, 0x80...0x8F) && continuation(index + 2) && continuation(index + 3)
                    ? 4 : nil
            default:
                return nil
            }
        }
    }
}
