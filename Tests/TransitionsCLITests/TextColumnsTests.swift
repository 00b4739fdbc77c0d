import Foundation
import Testing
import TransitionsCLI

/// Every table the CLI prints keeps each entry whole: an entry longer than its column pushes the next column along.
@MainActor
@Suite("CLI tables")
struct TextColumnsTests {
    func run(_ arguments: String...) -> (code: Int32, out: String, err: String) {
        let (output, captured) = Output.capturing()
        let code = CLI.run(arguments, output: output)
        return (code, captured.out, captured.err)
    }

    // The demo's trace cut calls longer than 40 characters and ran them into the origin column.
    @Test func theDemoTraceKeepsLongCallsWholeWithTheOriginAfterThem() throws {
        let result = run("demo", "--no-gallery")
        #expect(result.code == 0)
        let traced = result.out.split(separator: "\n").filter {
            $0.hasSuffix("container code") || $0.hasSuffix("system")
        }
        #expect(traced.count > 20)
        #expect(traced.contains { $0.contains("Menu.beginAppearanceTransition(false, animated: true)  ") })
        for line in traced {
            // Two spaces at least between the call and who made it, and the call ends with its closing parenthesis
            // or a name, never cut.
            let origin = line.hasSuffix("container code") ? "container code" : "system"
            let call = line.dropLast(origin.count)
            #expect(call.hasSuffix("  "), "\(line)")
            let trimmed = call.trimmingCharacters(in: .whitespaces)
            #expect(trimmed.last == ")" || trimmed.last?.isLetter == true, "\(line)")
        }
    }

    // The summary's duration column was 8 characters wide whatever it held.
    @Test func theDemoSummaryRowsStartEachColumnWhereItsHeaderDoes() throws {
        let lines = run("demo", "--no-gallery").out.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("   pair") })
        let columns = ["animator", "duration", "outcome"].compactMap { name in
            lines[header].range(of: name).map {
                lines[header].distance(from: lines[header].startIndex, to: $0.lowerBound)
            }
        }
        #expect(columns.count == 3)
        let rows = lines[(header + 1)...].prefix { $0.hasPrefix("   ") }
        #expect(rows.count >= 4)
        for row in rows {
            let characters = Array(row)
            for column in columns {
                // Two spaces before each column, and the column's entry starts right there.
                #expect(characters.count > column, "\(row)")
                guard characters.count > column else { continue }
                #expect(characters[column - 2] == " " && characters[column - 1] == " ", "\(row)")
                #expect(characters[column] != " ", "\(row)")
            }
        }
    }

    @Test func aColumnNeverCutsItsEntry() {
        #expect("Menu.beginAppearanceTransition(false, animated: true)".paddedColumn(to: 40).hasSuffix("true)"))
        #expect("ab".paddedColumn(to: 5) == "ab   ")
        #expect(columnWidth(["a", "abc", "ab"]) == 3)
    }
}
