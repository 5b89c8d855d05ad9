/// A regular expression that matches a little more or a little less (Stryker's regex mutator): an anchor
/// dropped (`^`, `$`, `\A`, `\z`, `\b`), a quantifier dropped or its bounds moved by one (`+` → `*`,
/// `{1,2}` → `{1,3}`), a class negated, narrowed at either end of a range or short of one member
/// (`[0-9]` → `[^0-9]`, `[1-9]`, `[0-8]`), a predefined class flipped (`\d` → `\D`), an escaped `.` made
/// any character. It reads `#/…/#` literals and the one-line strings given to `Regex(…)`,
/// `NSRegularExpression(pattern:)` or a call with `options: .regularExpression`.
struct RegexMutation: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.indices.flatMap { index -> [MutationSite] in
            let token = source.tokens[index]
            guard token.kind == .string, let pattern = Pattern(token.text, isPatternArgument: isPattern(index, source))
            else { return [] }
            return pattern.changes().map { change in
                MutationSite(
                    token, to: pattern.text(replacing: change),
                    "regular expression \(MutationSite.oneLine(token.text, cutAt: 40)): "
                        + (change.to.isEmpty ? "`\(change.from)` dropped" : "`\(change.from)` → `\(change.to)`"))
            }
        }
    }

    /// A string that is the pattern of `Regex(…)`, of `NSRegularExpression(pattern:)`, or of a call whose
    /// options hold `.regularExpression` (`range(of:options:)`, `replacingOccurrences(of:with:options:)`).
    private func isPattern(_ index: Int, _ source: TokenizedSource) -> Bool {
        let tokens = source.tokens
        if let before = source.previousCode(before: index) {
            if tokens[before].text == "(", let name = source.previousCode(before: before), tokens[name].text == "Regex"
            {
                return true
            }
            if tokens[before].text == ":", let label = source.previousCode(before: before),
                tokens[label].text == "pattern"
            {
                return true
            }
        }
        // Inside a call's parentheses (or brackets), and the same call's options name `.regularExpression`.
        var depth = 0
        for at in stride(from: index - 1, through: 0, by: -1) where tokens[at].kind == .punctuation {
            switch tokens[at].text {
            case ")", "]": depth += 1
            case "(", "[":
                if depth == 0 { return options(after: index, source).contains("regularExpression") }
                depth -= 1
            case "{", "}", ";": return false
            default: continue
            }
        }
        return false
    }

    /// The names from `index` to the close of the parentheses or brackets around it.
    private func options(after index: Int, _ source: TokenizedSource) -> [String] {
        var depth = 0
        var names: [String] = []
        for next in source.tokens[(index + 1)...] {
            if ["(", "["].contains(next.text) { depth += 1 }
            if [")", "]"].contains(next.text) {
                if depth == 0 { break }
                depth -= 1
            }
            if next.kind == .identifier { names.append(next.text) }
        }
        return names
    }
}

extension RegexMutation {
    /// One change: the pattern's units `range` become `to` (units too).
    struct Change {
        let range: Range<Int>
        let units: [String]
        let from: String
        let to: String
    }

    /// A pattern as the source writes it: the delimiters around it, and its units, each one character of
    /// the regular expression or an escape (`\d`), with the text that writes it in the source (`\\d` in a
    /// plain string).
    struct Pattern {
        let opening: String
        let closing: String
        let escape: String
        let units: [String]

        /// `nil` for a multi-line string, a string with interpolation, or a plain string with escapes other
        /// than `\\` (the pattern's own text could not be told from Swift's escapes).
        init?(_ text: String, isPatternArgument: Bool) {
            let hashes = String(text.prefix { $0 == "#" })
            if text.dropFirst(hashes.count).hasPrefix("/") {
                (opening, closing, escape) = (hashes + "/", "/" + hashes, "\\")
            } else if isPatternArgument, text.dropFirst(hashes.count).hasPrefix("\""),
                !text.hasPrefix(hashes + "\"\"\"")
            {
                (opening, closing, escape) = (hashes + "\"", "\"" + hashes, hashes.isEmpty ? "\\\\" : "\\")
            } else {
                return nil
            }
            guard text.count >= opening.count + closing.count, text.hasSuffix(closing) else { return nil }
            let body = text.dropFirst(opening.count).dropLast(closing.count)
            var units: [String] = []
            var rest = Substring(body)
            while let first = rest.first {
                if rest.hasPrefix(escape), rest.count > escape.count {
                    let escaped = rest.dropFirst(escape.count).first!
                    units.append("\\" + String(escaped))
                    rest = rest.dropFirst(escape.count + 1)
                } else {
                    if first == "\\" || first == "\n" { return nil }
                    units.append(String(first))
                    rest = rest.dropFirst()
                }
            }
            self.units = units
        }

