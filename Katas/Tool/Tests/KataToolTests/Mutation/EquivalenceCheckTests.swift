import Foundation
import Specs
import Testing

@testable import KataTool

@Suite("kata mutants --generate: the list of equivalent mutants is held to what the run saw")
struct EquivalenceCheckTests {
    private let source = """
        struct Shop {
            func price() -> String {
                formatter.locale = Locale(identifier: "en_US_POSIX")
                return total < 10 ? "cheap" : "dear"
            }
        }
        """

    @Test("a listed survivor is not counted, and an unlisted one still is")
    func listedSurvivor_isEquivalentOnTheLineItNames() throws {
        try withSource { root in
            let check = EquivalenceCheck(
                mutants: [localeRemoved, boundaryMoved], verdicts: [.survived, .survived],
                list: EquivalentMutants(entries: [localeEntry]), root: root)

            #expect(check.verdicts == [.equivalent, .survived])
            #expect(check.problems.isEmpty == false)  // 1 listed of 2 built is over 5%
            #expect(check.killedProblems.isEmpty)
        }
    }

    @Test("an entry still matches when its line moves, and not when the line's code changes")
    func entry_matchesByCodeNotLineNumberOnMovedLines() throws {
        let moved = Mutant(
            id: "m", app: "cart", implementation: "starter", file: "Shop.swift", find: "formatter.locale",
            replace: "", description: localeRemoved.description, line: 9, offset: 0)
        let entry = EquivalentMutants(entries: [localeEntry])

        #expect(entry.entry(for: moved, code: "formatter.locale = Locale(identifier: \"en_US_POSIX\")") != nil)
        #expect(entry.entry(for: moved, code: "formatter.locale = Locale(identifier: \"de_DE\")") == nil)
    }

