import Foundation

/// A kata text's row about code: a smell map's "why it hurts", or an answer's "what it does".
struct CodeNote: Equatable, Sendable {
    let files: [String]
    let symbols: [String]
    var principles: [Principle] = []
    let text: String
    /// The kata whose text says it, e.g. `expenses-ocp`.
    let kataID: String
    /// Its row's number in the smell map (the `#` column); nil for an excerpt or an answer.
    var number: Int? = nil

    /// The note's id, e.g. `expenses-ocp#7`; nil when its row has no number.
    var id: String? { number.map { "\(kataID)#\($0)" } }
}

extension CodeNote {
    /// A smell map or answer row: [# |] file(s) | symbol(s) | [principle |] text.
    init?(row cells: [String], kataID: String, hasPrinciple: Bool) {
        number = cells.first.flatMap { Int($0) }
        let row = number == nil ? cells : Array(cells.dropFirst())
        guard row.count >= (hasPrinciple ? 4 : 3) else { return nil }
        files = MarkdownText.backticked(row[0]).filter { $0.hasSuffix(".swift") }
        guard !files.isEmpty else { return nil }
        symbols = MarkdownText.backticked(row[1])
        principles =
            hasPrinciple
            ? row[2].split(separator: ",").compactMap { Principle(letter: $0.trimmingCharacters(in: .whitespaces)) }
            : []
        text = row[hasPrinciple ? 3 : 2]
        self.kataID = kataID
    }
}
