/// Marks the lines two texts do not share (by a longest common subsequence), so a reader sees at
/// once which lines of two screens or lists differ.
public enum LineDifference {
    public static let marker = "≠ "
    public static let unmarked = "  "

    /// Each line of `left` and `right`, prefixed with `marker` when it is not in the other text (in
    /// order), else with `unmarked`.
    public static func marked(_ left: [String], _ right: [String]) -> (left: [String], right: [String]) {
        let common = commonLines(left, right)
        return (mark(left, keeping: common.left), mark(right, keeping: common.right))
    }

    private static func mark(_ lines: [String], keeping kept: Set<Int>) -> [String] {
        lines.enumerated().map { (kept.contains($0.offset) ? unmarked : marker) + $0.element }
    }

    /// The positions, in each text, of a longest common subsequence of lines.
    private static func commonLines(_ left: [String], _ right: [String]) -> (left: Set<Int>, right: Set<Int>) {
        var lengths = Array(repeating: Array(repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in stride(from: left.count - 1, through: 0, by: -1) {
            for j in stride(from: right.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    left[i] == right[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var kept: (left: Set<Int>, right: Set<Int>) = ([], [])
        var (i, j) = (0, 0)
        while i < left.count, j < right.count {
            if left[i] == right[j] {
                kept.left.insert(i)
                kept.right.insert(j)
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return kept
    }
}
