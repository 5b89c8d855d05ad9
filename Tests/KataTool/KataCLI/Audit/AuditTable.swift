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
                let left = wrap(fact.starter.summary, columnWidth - 2)
                let right = wrap(fact.refactored.summary, columnWidth - 2)
                let names = wrap(fact.name, nameWidth - 4)
                for row in 0..<max(left.count, right.count, names.count) {
                    let name = row < names.count ? names[row] : ""
                    let leftText = row < left.count ? left[row] : ""
                    let rightText = row < right.count ? right[row] : ""
                    lines.append(
                        "  " + name.padded(to: nameWidth - 2) + leftText.padded(to: columnWidth) + " " + rightText)
                }
                lines += wrap(fact.definition, nameWidth + columnWidth * 2 - 6).map { "      " + $0 }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// `text` in lines of at most `width` characters, broken between words (`TextWrap`'s rule).
    static func wrap(_ text: String, _ width: Int) -> [String] {
        let words = text.split(separator: " ").joined(separator: " ")
        guard !words.isEmpty else { return [] }
        return TextWrap.prose(words, width: width, hangingIndent: 0).split(separator: "\n").map(String.init)
    }
}
