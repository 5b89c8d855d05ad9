import Foundation
import Specs
import Testing

@testable import KataTool

@Suite("kata mutants --generate: a generated mutant is placed in the rule whose code it changes")
struct RuleLinesTests {
    private let source = """
        struct Shop {
            func label(total: Int) -> String {
                if total < 10 {
                    return "cheap"
                }
                return "dear"
            }
        }
        """

    @Test("a generated mutant on the lines of a rule's shipped mutant names that rule, others name none")
    func generatedMutant_namesTheRuleOnTheLinesOfItsShippedMutant() throws {
        try withSource { root in
            let lines = RuleLines(shipped: [cheapBoundary, cheapWord], root: root)

            #expect(lines.rules(of: generated(line: 3)) == ["SHOP-CHEAP-BELOW-10"])
            #expect(lines.rules(of: generated(line: 4)) == ["SHOP-CHEAP-BELOW-10", "SHOP-CHEAP-WORD"])
            #expect(lines.rules(of: generated(line: 6)).isEmpty)
            #expect(lines.placing([generated(line: 4)]).first?.rule == "SHOP-CHEAP-BELOW-10")
        }
    }

    @Test("a shipped mutant that no longer applies, or in another file, places nothing")
    func shippedMutant_placesNothingOnTextThatMovedAway() throws {
        try withSource { root in
            let moved = shipped(find: "if total < 12 {", rule: "SHOP-MOVED")
            let elsewhere = Mutant(
                id: "x", app: "cart", implementation: "starter", file: "Other.swift", find: "if total < 10 {",
                replace: "", description: "", rule: "SHOP-ELSEWHERE")
            let twice = shipped(find: "return", rule: "SHOP-TWICE")
            let lines = RuleLines(shipped: [moved, elsewhere, twice], root: root)

            #expect(lines.rules(of: generated(line: 3)).isEmpty)
            #expect(lines.rules(of: generated(line: 4)).isEmpty)
        }
    }

    @Test("the rule map's generated column is checked cell by cell, naming the cell to write")
    func generatedColumn_namesTheCellToWriteOnADifference() {
        let map = RuleMap(
            markdown: """
                | rule | app | what it says | deciding specs | Starter mutants | Refactored mutants | generated mutants | question |
                | --- | --- | --- | --- | --- | --- | --- | --- |
                | `SHOP-A` | cart | A. | `a` | `s` | `r` | 1 / 0 | Q? |
                | `SHOP-B` | cart | B. | `b` | `s` | `r` | 0 / 0 | Q? |
                """)
        let placed = [
            placedMutant(rule: "SHOP-A", implementation: "starter"),
            placedMutant(rule: "SHOP-B", implementation: "refactored"),
            placedMutant(rule: "SHOP-B", implementation: "refactored"),
        ]

        #expect(
            map.generatedColumnProblems(placed) == [
                "The rule map says `0 / 0` generated mutants (Starter / Refactored) for SHOP-B; the code has `0 / 2`. "
                    + "Write `0 / 2` in its \"generated mutants\" cell in Katas/Tool/Mutants/README.md."
            ])
    }

    private var cheapBoundary: Mutant {
        shipped(find: "if total < 10 {\n            return \"cheap\"", rule: "SHOP-CHEAP-BELOW-10")
    }

    private var cheapWord: Mutant { shipped(find: "\"cheap\"", rule: "SHOP-CHEAP-WORD") }

    private func shipped(find: String, rule: String) -> Mutant {
        Mutant(
            id: rule, app: "cart", implementation: "starter", file: "Shop.swift", find: find, replace: "",
            description: "", rule: rule)
    }

    private func generated(line: Int) -> Mutant {
        Mutant(
            id: "g\(line)", app: "cart", implementation: "starter", file: "Shop.swift", find: "x", replace: "y",
            description: "`x` → `y`", line: line, offset: 0)
    }

    private func placedMutant(rule: String, implementation: String) -> Mutant {
        Mutant(
            id: "p", app: "cart", implementation: implementation, file: "Shop.swift", find: "x", replace: "y",
            description: "", rule: rule, line: 1, offset: 0)
    }

    private func withSource(_ body: (URL) throws -> Void) throws {
        let folder = try TemporaryFolder(prefix: "rule-lines")
        defer { folder.remove() }
        try source.write(to: folder.url.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
        try body(folder.url)
    }
}