        func text(replacing change: Change) -> String {
            var changed = units
            changed.replaceSubrange(change.range, with: change.units)
            return opening + changed.map(written).joined() + closing
        }

        private func written(_ unit: String) -> String {
            unit.count == 2 && unit.hasPrefix("\\") ? escape + unit.dropFirst() : unit
        }

        func changes() -> [Change] {
            var changes: [Change] = []
            var index = 0
            while index < units.count {
                let unit = units[index]
                let previous = index > 0 ? units[index - 1] : ""
                switch unit {
                case "[":
                    guard let end = units[(index + 1)...].dropFirst().firstIndex(of: "]") else { return changes }
                    changes += classChanges(from: index, to: end)
                    index = end
                case "^", "$", "\\A", "\\z", "\\Z", "\\b":
                    changes.append(change(index..<index + 1, to: []))
                case "\\d", "\\w", "\\s", "\\D", "\\W", "\\S":
                    let flipped = unit.last!.isUppercase ? unit.lowercased() : unit.uppercased()
                    changes.append(change(index..<index + 1, to: [flipped]))
                case "\\.":
                    changes.append(change(index..<index + 1, to: ["."]))
                case "*", "+", "?":
                    // After `(` it opens a group's options; after another quantifier it makes that one lazy.
                    guard !["(", "*", "+", "?", "}", ""].contains(previous) else { break }
                    changes.append(change(index..<index + 1, to: []))
                    if unit == "+" { changes.append(change(index..<index + 1, to: ["*"])) }
                    if unit == "*" { changes.append(change(index..<index + 1, to: ["+"])) }
                case "{":
                    guard let end = units[index...].firstIndex(of: "}") else { return changes }
                    changes += boundChanges(from: index, to: end)
                    index = end
                default:
                    break
                }
                index += 1
            }
            return changes
        }

        private func change(_ range: Range<Int>, to replacement: [String]) -> Change {
            Change(
                range: range, units: replacement, from: units[range].map(written).joined(),
                to: replacement.map(written).joined())
        }

        /// `[` at `start`, `]` at `end`: negated, each range narrowed at either end, each member dropped.
        private func classChanges(from start: Int, to end: Int) -> [Change] {
            let whole = start..<end + 1
            let negated = units[start + 1] == "^"
            let first = negated ? start + 2 : start + 1
            let members = Array(units[first..<end])
            var changes = [
                change(whole, to: negated ? ["["] + members + ["]"] : ["[", "^"] + members + ["]"])
            ]
            var items: [Range<Int>] = []
            var at = 0
            while at < members.count {
                let isRange = at + 2 < members.count && members[at + 1] == "-"
                items.append(at..<(isRange ? at + 3 : at + 1))
                at += isRange ? 3 : 1
            }
            let prefix = Array(units[start..<first])
            for item in items {
                if item.count == 3, let low = members[item.lowerBound].unicodeScalars.first,
                    let high = members[item.upperBound - 1].unicodeScalars.first, low.value < high.value,
                    let above = Unicode.Scalar(low.value + 1), let below = Unicode.Scalar(high.value - 1)
                {
                    for (from, to) in [(above, high), (low, below)] {
                        var narrowed = members
                        narrowed.replaceSubrange(item, with: [String(from), "-", String(to)])
                        changes.append(change(whole, to: prefix + narrowed + ["]"]))
                    }
                }
                if items.count > 1 {
                    var dropped = members
                    dropped.removeSubrange(item)
                    changes.append(change(whole, to: prefix + dropped + ["]"]))
                }
            }
            return changes
        }

        /// `{` at `start`, `}` at `end`: `{m,n}`, `{m}` or `{m,}` dropped, each bound moved by one.
        private func boundChanges(from start: Int, to end: Int) -> [Change] {
            let bounds = units[start + 1..<end].joined().split(separator: ",", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), let low = Int(bounds[0]) else { return [] }
            let lows = [low + 1, low - 1].filter { $0 >= 0 }
            let variants: [String]
            if bounds.count == 1 {
                variants = lows.map { "{\($0)}" }
            } else if bounds[1].isEmpty {
                variants = lows.map { "{\($0),}" }
            } else if let high = Int(bounds[1]) {
                variants =
                    (lows.filter { $0 <= high }.map { "{\($0),\(high)}" })
                    + [high + 1, high - 1].filter { $0 >= low }.map { "{\(low),\($0)}" }
            } else {
                return []
            }
            let whole = start..<end + 1
            return [change(whole, to: [])] + variants.map { change(whole, to: $0.map(String.init)) }
        }
    }
}
