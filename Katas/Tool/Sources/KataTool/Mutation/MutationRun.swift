import Foundation

/// Runs mutants against a copy of the package: for each, a `kata` binary with that one change, and the
/// specs of the mutated app on the mutated implementation. Mutants build and run side by side, as many
/// at once as there are processors (see `MutantBuilder`).
struct MutationRun: Sendable {
    let mutants: [Mutant]
    /// Only the specs, without the random differential run that otherwise gets a second chance at a survivor.
    let specsOnly: Bool
    /// Mutants made from the code by `--generate`: those that do not compile are left out of the score,
    /// and survivors are listed with the changed line.
    let generated: Bool
    /// CI's check of the shipped mutants on the untouched tree: a mutant that does not apply, or does not
    /// build, fails the run. Otherwise (an attendee's refactored tree) either only means that the mutant's
    /// code has changed: it "no longer applies here".
    var strict = false
    /// The generated mutants listed as equivalent (with `generated` only).
    var equivalents = EquivalentMutants(entries: [])
    /// Where the rule map's generated column differs from the code (with `generated` and `strict` only).
    var mapProblems: [String] = []
    /// What to do when little or nothing was measured.
    let advice: [String]
    let terminal: Terminal

    func run() -> ExitCode {
        let verdicts = mutants.map { $0.applies() ? nil : MutationVerdict.notApplicable }
        guard verdicts.contains(nil) else { return finish(verdicts.map { $0 ?? .notApplicable }, timing: nil) }

        let mirror = PackageMirror(source: PackageFolder.root)
        let started = ContinuousClock.now
        terminal.print("Building a copy of the package in \(mirror.folder.path) ...")
        do {
            try mirror.synchronize()
        } catch {
            terminal.printError("kata: cannot copy the package: \(error)")
            return .failure
        }
        let cleanup = InterruptCleanup(mirror: mirror, terminal: terminal)
        defer { cleanup.end() }
        guard QuietProcess.run(["swift", "build", "--product", "kata"], in: mirror.folder) == .exited(0) else {
            terminal.printError("kata: the package does not build; fix the build first (swift build).")
            return .failure
        }
        let kata = Self.binary(in: mirror.folder)
        var seen: Set<String> = []
        var slowest = Duration.zero
        for mutant in mutants where seen.insert("\(mutant.app) \(mutant.implementation)").inserted {
            var end = ProcessEnd.exited(-1)
            slowest = max(
                slowest,
                ContinuousClock().measure {
                    end = QuietProcess.run(Self.checkCommand(kata, for: mutant), in: mirror.folder)
                })
            guard end == .exited(0) else {
                terminal.printError(
                    "kata: specs fail without any mutant; run `swift run kata check \(mutant.app) -i \(mutant.implementation)` first."
                )
                return .failure
            }
        }
        let timeLimit = Self.timeLimit(unmutated: slowest)
        let pending = verdicts.indices.filter { verdicts[$0] == nil }
        let builder = MutantBuilder(package: mirror.folder, files: Set(pending.map { mutants[$0].file }))
        let mutating = ContinuousClock.now
        let processorBefore = Self.processorTimeOfChildren()
        // A listed equivalent prints as one while the run goes, never as a survivor first.
        let listed = generated ? EquivalenceCheck.listedIndices(of: mutants, in: equivalents) : []
        let board = VerdictBoard(known: verdicts) { index, verdict in
            let shown = verdict == .survived && listed.contains(index) ? .equivalent : verdict
            terminal.print("  " + line(for: mutants[index], shown))
        }
        let work = mirror.folder.appendingPathComponent(".build/kata-mutants")
        var unused: Set<String> = []
        let first = mutants[pending[0]]
        let checkFirst = { QuietProcess.run(Self.checkCommand($0, for: first), in: builder.package) }
        if builder.isFast,
            builder.unmutatedPasses(first, in: work.appendingPathComponent("unmutated"), check: checkFirst)
        {
            DispatchQueue.concurrentPerform(iterations: pending.count) { step in
                let index = pending[step]
                let verdict = builder.verdict(of: mutants[index], in: work.appendingPathComponent("\(index)")) {
                    self.verdict(of: mutants[index], checkedWith: $0, in: builder.package, timeLimit: timeLimit)
                }
                board.record(verdict, at: index)
            }
            unused = unusedFiles(among: board.verdicts, builder: builder, in: work.appendingPathComponent("unused"))
            try? FileManager.default.removeItem(at: work)
        } else {
            terminal.print(
                "Building each mutant with swift build, one at a time (slower: the build plan could not be used).")
            for index in pending {
                let verdict = mutants[index].builtInto(mirror.folder, with: ["swift", "build", "--product", "kata"]) {
                    self.verdict(
                        of: mutants[index], checkedWith: Self.binary(in: mirror.folder), in: mirror.folder,
                        timeLimit: timeLimit)
                }
                board.record(verdict, at: index)
            }
        }
        let timing = (
            building: mutating - started, mutating: .now - mutating,
            processor: Self.processorTimeOfChildren() - processorBefore
        )
        let final = board.verdicts.enumerated().map { index, verdict in
            verdict == .survived && unused.contains(mutants[index].file) ? .inUnusedFile : verdict
        }
        return finish(final, timing: timing)
    }

