import Foundation

/// Generated mutants that no user can see, each with the reason, reviewed by a person: the one list
/// `kata mutants --generate` leaves out of the score. An entry names the file, the line of code as it
/// reads (trimmed, so it survives lines moving) and the change, as the run prints them.
struct EquivalentMutants: Sendable {
    struct Entry: Codable, Equatable, Sendable {
        let file: String
        let code: String
        let change: String
        let reason: String
    }

    static let path = "Katas/Tool/Mutants/equivalents.json"
    /// At most this share of the mutants that build may be listed: the list explains a few, it does not
    /// excuse a weak net.
    static let maximumPercent = 5

    let entries: [Entry]

    static func load(from root: URL) throws -> EquivalentMutants {
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return EquivalentMutants(entries: []) }
        return EquivalentMutants(entries: try JSONDecoder().decode([Entry].self, from: Data(contentsOf: url)))
    }

    /// The entry that lists `mutant`, whose line reads `code`.
    func entry(for mutant: Mutant, code: String) -> Entry? {
        entries.first { $0.file == mutant.file && $0.code == code && $0.change == mutant.description }
    }
}
