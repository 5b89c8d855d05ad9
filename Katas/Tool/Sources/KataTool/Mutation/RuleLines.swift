import Foundation

/// Where each rule lives in the code: the lines its shipped mutants change. A generated mutant on one of
/// those lines lands in that rule's code, so a run can name the rule beside it, and the rule map can
/// count the generated mutants of each rule. Only a shipped mutant that still applies (its text once in
/// its file) places its rule: after a refactor, rules are placed where the untouched code still stands.
struct RuleLines: Sendable {
    /// Each file's rules, with the lines of each.
    private let spans: [String: [(lines: ClosedRange<Int>, rule: String)]]

    init(shipped: [Mutant], root: URL = PackageFolder.root) {
        let ruled = shipped.filter { !($0.rule ?? "").isEmpty }
        let sources = Mutant.sources(of: ruled, in: root)
        spans = Dictionary(grouping: ruled, by: \.file).mapValues { mutants in
            mutants.compactMap { mutant in
                Self.lines(of: mutant.find, in: sources[mutant.file] ?? "").map { ($0, mutant.rule ?? "") }
            }
        }
    }

    /// The rules whose code `mutant` changes, in the order of the shipped mutants, each once.
    func rules(of mutant: Mutant) -> [String] {
        guard let line = mutant.line else { return [] }
        var seen: Set<String> = []
        return (spans[mutant.file] ?? []).filter { $0.lines.contains(line) && seen.insert($0.rule).inserted }.map(
            \.rule)
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
