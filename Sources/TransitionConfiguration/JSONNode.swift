/// A JSON value as the config parser read it: the value, and where it starts in the file.
///
/// Objects keep their members in file order (duplicates already reported and dropped), so diagnostics come out in
/// the order a reader meets them.
package struct JSONNode: Sendable {
    /// The value.
    package enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    package var value: Value
    /// Where the value's first character is.
    package var location: ConfigLocation {
        get { position.location }
        set { position = JSONPosition(newValue) }
    }
    private var position: JSONPosition

    package init(_ value: Value, at location: ConfigLocation) {
        self.value = value
        self.position = JSONPosition(location)
    }

    /// `number`, `string`, `boolean`, `array`, `object` or `null`, as `ParameterValue.typeName` says them.
    package var typeName: String {
        switch value {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The value without positions, as animators receive their parameters.
    package var parameterValue: ParameterValue {
        switch value {
        case .null: return .null
        case let .bool(flag): return .bool(flag)
        case let .number(number): return .number(number)
        case let .string(text): return .string(text)
        case let .array(elements): return .array(elements.map(\.parameterValue))
        case let .object(members):
            var dictionary: [String: ParameterValue] = [:]
            for member in members { dictionary[member.key] = member.value.parameterValue }
            return .object(dictionary)
        }
    }

    /// The string, if the value is one.
    package var string: String? {
        if case let .string(text) = value { return text }
        return nil
    }

    /// The members, if the value is an object.
    package var members: [JSONMember]? {
        if case let .object(members) = value { return members }
        return nil
    }

    /// Takes the value of the member called `key` out of this object, leaving `null` in its place, so the caller holds
    /// the only reference to it (and can release its parts as it goes); nil when there is no such member.
    package mutating func takeMember(_ key: String) -> JSONNode? {
        guard case var .object(members) = value, let index = members.firstIndex(where: { $0.key == key }) else {
            return nil
        }
        value = .null
        let taken = members[index].value
        members[index].value = JSONNode(.null, at: taken.location)
        value = .object(members)
        return taken
    }

    /// The member called `key`, if the value is an object that has one.
    package func member(_ key: String) -> JSONMember? {
        guard case let .object(members) = value else { return nil }
        return members.first { $0.key == key }
    }
}

/// A ``ConfigLocation`` in one word, as the parsed document keeps every value's and key's: a document holds one for
/// each of its values, and at two words each they made a fifth of the 10,000-rule load's peak heap
/// (Scripts/config-load-instructions.sh). Lines and columns past 4,294,967,295 (a file of more than 4 GiB, 512 times
/// the default ``ConfigLimits/maximumBytes``) are kept as that.
struct JSONPosition: Sendable {
    private var line: UInt32
    private var column: UInt32

    init(_ location: ConfigLocation) {
        line = UInt32(clamping: location.line)
        column = UInt32(clamping: location.column)
    }

    var location: ConfigLocation { ConfigLocation(line: Int(line), column: Int(column)) }
}
