import Foundation
import Specs

/// What the facilitator wants to know of a pair at a glance, from its history: the kata it is on, red or
/// green for each app, how many runs so far, when the last one was, and since when it has been red.
struct PairProgress: Equatable, Sendable {
    let name: PairName
    /// The last run's kata, else its branch; nil before the first run.
    let kata: String?
    /// Each app's last verdict: failed when a spec of the app failed on an implementation, else passed (or
    /// not yet, when some of its specs are not yet due); no entry for an app no run checked.
    let apps: [App: RunVerdict.Kind]
    let runs: Int
    let lastRun: Date?
    /// When the pair's runs turned red and stayed so: the first of its last runs that are all red.
    let redSince: Date?

    init(_ history: PairHistory) {
        name = history.name
        let last = history.last?.record
        kata = last?.kata ?? last?.branch
        var apps: [App: RunVerdict.Kind] = [:]
        for app in App.allCases {
            let verdicts = history.runs.reversed().lazy.map { $0.record.verdicts.filter { $0.app == app } }
                .first { !$0.isEmpty }
            guard let verdicts else { continue }
            apps[app] =
                verdicts.contains { $0.kind == .failed }
                ? .failed : verdicts.contains { $0.kind == .notYet } ? .notYet : .passed
        }
        self.apps = apps
        runs = max(last?.number ?? 0, history.runs.count)
        lastRun = last?.ranAt
        redSince = last?.isRed == true ? history.runs.reversed().prefix { $0.record.isRed }.last?.record.ranAt : nil
    }

    /// Whether the pair has been red for `limit` or longer at `now`.
    func isRedTooLong(at now: Date, limit: TimeInterval) -> Bool {
        redSince.map { now.timeIntervalSince($0) >= limit } ?? false
    }

    /// `12 s`, `4 min`, `2 h 05 min`: a time span as the table and the dashboard show it.
    static func span(_ seconds: TimeInterval) -> String {
        let whole = max(0, Int(seconds))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min" }
        let minutes = whole % 3600 / 60
        return "\(whole / 3600) h \(minutes < 10 ? "0" : "")\(minutes) min"
    }
}
