import Foundation

/// The generated mutants of a run held against the list of equivalent mutants: a listed survivor is
/// not counted; a listed mutant the specs now kill, an entry that matches nothing, and a list longer
/// than its share are problems (CI's `--generate --strict` fails on each).
struct EquivalenceCheck {
    /// The run's verdicts, with each listed survivor as `.equivalent`.
    let verdicts: [MutationVerdict]
    /// Listed, but killed: the entry is wrong now.
    let killedButListed: [EquivalentMutants.Entry]
    /// Entries for the run's files that match no mutant of the run: the code or the change moved on.
    let stale: [EquivalentMutants.Entry]
    /// Mutants that built (measured, or listed): what the share is taken of.
    let built: Int
    let listed: Int

    init(mutants: [Mutant], verdicts: [MutationVerdict], list: EquivalentMutants, root: URL = PackageFolder.root) {
        let sources = Mutant.sources(of: mutants, in: root)
        let entries = mutants.map { mutant in
            mutant.codeLine(in: sources[mutant.file] ?? "").flatMap { list.entry(for: mutant, code: $0) }
        }
        let used = Set(entries.compactMap { $0.flatMap(list.entries.firstIndex(of:)) })
        let files = Set(mutants.map(\.file))
        self.verdicts = zip(verdicts, entries).map { $1 != nil && $0 == .survived ? .equivalent : $0 }
        killedButListed = zip(verdicts, entries).compactMap { $0.isKill ? $1 : nil }
        stale = list.entries.enumerated().filter { files.contains($0.element.file) && !used.contains($0.offset) }
            .map(\.element)
        listed = self.verdicts.count { $0 == .equivalent }
        built = self.verdicts.count { $0.measured || $0 == .equivalent }
    }

    /// The positions in `mutants` of those that `list` names, read on the lines of the package in `root`.
    static func listedIndices(of mutants: [Mutant], in list: EquivalentMutants, root: URL = PackageFolder.root)
        -> Set<Int>
    {
        let sources = Mutant.sources(of: mutants, in: root)
        return Set(
            mutants.indices.filter { index in
                mutants[index].codeLine(in: sources[mutants[index].file] ?? "").flatMap {
                    list.entry(for: mutants[index], code: $0)
                } != nil
            })
    }

    /// Whether the list stays within its share of the mutants that built.
    var withinShare: Bool { listed * 100 <= built * EquivalentMutants.maximumPercent }

    /// Problems worth a line in any run: listed mutants that the specs kill now.
    var killedProblems: [String] {
        killedButListed.map {
            "Listed as equivalent, but the specs kill it now: \($0.file): `\($0.code)`: \($0.change). "
                + "Remove it from \(EquivalentMutants.path)."
        }
    }

    /// Every problem, for CI's check of the untouched tree.
    var problems: [String] {
        var lines = killedProblems
        lines += stale.map {
            "Listed as equivalent, but no generated mutant matches it: \($0.file): `\($0.code)`: \($0.change). "
                + "Update or remove it in \(EquivalentMutants.path)."
        }
        if !withinShare {
            lines.append(
                "Too many equivalents: \(listed) listed of \(built) mutants that build, more than "
                    + "\(EquivalentMutants.maximumPercent)%. Kill some with specs instead.")
        }
        return lines
    }
}
