/// A note shown on one side of a review page: an expert comment or a smell on the Starter's side, an
/// answer on the Refactored's side, with the line of code it is about when there is one.
struct SideNote: Sendable {
    /// `1`, `2`… on the Starter's side, `a`, `b`… on the Refactored's.
    let label: String
    /// Inline Markdown.
    let text: String
    /// Where the note comes from, e.g. `review-srp` or `expenses-ocp`.
    let source: String
    /// The excerpt and line it is anchored to.
    let anchor: (excerpt: Int, line: Int)?
}
