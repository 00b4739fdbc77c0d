import Foundation
import TransitionCatalogue

/// `transitions schema`: the config's JSON Schema, with every registered animator's parameters generated from the
/// registry's descriptors, so the schema editors check against cannot drift from what the tool accepts.
@MainActor
enum SchemaCommand {
    static let help = """
        OVERVIEW: Print the config's JSON Schema (draft 2020-12). Each registered animator type's parameters — names,
        types, ranges, choices — come from the registry, so the schema accepts exactly the parameters the tool does.

        USAGE: transitions schema

        OPTIONS:
          -h, --help              Show help information.
        """

    static func run(_ arguments: [String], _ output: Output) throws -> Int32 {
        let options = try Options(arguments, valued: [], boolean: [])
        if let extra = options.positional.first {
            throw UsageError(message: "unexpected argument '\(extra)'")
        }
        output.out(try schema(for: CLI.registry()))
        return CLI.ExitCode.success
    }

    /// The whole schema: the format's structure (an embedded template) with `animatorParameters` filled in from
    /// `registry`. Keys are sorted, so the text is stable.
    static func schema(for registry: AnimatorRegistry) throws -> String {
        guard
            var root = try JSONSerialization.jsonObject(with: Data(PackageResources.schema_template_json))
                as? [String: Any],
            var definitions = root["$defs"] as? [String: Any],
            var parameters = definitions["animatorParameters"] as? [String: Any],
            var properties = parameters["properties"] as? [String: Any],
            var typeProperty = properties["type"] as? [String: Any]
        else { throw SchemaTemplateError() }
        typeProperty["examples"] = registry.names
        properties["type"] = typeProperty
        parameters["properties"] = properties
        parameters["allOf"] = registry.descriptors.map(rule)
        definitions["animatorParameters"] = parameters
        root["$defs"] = definitions
        let data = try JSONSerialization.data(
            withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// `if "type" is this animator then its parameters, and nothing else besides "type", "preset" and "$comment"`.
    static func rule(_ descriptor: AnimatorDescriptor) -> [String: Any] {
        var properties: [String: Any] = [:]
        for parameter in descriptor.parameters {
            var schema = self.schema(for: parameter.type)
            schema["description"] = "\(parameter.summary) Default: \(parameter.defaultValue)."
            properties[parameter.name] = schema
        }
        let names = descriptor.parameters.map(\.name) + ["type", "preset", "$comment"]
        return [
            "if": ["properties": ["type": ["const": descriptor.name]], "required": ["type"]],
            "then": ["properties": properties, "propertyNames": ["enum": names]],
        ]
    }

    static func schema(for type: ParameterType) -> [String: Any] {
        switch type {
        case let .number(range?): return ["type": "number", "minimum": range.lowerBound, "maximum": range.upperBound]
        case .number(nil): return ["type": "number"]
        case let .integer(range): return ["type": "integer", "minimum": range.lowerBound, "maximum": range.upperBound]
        case .bool: return ["type": "boolean"]
        case let .choice(values): return ["enum": values]
        case .identifier: return ["type": "string", "minLength": 1]
        case .curve: return ["$ref": "#/$defs/curve"]
        }
    }
}

/// The embedded schema template lacks the structure the generator fills in.
struct SchemaTemplateError: Error, CustomStringConvertible {
    var description: String { "the embedded schema template is not the expected JSON object (a build problem)" }
}
