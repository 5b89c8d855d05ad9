import Foundation

/// Applies mutants one at a time to a copy of the package and runs the mutated app's specs on each.
struct MutationRun {
    enum Verdict: Equatable {
        case killed
        case survived
        case notApplicable
        case didNotBuild
    }

    let mutants: [Mutant]
    let terminal: Terminal

    func run() -> ExitCode {
        let started = Date()
        let copy: URL
        do {
            copy = try copyPackage()
        } catch {
            terminal.printError("kata: cannot copy the package: \(error)")
            return .specFailure
        }
        defer { try? FileManager.default.removeItem(at: copy) }

        terminal.print("Building a copy of the package in \(copy.path) ...")
        guard shell(["swift", "build", "--product", "kata"], in: copy) == 0 else {
            terminal.printError("kata: the unmutated copy does not build; fix the build first.")
            return .specFailure
        }
        guard shell(["./.build/debug/kata", "check"], in: copy) == 0 else {
            terminal.printError("kata: specs fail without any mutant; run `swift run kata check` first.")
            return .specFailure
        }

        var verdicts: [(Mutant, Verdict)] = []
        for mutant in mutants {
            let verdict = apply(mutant, in: copy)
            verdicts.append((mutant, verdict))
            terminal.print("  \(label(verdict)) \(mutant.id): \(mutant.description)")
        }

        let applicable = verdicts.filter { $0.1 != .notApplicable }
        let killed = applicable.filter { $0.1 == .killed }.count
        let score = applicable.isEmpty ? 100 : killed * 100 / applicable.count
        let seconds = Int(Date().timeIntervalSince(started))
        terminal.print("")
        terminal.print(
            "Mutation score: \(score)% (\(killed) of \(applicable.count) killed, "
                + "\(verdicts.count - applicable.count) not applicable) in \(seconds / 60) min \(seconds % 60) s"
        )
        return killed == applicable.count ? .passed : .specFailure
    }

    private func apply(_ mutant: Mutant, in copy: URL) -> Verdict {
        let file = copy.appendingPathComponent(mutant.file)
        guard let original = try? String(contentsOf: file, encoding: .utf8),
            original.components(separatedBy: mutant.find).count == 2
        else { return .notApplicable }
        let mutated = original.replacingOccurrences(of: mutant.find, with: mutant.replace)
        defer { write(original, to: file) }
        write(mutated, to: file)

        guard shell(["swift", "build", "--product", "kata"], in: copy) == 0 else { return .didNotBuild }
        let check = ["./.build/debug/kata", "check", mutant.app, "--implementation", mutant.implementation]
        if shell(check, in: copy) == 1 { return .killed }
        let differential = ["./.build/debug/kata", "check", mutant.app, "--random", "300", "--seed", "1"]
        return shell(differential, in: copy) == 1 ? .killed : .survived
    }

    /// Writes `text` and moves the file's date forward, so the build notices an edit made within a second.
    private func write(_ text: String, to file: URL) {
        try? text.write(to: file, atomically: true, encoding: .utf8)
        try? FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(2)], ofItemAtPath: file.path)
    }

    private func label(_ verdict: Verdict) -> String {
        switch verdict {
        case .killed: terminal.green("killed        ")
        case .survived: terminal.red("SURVIVED      ")
        case .notApplicable: terminal.yellow("not applicable")
        case .didNotBuild: terminal.red("DID NOT BUILD ")
        }
    }

    private func copyPackage() throws -> URL {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kata-mutants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let items = try FileManager.default.contentsOfDirectory(atPath: PackageFolder.root.path)
        for item in items where !item.hasPrefix(".build") && item != ".git" && item != ".swiftpm" {
            try FileManager.default.copyItem(
                at: PackageFolder.root.appendingPathComponent(item),
                to: destination.appendingPathComponent(item)
            )
        }
        return destination
    }

    /// Runs a command quietly in `folder` and returns its exit status.
    private func shell(_ command: [String], in folder: URL) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        do {
            try process.run()
        } catch {
            return -1
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
