import Foundation
import Specs
import Testing

@testable import KataTool

/// The tallies the docs quote (`44 passed, 3 not yet`, `the 3 REG-3 specs`, `194 of 194 killed`) agree
/// with the spec catalogue and the shipped mutants, so adding a spec or a mutant without mending the
/// docs fails here. Measured figures (times, generated mutants) carry their date and command instead.
@Suite("Counts in the docs")
struct DocumentedCountsTests {
    @Test("every 'N passed, F failed, M not yet' is a state the app's specs can be in")
    func passedAndNotYet_matchTheCatalogue() throws {
        var checked = 0
        for (path, lines) in try Self.documents() {
            var app: App? = Self.app(ofPath: path)
            for (number, line) in lines.enumerated() {
                app = Self.app(named: line) ?? app
                guard line.contains(" passed") else { continue }
                for match in line.matches(of: /(\d+) passed(?:, (\d+) failed)?(?:, (\d+) not yet)?/) {
                    // A failed spec is one that runs: it counts where a passed one would.
                    let passed = Int(match.output.1)! + (match.output.2.map { Int($0)! } ?? 0)
                    let notYet = match.output.3.map { Int($0)! } ?? 0
                    guard let app else {
                        Issue.record("\(path):\(number + 1) quotes \(match.output.0) without naming its app")
                        continue
                    }
                    #expect(
                        Self.isPossible(passed: passed, notYet: notYet, app: app),
                        "\(path):\(number + 1) says \(match.output.0) for \(app.rawValue): \(Self.possibilities(app))")
                    checked += 1
                }
            }
        }
        #expect(checked > 30, "the docs quote the counts of kata check in many places")
    }

    @Test("every 'the N CODE specs' names as many specs as the change request has")
    func changeRequestSpecCounts_matchTheCatalogue() throws {
        var checked = 0
        for (path, lines) in try Self.documents() {
            for (number, line) in lines.enumerated() where line.contains(" specs") {
                for match in line.matches(of: /(\d+) ([A-Z]+-\d) specs/) {
                    let request = try #require(ChangeRequest(rawValue: String(match.output.2)))
                    let count = Catalogue.specs.filter { $0.changeRequest == request }.count
                    #expect(
                        Int(match.output.1) == count,
                        "\(path):\(number + 1) says \(match.output.0); \(request.code) has \(count)")
                    checked += 1
                }
            }
        }
        #expect(checked > 0)
    }

    @Test("every score of the shipped mutants counts them all")
    func shippedMutantCounts_matchTheCatalogue() throws {
        let shipped = try Mutant.load(from: PackageFolder.root.appendingPathComponent(MutantsCommand.shippedFile)).count
        var checked = 0
        for (path, lines) in try Self.documents() {
            for (number, line) in lines.enumerated() {
                let quotesTheShippedScore =
                    line.hasPrefix("Applicable: ") || line.hasPrefix("Mutation score: ")
                    || (line.contains("kata mutants --specs-only`") && !line.contains("--generate"))
                guard quotesTheShippedScore else { continue }
                for match in line.matches(of: /(\d+) of (\d+) (?:mutants|killed)/) {
                    #expect(
                        Int(match.output.1) == shipped && Int(match.output.2) == shipped,
                        "\(path):\(number + 1) says \(match.output.0); \(shipped) mutants are shipped")
                    checked += 1
                }
            }
        }
        #expect(checked >= 2)
    }

    @Test("every net score a kata text shows counts the app's shipped Starter mutants")
    func netScores_countTheAppsShippedStarterMutants() throws {
        let shipped = try Mutant.load(from: PackageFolder.root.appendingPathComponent(MutantsCommand.shippedFile))
        var checked = 0
        for (path, lines) in try Self.documents() {
            for (number, line) in lines.enumerated() where line.contains(" shipped Starter mutants") {
                for match in line.matches(of: /of (\d+) shipped Starter mutants/) {
                    let app = try #require(Self.app(ofPath: path), "\(path):\(number + 1) names no app")
                    let count = shipped.filter { $0.app == app.rawValue && $0.implementation == "starter" }.count
                    #expect(
                        Int(match.output.1) == count,
                        "\(path):\(number + 1) says \(match.output.0); \(app.rawValue) has \(count)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 3, "each net kata shows a score")
    }

    @Test("every other count of the shipped mutants and rules is the count")
    func shippedMutantTotals_matchTheCatalogue() throws {
        let mutants = try Mutant.load(from: PackageFolder.root.appendingPathComponent(MutantsCommand.shippedFile))
        let rules = try RuleMap.load().rows.count
        var checked = 0
        for (path, lines) in try Self.documents() {
            // Swift's regular expressions are slow: only lines with a word of a count are matched.
            for (number, line) in lines.enumerated()
            where ["small ", "kill all", "Applicable: ", "Counts: ", "| "].contains(where: line.contains) {
                let totals = line.matches(
                    of: /(\d+) small (?:ways|behaviour changes)|kill all (\d+)|Applicable: \d+ of (\d+)/)
                for match in totals {
                    let count = Int(match.output.1 ?? match.output.2 ?? match.output.3 ?? "")
                    #expect(
                        count == mutants.count,
                        "\(path):\(number + 1) says \(match.output.0); \(mutants.count) are shipped")
                    checked += 1
                }
                if let match = line.firstMatch(of: /^Counts: (\d+) mutants; (\d+) rules\./) {
                    #expect(
                        Int(match.output.1) == mutants.count && Int(match.output.2) == rules,
                        "\(path):\(number + 1): \(mutants.count) mutants, \(rules) rules")
                    checked += 1
                }
                if let match = line.firstMatch(of: /^\| (expenses|cart|registration) \| (\d+) \| (\d+) \|$/) {
                    let ofApp = mutants.filter { $0.app == String(match.output.1) }
                    #expect(
                        Int(match.output.2) == ofApp.filter { $0.implementation == "starter" }.count
                            && Int(match.output.3) == ofApp.filter { $0.implementation == "refactored" }.count,
                        "\(path):\(number + 1) counts \(match.output.1)'s mutants wrong")
                    checked += 1
                }
            }
        }
        #expect(checked >= 7)
    }

    @Test("every count of the review site's pages and cards is what kata review writes for the whole site")
    func reviewSiteCounts_matchTheSite() throws {
        // The pages and cards come from the kata texts alone, not from the code.
        let texts = KataLibrary.katas.map { KataText(id: $0.id, markdown: $0.text) }
        let pages = ReviewSite(texts: texts, files: [:], audits: [:]).plans().count
        let (changes, cards) = (App.allCases.count, texts.count)
        var checked = 0
        for (path, lines) in try Self.documents() {
            // Swift's regular expressions are slow: only lines that count pages are matched.
            for (number, line) in lines.enumerated() where line.contains(" pages") {
                let place = "\(path):\(number + 1)"
                let counts = /(\d+) review pages, (\d+) pages of changes,? (?:and )?(\d+) kata cards/
                for match in line.matches(of: counts) {
                    #expect(
                        [match.output.1, match.output.2, match.output.3].map { Int($0) } == [pages, changes, cards],
                        "\(place) says \(match.output.0); the site has \(pages), \(changes) and \(cards)")
                    checked += 1
                }
                if let match = line.firstMatch(of: /One page per app and principle.*\((\d+) pages\)/) {
                    #expect(Int(match.output.1) == pages, "\(place) says \(match.output.1) pages; there are \(pages)")
                    checked += 1
                }
                if let match = line.firstMatch(of: /printing (\d+) pages/) {
                    #expect(
                        Int(match.output.1) == pages + changes,
                        "\(place) says \(match.output.1) printed pages; there are \(pages + changes)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 2)
    }

    // MARK: - Helpers

    /// Each Markdown file that attendees and facilitators read, as lines: those under `Katas/` include the
    /// tool's (`Katas/Tool/README.md`, the rule map `Katas/Tool/Mutants/README.md`).
    static func documents() throws -> [(path: String, lines: [String])] {
        let root = PackageFolder.root
        let katas = (FileManager.default.subpaths(atPath: root.appendingPathComponent("Katas").path) ?? [])
            .filter { $0.hasSuffix(".md") }.map { "Katas/" + $0 }
        let guides = ["README.md", "Tests/README.md", "Tests/Specs/README.md"]
        return try (guides + katas.sorted()).map { path in
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            return (path, text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
    }

    /// The app a kata text or a walkthrough is about, from its path.
    static func app(ofPath path: String) -> App? {
        let name = path.lowercased()
        if name.contains("1-expenses/") || name.contains("solutions/expenses-") { return .expenses }
        if name.contains("2-cart/") || name.contains("solutions/cart-") { return .cart }
        if name.contains("3-registration/") || name.contains("solutions/registration-") { return .registration }
        return nil
    }

    /// The app a line names, by its name or one of its katas.
    static func app(named line: String) -> App? {
        let words = line.lowercased()
        let names: [(App, [String])] = [
            (.expenses, ["expense tracker", "expenses"]), (.cart, ["shopping cart", "cart"]),
            (.registration, ["registration"]),
        ]
        let found = names.filter { _, spellings in spellings.contains { words.contains($0) } }
        return found.count == 1 ? found[0].0 : nil
    }

    /// Whether one implementation, or both together, can show these counts: all the app's specs are
    /// counted, and those not yet are the specs of some of its change requests.
    static func isPossible(passed: Int, notYet: Int, app: App) -> Bool {
        let total = Catalogue.specs(for: app).count
        return (passed + notYet == total && notYetSums(app, implementations: 1).contains(notYet))
            || (passed + notYet == 2 * total && notYetSums(app, implementations: 2).contains(notYet))
    }

    /// Every number of specs that can be not yet: each change request's specs, counted for none, one or
    /// (when both implementations run) two implementations.
    static func notYetSums(_ app: App, implementations: Int) -> Set<Int> {
        let counts = ChangeRequest.allCases.filter { $0.app == app }.map { request in
            Catalogue.specs.filter { $0.changeRequest == request }.count
        }
        return counts.reduce(into: [0] as Set<Int>) { sums, count in
            sums = Set(sums.flatMap { sum in (0...implementations).map { sum + $0 * count } })
        }
    }

    static func possibilities(_ app: App) -> String {
        let total = Catalogue.specs(for: app).count
        return "\(total) specs, of which \(notYetSums(app, implementations: 1).sorted()) can be not yet"
    }
}
