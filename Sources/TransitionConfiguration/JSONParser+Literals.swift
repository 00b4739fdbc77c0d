import Foundation

/// Literals (`true`, `false`, `null`), and what the messages say about a byte the grammar did not expect.
extension JSONParser.Reader {
    mutating func literal() throws -> JSONNode.Value {
        let word: StaticString
        let value: JSONNode.Value
        switch bytes[offset] {
        case UInt8(ascii: "t"): (word, value) = ("true", .bool(true))
        case UInt8(ascii: "f"): (word, value) = ("false", .bool(false))
        default: (word, value) = ("null", .null)
        }
        let length = word.utf8CodeUnitCount
        if bytes.count - offset >= length, !isWordByte(at: offset + length),
            (0..<length).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] })
        {
            offset += length
            return value
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

    func unexpectedValue() -> JSONParser.Failure {
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

    func unexpectedKey() -> JSONParser.Failure {
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
}
