/// A note shown on one side of a review page: an expert comment or a smell on the Starter's side, an
/// answer on the Refactored's side, with the line of code it is about when there is one.
struct SideNote: Sendable {
    /// `1`, `2`… on the Starter's side, `a`, `b`… on the Refactored's.
    let label: String
    /// Inline Markdown.
    let text: String
    /// Where the note comes from, e.g. `review-srp` or `expenses-ocp`.
    let source: String
    let anchor: (excerpt: Int, line: Int)?
    /// On the Starter's side, whether the code the note is about is still as shipped; nil when there is
    /// no shipped Starter to compare with, or the note names no code.
    var status: NoteStatus? = nil
}

/// Whether the code a smell note or an expert comment is about is still in the table's Starter.
enum NoteStatus: Equatable, Sendable {
    /// The code is there as shipped: the smell is still there. The detail names it (inline Markdown).
    case stillThere(String)
    /// The code is there but changed: the note may no longer match it.
    case changed(String)
    /// The code is no longer in the Starter.
    case gone(String)

    /// `still`, `changed` or `gone`: the note's class on the page.
    var kind: String { parts.kind }

    /// What the page says under the note, inline Markdown.
    var sentence: String { "**\(parts.head):** \(parts.detail)" }

    private var parts: (kind: String, head: String, detail: String) {
        switch self {
        case .stillThere(let detail): ("still", "Still there", detail)
        case .changed(let detail): ("changed", "No longer matches", detail)
        case .gone(let detail): ("gone", "Gone", detail)
        }
    }
}