    /// The files of generated survivors that nothing uses: the package still builds (compiles and links)
    /// with the file emptied. A change there is one no user can see, and it is not counted.
    private func unusedFiles(among verdicts: [MutationVerdict], builder: MutantBuilder, in folder: URL) -> Set<String> {
        guard generated else { return [] }
        var seen: Set<String> = []
        let survivorFiles = zip(mutants, verdicts).filter { $0.1 == .survived && seen.insert($0.0.file).inserted }
        return Set(
            survivorFiles.map(\.0).filter { mutant in
                defer { try? FileManager.default.removeItem(at: folder) }
                return builder.build(mutant, mutated: "", in: folder)
            }.map(\.file))
    }

    /// Where `swift build` put the `kata` binary of `package`, as its documented `--show-bin-path` says.
    static func binary(in package: URL) -> String {
        let (status, output) = QuietProcess.output(of: ["swift", "build", "--show-bin-path"], in: package)
        let folder = output.split(separator: "\n").last.map(String.init) ?? ""
        guard status == 0, !folder.isEmpty else { return package.appendingPathComponent(".build/debug/kata").path }
        return URL(fileURLWithPath: folder).appendingPathComponent("kata").path
    }

    /// How a mutant's check runs: one process (a mutant does not depend on hashing order, and a crash
    /// still ends the check abnormally, which counts as a kill), and only the mutant's own app.
    static let checkOptions = [CheckCommand.runs.name, "1", CheckCommand.thisAppOnly.name]

    /// The command that checks the app of `mutant` on its implementation with the `kata` binary at `kata`.
    static func checkCommand(_ kata: String, for mutant: Mutant) -> [String] {
        [kata, "check", mutant.app, CheckCommand.implementation.name, mutant.implementation] + checkOptions
    }

    /// How long a mutant's check may run before `kata` stops it: twenty times the slowest check without a
    /// mutant, and at least a minute (a mutant that crashes every spec takes about 20 s on a quiet 2-core
    /// machine). Only a mutant that makes the app hang, or eat memory in a loop, gets there.
    static func timeLimit(unmutated: Duration) -> Duration { max(.seconds(60), unmutated * 20) }

    /// The specs of the mutant's app on its implementation decide; when they pass, the random differential
    /// run gets a second chance (unless `specsOnly`). A check still running after `timeLimit` is stopped.
    private func verdict(of mutant: Mutant, checkedWith kata: String, in folder: URL, timeLimit: Duration)
        -> MutationVerdict
    {
        let verdict = MutationVerdict(
            check: QuietProcess.run(Self.checkCommand(kata, for: mutant), in: folder, timeLimit: timeLimit))
        guard verdict == .survived, !specsOnly else { return verdict }
        let differential = [kata, "check", mutant.app, CheckCommand.random.name, "300", CheckCommand.seed.name, "1"]
        return MutationVerdict(check: QuietProcess.run(differential, in: folder, timeLimit: timeLimit))
    }

