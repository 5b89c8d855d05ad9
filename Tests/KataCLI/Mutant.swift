import Foundation

/// A small behaviour change to one file: the text to find (exactly once) and what replaces it.
struct Mutant: Decodable {
    let id: String
    let app: String
    let implementation: String
    let file: String
    let find: String
    let replace: String
    let description: String

    static func load(from file: URL) throws -> [Mutant] {
        try JSONDecoder().decode([Mutant].self, from: Data(contentsOf: file))
    }
}
