import Foundation
import Testing

@testable import KataTool

/// Every `swift run kata ...` example in README.md and in every `--help` text runs as printed, so
/// none can drift from the command. The examples that run apps (`check`, `play`, `status`) run here, on
/// the stand-in apps (`.standInApps`); the rest in `DocumentedCommandExamplesTests`.
@MainActor
@Suite("Documented examples", .standInApps)
struct DocumentedExamplesTests {
    @Test(
        "every example that runs apps, in README.md and the help texts, runs: exit 0, within 80 columns where laid out for a terminal"
    )
    func everyExample_runsAsDocumented() async throws {
        let examples = try await Self.examples()
        #expect(
            examples.contains(["check", "expenses", "-i", "starter", "--spec", "addExpense_storesNothingOnCancel"]))
        #expect(examples.contains([]), "the README's `swift run kata`")
        #expect(examples.contains { $0.first == "list" }, "the examples that run no app are found too")

        await Self.expectRunAsDocumented(examples.filter(Self.runsApps))
    }

    @Test(
        "these help texts fit 80 columns, with no line ending in spaces",
        arguments: ["--help", "status --help", "list --help", "show --help", "play --help"])
    func help_fitsEightyColumns(command: String) async {
        let (terminal, output) = scriptedTerminal(input: [])

        _ = await KataCommandLine.run(command.split(separator: " ").map(String.init), terminal: terminal)

        for line in output.standardOutput.split(separator: "\n") {
            #expect(line.count <= 80, "kata \(command) prints a line of \(line.count) columns: \(line)")
            #expect(!line.hasSuffix(" "), "kata \(command) prints a line ending in spaces: \(line)")
        }
    }

    @Test(
        "an example is what follows swift run kata on its line, up to a code span's end, two spaces or a comment",
        arguments: [
            ("swift run kata     # where you stand", [[]]),
            ("`swift run kata check` shows the steps", [["check"]]),
            (
                "e.g. swift run kata show expenses-srp. `swift run kata list` names them all",
                [
                    ["show", "expenses-srp"], ["list"],
                ]
            ),
            ("  swift run kata list            the katas", [["list"]]),
            ("Usage: swift run kata show <kata>", []),
            ("swift run kata check [app]     run the specs", []),
            ("swift run kata mutants [expenses|cart]", []),
            ("swift run kata check --random N", []),
        ])
    func examples_areExtractedFromText(text: String, expected: [[String]]) {
        #expect(Self.examples(in: text) == expected)
    }

    // MARK: - Helpers

    /// The examples of README.md and of every help text, each once, but those `isLeftOut` names and
    /// the README's benchmarks (its section "Measured here").
    nonisolated static func examples() async throws -> [[String]] {
        let readme = try String(contentsOf: packageFolder.appendingPathComponent("README.md"), encoding: .utf8)
        let benchmarks = readme.range(of: "## Measured here").map { readme[$0.lowerBound...] } ?? ""
        let afterBenchmarks = benchmarks.dropFirst(3).range(of: "\n## ").map { benchmarks[$0.lowerBound...] } ?? ""
        var texts = [readme.replacingOccurrences(of: benchmarks, with: afterBenchmarks)]
        for command in [
            "--help", "status --help", "check --help", "list --help", "show --help", "play --help",
            "mutants --help", "declare --help", "solution --help", "review --help", "audit --help",
            "bench --help", "generate-tests --help",
        ] {
            let (terminal, output) = scriptedTerminal(input: [])
            _ = await KataCommandLine.run(command.split(separator: " ").map(String.init), terminal: terminal)
            texts.append(output.standardOutput)
        }
        var seen: Set<[String]> = []
        return texts.flatMap(examples(in:)).filter { !isLeftOut($0) && seen.insert($0).inserted }
    }

    /// Whether the example runs an app: `check`, `play`, `status` (also `swift run kata` alone).
    nonisolated static func runsApps(_ example: [String]) -> Bool {
        ["check", "play", "status"].contains(example.first ?? "status")
    }

    /// Runs each example and expects exit 0, and lines of at most 80 columns that do not end in
    /// spaces where the output is laid out for a terminal.
    nonisolated static func expectRunAsDocumented(_ examples: [[String]]) async {
        for example in examples {
            let (terminal, output) = scriptedTerminal(input: [])

            let code = await KataCommandLine.run(fewerSequences(example), terminal: terminal)

            let command = (["swift run kata"] + example).joined(separator: " ")
            #expect(code == .success, "\(command)\n\(output.standardError)")
            guard fitsEightyColumns(example) else { continue }
            for line in output.standardOutput.split(separator: "\n") {
                #expect(line.count <= 80, "\(command) prints a line of \(line.count) columns: \(line)")
                #expect(!line.hasSuffix(" "), "\(command) prints a line ending in spaces: \(line)")
            }
        }
    }

    /// The example with at most 5 random sequences (`--random 200` runs `--random 5`): the test is
    /// about the command line and what it prints, and `swift test` plays the random sequences.
    nonisolated private static func fewerSequences(_ example: [String]) -> [String] {
        guard let index = example.firstIndex(of: "--random"), index + 1 < example.count,
            let count = Int(example[index + 1]), count > 5
        else { return example }
        var fewer = example
        fewer[index + 1] = "5"
        return fewer
    }

    /// Whether the example's output is laid out for the terminal's width: not a kata's text (`show`),
    /// and not the audit's side-by-side table, which is as wide as its two columns.
    nonisolated private static func fitsEightyColumns(_ example: [String]) -> Bool {
        !["show", "audit"].contains(example.first ?? "")
    }

    /// Examples this test does not run: those that take minutes (`mutants`, `bench`, `review`, which
    /// have tests of their own), and those that change the project (`declare` with a code,
    /// `solution --apply`, `generate-tests` without `--check`).
    nonisolated private static func isLeftOut(_ example: [String]) -> Bool {
        switch example.first {
        case "mutants", "bench", "review": true
        case "declare": example.count > 1
        case "solution": example.contains("--apply")
        case "generate-tests": !example.contains("--check")
        default: false
        }
    }

    /// The words after each `swift run kata` of `text`, skipping synopses (`<kata>`, `[app]`, `a|b`, `NAME`).
    nonisolated static func examples(in text: String) -> [[String]] {
        text.components(separatedBy: "swift run kata").dropFirst().compactMap { tail in
            var line = String(tail.prefix { $0 != "\n" && $0 != "`" })
            for end in ["  ", " #", " ("] {
                if let range = line.range(of: end) { line = String(line[..<range.lowerBound]) }
            }
            let words = line.split(separator: " ").map { String($0) }
            let example = words.enumerated().map { index, word in
                index == words.count - 1 ? String(word.trimmingSuffix(while: { ".,:".contains($0) })) : word
            }
            let isSynopsis = example.contains { word in
                word.contains(where: { "<>[]|".contains($0) })
                    || (word.count > 0 && word.allSatisfy { $0.isUppercase || $0 == "_" })
            }
            return isSynopsis ? nil : example
        }
    }

    nonisolated private static let packageFolder = PackageFolder.root
}

/// The documented examples that run no app (`audit`, `list`, `show`, `declare`, `solution`,
/// `generate-tests --check`, the help texts): they need no stand-in apps.
@Suite("Documented examples that run no app")
struct DocumentedCommandExamplesTests {
    @Test("every example that runs no app, in README.md and the help texts, runs: exit 0, within 80 columns")
    func everyExample_runsAsDocumented() async throws {
        let examples = try await DocumentedExamplesTests.examples()

        await DocumentedExamplesTests.expectRunAsDocumented(
            examples.filter { !DocumentedExamplesTests.runsApps($0) })
    }
}

extension String {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
