/// A note shown on one side of a review page: an expert comment or a smell on the Starter's side, an
/// answer on the Refactored's side, with the line of code it is about when there is one.
struct SideNote: Sendable {
    /// `1`, `2`… on the Starter's side, `a`, `b`… on the Refactored's, in reading order.
    var label: String
    /// Inline Markdown.
    let text: String
    /// Where the note comes from, e.g. `review-srp` or `expenses-ocp`.
    let source: String
    /// The note's id, e.g. `expenses-ocp#7`: the smell map's row or the review's comment, as the reference
    /// solutions name the notes they resolve; nil for an answer.
    var id: String? = nil
    var anchor: (excerpt: Int, line: Int)?
    /// On the Starter's side, what the note's smell check says of the code now; nil for a note about the
    /// whole excerpt (praise).
    var verdict: NoteVerdict? = nil
}

/// What a note's smell check says of the app's code now, and how it got there.
struct NoteVerdict: Equatable, Sendable {
    enum Status: String, Sendable {
        case stillThere = "still"
        case gone
        case notDecided = "undecided"
    }

    let status: Status
    /// What the check looks for, inline Markdown.
    let looksFor: String
    /// Where it found the smell.
    var places: [AppCode.Place] = []
    /// Why it could not decide.
    var reason: String? = nil
    /// A name of the note that is not in the code now: at most a hint ("renamed?"), never a verdict.
    var hint: String? = nil

    init(looksFor: String, finding: SmellFinding, hint: String?) {
        self.looksFor = looksFor
        self.hint = hint
        switch finding {
        case .found(let places): (status, self.places) = (.stillThere, places)
        case .absent: status = .gone
        case .undecided(let reason): (status, self.reason) = (.notDecided, reason)
        }
    }

    /// The verdict as the page's words: `Still there`, `Gone`, `Not decided`.
    var head: String {
        switch status {
        case .stillThere: "Still there"
        case .gone: "Gone"
        case .notDecided: "Not decided"
        }
    }
}
