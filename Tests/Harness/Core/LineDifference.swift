/// Marks the lines two texts do not share (the standard library's `difference(from:)`, a shortest
/// edit script), so a reader sees at once which lines of two screens or lists differ.
public enum LineDifference {
    public static let marker = "≠ "
    public static let unmarked = "  "

    /// Each line of `left` and `right`, prefixed with `marker` when it is not in the other text (in
    /// order), else with `unmarked`.
    public static func marked(_ left: [String], _ right: [String]) -> (left: [String], right: [String]) {
        var removed: Set<Int> = []
        var inserted: Set<Int> = []
        for change in right.difference(from: left) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        return (mark(left, changed: removed), mark(right, changed: inserted))
    }

    private static func mark(_ lines: [String], changed: Set<Int>) -> [String] {
        lines.enumerated().map { (changed.contains($0.offset) ? marker : unmarked) + $0.element }
    }
}
