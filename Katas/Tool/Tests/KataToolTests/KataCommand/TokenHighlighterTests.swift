import Testing

@testable import KataTool

@Suite("The review site's kinds of Swift tokens")
struct TokenHighlighterTests {
    @Test("the tokens give the source back, and each piece is of its kind")
    func tokens_classifyEachPieceOnMixedSource() {
        let source = """
            @MainActor func f(_ x: Int) -> String { // note
                let s = #"a "raw" \\(x)"# + "b \\(x + 1)" /* c /* nested */ */
                return s as! String + 1_000.5
            }
            """

        let tokens = TokenHighlighter.tokens(source)

        #expect(tokens.map(\.text).joined() == source)
        let kinds = Dictionary(tokens.map { ($0.text, $0.kind) }) { first, _ in first }
        #expect(kinds["@MainActor"] == .attribute)
        #expect(kinds["func"] == .keyword)
        #expect(kinds["String"] == .typeName)
        #expect(kinds["// note"] == .comment)
        #expect(kinds[##"#"a "raw" \(x)"#"##] == .string)
        #expect(kinds[#""b \(x + 1)""#] == .string)
        #expect(kinds["/* c /* nested */ */"] == .comment)
        #expect(kinds["1_000.5"] == .number)
        #expect(kinds["!"] == .keyword)
    }

    @Test("a multi-line string is split into one piece per line")
    func lines_splitsTokensAtLineBreaksOnMultiLineString() {
        let source = "let a = \"\"\"\n  one\n  \"\"\"\nlet b = 2"

        let lines = TokenHighlighter.lines(source)

        #expect(lines.count == 4)
        #expect(lines[1] == [HighlightedToken(kind: .string, text: "  one")])
        #expect(lines[3].map(\.text).joined() == "let b = 2")
    }
}
