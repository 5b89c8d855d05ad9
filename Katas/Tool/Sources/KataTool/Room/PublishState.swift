import Foundation

/// What the publisher found the last time it pushed, for the next run of `kata` to say once: the runs
/// reach the room, the room was not reached (and why), or the room refused them (and why). The publisher
/// writes it to `.git/kata-room/state` when it changes; the run that says it copies it to
/// `.git/kata-room/said`. Each file has one writer, and what differs between them is news.
struct PublishState: Equatable, Sendable {
    enum Outcome: String, Sendable {
        case sent
        case unreachable
        case refused
    }

    var outcome: Outcome
    var reason = ""

    private var text: String { "\(outcome.rawValue)\n\(reason.replacingOccurrences(of: "\n", with: " "))\n" }

    /// Writes the state when it differs from the one written before.
    func write(to roomFolder: URL) {
        let file = roomFolder.appendingPathComponent("state")
        if (try? String(contentsOf: file, encoding: .utf8)) == text { return }
        try? AtomicFile.write(text, to: file)
    }

    /// The state no run has said yet, if any; saying it marks it said.
    static func unsaid(in roomFolder: URL) -> PublishState? {
        let state = roomFolder.appendingPathComponent("state")
        let said = roomFolder.appendingPathComponent("said")
        guard let text = try? String(contentsOf: state, encoding: .utf8),
            text != (try? String(contentsOf: said, encoding: .utf8))
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, let outcome = Outcome(rawValue: String(lines[0])) else { return nil }
        try? AtomicFile.write(text, to: said)
        return PublishState(outcome: outcome, reason: String(lines[1]))
    }

    /// The line the next run says.
    func news(_ membership: RoomMembership) -> String {
        switch outcome {
        case .sent:
            "Room: your runs reach the room \(membership.remote), as \(membership.name)."
        case .unreachable:
            "Room: \(membership.remote) was not reached (\(reason)). Your runs wait in this clone and go "
                + "with the next run that reaches it: nothing to do."
        case .refused:
            "Room: the room refused your snapshots: \(reason)"
        }
    }
}
