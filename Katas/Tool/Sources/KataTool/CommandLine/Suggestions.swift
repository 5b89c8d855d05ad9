/// The names a word may stand for: the one it equals without regard to case, or the closest ones
/// by edit distance ("did you mean"). Every name `kata` accepts is looked up through this one type.
struct Suggestions {
    let names: [String]

    /// The name equal to `word` without regard to case, if any.
    func match(_ word: String) -> String? {
        names.first { $0.lowercased() == word.lowercased() }
    }

    /// The names closest to `word`, in their order, when some are close enough to be a slip of the keyboard:
    /// at most 1 edit for words up to 4 characters, 2 up to 8, 3 beyond. A swap of neighbours is one edit.
    func closest(to word: String) -> [String] {
        guard word.count <= 100 else { return [] }
        let allowed = word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
        let lowercased = word.lowercased()
        // The distance is at least the difference in length: a name longer or shorter by more than
        // `allowed` is never close enough, so its distance is not worked out.
        let distances = names.map { name in
            let other = name.lowercased()
            return abs(other.count - lowercased.count) > allowed ? Int.max : Self.distance(lowercased, other)
        }
        guard let best = distances.min(), best <= allowed else { return [] }
        return zip(names, distances).filter { $0.1 == best }.map(\.0)
    }

    /// ` Did you mean check?`, or an empty text when no name is close.
    func didYouMean(_ word: String) -> String {
        suggestion(for: word).map { " " + $0 } ?? ""
    }

    /// `Did you mean check?`, or `nil` when no name is close.
    func suggestion(for word: String) -> String? {
        let close = closest(to: word)
        guard !close.isEmpty else { return nil }
        return "Did you mean \(Self.list(close, joinedBy: "or"))?"
    }

    /// The case of `T` that `word` names without regard to case, or every case when there is no word; a
    /// word that names none is refused with a suggestion, then `hint`.
    static func cases<T: CaseIterable & RawRepresentable<String>>(named word: String?, noun: String, hint: String)
        throws(UsageError) -> [T]
    {
        guard let word else { return Array(T.allCases) }
        let names = Suggestions(names: T.allCases.map(\.rawValue))
        guard let match = names.match(word).flatMap(T.init(rawValue:)) else {
            throw UsageError(
                message: "unknown \(noun) \(Arguments.echo(word)). \(hint)", suggestion: names.suggestion(for: word))
        }
        return [match]
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ names: [String], joinedBy word: String = "and") -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(word) " + last
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
