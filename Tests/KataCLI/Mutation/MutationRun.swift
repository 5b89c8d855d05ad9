import Foundation

/// Applies mutants one at a time to a copy of the package and runs the mutated app's specs on the
/// mutated implementation for each. Builds are done one after another (each rebuilds only the mutated
/// module and links its own binary); the checks of built mutants run meanwhile, as many at once as
/// there are processors.
struct MutationRun {
    let mutants: [Mutant]
    /// Only the specs, without the random differential run that otherwise gets a second chance at a survivor.
    let specsOnly: Bool
    /// Mutants made from the code by `--generate`: those that do not compile are left out of the score,
    /// and survivors are listed with the changed line.
    let generated: Bool
    /// What to do when little or nothing was measured.
    let advice: [String]
    let terminal: Terminal

    private struct Running {
        let index: Int
        let process: Process
        let binary: URL
    }

    func run() -> ExitCode {
        let root = PackageFolder.root
        var verdicts = [MutationVerdict?](repeating: nil, count: mutants.count)
        for (index, mutant) in mutants.enumerated() {
            let source = try? String(contentsOf: root.appendingPathComponent(mutant.file), encoding: .utf8)
            if source.flatMap(mutant.applied(to:)) == nil { verdicts[index] = .notApplicable }
        }
        guard verdicts.contains(nil) else { return finish(verdicts.map { $0 ?? .notApplicable }, timing: nil) }

        let mirror = PackageMirror(of: root)
        let clock = ContinuousClock()
        let started = clock.now
        terminal.print("Building a copy of the package in \(mirror.folder.path) ...")
        do {
            try mirror.synchronize()
        } catch {
            terminal.printError("kata: cannot copy the package: \(error)")
            return .specFailure
        }
        let cleanup = InterruptCleanup(mirror: mirror, terminal: terminal)
        defer { cleanup.end() }
        let builder = MutantBuilder(package: mirror.folder)
        guard builder.buildUnmutated() else {
            terminal.printError("kata: the package does not build; fix the build first (swift build).")
            return .specFailure
        }
        let kata = mirror.folder.appendingPathComponent(".build/debug/kata").path
        for (app, implementation) in pairs(of: mutants) {
            let check = [kata, "check", app, "--implementation", implementation]
            guard QuietProcess.run(check, in: mirror.folder) == .exited(0) else {
                terminal.printError(
                    "kata: specs fail without any mutant; run `swift run kata check \(app) -i \(implementation)` first.")
                return .specFailure
            }
        }
        let mutating = clock.now

        var printed = 0
        func printReady() {
            while printed < mutants.count, let verdict = verdicts[printed] {
                terminal.print("  " + line(for: mutants[printed], verdict))
                printed += 1
            }
        }
        var running: [Running] = []
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let binaries = mirror.folder.appendingPathComponent(".build/kata-mutants")
        for (index, mutant) in mutants.enumerated() where verdicts[index] == nil {
            let file = mirror.folder.appendingPathComponent(mutant.file)
            guard let original = try? String(contentsOf: file, encoding: .utf8),
                let mutated = mutant.applied(to: original), (try? SourceFileWriter.write(mutated, to: file)) != nil
            else {
                verdicts[index] = .notApplicable
                continue
            }
            let binary = binaries.appendingPathComponent("\(index)/kata")
            let built = builder.build(changing: mutant.file, into: binary)
            try? SourceFileWriter.write(original, to: file)
            guard built else {
                verdicts[index] = .didNotBuild
                printReady()
                continue
            }
            while running.count >= workers {
                let done = running.removeFirst()
                verdicts[done.index] = verdict(of: done, in: mirror.folder)
                printReady()
            }
            let check = [binary.path, "check", mutant.app, "--implementation", mutant.implementation]
            if let process = try? QuietProcess.start(check, in: mirror.folder) {
                running.append(Running(index: index, process: process, binary: binary))
            } else {
                verdicts[index] = .crashed("could not start the check")
            }
            printReady()
        }
        for done in running {
            verdicts[done.index] = verdict(of: done, in: mirror.folder)
            printReady()
        }
        try? FileManager.default.removeItem(at: binaries)
        printReady()
        let timing = Timing(building: mutating - started, mutating: clock.now - mutating)
        return finish(verdicts.map { $0 ?? .notApplicable }, timing: timing)
    }

