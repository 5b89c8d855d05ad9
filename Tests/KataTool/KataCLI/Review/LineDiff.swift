/// Two versions of a file as a unified diff shows them: every line kept, removed or added (the standard
/// library's `difference(from:)`), then hunks of the changes with a few kept lines around each.
enum LineDiff {
    enum Row: Equatable, Sendable {
        /// A line in both, with its numbers before and after.
        case same(String, before: Int, after: Int)
        case removed(String, before: Int)
        case added(String, after: Int)
    }

    /// Every line of `before` and `after`, in order: kept, removed or added.
    static func rows(_ before: [String], _ after: [String]) -> [Row] {
        var removed = Set<Int>()
        var added = Set<Int>()
        for change in after.difference(from: before) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): added.insert(offset)
            }
        }
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
        var shown = Set<Int>()
        for index in changed { shown.formUnion(max(0, index - context)...min(rows.count - 1, index + context)) }
        var result: [Row?] = []
        var previous: Int?
        for index in shown.sorted() {
            if index != (previous.map { $0 + 1 } ?? 0) { result.append(nil) }
            result.append(rows[index])
            previous = index
        }
        if let previous, previous < rows.count - 1 { result.append(nil) }
        return result
    }
}
