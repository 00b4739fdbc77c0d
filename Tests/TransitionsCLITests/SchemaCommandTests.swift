import Foundation
import Testing
import TransitionConfiguration
import TransitionCore
import TransitionPreview
import TransitionsCLI

@MainActor
@Suite("transitions schema")
struct SchemaCommandTests {
    func run(_ arguments: String...) -> (code: Int32, out: String, err: String) {
        let (output, captured) = Output.capturing()
        let code = CLI.run(arguments, output: output)
        return (code, captured.out, captured.err)
    }

    @Test func theSchemaDescribesEveryRegisteredAnimatorsParametersFromItsDescriptor() throws {
        let result = run("schema")
        #expect(result.code == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let definitions = try #require(root["$defs"] as? [String: Any])
        let parameters = try #require(definitions["animatorParameters"] as? [String: Any])
        let rules = try #require(parameters["allOf"] as? [[String: Any]])
        #expect(rules.count == CLI.registry().descriptors.count)
        for (rule, descriptor) in zip(rules, CLI.registry().descriptors) {
            let then = try #require(rule["then"] as? [String: Any])
            let properties = try #require(then["properties"] as? [String: Any])
            #expect(Set(properties.keys) == Set(descriptor.parameters.map(\.name)), "\(descriptor.name)")
        }
        // The drawer's default side is one the schema accepts (it once offered only "left" and "right").
        #expect(result.out.contains("\"auto\""))
        #expect(run("schema", "extra").code == 64)
    }
}
