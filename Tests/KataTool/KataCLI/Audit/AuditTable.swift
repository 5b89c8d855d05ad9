/// The audit as text for the terminal: per app, one block per fact, Starter and Refactored side by side.
enum AuditTable {
    static let nameWidth = 36
    static let columnWidth = 40

    static func text(_ audits: [AppAudit], appNames: [String: String]) -> String {
        var lines: [String] = []
        for audit in audits {
            lines.append(
                (appNames[audit.app] ?? audit.app).padded(to: nameWidth) + "Starter".padded(to: columnWidth)
                    + " Refactored")
            for fact in audit.facts {
                let left = TextWrap.lines(fact.starter.summary, width: columnWidth - 2)
                let right = TextWrap.lines(fact.refactored.summary, width: columnWidth - 2)
                let names = TextWrap.lines(fact.name, width: nameWidth - 4)
                for row in 0..<max(left.count, right.count, names.count) {
                    let name = row < names.count ? names[row] : ""
                    let leftText = row < left.count ? left[row] : ""
                    let rightText = row < right.count ? right[row] : ""
                    lines.append(
                        "  " + name.padded(to: nameWidth - 2) + leftText.padded(to: columnWidth) + " " + rightText)
                }
                lines += TextWrap.lines(fact.definition, width: nameWidth + columnWidth * 2 - 6).map { "      " + $0 }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
