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

/// The places of the rule map: every rule names where it applies (each report, screen and moment), each
/// place names specs that decide the rule there and, in each implementation that has the place's code, the
/// mutants that break the rule there alone (or the place whose code it shares). That those mutants die by
/// the specs alone is CI's `kata mutants --specs-only --strict`.
@Suite("Mutant rule map: where each rule applies")
struct MutantRulePlacesTests {
    @Test("every rule names at least one place, and every place a rule of the map")
    func rules_nameAPlaceOnEveryRule() throws {
        let map = try RuleMap.load()
        let rules = Set(map.rows.map(\.rule))
        for row in map.rows {
            #expect(map.places.contains { $0.rule == row.rule }, "\(row.rule) names no place where it applies")
        }
        for place in map.places {
            #expect(rules.contains(place.rule), "the place \(place.place) names \(place.rule), not a rule of the map")
            #expect(!place.place.isEmpty, "a place of \(place.rule) has no name")
        }
    }

    @Test("every place names specs of the catalogue in the rule's app")
    func places_nameSpecsOfTheCatalogueOnEveryPlace() throws {
        let map = try RuleMap.load()
        for place in map.places {
            let app = try #require(map.row(place.rule)?.app)
            #expect(!place.specs.isEmpty, "\(place.rule) in \(place.place) names no spec: no row decides it there")
            for name in place.specs {
                #expect(
                    Catalogue.spec(app, name) != nil, "\(place.rule) in \(place.place) names \(name), not a \(app) spec"
                )
            }
        }
    }

    @Test("every place has, in each implementation that has the rule, a mutant of its own or the code of another place")
    func places_haveAMutantOrSharedCodeOnEveryImplementation() throws {
        let map = try RuleMap.load()
        let mutants = Dictionary(uniqueKeysWithValues: try shippedMutants().map { ($0.id, $0) })
        for place in map.places {
            let row = try #require(map.row(place.rule))
            for implementation in ["starter", "refactored"] {
                let ids = implementation == "starter" ? place.starterMutants : place.refactoredMutants
                let cell = implementation == "starter" ? place.starterCell : place.refactoredCell
                if implementation == "starter", row.isChangeRequest || cell.hasPrefix("change request") { continue }
                if implementation == "refactored", row.isStarterOnly { continue }
                for id in ids {
                    let mutant = mutants[id]
                    #expect(
                        mutant != nil, "\(place.rule) in \(place.place) names \(id), which mutants.json does not have")
                    #expect(
                        mutant?.rule == place.rule && mutant?.implementation == implementation,
                        "\(id), named for \(place.rule) in \(place.place), is a \(mutant?.implementation ?? "?") mutant of \(mutant?.rule ?? "no rule")"
                    )
                }
                guard ids.isEmpty else { continue }
                if let shared = place.sharedPlace(implementation) {
                    let owner = map.places.first { $0.rule == place.rule && $0.place == shared }
                    let ownerIDs = implementation == "starter" ? owner?.starterMutants : owner?.refactoredMutants
                    #expect(
                        !(ownerIDs ?? []).isEmpty,
                        "\(place.rule) in \(place.place) shares the code of \(shared), which has no \(implementation) mutant"
                    )
                } else if implementation == "starter" || !cell.hasPrefix("the Refactored has no") {
                    Issue.record(
                        "\(place.rule) in \(place.place) has no \(implementation) mutant: name one that breaks the rule there alone, or write `same code as PLACE`"
                    )
                }
            }
        }
    }

    @Test("every shipped mutant of a rule breaks it in a place the map names")
    func mutants_belongToAPlaceOnEveryMutant() throws {
        let map = try RuleMap.load()
        let placed = Set(map.places.flatMap { $0.starterMutants + $0.refactoredMutants })
        for mutant in try shippedMutants() {
            #expect(placed.contains(mutant.id), "\(mutant.id) (\(mutant.rule ?? "no rule")) is in no place of the map")
        }
    }
}

/// The mutants `Katas/Tool/Mutants/mutants.json` ships, read as `kata mutants` reads them.
private func shippedMutants() throws -> [Mutant] {
    try Mutant.load(from: mutantsFolder.appendingPathComponent("mutants.json"))
}

private let mutantsFolder = PackageFolder.root.appendingPathComponent("Katas/Tool/Mutants")
