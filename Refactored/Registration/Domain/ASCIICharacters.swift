/// Characters for strict validation, which allows ASCII only. A `Set<Character>` compares characters by
/// canonical equivalence, so `Set("K").contains("\u{212A}")` is true: it takes the Kelvin sign for the
/// letter `K`, and the Greek varia (U+1FEF) for the backtick. This one contains only what is ASCII.
struct ASCIICharacters: Hashable, Sendable {
    private let characters: Set<Character>

    init(_ characters: Set<Character>) {
        self.characters = characters
    }

    /// These characters and those of `more`.
    func union(_ more: String) -> ASCIICharacters {
        ASCIICharacters(characters.union(more))
    }

    func contains(_ character: Character) -> Bool {
        character.isASCII && characters.contains(character)
    }
}