    private struct Timing {
        let building: Duration
        let mutating: Duration
    }

    private func verdict(of running: Running, in folder: URL) -> MutationVerdict {
        running.process.waitUntilExit()
        var verdict = MutationVerdict(check: ProcessEnd(running.process))
        let mutant = mutants[running.index]
        if verdict == .survived && !specsOnly {
            let differential = [running.binary.path, "check", mutant.app, "--random", "300", "--seed", "1"]
            verdict = MutationVerdict(check: QuietProcess.run(differential, in: folder))
        }
        try? FileManager.default.removeItem(at: running.binary.deletingLastPathComponent())
        return verdict
    }

    private func finish(_ verdicts: [MutationVerdict], timing: Timing?) -> ExitCode {
        if timing == nil {
            for (mutant, verdict) in zip(mutants, verdicts) { terminal.print("  " + line(for: mutant, verdict)) }
        }
        let score = MutationScore(verdicts, buildFailureFails: !generated)
        if generated {
            let survivors = zip(mutants, verdicts).filter { $0.1 == .survived }.map(\.0)
            if !survivors.isEmpty {
                terminal.print("")
                terminal.print("Survivors: the specs pass with each of these changes. Judge each: a gap in the")
                terminal.print("specs (write a spec), or a change no user can see (an equivalent mutant)?")
                for mutant in survivors { terminal.print(contentsOf: survivorLines(mutant)) }
            }
        }
        terminal.print("")
        let summary = score.summary(advice: advice)
        for line in summary { terminal.print(line) }
        if let timing {
            let built = score.measured + score.didNotBuild
            let perMutant = built == 0 ? Duration.zero : timing.mutating / built
            terminal.print(
                "Time: \(Self.seconds(perMutant)) per mutant (\(Self.seconds(timing.mutating)) for \(built) mutants, "
                    + "after \(Self.seconds(timing.building)) to build the copy and check it unmutated)")
        }
        return score.exitCode
    }

    /// One line per mutant: the verdict, then which mutant and what it changes.
    func line(for mutant: Mutant, _ verdict: MutationVerdict) -> String {
        let label =
            switch verdict {
            case .killed: terminal.green("killed        ")
            case .crashed: terminal.green("killed        ")
            case .survived: terminal.red("SURVIVED      ")
            case .notApplicable: terminal.yellow("not applicable")
            case .didNotBuild: generated ? terminal.yellow("did not build ") : terminal.red("DID NOT BUILD ")
            }
        let crash = if case .crashed(let how) = verdict { " (crashed: \(how))" } else { "" }
        let rule = mutant.rule.map { " [rule \($0)]" } ?? ""
        let what = generated ? "\(mutant.location): \(mutant.description)" : "\(mutant.id): \(mutant.description)"
        return "\(label) \(what)\(rule)\(crash)"
    }

    /// A survivor as a person checks it: where, and the line before and after the change.
    private func survivorLines(_ mutant: Mutant) -> [String] {
        let file = PackageFolder.root.appendingPathComponent(mutant.file)
        guard let source = try? String(contentsOf: file, encoding: .utf8), let mutated = mutant.applied(to: source),
            let line = mutant.line
        else { return ["  \(mutant.location): \(mutant.description)"] }
        let before = source.components(separatedBy: "\n")
        let after = mutated.components(separatedBy: "\n")
        guard line - 1 < before.count, line - 1 < after.count else { return ["  \(mutant.location)"] }
        return [
            "  \(mutant.location): \(mutant.description)",
            "    - \(before[line - 1].trimmingCharacters(in: .whitespaces))",
            "    + \(after[line - 1].trimmingCharacters(in: .whitespaces))",
        ]
    }

    private func pairs(of mutants: [Mutant]) -> [(String, String)] {
        var seen: Set<String> = []
        return mutants.compactMap { mutant in
            seen.insert("\(mutant.app) \(mutant.implementation)").inserted ? (mutant.app, mutant.implementation) : nil
        }
    }

    /// "0.8 s" or "2 min 5 s".
    static func seconds(_ duration: Duration) -> String {
        let total = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        if total < 60 { return String(format: "%.1f s", total) }
        return "\(Int(total) / 60) min \(Int(total) % 60) s"
    }
}

extension Terminal {
    fileprivate func print(contentsOf lines: [String]) {
        for line in lines { print(line) }
    }
}
