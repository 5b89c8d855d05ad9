import Foundation
import KataHarness

/// `kata mutants <app> --net mine`: how strong an attendee's own net is. Runs the app's shipped Starter
/// mutants against the attendee's Swift Testing specs alone (the tests of the suite `ExpensesNet`,
/// `CartNet` or `RegistrationNet`), after checking that those specs pass on the Starter as it is.
struct NetRun: Sendable {
    let app: App
    /// The app's shipped mutants of the Starter.
    let mutants: [Mutant]
    let terminal: Terminal
    var root = PackageFolder.root

    /// The share of mutants a net kills for its kata to be done.
    static let donePercent = 80

    /// The suite that holds an attendee's net for `app`.
    static func suite(of app: App) -> String { app.rawValue.capitalized + "Net" }

    /// The file the net kata gives the attendee for `app`.
    static func file(of app: App) -> String { "Tests/MyNet/\(suite(of: app)).swift" }

    /// Where the net runs: colour off (its output is read), and one hashing order, so that the same net
    /// gets the same score every time. A mutant that makes an order depend on hashing would otherwise be
    /// killed in one run and survive the next, by chance.
    static let environment = ProcessInfo.processInfo.environment.merging([
        "NO_COLOR": "1", "SWIFT_DETERMINISTIC_HASHING": "1",
    ]) { $1 }

    var suite: String { Self.suite(of: app) }
    var command: String { "swift run kata mutants \(app.rawValue) --net mine" }

    func run() -> ExitCode {
        terminal.print("Your net: the tests of \(suite) (\(Self.file(of: app))), on the Starter.")
        guard QuietProcess.run(["swift", "build", "--build-tests"], in: root) == .exited(0) else {
            terminal.printError(
                "kata: the tests do not build. Run swift build --build-tests, fix the first error, then run again: "
                    + command)
            return .failure
        }
        let today = NetTestRun(output: swiftTest(in: root).output)
        guard let count = today.testCount, count > 0 else {
            terminal.print(
                today.testCount == nil
                    ? "Your net did not finish on the Starter as it is: run swift test --filter \(suite) to see why."
                    : "Your net has no specs yet: write a @Test in \(suite) (\(Self.file(of: app))).")
            terminal.print("Next: swift run kata show \(app.rawValue)-net")
            return .failure
        }
        guard today.issues.isEmpty else {
            let failed = today.failedTests.count
            terminal.print(
                terminal.red("This is not what the app does today:")
                    + " \(failed) of your \(count.counted("spec")) \(failed == 1 ? "fails" : "fail") on the Starter as it is."
            )
            for issue in today.issues {
                terminal.print("  ✘ \(issue.test) at \(issue.location)")
                for line in issue.message { terminal.print("      \(line)") }
            }
            terminal.print(
                "A net describes what the app does, right or wrong: change each spec to what it saw, then run again: "
                    + command)
            return .failure
        }
        terminal.print("\(count.counted("spec")) \(count == 1 ? "passes" : "pass") on the Starter as it is.")

        var verdicts = mutants.map { $0.applies(in: root) ? nil : MutationVerdict.notApplicable }
        let pending = verdicts.indices.filter { verdicts[$0] == nil }
        guard !pending.isEmpty else {
            terminal.print(
                "None of the \(mutants.count) Starter mutants of \(app.rawValue) applies to this tree: they look for "
                    + "the untouched Starter's code. Measure your net there: swift run kata start \(app.rawValue)-net")
            return .failure
        }
        terminal.print(
            "Running your net on each of the \(pending.count) Starter mutants of \(app.rawValue) "
                + "(a mutant is killed when a spec of yours fails) ...")
        let started = ContinuousClock.now
        for (index, verdict) in zip(pending, measure(pending)) { verdicts[index] = verdict }
        let final = verdicts.map { $0 ?? .notApplicable }
        for (mutant, verdict) in zip(mutants, final) where verdict == .notApplicable {
            terminal.print("  " + terminal.yellow("no longer applies") + " \(mutant.id)")
        }
        terminal.print("Time: \(MutationRun.seconds(.now - started)) for \(pending.count) mutants.")
        terminal.print("")
        let rules = (try? RuleMap.load(root: root)) ?? RuleMap(markdown: "")
        let report = NetReport(app: app, mutants: mutants, verdicts: final, rules: rules)
        let ofApp = KataLibrary.katas.map(\.id).filter { $0.hasPrefix(app.rawValue + "-") }
        let nextKata = ofApp.firstIndex(of: "\(app.rawValue)-net").flatMap { ofApp.dropFirst($0 + 1).first }
        for line in report.lines(nextKata: nextKata, command: command) { terminal.print(line) }
        return report.isDone ? .success : .failure
    }

