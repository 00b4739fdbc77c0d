import Foundation
import Testing
import TransitionConfiguration

@Suite("Config JSON parser")
struct ConfigParserTests {
    func parse(_ text: String, limits: ConfigLimits = ConfigLimits()) -> JSONParser.Result {
        JSONParser.parse(Data(text.utf8), limits: limits)
    }

    func root(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONNode {
        let result = parse(text)
        #expect(result.problems.isEmpty, "\(result.problems)", sourceLocation: sourceLocation)
        return try #require(result.root, sourceLocation: sourceLocation)
    }

    /// The one problem of `text`, as `line:column kind path: message`.
    func failure(_ text: String, limits: ConfigLimits = ConfigLimits()) -> String {
        let result = parse(text, limits: limits)
        guard result.root == nil, let problem = result.problems.last else { return "parsed" }
        return "\(problem.location) \(problem.kind) \(problem.path): \(problem.message)"
    }

    func string(_ node: JSONNode?) -> String? { node?.string }

    @Test func everyKeyAndValueHasItsLineAndColumn() throws {
        let node = try root(
            """
            {
              "a": [1, "x"],
              "b": {"c": null}
            }
            """)
        #expect(node.location == ConfigLocation(line: 1, column: 1))
        let a = try #require(node.member("a"))
        #expect(a.keyLocation == ConfigLocation(line: 2, column: 3))
        #expect(a.value.location == ConfigLocation(line: 2, column: 8))
        guard case let .array(elements) = a.value.value else { Issue.record("not an array"); return }
        #expect(elements.map(\.location) == [ConfigLocation(line: 2, column: 9), ConfigLocation(line: 2, column: 12)])
        let b = try #require(node.member("b"))
        #expect(b.keyLocation == ConfigLocation(line: 3, column: 3))
        let c = try #require(b.value.member("c"))
        #expect(c.keyLocation == ConfigLocation(line: 3, column: 9))
        #expect(c.value.location == ConfigLocation(line: 3, column: 14))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let node = try root(#"{"🏠": 1, "é": 2}"#)
        #expect(node.member("🏠")?.value.location == ConfigLocation(line: 1, column: 7))
        #expect(node.member("é")?.keyLocation == ConfigLocation(line: 1, column: 10))
        #expect(node.member("é")?.value.location == ConfigLocation(line: 1, column: 15))
    }

    @Test func crlfAndLoneCarriageReturnsEndLines() throws {
        let node = try root("{\r\n\"a\": 1,\r\"b\":\n 2}")
        #expect(node.member("a")?.keyLocation == ConfigLocation(line: 2, column: 1))
        #expect(node.member("a")?.value.location == ConfigLocation(line: 2, column: 6))
        #expect(node.member("b")?.keyLocation == ConfigLocation(line: 3, column: 1))
        #expect(node.member("b")?.value.location == ConfigLocation(line: 4, column: 2))
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let node = try root("\u{FEFF}{\"a\": 1}")
        #expect(node.location == ConfigLocation(line: 1, column: 1))
        #expect(node.member("a")?.keyLocation == ConfigLocation(line: 1, column: 2))
    }

    @Test func everySimpleEscapeDecodes() throws {
        let node = try root(#"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u00E9", "plain", "\u0000"]"#)
        guard case let .array(elements) = node.value else { Issue.record("not an array"); return }
        #expect(elements.map(\.string) == ["\"\\/\u{8}\u{C}\n\r\t", "Aéé", "plain", "\u{0}"])
    }

    @Test func surrogatePairsDecodeToOneCharacter() throws {
        let node = try root(#"["\ud83c\udfe0", "\uD83C\uDFE0 home", "a\uD834\uDD1Eb"]"#)
        guard case let .array(elements) = node.value else { Issue.record("not an array"); return }
        #expect(elements.map(\.string) == ["🏠", "🏠 home", "a𝄞b"])
        #expect(elements[0].string?.unicodeScalars.count == 1)
    }

    @Test func loneAndMismatchedSurrogatesAreErrorsAtTheEscape() {
        #expect(
            failure(#"{"a": "x\ud83c"}"#) == "1:9 syntax a: lone high surrogate \\uD83C; it must be followed by a "
                + "low surrogate (\\uDC00–\\uDFFF) to form one character")
        #expect(failure(#"{"a": "\ud83cz"}"#).hasPrefix("1:8 syntax a: lone high surrogate \\uD83C"))
        #expect(
            failure(#"{"a": "\udfe0"}"#) == "1:8 syntax a: lone low surrogate \\uDFE0; it must follow a high "
                + "surrogate (\\uD800–\\uDBFF)")
        #expect(
            failure(#"["\ud83c\u0041"]"#) == "1:3 syntax [0]: high surrogate \\uD83C is followed by \\u0041, "
                + "which is not a low surrogate (\\uDC00–\\uDFFF)")
    }

    @Test func badEscapesAreErrorsAtTheBackslash() {
        #expect(
            failure(#"{"a": "ab\x"}"#) == "1:10 syntax a: invalid escape '\\x'; the escapes are \\\" \\\\ \\/ "
                + "\\b \\f \\n \\r \\t and \\uXXXX")
        #expect(failure(#"["\u12G4"]"#) == "1:3 syntax [0]: \\u must be followed by four hexadecimal digits")
    }

    @Test func malformedDocumentsReportTheSpotAndWhatToDo() {
        let cases: [(String, String)] = [
            (#"{"a": 1,}"#, "1:8 syntax (root): trailing comma before '}'; remove the ','"),
            ("[\n  1,\n  ]", "2:4 syntax (root): trailing comma before ']'; remove the ','"),
            (#"{"a" 1}"#, "1:6 syntax (root): expected ':' after the key \"a\", found '1'"),
            (
                #"{"a": tru}"#,
                "1:7 syntax a: unexpected 'tru'; expected a value (an object, array, string in "
                    + "double quotes, number, true, false or null)"
            ),
            (
                #"[truex]"#,
                "1:2 syntax [0]: unexpected 'truex'; expected a value (an object, array, string in "
                    + "double quotes, number, true, false or null)"
            ),
            ("[1 2]", "1:4 syntax (root): expected ',' or ']' after an array element, found '2'"),
            (#"{"a": 1 "b": 2}"#, "1:9 syntax (root): expected ',' or '}' after the member \"a\", found '\"'"),
            (#"{"a": 01}"#, "1:7 syntax a: numbers cannot have leading zeros"),
            (#"{"a": -}"#, "1:8 syntax a: '-' must be followed by a digit"),
            (#"{"a": 1.}"#, "1:9 syntax a: a '.' in a number must be followed by a digit"),
            (#"{"a": 1e}"#, "1:9 syntax a: a number's exponent must have digits"),
            (#"{"a": 1e999}"#, "1:7 syntax a: the number 1e999 is too large"),
            (
                "{\"a\": \"x\ny\"}",
                "1:7 syntax a: unterminated string: it runs into a line break; close it with '\"' "
                    + "or write the break as \\n"
            ),
            (
                "{\"a\": \"x\ty\"}",
                "1:9 syntax a: control character U+0009 in a string; write it as an escape (\\t, "
                    + "\\n, \\u00XX)"
            ),
            (#"{"a": "abc"#, "1:7 syntax a: unterminated string; close it with '\"'"),
            (
                #"{"a": 1} x"#,
                "1:10 syntax (root): unexpected 'x' after the end of the JSON document; a config is one "
                    + "object"
            ),
            ("", "1:1 syntax (root): the file is empty; a config is a JSON object such as {\"version\": 1}"),
            (" \n ", "2:2 syntax (root): the file is empty; a config is a JSON object such as {\"version\": 1}"),
            (#"{"a": 1"#, "1:8 syntax (root): unexpected end of input; the object opened at 1:1 is not closed"),
            (#"{"a": [1, 2"#, "1:12 syntax a: unexpected end of input; the array opened at 1:7 is not closed"),
            (#"{"a": "#, "1:7 syntax a: unexpected end of input; expected a value"),
            ("// settings\n{}", "1:1 syntax (root): comments are not allowed in JSON; use a \"$comment\" key instead"),
            (#"{'a': 1}"#, "1:2 syntax (root): object keys must be strings in double quotes, not single quotes"),
            (#"{a: 1}"#, "1:2 syntax (root): object keys must be strings in double quotes: \"a\""),
            (#"{"a": 'x'}"#, "1:7 syntax a: strings must be in double quotes, not single quotes"),
            (
                #"{"transitions": [{"from": NaN}]}"#,
                "1:27 syntax transitions[0].from: unexpected 'NaN'; expected a "
                    + "value (an object, array, string in double quotes, number, true, false or null)"
            ),
            (#"[1, ]"#, "1:3 syntax (root): trailing comma before ']'; remove the ','"),
            (#"[,]"#, "1:2 syntax [0]: expected a value, found ','"),
        ]
        for (text, expected) in cases {
            #expect(failure(text) == expected, "\(text)")
        }
    }

    @Test func invalidUTF8InAStringIsAnErrorAtTheByte() {
        var bytes = Array(#"{"a": "ab"#.utf8)
        bytes += [0xC3, 0x28]  // a lead byte followed by a non-continuation byte
        bytes += Array(#""}"#.utf8)
        let result = JSONParser.parse(Data(bytes))
        #expect(result.root == nil)
        #expect(result.problems.map(\.location) == [ConfigLocation(line: 1, column: 10)])
        #expect(result.problems.first?.message == "invalid UTF-8 in a string; save the file as UTF-8")
        // An encoded surrogate (ED A0 80) is not valid UTF-8 either.
        let surrogate = JSONParser.parse(Data([0x22, 0xED, 0xA0, 0x80, 0x22]))
        #expect(surrogate.problems.first?.message == "invalid UTF-8 in a string; save the file as UTF-8")
    }

    @Test func numbersParseExactly() throws {
        let node = try root("[0, -0.5, 1e3, 2.5E-1, 12345678901234567, -42, 9007199254740993]")
        guard case let .array(elements) = node.value else { Issue.record("not an array"); return }
        let numbers = elements.map { element -> Double? in
            if case let .number(value) = element.value { return value }
            return nil
        }
        #expect(numbers == [0, -0.5, 1000, 0.25, 12_345_678_901_234_568, -42, 9_007_199_254_740_992])
    }

    @Test func duplicateKeysAreReportedAndTheFirstWins() throws {
        let result = parse(#"{"a": 1, "b": {"c": 1, "c": 2}, "a": 3}"#)
        let node = try #require(result.root)
        #expect(
            result.problems.map { "\($0.location) \($0.kind) \($0.path)" } == [
                "1:24 duplicateKey b.c", "1:33 duplicateKey a",
            ])
        #expect(
            result.problems.first?.message == "duplicate key \"c\" (first at 1:16); a key may appear once in an "
                + "object: rename or remove one")
        if case let .number(value) = node.member("a")?.value.value { #expect(value == 1) }
        #expect(node.members?.count == 2)
    }

    @Test func duplicatesInLargeObjectsAreFoundToo() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": 99"]
        let result = parse("{" + members.joined(separator: ", ") + "}")
        #expect(result.problems.map(\.path.description) == ["k7"])
        #expect(result.root?.members?.count == 40)
    }

    @Test func nestingDeeperThanTheLimitIsRejectedWithoutRecursingFurther() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(
            failure(deep) == "1:65 limitExceeded " + String(repeating: "[0]", count: 64)
                + ": arrays and objects are nested more than 64 levels deep here; flatten the document")
        let objects = String(repeating: "{\"a\":", count: 100_000)
        #expect(failure(objects).hasPrefix("1:321 limitExceeded a.a.a"))
        // 64 levels are fine.
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(parse(ok).problems.isEmpty)
        var shallow = ConfigLimits()
        shallow.maximumDepth = 2
        #expect(
            failure("[[[]]]", limits: shallow).hasPrefix(
                "1:3 limitExceeded [0][0]: arrays and objects are "
                    + "nested more than 2 levels deep"))
    }

    @Test func hugeInputIsRejectedBeforeParsing() {
        let huge = Data(repeating: UInt8(ascii: " "), count: (8 << 20) + 1)
        let result = JSONParser.parse(huge)
        #expect(result.root == nil)
        #expect(result.problems.map { "\($0.location) \($0.kind)" } == ["1:1 limitExceeded"])
        #expect(result.problems.first?.message == "the file is 8388609 bytes; configs are limited to 8388608 bytes")
    }

    @Test func tooManyValuesAreRejectedAtTheFirstOneOver() {
        var limits = ConfigLimits()
        limits.maximumValues = 10
        // The array itself is the first value; its tenth element is the eleventh.
        #expect(
            failure("[1,2,3,4,5,6,7,8,9,10]", limits: limits) == "1:20 limitExceeded [9]: the document has more "
                + "than 10 values; a config that large is not supported")
        #expect(parse("[1,2,3,4,5,6,7,8,9]", limits: limits).problems.isEmpty)
    }
}
