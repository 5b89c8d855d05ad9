import Foundation
import Specs

/// What one review page shows for an app and a principle: the smells the kata texts name in the Starter
/// (left), the answers they name in the Refactored (right), the review exercise's expert comments, and
/// the katas that practise it.
struct ReviewPagePlan: Sendable {
    let app: App
    let principle: Principle
    let review: KataText?
    let katas: [KataText]
    let smells: [CodeNote]
    let answers: [CodeNote]

    init(app: App, principle: Principle, texts: [KataText]) {
        self.app = app
        self.principle = principle
        review = texts.first { $0.reviewPrinciple == principle && $0.app == app }
        let katas = texts.filter { $0.reviewPrinciple == nil && $0.app == app }
        let kataSmells = katas.flatMap(\.smells).filter { $0.principles.contains(principle) }
        self.katas = katas.filter { kata in kataSmells.contains { $0.kataID == kata.id } }
        smells = (review?.smells ?? []) + kataSmells
        answers = (review?.answers ?? []) + self.katas.flatMap(\.answers)
    }

    /// The page's file name, e.g. `expenses-srp.html`.
    var fileName: String { Self.fileName(app, principle) }

    static func fileName(_ app: App, _ principle: Principle) -> String { "\(app.rawValue)-\(principle.rawValue).html" }

    /// A page with nothing to show: the katas name no smell of this principle in this app. The site makes
    /// no page for it; the index says which apps practise the principle.
    var isEmpty: Bool { smells.isEmpty && answers.isEmpty }

    /// The smell, named above the Starter's side: the review's title, or the katas' titles.
    var smellTitle: String {
        if let review { return review.title.replacingOccurrences(of: "Review: ", with: "") }
        return katas.map { $0.title.components(separatedBy: " (").first ?? $0.title }.joined(separator: "; ")
    }

    var kataIDs: [String] { (review.map { [$0.id] } ?? []) + katas.map(\.id) }

    /// The answer, named above the Refactored's side.
    var answerTitle: String {
        kataIDs.isEmpty ? "" : "from the kata\(kataIDs.count == 1 ? "" : "s") \(Suggestions.list(kataIDs))"
    }
}