    /// The verdict of each mutant of `pending`: built and run side by side when the build plan can be
    /// read (Linux, where the test bundle is a program), else one at a time with `swift build` and
    /// `swift test` in a copy of the package.
    private func measure(_ pending: [Int]) -> [MutationVerdict] {
        let files = Set(pending.map { mutants[$0].file })
        let work = root.appendingPathComponent(".build/kata-net")
        #if os(Linux)
            let builder = MutantBuilder(package: root, files: files, product: .tests)
            if builder.isFast,
                builder.unmutatedPasses(
                    mutants[pending[0]], in: work.appendingPathComponent("unmutated"), check: runBundle)
            {
                let cleanup = InterruptCleanup(
                    removing: work, named: "the mutated builds in \(work.path)", terminal: terminal)
                defer {
                    cleanup.end()
                    try? FileManager.default.removeItem(at: work)
                }
                let board = VerdictBoard(known: pending.map { _ in nil }) { step, verdict in
                    terminal.print("  " + line(for: mutants[pending[step]], verdict))
                }
                DispatchQueue.concurrentPerform(iterations: pending.count) { step in
                    let verdict = builder.verdict(
                        of: mutants[pending[step]], in: work.appendingPathComponent("\(step)")
                    ) {
                        MutationVerdict(check: runBundle($0))
                    }
                    board.record(verdict, at: step)
                }
                return board.verdicts
            }
        #endif
        return measureInCopy(pending)
    }

    /// Runs the net's tests in a test bundle built for one mutant (a program, on Linux).
    private func runBundle(_ bundle: String) -> ProcessEnd {
        QuietProcess.run(
            [bundle, "--testing-library", "swift-testing", "--filter", suite], in: root, environment: Self.environment)
    }

    /// The slow way, one mutant at a time, with documented commands only: change a copy's file,
    /// `swift build --build-tests`, `swift test --skip-build` on the net, put the file back.
    private func measureInCopy(_ pending: [Int]) -> [MutationVerdict] {
        let mirror = PackageMirror(source: root)
        terminal.print("Building a copy of the package in \(mirror.folder.path), one mutant at a time ...")
        let cleanup = InterruptCleanup(mirror: mirror, terminal: terminal)
        defer { cleanup.end() }
        guard (try? mirror.synchronize()) != nil,
            QuietProcess.run(["swift", "build", "--build-tests"], in: mirror.folder) == .exited(0)
        else {
            terminal.printError("kata: could not build a copy of the package in \(mirror.folder.path).")
            return pending.map { _ in .notApplicable }
        }
        return pending.map { index in
            let mutant = mutants[index]
            let verdict = mutant.builtInto(mirror.folder, with: ["swift", "build", "--build-tests"]) {
                swiftTest(in: mirror.folder).status == 0 ? .survived : .killed
            }
            terminal.print("  " + line(for: mutant, verdict))
            return verdict
        }
    }

    /// `swift test` on the net alone, already built: its exit status and what it printed.
    private func swiftTest(in folder: URL) -> (status: Int32, output: String) {
        QuietProcess.output(
            of: ["swift", "test", "--skip-build", "--disable-xctest", "--filter", suite], in: folder,
            includingErrors: true, environment: Self.environment)
    }

    private func line(for mutant: Mutant, _ verdict: MutationVerdict) -> String {
        switch verdict {
        case .killed, .crashed: terminal.green("killed   ") + " \(mutant.id)"
        case .survived: terminal.red("SURVIVED ") + " \(mutant.id)"
        case .didNotBuild: terminal.yellow("did not build") + " \(mutant.id) (not counted)"
        case .notApplicable, .inUnusedFile, .equivalent: terminal.yellow("no longer applies") + " \(mutant.id)"
        }
    }
}
