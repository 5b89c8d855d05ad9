import Specs

/// The audit as text for the terminal: per app, one block per fact, Starter and Refactored side by side.
enum AuditTable {
    static let nameWidth = 36
    static let columnWidth = 40

    static func text(_ audits: [AppAudit]) -> String {
        var lines: [String] = []
        for audit in audits {
            lines.append(
                (App(rawValue: audit.app)?.displayName ?? audit.app).padded(to: nameWidth)
                    + "Starter".padded(to: columnWidth)
                    + " Refactored")
            for fact in audit.facts {
                let left = TextWrap.lines(fact.starter.summary, width: columnWidth - 2)
                let right = TextWrap.lines(fact.refactored.summary, width: columnWidth - 2)
                let names = TextWrap.lines(fact.name, width: nameWidth - 4)
                for row in 0..<max(left.count, right.count, names.count) {
                    let cells = [names, left, right].map { row < $0.count ? $0[row] : "" }
                    lines.append(
                        "  " + cells[0].padded(to: nameWidth - 2) + cells[1].padded(to: columnWidth) + " " + cells[2])
                }
                lines += TextWrap.lines(fact.definition, width: nameWidth + columnWidth * 2 - 6).map { "      " + $0 }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
