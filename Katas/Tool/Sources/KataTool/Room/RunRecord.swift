import Foundation
import Specs

/// What one run of `kata` or `kata check` saw, as its snapshot's message holds it: one `Name: value` line a
/// fact, under a title a person reads in `git log`. The run itself writes the first facts (its command, its
/// time, its verdicts); the publisher adds where the pair is (its run number, kata, branch and net) when it
/// makes the snapshot. A message is read back strictly: a room holds what any clone pushed, so a line that
/// is not one of these facts is left out, and no text is longer than its limit or holds a control character.
struct RunRecord: Equatable, Sendable {
    /// Unique to the run: a run whose snapshot a room already holds is never published again.
    var id: String
    /// The words after `swift run kata`: `check cart`, or `status`.
    var command: String
    var ranAt: Date
    var verdicts: [RunVerdict]
    /// The run's place among the pair's runs, from 1.
    var number = 0
    /// The kata the pair's branch names, if it names one.
    var kata: String?
    var branch: String?
    /// How many specs each app's net of the pair's own has (`Tests/MyNet`).
    var net: [App: Int] = [:]

    /// Red when a spec failed.
    var isRed: Bool { verdicts.contains { $0.kind == .failed } }

    var message: String {
        var lines = [
            "Run \(number): \(isRed ? "red" : "green") (kata \(command))", "", "Run-id: \(id)", "Run: \(number)",
            "Command: \(command)", "Ran-at: \(Int(ranAt.timeIntervalSince1970))",
        ]
        if let kata { lines.append("Kata: \(kata)") }
        if let branch { lines.append("Branch: \(branch)") }
        lines += verdicts.map { "Verdict: \($0.line)" }
        lines += App.allCases.compactMap { app in net[app].map { "Net: \(app.rawValue) \($0)" } }
        return lines.joined(separator: "\n") + "\n"
    }

    init(id: String, command: String, ranAt: Date, verdicts: [RunVerdict]) {
        self.id = id
        self.command = command
        self.ranAt = ranAt
        self.verdicts = verdicts
    }

    /// The record a snapshot's message (or a run file) holds, or nil when it holds none.
    init?(message: String) {
        let fields = Self.fields(of: message)
        func value(_ name: String) -> Substring? { fields.first { $0.0 == name }?.1 }
        guard let id = value("Run-id").map({ Self.shown($0, limit: 80) }), !id.isEmpty,
            let seconds = value("Ran-at").flatMap({ Int($0) })
        else { return nil }
        self.id = id
        command = value("Command").map { Self.shown($0, limit: 120) } ?? ""
        ranAt = Date(timeIntervalSince1970: TimeInterval(seconds))
        verdicts = fields.filter { $0.0 == "Verdict" }.compactMap { RunVerdict(line: $0.1) }
        number = value("Run").flatMap { Int($0) }.map { max(0, $0) } ?? 0
        kata = value("Kata").map { Self.shown($0, limit: 60) }.flatMap { $0.isEmpty ? nil : $0 }
        branch = value("Branch").map { Self.shown($0, limit: 120) }.flatMap { $0.isEmpty ? nil : $0 }
        for (name, text) in fields where name == "Net" {
            let words = text.split(separator: " ")
            if words.count == 2, let app = App(rawValue: String(words[0])), let count = Int(words[1]), count >= 0 {
                net[app] = count
            }
        }
    }

    /// The `Name: value` lines of `message` after its title, in order, found with a loop over its bytes
    /// (the watch reads thousands of messages, in a debug build).
    private static func fields(of message: String) -> [(Substring, Substring)] {
        var message = message
        return message.withUTF8 { bytes in
            var fields: [(Substring, Substring)] = []
            var lineStart = 0
            var colon: Int?
            var isTitle = true
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0x0A
                if byte == UInt8(ascii: ":") && colon == nil { colon = index }
                guard byte == 0x0A else { continue }
                if !isTitle, let colon {
                    var valueStart = colon + 1
                    while valueStart < index && bytes[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
                    let text = { (range: Range<Int>) in
                        Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
                    }
                    fields.append((text(lineStart..<colon), text(valueStart..<index)))
                }
                isTitle = false
                lineStart = index + 1
                colon = nil
            }
            return fields
        }
    }

    /// `text` as a page or a terminal may show it: without control or invisible format characters (which
    /// could move the cursor or reorder what follows), at most `limit` characters.
    static func shown(_ text: Substring, limit: Int) -> String {
        if text.utf8.count <= limit, text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return String(text) }
        let kept = text.unicodeScalars.filter { scalar in
            let category = scalar.properties.generalCategory
            return category != .control && category != .format && category != .lineSeparator
                && category != .paragraphSeparator
        }
        return String(String(String.UnicodeScalarView(kept)).prefix(limit))
    }
}
