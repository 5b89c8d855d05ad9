import Foundation
import Specs

/// How the audit measures what a change request costs in a design, from the code: once the design has
/// it, the files and lines of code that name the new case; before, the files and lines that name its
/// nearest existing case (each is a place to copy or to edit), when it has one.
extension ChangeRequest {
    /// The cost in `files`: one line for the audit table.
    func cost(in files: [SourceFile]) -> String {
        let probe = auditProbe
        let built = Self.matches(probe.added, in: files, within: probe.within)
        let head = "\(code) \(title)"
        if built.lines > 0 { return "\(head): built, \(Self.count(built))" }
        guard let sibling = probe.sibling, let siblingName = probe.siblingName else { return "\(head): not built yet" }
        return "\(head): not built yet; \(siblingName) is named in \(Self.count(Self.matches(sibling, in: files)))"
    }

    /// Files and lines of code in `files` matching `pattern`.
    private static func matches(_ pattern: String, in files: [SourceFile], within: String? = nil)
        -> (files: Int, lines: Int)
    {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return (0, 0) }
        let searched = within.flatMap { try? NSRegularExpression(pattern: $0) }.map { filter in
            files.filter { matchingLineCount(filter, in: $0) > 0 }
        }
        let lines = (searched ?? files).map { matchingLineCount(expression, in: $0) }
        return (lines.filter { $0 > 0 }.count, lines.reduce(0, +))
    }

    /// How many lines of `file` hold code (comments left out) that `expression` matches. One search
    /// of the file's code, its lines joined by newlines, then each match counted on its line: no
    /// pattern here matches a newline, so no match spans two lines.
    private static func matchingLineCount(_ expression: NSRegularExpression, in file: SourceFile) -> Int {
        let code = file.codeLines.joined(separator: "\n")
        let lineEnds = file.codeLines.reduce(into: [Int]()) { ends, line in
            ends.append((ends.last ?? -1) + line.utf16.count + 1)
        }
        let matches = expression.matches(in: code, range: NSRange(code.startIndex..., in: code))
        return Set(matches.map { match in lineEnds.firstIndex { $0 >= match.range.location } }).count
    }

    private static func count(_ measured: (files: Int, lines: Int)) -> String {
        "\(measured.files.counted("file")), \(measured.lines.counted("line"))"
    }

    /// How the audit finds the change request in code: lines that name the new case (`added`), and
    /// before it is built, lines that name its nearest existing case (`sibling`), when it has one.
    struct AuditProbe {
        let added: String
        var sibling: String? = nil
        var siblingName: String? = nil
        /// When set, `added` counts only in files whose code matches it: the place the request changes.
        var within: String? = nil
    }

    var auditProbe: AuditProbe {
        switch self {
        case .weeklyReport:
            AuditProbe(added: "(?i)this ?week|weekOfYear", sibling: "(?i)month", siblingName: "the monthly report")
        // Every design says "could not save" somewhere (the Starter in an alert over the reports); the
        // request is built once the Add Expense screen itself holds the failure: the file of a type named
        // for it, or of the one that draws its buttons, whatever its name (`EntryFormScreen`).
        case .failedSaveKeepsForm:
            AuditProbe(
                added: "(?i)could not save|save ?fail|couldNotSave|saveError",
                within: #"\b(class|struct)\s+\w*AddExpense|\[Cancel\] \[Save\]"#)
        case .cartTotal: AuditProbe(added: #"\btotal\b|"Total ""#)
        case .euro: AuditProbe(added: "(?i)euro|€", sibling: "(?i)yuan|元", siblingName: "the Yuan")
        case .disposableDomains:
            AuditProbe(added: "(?i)disposable", sibling: "(?i)carrier", siblingName: "the carrier rule")
        case .retry: AuditProbe(added: "(?i)retry|retrying")
        case .roleAddresses:
            AuditProbe(
                added: "(?i)role ?address|postmaster", sibling: "(?i)disposable",
                siblingName: "the disposable-domain rule")
        case .knownDomain:
            AuditProbe(added: "(?i)ymobile", sibling: "(?i)docomo", siblingName: "the known carrier domains")
        }
    }
}
