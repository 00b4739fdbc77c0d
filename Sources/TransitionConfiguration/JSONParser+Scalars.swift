import Foundation

/// Scalars: numbers (RFC 8259's grammar, exact integers without a text round trip) and strings (every escape,
/// surrogate pairs, strict UTF-8).
extension JSONParser.Reader {
    mutating func number() throws -> Double {
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

    mutating func string() throws -> String {
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
    mutating func escape(into buffer: inout [UInt8]) throws {
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

    mutating func hex4(escapeAt start: ConfigLocation) throws -> UInt32 {
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
