import Foundation
import Specs
import Testing

@testable import KataTool

/// `kata check` runs specs in child processes: a crash fails one spec, not the run, and results that
/// change from one process to the next fail. The `kata check`s here check the Refactored, or a fake
/// worker: no Starter app runs, in this process (a hint may run a Refactored spec) or in a child.
@MainActor
@Suite("kata check in child processes")
struct SpecProcessTests {
    @Test("a child that traps in a spec: that spec crashed, a new child runs the specs after it")
    func run_reportsCrashAndGoesOnOnTrappingChild() async throws {
        let specs = Array(Catalogue.specs(for: .cart).prefix(3))
        let worker = try FakeWorker(
            """
            if [ "$5" = 0 ]; then
                \(Self.echo(0, .passed))
                echo "Swift/Array.swift:10: Fatal error: Index out of range" >&2
                kill -ILL $$
            fi
            echo "started from $5" >> "$(dirname "$0")/starts"
            \(Self.echo(2, .passed))
            """)
        defer { worker.remove() }

        let outcomes = await IsolatedSpecRun(child: ChildProcess(executable: worker.script))
            .run(.cart, .starter, specs: specs, specName: nil)

        #expect(
            outcomes.map(Self.summary) == [
                "passed", "crashed: Fatal error: Index out of range (signal 4, SIGILL, a runtime trap)", "passed",
            ])
        #expect(try worker.contents(of: "starts") == "started from 2\n")
    }

    @Test("kata check: a crashing spec fails, the other specs still run and pass, exit 1")
    func check_failsCrashingSpecAndRunsTheOthersOnTrappingChild() async throws {
        let count = SpecResults.specs(of: .cart, named: nil).count
        let crashing = 2
        let worker = try FakeWorker(
            """
            if [ "$5" = 0 ]; then
                \((0..<crashing).map { Self.echo($0, .passed) }.joined(separator: "\n"))
                kill -SEGV $$
            fi
            \((crashing + 1..<count).map { Self.echo($0, .passed) }.joined(separator: "\n"))
            """)
        defer { worker.remove() }
        let (terminal, output) = Self.makeTerminal()

        let code = try await CheckCommand.run(
            ["cart", "-i", "refactored", "--runs", "1", "--this-app-only"], terminal: terminal,
            isolation: .childProcesses(worker.script))

        let crashed = SpecResults.specs(of: .cart, named: nil)[crashing].name
        #expect(code == .failure)
        #expect(output.standardOutput.contains("✗ Shopping cart › \(crashed) [Refactored]"))
        #expect(output.standardOutput.contains("Crashed: the process ended with signal 11, SIGSEGV"))
        #expect(output.standardOutput.contains("\(count - 1) passed, 1 failed"))
    }

    @Test("kata check: results that differ between fresh processes fail, saying why, exit 1")
    func check_failsSpecOnResultsThatChangeBetweenRuns() async throws {
        let count = SpecResults.specs(of: .cart, named: nil).count
        let failure = SpecFailure("the rows in order", expected: "Flashlight", seen: "Tin can")
        let worker = try FakeWorker(
            """
            if mkdir "$(dirname "$0")/first" 2>/dev/null; then
                \(Self.echo(0, .passed))
            else
                \(Self.echo(0, .failed(failure)))
            fi
            \((1..<count).map { Self.echo($0, .passed) }.joined(separator: "\n"))
            """)
        defer { worker.remove() }
        let (terminal, output) = Self.makeTerminal()

        let code = try await CheckCommand.run(
            ["cart", "-i", "refactored", "--runs", "2", "--this-app-only"], terminal: terminal,
            isolation: .childProcesses(worker.script))

        #expect(code == .failure)
        #expect(output.standardOutput.contains(RepeatedSpecRuns.unstableMessage))
        // Run 1 is the one under another locale (ForeignLocale), and says so.
        #expect(
            output.standardOutput.contains("run 1 (under ar_SA): passed")
                || output.standardOutput.contains("run 2: passed"))
        #expect(output.standardOutput.contains("failed: the rows in order"))
        #expect(
            output.standardOutput.contains(
                "checked: the rows in order\n    Expected: Flashlight\n    Seen:     Tin can"))
    }

    @Test("kata check: the first process of each app and implementation runs under ar_SA, said only where it took")
    func check_runsFirstProcessUnderAnotherLocaleOnEveryJob() async throws {
        let count = SpecResults.specs(of: .cart, named: nil).count
        for (reported, took) in [("${LC_ALL%%.*}", true), ("en_001", false)] {
            let worker = try FakeWorker(
                """
                echo "${LANG:-unset} ${LC_ALL:-unset}" >> "$(dirname "$0")/locales"
                echo "\(ForeignLocale.marker)\(reported)"
                \((0..<count).map { Self.echo($0, .passed) }.joined(separator: "\n"))
                """)
            defer { worker.remove() }
            let (terminal, output) = Self.makeTerminal()

            let code = try await CheckCommand.run(
                ["cart", "-i", "refactored", "--runs", "3", "--this-app-only"], terminal: terminal,
                isolation: .childProcesses(worker.script))

            #expect(code == .success)
            let locales = try worker.contents(of: "locales").split(separator: "\n").sorted()
            #expect(locales.filter { $0 == "ar_SA.UTF-8 ar_SA.UTF-8" }.count == 1, "\(locales)")
            #expect(locales.count == 3)
            let said = output.standardOutput.replacingOccurrences(of: "\n", with: " ")
            #expect(
                said.contains(
                    "The first run of each app and implementation ran under the ar_SA locale: a screen that follows "
                        + "the machine's locale fails there.") == took)
            #expect(said.contains("ar_SA") == took, "where Foundation stayed at its locale, nothing is said")
        }
    }

    @Test("kata spec-worker takes the locale's arguments as Foundation's, not its own")
    func specWorker_ignoresTheLocaleArgumentsOnAnyPlatform() {
        let words = ["cart", "refactored", "--from", "0"]

        #expect(ForeignLocale.withoutArguments(words + ForeignLocale.arguments) == words)
        #expect(ForeignLocale.withoutArguments(words) == words)
        #expect(ForeignLocale.reported(in: "x\n\(ForeignLocale.marker)ar_SA\ny") == ["ar_SA"])
    }

    @Test("kata check runs the real specs in child processes of kata, exit 0")
    func check_passesInChildProcessesOnUntouchedImplementation() async throws {
        let (terminal, output) = Self.makeTerminal()

        let code = try await CheckCommand.run(
            ["registration", "-i", "refactored", "--runs", "2", "--this-app-only"], terminal: terminal)

        #expect(code == .success, "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("FAIL"))
    }

    // MARK: - Helpers

    @Test("a spec worker's records go to the parent alone: what an app prints goes to standard error")
    func separatingRecords_sendsWhatElseIsWrittenOnOutputToError() throws {
        let output = Pipe()
        let error = Pipe()
        let outputEnd = output.fileHandleForWriting.fileDescriptor
        let records = SpecWorkerCommand.separatingRecords(
            output: outputEnd, from: error.fileHandleForWriting.fileDescriptor)
        let record = SpecRecord(index: 0, outcome: .passed).text

        // An app's print, flushed mid-line as stdio flushes a pipe, then a record.
        _ = "Row 12: Lun".withCString { write(outputEnd, $0, strlen($0)) }
        records.write(Data("\(record)\n".utf8))
        _ = "ch\n".withCString { write(outputEnd, $0, strlen($0)) }
        try records.close()
        try output.fileHandleForWriting.close()
        try error.fileHandleForWriting.close()

        let parentReads = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorReads = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(SpecRecord.records(in: parentReads).map(\.index) == [0])
        #expect(parentReads == "\(record)\n")
        #expect(errorReads == "Row 12: Lunch\n")
    }

    private static func echo(_ index: Int, _ outcome: SpecOutcome) -> String {
        "printf '%s\\n' '\(SpecRecord(index: index, outcome: outcome).text)'"
    }

    private static func summary(_ outcome: SpecOutcome) -> String {
        switch outcome {
        case .passed: "passed"
        case .crashed(let reason): "crashed: \(reason)"
        default: "\(outcome)"
        }
    }

    private static func makeTerminal() -> (Terminal, CapturedOutput) {
        let output = CapturedOutput()
        let terminal = Terminal(
            usesColor: false, writeOutput: { output.append($0, toError: false) },
            writeError: { output.append($0, toError: true) })
        return (terminal, output)
    }
}

/// A shell script standing in for `kata spec-worker`, in a folder of its own.
private struct FakeWorker {
    let folder: URL
    var script: URL { folder.appendingPathComponent("worker") }

    init(_ body: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-worker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    }

    func contents(of name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
