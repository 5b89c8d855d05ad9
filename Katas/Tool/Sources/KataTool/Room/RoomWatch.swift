import Foundation

/// One watch of a room, refresh after refresh: it keeps the pairs' histories read so far, so each
/// refresh reads only the new runs, and writes the page of a pair only when its runs changed.
struct RoomWatch {
    let copy: RoomCopy
    let dashboard: RoomDashboard
    let redAfter: TimeInterval
    let reloadEvery: Int?
    let timeZone: TimeZone
    private(set) var histories: [PairName: PairHistory] = [:]
    /// How many runs the last refresh read that the refresh before had not.
    private(set) var newRuns = 0
    /// The pairs whose page is written, with the snapshot it shows.
    private var shown: [PairName: String] = [:]

    init(copy: RoomCopy, dashboard: RoomDashboard, redAfter: TimeInterval, reloadEvery: Int?, timeZone: TimeZone) {
        self.copy = copy
        self.dashboard = dashboard
        self.redAfter = redAfter
        self.reloadEvery = reloadEvery
        self.timeZone = timeZone
    }

    /// Reads the copy as it is now, writes the dashboard, and returns the table for the terminal.
    mutating func refresh(now: Date, terminal: Terminal) throws -> String {
        let before = histories.values.map(\.runs.count).reduce(0, +)
        histories = PairHistory.read(copy.git, known: histories)
        newRuns = max(0, histories.values.map(\.runs.count).reduce(0, +) - before)
        let ordered = histories.values.sorted { $0.name < $1.name }
        let pages = RoomPageHTML(
            remote: copy.remote, now: now, redAfter: redAfter,
            source: SiteSource(
                provenance: "the room `\(copy.remote)`", madeAt: SiteSource.timestamp(now, in: timeZone)),
            timeZone: timeZone, reloadEvery: reloadEvery)
        let changed = ordered.filter { history in shown[history.name] == nil || shown[history.name] != history.head }
        let comparisons = changed.compactMap { history in history.last.map { ($0.start, $0.id) } }
        var changes = RoomDiff.changes(comparisons, in: copy.git).makeIterator()
        var written: [PairName: HTML] = [:]
        for history in changed {
            written[history.name] = pages.pairPage(history, changes: history.last == nil ? [] : changes.next() ?? [])
            shown[history.name] = history.head ?? ""
        }
        try dashboard.write(index: pages.index(ordered), pages: written, names: Set(histories.keys))
        let progress = ordered.map(PairProgress.init)
        return RoomTable.heading(progress, remote: copy.remote, now: now, redAfter: redAfter, timeZone: timeZone)
            + "\n" + RoomTable.text(progress, now: now, redAfter: redAfter, terminal: terminal)
    }
}
