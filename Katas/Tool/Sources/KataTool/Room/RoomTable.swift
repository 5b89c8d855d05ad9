import Foundation
import Specs

/// The watch's table in the terminal: a row a pair, by name, with its kata, red or green for each app, its
/// runs so far, the time since its last run, and a mark when it has been red for `redAfter` or longer.
///
///     PAIR          KATA              EXPENSES  CART   REGISTRATION  RUNS  LAST RUN
///     anna-and-ben  cart-reusability  ·         red    ·               12  2 min ago  ⚑ red for 17 min
enum RoomTable {
    static let mark = "⚑"

    static func text(_ pairs: [PairProgress], now: Date, redAfter: TimeInterval, terminal: Terminal) -> String {
        let nameWidth = max(4, pairs.map(\.name.description.count).max() ?? 0) + 2
        let kataWidth = max(4, pairs.map { ($0.kata ?? "").count }.max() ?? 0) + 2
        let appWidths = App.allCases.map { $0.rawValue.count + 2 }
        var lines = [
            ("PAIR".padded(to: nameWidth) + "KATA".padded(to: kataWidth)
                + zip(App.allCases, appWidths).map { $0.rawValue.uppercased().padded(to: $1) }.joined()
                + " RUNS  LAST RUN").trimmingTrailingSpaces
        ]
        for pair in pairs {
            var line = pair.name.description.padded(to: nameWidth)
            guard let lastRun = pair.lastRun else {
                lines.append(line + "(joined, no run yet)")
                continue
            }
            line += (pair.kata ?? "").padded(to: kataWidth)
            for (app, width) in zip(App.allCases, appWidths) {
                let word = pair.apps[app].map { $0 == .failed ? "red" : "green" } ?? "·"
                let padding = String(repeating: " ", count: max(1, width - word.count))
                line += (word == "red" ? terminal.red(word) : word == "green" ? terminal.green(word) : word) + padding
            }
            let runs = String(pair.runs)
            line += String(repeating: " ", count: max(1, 5 - runs.count)) + runs + "  "
            line += PairProgress.span(now.timeIntervalSince(lastRun)) + " ago"
            if pair.isRedTooLong(at: now, limit: redAfter), let since = pair.redSince {
                line += "  " + terminal.red("\(mark) red for \(PairProgress.span(now.timeIntervalSince(since)))")
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The line above the table: the room, how many pairs, how many red too long, and when.
    static func heading(
        _ pairs: [PairProgress], remote: String, now: Date, redAfter: TimeInterval, timeZone: TimeZone
    ) -> String {
        let late = pairs.filter { $0.isRedTooLong(at: now, limit: redAfter) }.count
        let time = DateFormatter.fixed("HH:mm:ss", in: timeZone).string(from: now)
        return "Room \(remote): \(pairs.count.counted("pair")), \(late) red for \(PairProgress.span(redAfter)) or "
            + "more (\(mark)). At \(time)."
    }
}
