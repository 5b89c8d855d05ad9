/// A `SpecFailure` laid out for people, the same in `kata check`, XCTest and Swift Testing:
///
///     Checked: the rows of Today, newest first
///     Expected:
///         "Lunch"
///       ≠ "Coffee"
///     Seen:
///         "Lunch"
///       ≠ "Tea"
///
/// A value of one line stays beside its label; a value of several lines goes under it, one indented
/// line each, and when both have several lines the lines that differ are marked.
public struct FailureText: Sendable {
    public let failure: SpecFailure

    public init(_ failure: SpecFailure) {
        self.failure = failure
    }

    /// The lines of the report; `label` styles the labels (bold on a terminal).
    public func lines(label: (String) -> String = { $0 }) -> [String] {
        var expected = Self.lines(of: failure.expected)
        var seen = Self.lines(of: failure.seen)
        if let expectedLines = expected, let seenLines = seen {
            (expected, seen) = LineDifference.marked(expectedLines, seenLines)
        } else {
            expected = expected.map { $0.map { LineDifference.unmarked + $0 } }
            seen = seen.map { $0.map { LineDifference.unmarked + $0 } }
        }
        return [label("Checked:") + " " + failure.what]
            + Self.labelled(label("Expected:"), gap: " ", failure.expected, expected)
            + Self.labelled(label("Seen:"), gap: "     ", failure.seen, seen)
    }

    public var text: String { lines().joined(separator: "\n") }

    /// The lines of a value of several lines, or `nil` for a value of one line.
    private static func lines(of value: String) -> [String]? {
        guard value.contains("\n") else { return nil }
        return value.trimmingLeadingBreak.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func labelled(_ label: String, gap: String, _ value: String, _ lines: [String]?) -> [String] {
        guard let lines else { return [label + gap + value] }
        return [label] + lines.map { "  " + $0 }
    }
}
