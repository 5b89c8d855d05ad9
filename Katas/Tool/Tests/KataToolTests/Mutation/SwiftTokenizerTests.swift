import Testing

@testable import KataTool

@Suite("kata mutants: the tokenizer tells code from strings, comments and attributes")
struct SwiftTokenizerTests {
    static let fixture = #"""
        import Foundation

        /* a block /* nested */ comment with a < b */
        @available(macOS 15, *)
        struct Limits {
            @MainActor static let names: Array<String> = ["a < b", #"raw "quoted" \(x)"#]
            let text = """
                multi < line \(value < 3 ? "yes" : "no")
                """
            func check(_ a: Int, _ b: Int) -> Bool {
                #if compiler(>=6.0)
                return a < b // a < b in a comment
                #else
                return a <= b
                #endif
            }
            let range = 1...5
            let money = 1_000.50
        }
        """#

    @Test("the tokens' texts joined give the source back")
    func tokens_giveTheSourceBackOnAFixtureWithEveryKindOfToken() {
        let tokens = SwiftTokenizer.tokens(of: Self.fixture)

        #expect(tokens.map(\.text).joined() == Self.fixture)
    }

    @Test("strings with interpolation, raw strings and multi-line strings are one token each")
    func tokens_keepEachStringWholeOnInterpolationAndRawAndMultiline() {
        let strings = SwiftTokenizer.tokens(of: Self.fixture).filter { $0.kind == .string }.map(\.text)

        #expect(
            strings == [
                #""a < b""#, ##"#"raw "quoted" \(x)"#"##,
                "\"\"\"\n        multi < line \\(value < 3 ? \"yes\" : \"no\")\n        \"\"\"",
            ])
    }

    @Test("comments (nested too), attributes with arguments and #if lines are one token each")
    func tokens_keepCommentsAttributesAndDirectivesWholeOnTheFixture() {
        let tokens = SwiftTokenizer.tokens(of: Self.fixture)

        #expect(
            tokens.filter { $0.kind == .comment }.map(\.text) == [
                "/* a block /* nested */ comment with a < b */", "// a < b in a comment",
            ])
        #expect(tokens.filter { $0.kind == .attribute }.map(\.text) == ["@available(macOS 15, *)", "@MainActor"])
        #expect(
            tokens.filter { $0.kind == .directive }.map(\.text) == ["#if compiler(>=6.0)", "#else", "#endif"])
    }

    @Test("a #/regular expression/# literal is one token, over a / it escapes")
    func tokens_keepRegexLiteralWholeOnAnEscapedSlash() {
        let source = "let path = #/a\\/b{2}/# + ##/c/#d/##"
        let tokens = SwiftTokenizer.tokens(of: source)

        #expect(tokens.filter { $0.kind == .string }.map(\.text) == [#"#/a\/b{2}/#"#, "##/c/#d/##"])
        #expect(tokens.map(\.text).joined() == source)
    }

    @Test("whole numbers, other numbers and the operators between them")
    func tokens_tellIntegersFromOtherNumbersOnRangesAndDecimals() {
        let tokens = SwiftTokenizer.tokens(of: "1...5 + 1_000.50 + 0x1F + 1_000")
            .filter { !$0.isTrivia }

        #expect(tokens.map(\.text) == ["1", "...", "5", "+", "1_000.50", "+", "0x1F", "+", "1_000"])
        #expect(
            tokens.map(\.kind) == [
                .integer, .operator, .integer, .operator, .number, .operator, .number, .operator, .integer,
            ])
    }

    @Test("each token knows its line")
    func tokens_numberLinesFromOneOnTheFixture() {
        let tokens = SwiftTokenizer.tokens(of: Self.fixture)

        #expect(tokens.first { $0.text == "struct" }?.line == 5)
        #expect(tokens.first { $0.text == "range" }?.line == 17)
    }
}
