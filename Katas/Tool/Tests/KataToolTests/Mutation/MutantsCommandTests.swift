import Foundation
import Specs
import Testing

@testable import KataTool

@Suite("kata mutants: the command line, the mutants files and the generator")
struct MutantsCommandTests {
    @Test("--file with mutants that no longer apply measures nothing: exit 1, the counts and what to do")
    func mutantsFile_exitsNonZeroWithAdviceOnNothingApplicable() async throws {
        let file = try writeMutants(
            """
            [{"id": "gone", "app": "cart", "implementation": "starter", "file": "Starter/Cart/CartManager.swift",
              "find": "text that is not in the file", "replace": "x", "description": "a refactored-away line",
              "rule": "CART-R9"}]
            """)
        defer { try? FileManager.default.removeItem(at: file) }
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(["mutants", "--file", file.path], terminal: terminal)

        #expect(code == .failure)
        #expect(output.standardOutput.contains("no longer applies gone: a refactored-away line [rule CART-R9]"))
        #expect(output.standardOutput.contains("Applicable: 0 of 1 mutants"))
        #expect(output.standardOutput.contains("Nothing measured"))
        #expect(output.standardOutput.contains("swift run kata mutants --generate cart -i starter"))
        #expect(output.standardOutput.contains("swift run kata mutants --file my-mutants.json"))
    }

    @Test("the advice's commands are command lines kata accepts")
    func advice_printsCommandsKataAcceptsOnEverySelection() throws {
        let advice = MutantsCommand.advice(apps: ["expenses"], implementations: ["starter"])
        let commands = advice.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("swift run kata ") }

