import Foundation
import Specs
import Testing

@testable import KataTool

/// The rule map in `Katas/Tool/Mutants/README.md` and the shipped mutants agree: every mutant removes a
/// rule of the map, every rule has a mutant in each implementation that has the rule, and every spec
/// the map names is in the catalogue.
@Suite("Mutant rule map")
struct MutantRuleMapTests {
    @Test("every mutant names a rule of the map")
    func mutants_nameARuleOfTheMapOnEveryMutant() throws {
        let rules = Set(try RuleMap.load().rows.map(\.rule))
        for mutant in try shippedMutants() {
            let rule = mutant.rule ?? ""
            #expect(!rule.isEmpty, "\(mutant.id) names no rule")
            #expect(rules.contains(rule), "\(mutant.id) names \(rule), which the map does not list")
        }
    }

    @Test("every rule has a mutant in each implementation that has the rule")
    func rules_haveAMutantPerImplementationOnEveryRule() throws {
        let mutants = try shippedMutants()
        for row in try RuleMap.load().rows {
            let ofRule = mutants.filter { $0.rule == row.rule }
            if !row.isStarterOnly {
                #expect(
                    ofRule.contains { $0.implementation == "refactored" }, "\(row.rule) has no mutant in the Refactored"
                )
            }
            if !row.isChangeRequest {
                #expect(ofRule.contains { $0.implementation == "starter" }, "\(row.rule) has no mutant in the Starter")
            }
            #expect(
                Set(ofRule.map(\.id)) == Set(row.mutants),
                "the map lists \(row.mutants.sorted()) for \(row.rule), mutants.json has \(ofRule.map(\.id).sorted())")
        }
    }

    @Test("every spec the map names is in the catalogue, in the rule's app")
    func ruleMap_namesSpecsOfTheCatalogueOnEveryRule() throws {
        for row in try RuleMap.load().rows {
            #expect(!row.specs.isEmpty, "\(row.rule) names no spec")
            for name in row.specs {
                #expect(Catalogue.spec(row.app, name) != nil, "\(row.rule) names \(name), not a \(row.app) spec")
            }
        }
    }
}

/// The mutants `Katas/Tool/Mutants/mutants.json` ships, read as `kata mutants` reads them.
private func shippedMutants() throws -> [Mutant] {
    try Mutant.load(from: mutantsFolder.appendingPathComponent("mutants.json"))
}

private let mutantsFolder = PackageFolder.root.appendingPathComponent("Katas/Tool/Mutants")
