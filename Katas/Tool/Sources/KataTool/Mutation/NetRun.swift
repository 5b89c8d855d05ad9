import Foundation
import Specs

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
        var output = ""
        let todayTook = ContinuousClock().measure { output = swiftTest(in: root).output }
        let today = NetTestRun(output: output)
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
            for line in Self.adviceOnFailingNet(app: app, shipped: shippedSpecsOnStarter(), command: command) {
                terminal.print(line)
            }
            return .failure
        }
        terminal.print("\(count.counted("spec")) \(count == 1 ? "passes" : "pass") on the Starter as it is.")

        let measured = mutantsToMeasure()
        guard !measured.mutants.isEmpty else {
            terminal.print(
                "Not measured: none of the \(mutants.count) shipped Starter mutants of \(app.rawValue) applies to your "
                    + "code, and no mutant could be made from it. Run swift run kata mutants --generate \(app.rawValue) "
                    + "-i starter to see why.")
            return .failure
        }
        // Generated mutants may be equivalent; shipped ones never are (CI checks that the specs kill each).
        let list =
            measured.source == .shipped
            ? EquivalentMutants(entries: []) : EquivalentMutants.load(from: root, terminal: terminal)
        guard let equivalents = list else { return .failure }
        terminal.print(
            "Running your net on each of the \(measured.mutants.count) \(measured.source.noun) of \(app.rawValue) "
                + "(a mutant is killed when a spec of yours fails) ...")
        let started = ContinuousClock.now
        let listed = EquivalenceCheck.listedIndices(of: measured.mutants, in: equivalents, root: root)
        let verdicts = measure(measured.mutants, listed: listed, unmutated: todayTook)
        terminal.print("Time: \(MutationRun.seconds(.now - started)) for \(measured.mutants.count) mutants.")
        terminal.print("")
        let rules = (try? RuleMap.load(root: root)) ?? RuleMap(markdown: "")
        let report = NetVerdict(
            app: app, mutants: measured.mutants, verdicts: verdicts, rules: rules, source: measured.source)
        for line in report.lines(nextKata: nextKata(), command: command) { terminal.print(line) }
        return report.isDone ? .success : .failure
    }

    /// The shipped mutants when every one of them still applies. When the attendee's refactor changed the
    /// code some of them look for, a score over the rest would say little (after a refactor, one of 26),
    /// so the net is measured against mutants made from the Starter as it is now, as
    /// `kata mutants --generate` makes them, each placed in its rule where the rule map can tell.
    private func mutantsToMeasure() -> (mutants: [Mutant], source: NetVerdict.Source) {
        let unapplied = mutants.filter { !$0.applies(in: root) }
        guard !unapplied.isEmpty else { return (mutants, .shipped) }
        for mutant in unapplied {
            terminal.print("  " + terminal.yellow("no longer applies") + " \(mutant.id)")
        }
        let generated = RuleLines(shipped: mutants, root: root).placing(
            MutantGenerator(root: root).mutants(app: app.rawValue, implementation: Implementation.starter.rawValue))
        terminal.print(
            "Your refactor changed the code that \(unapplied.count) of the \(mutants.count) shipped Starter mutants "
                + "of \(app.rawValue) change: they no longer apply, and the rest would say little about your net. "
                + "Your net is measured instead against mutants made from your Starter as it is now (as swift run "
                + "kata mutants --generate \(app.rawValue) -i starter makes them).")
        let unowned = StarterAppFiles.unowned(root: root)
        if !unowned.isEmpty {
            terminal.print(
                "Not measured: \(unowned.joined(separator: ", ")): more than one app uses \(unowned.count == 1 ? "it" : "them"), "
                    + "or none does, so no app's mutants are made there.")
        }
        return (generated, .generated(unapplied: unapplied.count, of: mutants.count))
    }

    /// The kata after the app's net kata, unless the attendee is in it already (on its `kata start`
    /// branch) or the net was measured on refactored code (the attendee is past the net kata).
    private func nextKata() -> String? {
        let ofApp = KataLibrary.katas.map(\.id).filter { $0.hasPrefix(app.rawValue + "-") }
        guard let next = ofApp.firstIndex(of: "\(app.rawValue)-net").flatMap({ ofApp.dropFirst($0 + 1).first }) else {
            return nil
        }
        return GitWorkingTree(root: root).currentBranch() == "start/\(next)" ? nil : next
    }

    /// `verdict` of the mutant at `index`, as the net's score counts it: a survivor that
    /// `Katas/Tool/Mutants/equivalents.json` lists (`listed`: no user can see the change, and `kata mutants
    /// --generate` does not count it either) is `.equivalent`, not a miss of the net.
    static func counted(_ verdict: MutationVerdict, at index: Int, listed: Set<Int>) -> MutationVerdict {
        verdict == .survived && listed.contains(index) ? .equivalent : verdict
    }

    /// The verdict of each mutant of `pending`: built and run side by side when the build plan can be
    /// read (Linux, where the test bundle is a program), else one at a time with `swift build` and
    /// `swift test` in a copy of the package, `unmutated` being how long that took on the Starter as it is.
    /// A survivor whose index is in `listed` is `.equivalent`.
    private func measure(_ pending: [Mutant], listed: Set<Int>, unmutated: Duration) -> [MutationVerdict] {
        let files = Set(pending.map(\.file))
        let work = root.appendingPathComponent(".build/kata-net")
        #if os(Linux)
            let builder = MutantBuilder(package: root, files: files, product: .tests)
            var bundleTook = Duration.zero
            if builder.isFast,
                builder.unmutatedPasses(
                    pending[0], in: work.appendingPathComponent("unmutated"),
                    check: { bundle in
                        var end = ProcessEnd.exited(-1)
                        bundleTook = ContinuousClock().measure { end = runBundle(bundle) }
                        return end
                    })
            {
                let timeLimit = MutationRun.timeLimit(unmutated: bundleTook)
                let cleanup = InterruptCleanup(
                    removing: work, named: "the mutated builds in \(work.path)", terminal: terminal)
                defer {
                    cleanup.end()
                    try? FileManager.default.removeItem(at: work)
                }
                let board = VerdictBoard(known: pending.map { _ in nil }) { step, verdict in
                    terminal.print("  " + line(for: pending[step], verdict))
                }
                DispatchQueue.concurrentPerform(iterations: pending.count) { step in
                    let verdict = builder.verdict(
                        of: pending[step], in: work.appendingPathComponent("\(step)")
                    ) {
                        MutationVerdict(check: runBundle($0, timeLimit: timeLimit))
                    }
                    board.record(Self.counted(verdict, at: step, listed: listed), at: step)
                }
                return board.verdicts
            }
        #endif
        return measureInCopy(pending, listed: listed, timeLimit: MutationRun.timeLimit(unmutated: unmutated))
    }

    /// Runs the net's tests in a test bundle built for one mutant (a program, on Linux), stopped after
    /// `timeLimit` when given.
    private func runBundle(_ bundle: String, timeLimit: Duration? = nil) -> ProcessEnd {
        QuietProcess.run(
            [bundle, "--testing-library", "swift-testing", "--filter", suite], in: root, environment: Self.environment,
            timeLimit: timeLimit)
    }

    /// The slow way, one mutant at a time, with documented commands only: change a copy's file,
    /// `swift build --build-tests`, `swift test --skip-build` on the net (stopped after `timeLimit`, as
    /// the fast way stops a hang), put the file back.
    private func measureInCopy(_ pending: [Mutant], listed: Set<Int>, timeLimit: Duration) -> [MutationVerdict] {
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
        return pending.enumerated().map { index, mutant in
            let built = mutant.builtInto(mirror.folder, with: ["swift", "build", "--build-tests"]) {
                MutationVerdict(
                    check: QuietProcess.run(
                        testCommand, in: mirror.folder, environment: Self.environment, timeLimit: timeLimit))
            }
            let verdict = Self.counted(built, at: index, listed: listed)
            terminal.print("  " + line(for: mutant, verdict))
            return verdict
        }
    }

    /// What the shipped specs of the app say on the Starter as it is, as `kata check` prints it: its exit
    /// status and its tally (`11 passed, 4 failed`); `nil` when `kata` could not run them.
    private func shippedSpecsOnStarter() -> (failed: Bool, tally: String)? {
        guard let kata = KataExecutable.find() else { return nil }
        let check = QuietProcess.output(
            of: [kata.path, "check", app.rawValue, "--implementation", "starter", "--this-app-only"], in: root,
            environment: Self.environment)
        guard check.status == 0 || check.status == 1,
            let tally = check.output.split(separator: "\n").last(where: { $0.contains(" passed") })
        else { return nil }
        return (check.status == 1, String(tally))
    }

    /// What to do when the net fails on the Starter as it is. A net describes the app: in the net kata a
    /// failing spec is a wrong guess about it, but during a refactor the app may be what changed, and
    /// the shipped specs tell the two apart when they fail too.
    static func adviceOnFailingNet(app: App, shipped: (failed: Bool, tally: String)?, command: String) -> [String] {
        let check = "swift run kata check \(app.rawValue) --implementation starter"
        if let shipped, shipped.failed {
            return [
                "The shipped specs fail on the Starter too (\(shipped.tally)): the Starter no longer does what it "
                    + "did, and your net saw it. Keep your net as it is: your last change to the Starter changed "
                    + "what the app does. See what each shipped spec expected: \(check)",
                "Then fix that change, or undo it (git stash), and run again: \(command)",
            ]
        }
        let passing = shipped.map { "The shipped specs pass on the Starter (\($0.tally)). " } ?? ""
        return [
            passing + "A net describes what the app does, right or wrong. If you have not changed the Starter, "
                + "change each spec to what it saw. If you have (a refactor), that change altered what the app "
                + "does, in something only your net checks: undo it (git stash) and see your net pass again.",
            "Then run again: \(command)",
        ]
    }

    /// `swift test` on the net alone, already built.
    private var testCommand: [String] { ["swift", "test", "--skip-build", "--disable-xctest", "--filter", suite] }

    /// What `testCommand` printed in `folder`.
    private func swiftTest(in folder: URL) -> (status: Int32, output: String) {
        QuietProcess.output(of: testCommand, in: folder, includingErrors: true, environment: Self.environment)
    }

    private func line(for mutant: Mutant, _ verdict: MutationVerdict) -> String {
        switch verdict {
        case .killed, .crashed: terminal.green("killed   ") + " \(mutant.id)"
        case .stopped(let how): terminal.green("killed   ") + " \(mutant.id) (\(how))"
        case .survived: terminal.red("SURVIVED ") + " \(mutant.id)"
        case .didNotBuild: terminal.yellow("did not build") + " \(mutant.id) (not counted)"
        case .equivalent:
            terminal.yellow("equivalent (listed)")
                + " \(mutant.id) (not counted: its reason is in \(EquivalentMutants.path))"
        case .notApplicable, .inUnusedFile: terminal.yellow("no longer applies") + " \(mutant.id)"
        }
    }
}
