import Foundation

/// Where each rule lives in the code: the lines its shipped mutants change. A generated mutant on one of
/// those lines lands in that rule's code, so a run can name the rule beside it, and the rule map can
/// count the generated mutants of each rule. Only a shipped mutant that still applies (its text once in
/// its file) places its rule: after a refactor, rules are placed where the untouched code still stands.
struct RuleLines: Sendable {
    private struct Span: Sendable {
        let lines: ClosedRange<Int>
        let rule: String
    }

    private let spans: [String: [Span]]

    init(shipped: [Mutant], root: URL = PackageFolder.root) {
        var sources: [String: String] = [:]
        var spans: [String: [Span]] = [:]
        for mutant in shipped {
            guard let rule = mutant.rule, !rule.isEmpty else { continue }
            if sources[mutant.file] == nil {
                sources[mutant.file] =
                    (try? String(contentsOf: root.appendingPathComponent(mutant.file), encoding: .utf8)) ?? ""
            }
            guard let lines = Self.lines(of: mutant.find, in: sources[mutant.file] ?? "") else { continue }
            spans[mutant.file, default: []].append(Span(lines: lines, rule: rule))
        }
        self.spans = spans
    }

    /// The rules whose code `mutant` changes, in the order of the shipped mutants, each once.
    func rules(of mutant: Mutant) -> [String] {
        guard let line = mutant.line else { return [] }
        var rules: [String] = []
        for span in spans[mutant.file] ?? [] where span.lines.contains(line) && !rules.contains(span.rule) {
            rules.append(span.rule)
        }
        return rules
    }

    /// `mutants`, each naming the first rule whose code it changes.
    func placing(_ mutants: [Mutant]) -> [Mutant] {
        mutants.map { mutant in
            var placed = mutant
            placed.rule = mutant.rule ?? rules(of: mutant).first
            return placed
        }
    }

    /// The lines `text` spans where it occurs exactly once in `source`: where a shipped mutant still
    /// applies, as `Mutant.applied(to:)` counts it.
    private static func lines(of text: String, in source: String) -> ClosedRange<Int>? {
        let pieces = source.components(separatedBy: text)
        guard !text.isEmpty, pieces.count == 2 else { return nil }
        let first = pieces[0].filter { $0 == "\n" }.count + 1
        return first...(first + text.filter { $0 == "\n" }.count)
    }
}