        #expect(
            commands == [
                "swift run kata mutants --generate expenses -i starter",
                "swift run kata mutants --file my-mutants.json",
            ])
        for command in commands {
            let words = command.split(separator: " ").dropFirst(4).map(String.init)
            #expect(throws: Never.self) {
                try MutantsCommand.syntax.parse(words)
            }
        }
    }

    @Test("after --generate --only, the advice runs every generated mutant of that app and implementation")
    func generatedAdvice_runsTheWholeGenerationOnOnlyAndNothingWithout() throws {
        let advice = MutantsCommand.generatedAdvice(apps: ["cart"], implementations: ["starter"], only: "an-id")

        #expect(
            advice.last?.trimmingCharacters(in: .whitespaces) == "swift run kata mutants --generate cart -i starter")
        #expect(throws: Never.self) {
            try MutantsCommand.syntax.parse(["mutants", "--generate", "cart", "-i", "starter"].dropFirst().map { $0 })
        }
        #expect(MutantsCommand.generatedAdvice(apps: ["cart"], implementations: ["starter"], only: nil).isEmpty)
    }

    @Test("--list lists the selected mutants and says how many, without running them")
    func list_printsEachMutantAndTheCountOnTheShippedCartStarterMutants() async throws {
        let shipped = try Mutant.load(from: PackageFolder.root.appendingPathComponent(MutantsCommand.shippedFile))
        let expected = shipped.filter { $0.app == "cart" && $0.implementation == "starter" }
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(["mutants", "cart", "-i", "starter", "--list"], terminal: terminal)

        #expect(code == .success)
        #expect(
            output.standardOutput
                == (expected.map { "\($0.id): \($0.description)" } + ["\(expected.count) mutants."]).joined(
                    separator: "\n"))
    }

    @Test("a mutants file that cannot be read: exit 1 and says which")
    func mutantsFile_exitsNonZeroOnAMissingFile() async {
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(["mutants", "--file", "/no/such/mutants.json"], terminal: terminal)

        #expect(code == .failure)
        #expect(output.standardError.contains("cannot read the mutants in /no/such/mutants.json"))
    }

    @Test("--file and --generate together is a usage error")
    func mutants_answersUsageOnFileAndGenerateTogether() async {
        let (terminal, _) = makeSUT()

        let code = await KataCommandLine.run(["mutants", "--generate", "--file", "x.json"], terminal: terminal)

        #expect(code == .usageError)
    }

    // That every shipped mutant applies exactly once to the untouched tree is a fact about the shipped text,
    // not about behaviour: CI checks it on its clean checkout (`kata mutants --specs-only --strict`), so an
    // attendee's refactor never turns `swift test` red.
    @Test(
        "every shipped mutant reads, with a unique id, a known app and implementation, and a file in that implementation"
    )
    func shippedMutants_readWithUniqueIDsAndKnownPlaces() throws {
        let mutants = try Mutant.load(from: PackageFolder.root.appendingPathComponent(MutantsCommand.shippedFile))

        #expect(mutants.count >= 47)
        #expect(Set(mutants.map(\.id)).count == mutants.count)
        for mutant in mutants {
            #expect(["expenses", "cart", "registration"].contains(mutant.app), "\(mutant.id)")
            #expect(
                mutant.file.hasPrefix(mutant.implementation == "starter" ? "Starter/" : "Refactored/"), "\(mutant.id)")
            #expect(!mutant.find.isEmpty && mutant.find != mutant.replace, "\(mutant.id)")
        }
    }

    // The hand-written mutants are run by hand (Tests/PERFORMANCE.md), not on every CI run: this keeps their
    // score about the code as it is, since a mutant whose text a fix changed would no longer apply.
    @Test("every hand-written mutant applies exactly once to the committed tree")
    func handWrittenMutants_applyOnceOnTheCommittedTree() throws {
        let root = PackageFolder.root
        let mutants = try Mutant.load(from: root.appendingPathComponent("Katas/Tool/Mutants/hand-written.json"))

        #expect(Set(mutants.map(\.id)).count == mutants.count)
        for mutant in mutants {
            let text = try String(contentsOf: root.appendingPathComponent(mutant.file), encoding: .utf8)
            #expect(text.components(separatedBy: mutant.find).count == 2, "\(mutant.id) in \(mutant.file)")
        }
    }

    @Test(
        "--strict with a mutant that no longer applies fails and names the mutants file; without it, exit 1 only for nothing measured"
    )
    func strict_failsOnAMutantThatNoLongerApplies() async throws {
        let file = try writeMutants(
            """
            [{"id": "gone", "app": "cart", "implementation": "starter", "file": "Starter/Cart/CartManager.swift",
              "find": "text that is not in the file", "replace": "x", "description": "a refactored-away line"}]
            """)
        defer { try? FileManager.default.removeItem(at: file) }
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(["mutants", "--file", file.path, "--strict"], terminal: terminal)

        #expect(code == .failure)
        #expect(output.standardError.contains("kata: 1 mutant no longer applies to this tree (each is listed above)"))
    }

    @Test("--strict with --generate is CI's check of the equivalents list, and takes the other options")
    func mutants_acceptsStrictWithGenerateOnAListing() async {
        let (terminal, output) = makeSUT()

        let code = await KataCommandLine.run(
            ["mutants", "cart", "--generate", "--strict", "--list"], terminal: terminal)

        #expect(code == .success)
        // Wherever the attendee's refactor put the Starter's files: the Refactored's are where they were.
        #expect(output.standardOutput.contains("Refactored/Cart/"))
        #expect(output.standardOutput.split(separator: "\n").last?.hasSuffix(" mutants.") == true)
    }

    @Test("--generate makes mutants from the current code of each app, every one applying where it says")
    func generator_makesApplicableMutantsOnEveryAppAndImplementation() throws {
        let generator = MutantGenerator(root: PackageFolder.root)

        for implementation in ["starter", "refactored"] {
            for app in ["expenses", "cart", "registration"] {
                let mutants = generator.mutants(app: app, implementation: implementation)
                #expect(!mutants.isEmpty, "no mutant for \(app) on \(implementation)")
                #expect(Set(mutants.map(\.id)).count == mutants.count)
                for mutant in mutants {
                    let source = try String(
                        contentsOf: PackageFolder.root.appendingPathComponent(mutant.file), encoding: .utf8)
                    #expect(mutant.applied(to: source) != nil, "\(mutant.id) does not apply")
                }
            }
        }
    }

    private func writeMutants(_ json: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString).json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    private func makeSUT() -> (Terminal, CapturedOutput) {
        let output = CapturedOutput()
        let terminal = Terminal(
            usesColor: false,
            writeOutput: { output.append($0, toError: false) },
            writeError: { output.append($0, toError: true) }
        )
        return (terminal, output)
    }
}

@Suite("Reasons for a file that cannot be read or written, in words")
struct FailureReasonTests {
    @Test(
        "no raw NSError text: a missing file, a file that is not JSON of mutants, a device, a file for a folder, a folder for a file"
    )
    func reasons_sayWhatWentWrongInWords() async throws {
        let folder = try TemporaryFolder(prefix: "reasons")
        defer { folder.remove() }
        try Data("[{\"id\": 1}]".utf8).write(to: folder.file("bad.json"))
        try Data("x".utf8).write(to: folder.file("a file"))
        let cases: [([String], String)] = [
            (["mutants", "--file", folder.file("none.json").path], "there is no such file."),
            (["mutants", "--file", folder.file("bad.json").path], "it is not in the expected format."),
            (["mutants", "--file", "/dev/null"], "it is a device or a link, not a file."),
            (["mutants", "--file", folder.url.path], "it is a folder, not a file."),
            (["review", "--output", folder.file("a file").path], "it is a file, not a folder."),
        ]
        for (arguments, reason) in cases {
            let output = CapturedOutput()
            let terminal = Terminal(
                usesColor: false, writeOutput: { output.append($0, toError: false) },
                writeError: { output.append($0, toError: true) })

            let code = await KataCommandLine.run(arguments, terminal: terminal)

            #expect(code == .failure, "\(arguments)")
            #expect(output.standardError.hasSuffix(reason), "\(output.standardError)")
            #expect(!output.standardError.contains("NSCocoaErrorDomain"))
        }
    }
}