    @Test("after a refactor moves a listed line to another file, the entry still matches in that implementation only")
    func entry_matchesInItsImplementationOnLineMovedToAnotherFile() throws {
        let code = "formatter.locale = Locale(identifier: \"en_US_POSIX\")"
        func mutant(in file: String) -> Mutant {
            Mutant(
                id: "m", app: "expenses", implementation: "starter", file: file, find: "formatter.locale",
                replace: "", description: localeRemoved.description, line: 3, offset: 0)
        }
        func entry(in file: String) -> EquivalentMutants.Entry {
            EquivalentMutants.Entry(file: file, code: code, change: localeRemoved.description, reason: "reviewed")
        }
        let list = EquivalentMutants(entries: [
            entry(in: "Starter/Expenses/A.swift"), entry(in: "Starter/Expenses/B.swift"),
        ])

        #expect(list.entry(for: mutant(in: "Starter/Expenses/B.swift"), code: code)?.file == "Starter/Expenses/B.swift")
        #expect(
            list.entry(for: mutant(in: "Starter/Reports/Moved.swift"), code: code)?.file == "Starter/Expenses/A.swift")
        #expect(list.entry(for: mutant(in: "Refactored/Expenses/A.swift"), code: code) == nil)
        #expect(list.entry(for: mutant(in: "Starter/Reports/Moved.swift"), code: "formatter.locale = nil") == nil)
    }

    @Test("a listed mutant that the specs kill, and an entry that matches nothing, are problems")
    func wrongEntries_areProblemsOnKilledAndStaleEntries() throws {
        try withSource { root in
            let stale = EquivalentMutants.Entry(
                file: "Shop.swift", code: "let gone = 1", change: "`1` → `2`", reason: "nobody reads it")
            let check = EquivalenceCheck(
                mutants: [localeRemoved] + Array(repeating: boundaryMoved, count: 40),
                verdicts: [.killed] + Array(repeating: .killed, count: 40),
                list: EquivalentMutants(entries: [localeEntry, stale]), root: root)

            #expect(check.killedButListed == [localeEntry])
            #expect(check.stale == [stale])
            #expect(check.problems.count == 2)
            #expect(check.problems[0].hasPrefix("Listed as equivalent, but the specs kill it now: Shop.swift"))
            #expect(check.problems[1].hasPrefix("Listed as equivalent, but no generated mutant matches it"))
        }
    }

    @Test("the list may hold 5% of the mutants that build, and not one more")
    func share_isAtMostFivePercentOnTheBoundary() throws {
        try withSource { root in
            let within = EquivalenceCheck(
                mutants: [localeRemoved] + Array(repeating: boundaryMoved, count: 19),
                verdicts: [.survived] + Array(repeating: .killed, count: 19),
                list: EquivalentMutants(entries: [localeEntry]), root: root)
            let over = EquivalenceCheck(
                mutants: [localeRemoved] + Array(repeating: boundaryMoved, count: 18),
                verdicts: [.survived] + Array(repeating: .killed, count: 18),
                list: EquivalentMutants(entries: [localeEntry]), root: root)

            #expect(within.withinShare)
            #expect(over.withinShare == false)
            #expect(
                over.problems == [
                    "Too many equivalents: 1 listed of 19 mutants that build, more than 5%. Kill some with specs instead."
                ])
        }
    }

    @Test("a listed survivor prints as equivalent (listed) as soon as its verdict comes, never as SURVIVED")
    func listedSurvivor_printsAsListedEquivalentOnItsVerdict() throws {
        try withSource { root in
            let listed = EquivalenceCheck.listedIndices(
                of: [boundaryMoved, localeRemoved], in: EquivalentMutants(entries: [localeEntry]), root: root)

            #expect(listed == [1])
        }
        let run = MutationRun(
            mutants: [localeRemoved], specsOnly: true, generated: true, advice: [],
            terminal: Terminal(usesColor: false, writeOutput: { _ in }, writeError: { _ in }))
        let line = run.line(for: localeRemoved, .equivalent)

        #expect(line.hasPrefix("equivalent (listed) Shop.swift:3"), "\(line)")
        #expect(!line.contains("SURVIVED"))
    }

    @Test("the shipped list reads, and each entry gives a reason")
    func shippedList_readsWithReasons() throws {
        let list = try EquivalentMutants.load(from: PackageFolder.root)

        #expect(list.entries.allSatisfy { !$0.reason.isEmpty && !$0.code.isEmpty })
    }

    @Test("an entry listed on one platform only is left out of the list on any other")
    func platformEntry_isListedOnItsPlatformOnlyOnLoading() throws {
        let folder = try TemporaryFolder(prefix: "equivalence")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent(EquivalentMutants.path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(
            """
            [{"file": "Shop.swift", "code": "a", "change": "c", "reason": "no user anywhere"},
             {"file": "Shop.swift", "code": "b", "change": "c", "reason": "no user on Linux", "onlyOn": "linux"}]
            """.utf8
        ).write(to: file)

        let onLinux = try EquivalentMutants.load(from: folder.url, platform: "linux")
        let onMac = try EquivalentMutants.load(from: folder.url, platform: "macos")

        #expect(onLinux.entries.map(\.code) == ["a", "b"])
        #expect(onMac.entries.map(\.code) == ["a"])
    }

    @Test("each entry listed on one platform names a platform the tool knows, and why it is seen elsewhere")
    func shippedPlatformEntries_nameAKnownPlatformWithTheirReason() throws {
        let url = PackageFolder.root.appendingPathComponent(EquivalentMutants.path)
        let entries = try JSONDecoder().decode([EquivalentMutants.Entry].self, from: Data(contentsOf: url))

        for entry in entries where entry.onlyOn != nil {
            #expect(["linux", "macos"].contains(entry.onlyOn), "\(entry.file): \(entry.change)")
            #expect(entry.reason.contains("Listed on Linux only") || entry.reason.contains("Listed on macOS only"))
        }
    }

    private var localeRemoved: Mutant {
        Mutant(
            id: "a", app: "cart", implementation: "starter", file: "Shop.swift",
            find: "formatter.locale = Locale(identifier: \"en_US_POSIX\")", replace: "",
            description: "assignment removed: `formatter.locale = Locale(identifier: \"en_US_POSIX\")`", line: 3,
            offset: 0)
    }

    private var boundaryMoved: Mutant {
        Mutant(
            id: "b", app: "cart", implementation: "starter", file: "Shop.swift", find: "<", replace: "<=",
            description: "`<` → `<=`", line: 4, offset: 0)
    }

    private var localeEntry: EquivalentMutants.Entry {
        EquivalentMutants.Entry(
            file: "Shop.swift", code: "formatter.locale = Locale(identifier: \"en_US_POSIX\")",
            change: localeRemoved.description, reason: "the process locale is en_US_POSIX already")
    }

    private func withSource(_ body: (URL) throws -> Void) throws {
        let folder = try TemporaryFolder(prefix: "equivalence")
        defer { folder.remove() }
        try source.write(to: folder.url.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
        try body(folder.url)
    }
}
