import Specs

/// Two versions of a file as a unified diff shows them: every line kept, removed or added (the specs'
/// `LineDifference`, the standard library's `difference(from:)`), then hunks of the changes with a few kept
/// lines around each.
enum UnifiedDiff {
    enum Row: Equatable, Sendable {
        /// A line in both, with its numbers before and after.
        case same(String, before: Int, after: Int)
        case removed(String, before: Int)
        case added(String, after: Int)
    }

    /// Every line of `before` and `after`, in order: kept, removed or added.
    static func rows(_ before: [String], _ after: [String]) -> [Row] {
        let (removed, added) = LineDifference.changes(from: before, to: after)
        var rows: [Row] = []
        var old = 0
        var new = 0
        while old < before.count || new < after.count {
            if old < before.count, removed.contains(old) {
                rows.append(.removed(before[old], before: old + 1))
                old += 1
            } else if new < after.count, added.contains(new) {
                rows.append(.added(after[new], after: new + 1))
                new += 1
            } else {
                rows.append(.same(after[new], before: old + 1, after: new + 1))
                old += 1
                new += 1
            }
        }
        return rows
    }

    /// The rows worth showing: each change with up to `context` kept lines around it; nil marks lines left
    /// out.
    static func hunks(_ rows: [Row], context: Int = 3) -> [Row?] {
        let changed = rows.indices.filter {
            if case .same = rows[$0] { return false }
            return true
        }
        guard !changed.isEmpty else { return [] }
        let shown = Set(changed.flatMap { max(0, $0 - context)...min(rows.count - 1, $0 + context) }).sorted()
        let result = zip([-1] + shown, shown).flatMap { previous, index -> [Row?] in
            (index == previous + 1 ? [] : [nil]) + [rows[index]]
        }
        return shown.last == rows.count - 1 ? result : result + [nil]
    }
}
