import Foundation

/// `kata room compare <pair> <pair>`: a review page of two pairs' code on the same kata, side by side, for
/// the debrief: each pair's last run on that kata, the files either pair changed since its start that the
/// two wrote differently. It reads the facilitator's copy of the room (refreshed first, when reached).
enum RoomCompareCommand {
    static func run(
        _ arguments: Arguments, terminal: Terminal, root: URL, now: Date = Date(), timeZone: TimeZone = .current
    ) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw UsageError(message: "name two pairs, e.g. swift run kata room compare anna-and-ben carl-and-dina")
        }
        let names = try arguments.positionals.map { word throws(UsageError) in try PairName(word) }
        guard names[0] != names[1] else { throw UsageError(message: "name two different pairs.") }
        guard
            let remote = arguments.value(RoomCommand.room) ?? RoomWatchCommand.remembered(root: root)
                ?? RoomMembership.read(root: root)?.remote
        else {
            throw UsageError(
                message:
                    "name the room, e.g. swift run kata room compare \(names[0]) \(names[1]) --room ~/kata-room.git")
        }
        let copy: RoomCopy
        switch RoomCopy.of(remote, root: root) {
        case .success(let made): copy = made
        case .failure(let failure): return terminal.fail("kata: \(failure.message)")
        }
        if let unreachable = copy.refresh() {
            guard copy.isRoom else { return terminal.fail("kata: the room \(remote) was not reached: \(unreachable).") }
            terminal.print("The room \(remote) was not reached (\(unreachable)): comparing the last copy of it.")
        }
        let histories = PairHistory.read(copy.git)
        var lasts: [PairHistory] = []
        for name in names {
            guard let history = histories[name], !history.runs.isEmpty else {
                let known = histories.keys.sorted().map(\.description).joined(separator: ", ")
                return terminal.fail(
                    "kata: the room has no run of \(name). Its pairs: \(known.isEmpty ? "none yet" : known).")
            }
            lasts.append(history)
        }
        let shared = Self.sharedKatas(lasts[0], lasts[1])
        let kata: String?
        if let asked = arguments.value(RoomCommand.kata) {
            guard shared.contains(asked) else {
                let missing = lasts.first { history in !history.runs.contains { Self.kata(of: $0) == asked } }
                let hint =
                    shared.first.map {
                        "Both have runs on \($0): swift run kata room compare \(names[0]) \(names[1]) --kata \($0.shellWord)"
                    }
                    ?? "They have no kata in common; without --kata, kata compares their last runs: "
                    + "swift run kata room compare \(names[0]) \(names[1])"
                return terminal.fail(
                    "kata: \(missing?.name.description ?? "one of them") has no run on \(asked). \(hint)")
            }
            kata = asked
        } else {
            // The first pair's kata, else the second's, else the kata both ran last: a table on
            // `solid/expenses` and a late arrival on `start/expenses-ocp` share none, and their last runs are
            // compared as they are.
            let lastKatas = lasts.compactMap { $0.last.flatMap(Self.kata(of:)) }
            kata = lastKatas.first(where: shared.contains) ?? shared.first
        }
        let snapshots = lasts.map { history in
            kata.map { kata in history.runs.last { Self.kata(of: $0) == kata } } ?? history.last
        }
        let first = snapshots[0]!
        let second = snapshots[1]!
        let diffs = RoomDiff.changes(
            [(first.start, first.id), (second.start, second.id), (first.id, second.id)], in: copy.git)
        let touched = Set(diffs[0...1].joined().flatMap { [$0.oldPath, $0.newPath].compactMap(\.self) })
        let changes = diffs[2].filter { change in
            [change.oldPath, change.newPath].contains { $0.map(touched.contains) ?? false }
        }
        let output =
            arguments.value(RoomCommand.output).map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? root.appendingPathComponent(".build/kata-room", isDirectory: true)
        let dashboard = RoomDashboard(folder: output)
        let pages = RoomPageHTML(
            remote: remote, now: now, redAfter: 600,
            source: SiteSource(provenance: "the room `\(remote)`", madeAt: SiteSource.timestamp(now, in: timeZone)),
            timeZone: timeZone, reloadEvery: nil)
        let file = output.appendingPathComponent("compare-\(names[0])-\(names[1]).html")
        let hasIndex = FileManager.default.fileExists(atPath: dashboard.indexFile.path)
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try dashboard.writeStyle()
            try AtomicFile.write(
                pages.comparePage(
                    PairHistory(name: names[0], head: first.id, runs: [first]),
                    PairHistory(name: names[1], head: second.id, runs: [second]), kata: kata, changes: changes,
                    hasIndex: hasIndex
                ).description, to: file)
        } catch {
            return terminal.fail("kata: could not write \(file.path): \(FailureReason.of(error, at: file.path)).")
        }
        let heading =
            kata.map { "\(names[0]) and \(names[1]) on \($0)" }
            ?? "No kata in common, so their last runs: "
            + zip(names, [first, second]).map { "\($0) on \(Self.kata(of: $1) ?? "no branch")" }
            .joined(separator: " and ")
        terminal.print("\(heading): \(changes.count.counted("file")) they wrote differently, side by side:")
        terminal.print("    \(file.standardizedFileURL.path)")
        terminal.print("Open it in a browser: \(file.standardizedFileURL.absoluteString)")
        return .success
    }

    /// The kata a run was on: the one its branch names, else the branch itself (`solid/expenses`).
    static func kata(of run: SnapshotChain.Snapshot) -> String? {
        run.record.kata ?? run.record.branch
    }

    /// The katas both pairs have runs on, the one run last first.
    static func sharedKatas(_ first: PairHistory, _ second: PairHistory) -> [String] {
        let runs = (first.runs + second.runs).sorted { $0.record.ranAt > $1.record.ranAt }
        let katas = [first, second].map { Set($0.runs.compactMap(kata(of:))) }
        var shared: [String] = []
        for run in runs {
            guard let kata = kata(of: run), katas[0].contains(kata), katas[1].contains(kata),
                !shared.contains(kata)
            else { continue }
            shared.append(kata)
        }
        return shared
    }
}
