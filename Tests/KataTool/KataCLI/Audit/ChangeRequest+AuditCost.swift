import Foundation
import KataHarness

/// How the audit measures what a change request costs in a design, from the code: once the design has
/// it, the files and lines of code that name the new case; before, the files and lines that name its
/// nearest existing case (each is a place to copy or to edit), when it has one.
struct ChangeRequestProbe: Sendable {
    let changeRequest: ChangeRequest
    /// Matches a line of code (comments left out) that names the new case.
    let added: String
    /// Matches a line that names the nearest existing case, or nil when there is none.
    let sibling: String?
    let siblingName: String?

    static func probe(_ changeRequest: ChangeRequest) -> ChangeRequestProbe {
        let probe = changeRequest.facts.probe
        return ChangeRequestProbe(
            changeRequest: changeRequest, added: probe.added, sibling: probe.sibling, siblingName: probe.siblingName)
    }

    /// The cost in `files`: one line for the audit table.
    func cost(in files: [SourceFile]) -> String {
        let built = matches(added, in: files)
        let head = "\(changeRequest.code) \(changeRequest.title)"
        if built.lines > 0 { return "\(head): built, \(count(built))" }
        guard let sibling, let siblingName else { return "\(head): not built yet" }
        let places = matches(sibling, in: files)
        return "\(head): not built yet; \(siblingName) is named in \(count(places))"
    }

    /// Files and lines of code in `files` matching `pattern`.
    func matches(_ pattern: String, in files: [SourceFile]) -> (files: Int, lines: Int) {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return (0, 0) }
        var fileCount = 0
        var lineCount = 0
        for file in files {
            let lines = Self.matchingLineCount(expression, in: file)
            if lines > 0 { fileCount += 1 }
            lineCount += lines
        }
        return (fileCount, lineCount)
    }

    /// How many lines of `file` hold code (comments left out) that `expression` matches. One search
    /// of the file's code, its lines joined by newlines, then each match counted on its line: no
    /// pattern here matches a newline, so no match spans two lines.
    private static func matchingLineCount(_ expression: NSRegularExpression, in file: SourceFile) -> Int {
        let lines = file.codeLines
        let code = lines.joined(separator: "\n")
        let matches = expression.matches(in: code, range: NSRange(code.startIndex..., in: code))
        guard !matches.isEmpty else { return 0 }
        var lineEnds: [Int] = []
        var offset = 0
        for line in lines {
            offset += line.utf16.count
            lineEnds.append(offset)
            offset += 1
        }
        var matched = Set<Int>()
        var line = 0
        for match in matches {
            while lineEnds[line] < match.range.location { line += 1 }
            matched.insert(line)
        }
        return matched.count
    }

    private func count(_ measured: (files: Int, lines: Int)) -> String {
        "\(measured.files.counted("file")), \(measured.lines.counted("line"))"
    }
}