    /// The summary; `timing.processor` is the processor time of the mutants' builds and checks (all
    /// processors together).
    private func finish(
        _ verdicts: [MutationVerdict], timing: (building: Duration, mutating: Duration, processor: Duration)?
    ) -> ExitCode {
        if timing == nil {
            for (mutant, verdict) in zip(mutants, verdicts) { terminal.print("  " + line(for: mutant, verdict)) }
        }
        var verdicts = strict || generated ? verdicts : verdicts.map { $0 == .didNotBuild ? .notApplicable : $0 }
        let listing = generated ? EquivalenceCheck(mutants: mutants, verdicts: verdicts, list: equivalents) : nil
        if let listing { verdicts = listing.verdicts }
        let score = MutationScore(
            verdicts, buildFailureFails: strict && !generated,
            unmeasuredRules: generated ? [] : MutationScore.unmeasuredRules(of: mutants, verdicts),
            unmeasuredImplementations: generated ? [] : MutationScore.unmeasuredImplementations(of: mutants, verdicts))
        if strict, !generated, score.notApplicable > 0 {
            terminal.printError(
                "kata: \(score.notApplicable == 1 ? "1 mutant no longer applies" : "\(score.notApplicable) mutants no longer apply") "
                    + "to this tree (each is listed above): a mutant's find text must occur exactly once in its file.")
            return .failure
        }
        let survivors = zip(mutants, verdicts).filter { generated && $0.1 == .survived }.map(\.0)
        if !survivors.isEmpty {
            terminal.print()
            terminal.print("Survivors: the specs pass with each of these changes. Judge each: a gap in the")
            terminal.print("specs (write a spec), or a change no user can see (an equivalent mutant, to")
            terminal.print("list in \(EquivalentMutants.path) with its reason)?")
            for line in survivors.flatMap(survivorLines) { terminal.print(line) }
        }
        let listProblems = (listing.map { strict ? $0.problems : $0.killedProblems } ?? []) + mapProblems
        if !listProblems.isEmpty {
            terminal.print("")
            for problem in listProblems { terminal.print(problem) }
        }
        terminal.print("")
        // Advice for the implementations nothing measured, when one was: generate mutants of its code as it is.
        let apps = Set(mutants.map(\.app)).sorted()
        let advice =
            score.unmeasuredImplementations.isEmpty
            ? advice : MutantsCommand.advice(apps: apps, implementations: score.unmeasuredImplementations)
        for line in score.summary(advice: advice) { terminal.print(line) }
        if let timing {
            terminal.print(Self.timeLine(timing, tried: score.total - score.notApplicable))
        }
        if strict, generated, !listProblems.isEmpty { return .failure }
        return score.exitCode
    }

    /// One line per mutant: the verdict, then which mutant and what it changes.
    func line(for mutant: Mutant, _ verdict: MutationVerdict) -> String {
        let (label, note) =
            switch verdict {
            case .killed: (terminal.green("killed        "), "")
            case .crashed(let how): (terminal.green("killed        "), " (crashed: \(how))")
            case .stopped(let how): (terminal.green("killed        "), " (\(how))")
            case .survived: (terminal.red("SURVIVED      "), "")
            case .notApplicable: (terminal.yellow("no longer applies"), "")
            case .didNotBuild where strict: (terminal.red("DID NOT BUILD "), "")
            case .didNotBuild where generated: (terminal.yellow("did not build "), "")
            case .didNotBuild: (terminal.yellow("no longer applies"), " (it does not build on this code)")
            case .inUnusedFile: (terminal.yellow("not counted   "), " (survived in a file nothing uses)")
            case .equivalent: (terminal.yellow("equivalent (listed)"), " (its reason is in \(EquivalentMutants.path))")
            }
        let what = generated ? "\(mutant.location): \(mutant.description)" : "\(mutant.id): \(mutant.description)"
        return "\(label) \(what)\(mutant.ruleTag)\(note)"
    }

    /// A survivor as a person checks it: where, and the line before and after the change.
    private func survivorLines(_ mutant: Mutant) -> [String] {
        guard let source = mutant.source(), let mutated = mutant.applied(to: source), mutant.line != nil else {
            return ["  \(mutant.location): \(mutant.description)"]
        }
        guard let before = mutant.codeLine(in: source), let after = mutant.codeLine(in: mutated) else {
            return ["  \(mutant.location)"]
        }
        return ["  \(mutant.location): \(mutant.description)", "    - \(before)", "    + \(after)"]
    }

    /// Processor time used by the child processes this process has waited for (compilers, linkers, checks):
    /// unlike the time on the clock, it does not grow when other work shares the machine.
    private static func processorTimeOfChildren() -> Duration {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        return [usage.ru_utime, usage.ru_stime].map { .seconds($0.tv_sec) + .microseconds($0.tv_usec) }.reduce(.zero, +)
    }

    /// "0.8 s" or "2 min 5 s".
    /// How long the run took: each mutant that applied was built and, if it built, run, so each takes
    /// its share of the mutating time.
    static func timeLine(_ timing: (building: Duration, mutating: Duration, processor: Duration), tried: Int)
        -> String
    {
        let building = "\(seconds(timing.building)) to build the copy and check it unmutated"
        guard tried > 0 else { return "Time: \(building)." }
        return "Time: \(seconds(timing.mutating / tried)) per mutant (\(seconds(timing.mutating)) for \(tried) "
            + "mutant\(tried == 1 ? "" : "s"), after \(building)); processor time \(seconds(timing.processor / tried)) "
            + "per mutant"
    }

    static func seconds(_ duration: Duration) -> String {
        let total = duration.inSeconds
        if total < 60 { return String(format: "%.1f s", total) }
        return "\(Int(total) / 60) min \(Int(total) % 60) s"
    }
}
