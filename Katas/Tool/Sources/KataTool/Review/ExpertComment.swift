import Foundation

/// One of a review exercise's expert comments: its kind (praise, suggestion, blocking, question), the code
/// it is about when it names some (`on `= .shared``), and its text.
struct ExpertComment: Equatable, Sendable {
    let number: Int
    let kind: String
    let anchor: String?
    let text: String
    /// Whether its head names a place in the code (`Suggestion, on the amount branch`): then it must quote
    /// the line it is about. A comment without one (`Praise.`) is about the whole excerpt.
    let namesPlace: Bool

    /// Parses `**Suggestion, on `= .shared`.** The default makes…`.
    init(number: Int, item: String) {
        self.number = number
        var head = ""
        var body = item
        if item.hasPrefix("**"), let end = item.dropFirst(2).range(of: "**") {
            head = String(item[item.index(item.startIndex, offsetBy: 2)..<end.lowerBound])
            body = String(item[end.upperBound...]).trimmingCharacters(in: .whitespaces)
        }
        kind = String(head.prefix { $0 != "," && $0 != "." })
        let onPart = head.components(separatedBy: ", on ").dropFirst().first ?? ""
        namesPlace = !onPart.isEmpty
        anchor = MarkdownText.backticked(onPart).first
        text = head.isEmpty ? body : "**\(head)** \(body)"
    }
}
