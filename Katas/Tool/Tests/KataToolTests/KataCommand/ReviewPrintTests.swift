import Testing

@testable import KataTool

@Suite("kata review: the printed handout")
struct ReviewPrintTests {
    @Test("no printed text is smaller than 8 pt, and every printed row has the height the sheets count")
    func css_printsNoTextSmallerThan8Points() throws {
        let print = try #require(SiteStyle.css.components(separatedBy: "@media print").last)
        let sizes = print.components(separatedBy: "font-size: ").dropFirst().map { size -> (Double, String) in
            let number = size.prefix { $0.isNumber || $0 == "." }
            return (Double(number) ?? 0, String(size.dropFirst(number.count).prefix(2)))
        }

        #expect(!sizes.isEmpty)
        #expect(sizes.allSatisfy { $0.1 == "pt" && $0.0 >= 8 }, "\(sizes)")
        #expect(print.contains(".pr { display: block; height: \(PrintSheets.rowPoints)pt; white-space: pre;"))
        #expect(print.contains(".pl { white-space: pre; overflow: hidden; height: \(PrintSheets.rowPoints)pt; }"))
        #expect(print.contains(".print code, .print small { font-size: 8pt; }"))
    }

    @Test("a code line longer than a printed row goes on in rows marked ↪, indented under its line")
    func items_wrapLongLineOnMarkedIndentedRows() throws {
        let long = "    let total = " + Array(repeating: "price", count: 20).joined(separator: " + ")

        let items = PrintSheets.items(Self.side(lines: ["func sum() {", long, "}"]), title: "Starter")

        let line = try #require(items.first { $0.html.description.contains("<span class=\"pln\">2</span>") })
        #expect(line.rows == 3)
        #expect(line.html.description.components(separatedBy: "↪").count == 3)
        #expect(
            line.html.description.contains("<span class=\"pln\" title=\"line 2, continued\">↪</span><code>        "))
        for row in PrintSheets.wrap(TokenHighlighter.lines(long)[0], width: PrintSheets.codeCharactersPerRow) {
            #expect(row.map(\.text).joined().count <= PrintSheets.codeCharactersPerRow)
        }
    }

    @Test("a long comment or string is cut after a space, not inside a word")
    func wrap_cutsCommentsAfterASpace() {
        let comment = "/// " + Array(repeating: "word", count: 30).joined(separator: " ")

        let rows = PrintSheets.wrap(TokenHighlighter.lines(comment)[0], width: 30).map { $0.map(\.text).joined() }

        #expect(rows.count > 3)
        for row in rows.dropLast() { #expect(row.hasSuffix(" "), "\(row)") }
        #expect(rows.allSatisfy { $0.count <= 30 })
    }

    @Test("a note is cut between words, and a code span or strong text cut by a row's end opens again")
    func wrap_cutsNotesBetweenWordsAndReopensMarkup() {
        let rows = PrintSheets.wrap(markdown: "**2 Suggestion, on `if a == b {`.** Move the rule out.", width: 24)

        #expect(rows == ["**2 Suggestion, on `if a", "**`== b {`.** Move the rule", "out."])
        #expect(
            rows.allSatisfy {
                $0.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "").count <= 24
            })
    }

    @Test("every printed sheet that starts inside a file names the file again")
    func chunks_nameTheirFileOnContinuationSheets() {
        let items = PrintSheets.items(Self.side(lines: (1...150).map { "let value\($0) = \($0)" }), title: "Starter")

        let chunks = PrintSheets.chunks(items)

        #expect(chunks.count >= 3)
        for chunk in chunks.dropFirst() {
            #expect(chunk.first?.html.description == "<p class=\"pf\">Starter/Cart/Long.swift (continued)</p>")
        }
    }

    @Test("a short function is never split across two sheets, and no sheet holds more rows than fit")
    func chunks_keepShortFunctionsOnOneSheet() {
        let lines = (1...8).flatMap { function in
            ["func step\(function)() {"] + (1...15).map { "    let a\($0) = \($0)" } + ["}", ""]
        }
        let chunks = PrintSheets.chunks(PrintSheets.items(Self.side(lines: lines), title: "Starter"))

        var seen: [Int: Int] = [:]
        for (number, chunk) in chunks.enumerated() {
            #expect(chunk.map(\.rows).reduce(0, +) <= PrintSheets.rowsPerSheet)
            for group in Set(chunk.compactMap(\.group)) {
                #expect(seen[group] == nil, "function group \(group) on sheets \(seen[group] ?? 0) and \(number)")
                seen[group] = number
            }
        }
        #expect(chunks.count >= 3)
    }

    @Test("the rows a sheet holds fit the smaller of A4 and Letter landscape, and a row fits the narrower column")
    func constants_fitA4AndLetter() {
        let points = 72 / 25.4
        let height = min(210, 8.5 * 25.4) * points - 2 * 8 * points
        let column = (min(297, 11 * 25.4) * points - 2 * 8 * points - 12) / 2
        let character = 0.602 * Double(PrintSheets.fontPoints)

        #expect(Double(PrintSheets.rowsPerSheet * PrintSheets.rowPoints) <= height - 2 * Double(PrintSheets.rowPoints))
        #expect(Double(PrintSheets.codeCharactersPerRow) * character + 24 <= column)
        #expect(Double(PrintSheets.noteCharactersPerRow) * character + 30 <= column)
        #expect(Double(PrintSheets.textCharactersPerRow) * character <= column)
    }

    // MARK: - Helpers

    private static func side(lines: [String]) -> ReviewSide {
        let file = SourceFile(path: "Starter/Cart/Long.swift", text: lines.joined(separator: "\n") + "\n")
        let excerpt = CodeExcerpt(
            path: file.path, file: file, lines: Array(1...file.lines.count), symbolLines: [:], notice: nil)
        return ReviewSide(id: "starter", heading: "a smell", excerpts: [excerpt], notes: [])
    }
}
