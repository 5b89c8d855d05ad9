/// Marks the lines two texts do not share (the standard library's `difference(from:)`, a shortest
/// edit script), so a reader sees at once which lines of two screens or lists differ.
public enum LineDifference {
    public static let marker = "≠ "
    public static let unmarked = "  "

    /// Each line of `left` and `right`, prefixed with `marker` when it is not in the other text (in
    /// order), else with `unmarked`.
    public static func marked(_ left: [String], _ right: [String]) -> (left: [String], right: [String]) {
        let (removed, inserted) = changes(from: left, to: right)
        return (mark(left, changed: removed), mark(right, changed: inserted))
    }

    /// The offsets of the lines of `left` that `right` does not keep, and of the lines `right` adds: the one
    /// line difference of the package (the review site's diffs read it too).
    public static func changes(from left: [String], to right: [String]) -> (removed: Set<Int>, inserted: Set<Int>) {
        right.difference(from: left).reduce(into: ([], [])) { changes, change in
            switch change {
            case .remove(let offset, _, _): changes.removed.insert(offset)
            case .insert(let offset, _, _): changes.inserted.insert(offset)
            }
        }
    }

    private static func mark(_ lines: [String], changed: Set<Int>) -> [String] {
        lines.enumerated().map { (changed.contains($0.offset) ? marker : unmarked) + $0.element }
    }
}
