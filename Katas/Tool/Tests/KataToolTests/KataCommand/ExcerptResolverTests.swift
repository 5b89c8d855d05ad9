import Testing

@testable import KataTool

@Suite("review site: code read by file and symbol")
struct ExcerptResolverTests {
    static let screen = """
        import Foundation

        // The list.
        public class ListScreen {
            public var title = "List"

            public func didTapSave() {
                save()
            }

            func save() {}
        }
        """

    @Test("a symbol is shown with the comment above it, and nothing else of the file")
    func resolve_showsDeclarationOnExistingSymbol() {
        let excerpts = resolveInListScreen(["ListScreen.didTapSave()"])

        #expect(excerpts.count == 1)
        #expect(excerpts[0].lines == [7, 8, 9])
        #expect(excerpts[0].notice == nil)
        #expect(excerpts[0].symbolLines["ListScreen.didTapSave()"] == 7)
    }

    @Test("a renamed symbol shows the whole file and says so, it never fails")
    func resolve_showsWholeFileWithNoticeOnRenamedSymbol() {
        let excerpts = resolveInListScreen(["ListScreen.didTapAdd()"])

        #expect(excerpts.count == 1)
        #expect(excerpts[0].lines == Array(1...12))
        #expect(
            excerpts[0].notice == "`ListScreen.didTapAdd()` no longer exists in this file: the whole file is shown.")
    }

    private func resolveInListScreen(_ symbols: [String]) -> [CodeExcerpt] {
        let path = "Starter/App/ListScreen.swift"
        return ExcerptResolver(files: [path: SourceFile(path: path, text: Self.screen)]).resolve(
            path: path, symbols: symbols)
    }

    @Test("a symbol moved to another file of its folder is shown from there")
    func resolve_showsNewFileOnMovedSymbol() {
        let moved = "struct Saver {\n    func save() {}\n}\n"
        let resolver = ExcerptResolver(files: [
            "Starter/App/ListScreen.swift": SourceFile(
                path: "Starter/App/ListScreen.swift", text: "class ListScreen {}\n"),
            "Starter/App/Saver.swift": SourceFile(path: "Starter/App/Saver.swift", text: moved),
        ])

        let excerpts = resolver.resolve(path: "Starter/App/ListScreen.swift", symbols: ["Saver"])

        #expect(excerpts.map(\.path) == ["Starter/App/Saver.swift"])
        #expect(excerpts[0].lines == [1, 2, 3])
        #expect(
            excerpts[0].notice
                == "`Saver` is no longer in `Starter/App/ListScreen.swift`: it is shown from `Starter/App/Saver.swift`."
        )
    }

    @Test("a type the app only uses, moved with its code to another file of the folder, is shown from there")
    func resolve_showsFileThatUsesItOnUsedTypeThatMoved() {
        let moved = "enum DateText {\n    static let formatter = DateFormatter()\n}\n"
        let resolver = ExcerptResolver(files: [
            "Starter/App/Screens/DateText.swift": SourceFile(path: "Starter/App/Screens/DateText.swift", text: moved)
        ])

        let excerpts = resolver.resolve(path: "Starter/App/ListScreen.swift", symbols: ["DateFormatter"])

        #expect(excerpts.map(\.path) == ["Starter/App/ListScreen.swift", "Starter/App/Screens/DateText.swift"])
        #expect(excerpts[0].notice == "`Starter/App/ListScreen.swift` no longer exists.")
        #expect(excerpts[1].lines == [2])
        #expect(
            excerpts[1].notice
                == "`DateFormatter` is no longer in `Starter/App/ListScreen.swift`: it is shown from "
                + "`Starter/App/Screens/DateText.swift`.")
    }

    @Test("a symbol named both with and without its type is named once in the notice; two say exist")
    func resolve_namesAGoneSymbolOnceOnQualifiedAndBareNames() {
        let file = SourceFile(path: "Starter/App/Form.swift", text: "final class Form {\n    func save() {}\n}\n")
        let resolver = ExcerptResolver(files: [file.path: file])

        let once = resolver.resolve(path: file.path, symbols: ["Form.didTapSave()", "didTapSave()"])
        let two = resolver.resolve(path: file.path, symbols: ["didTapSave()", "didTapCancel()"])

        #expect(once[0].notice == "`Form.didTapSave()` no longer exists in this file: the whole file is shown.")
        #expect(
            two[0].notice == "`didTapSave()`, `didTapCancel()` no longer exist in this file: the whole file is shown.")
    }

    @Test("a deleted file is named, with no code")
    func resolve_saysSoOnDeletedFile() {
        let excerpts = ExcerptResolver(files: [:]).resolve(path: "Starter/App/Gone.swift", symbols: ["Gone"])

        #expect(excerpts.count == 1)
        #expect(excerpts[0].lines.isEmpty)
        #expect(
            excerpts[0].notice == "`Starter/App/Gone.swift` no longer exists, and `Gone` is nowhere in `Starter/App`.")
    }

    @Test("a use such as UUID() is found on the lines that use it")
    func lines_findsUsesOnUndeclaredSymbol() {
        let file = SourceFile(
            path: "A.swift", text: "let a = 1\nlet id = UUID()\nlet other = UUID(uuidString: text)\n")

        #expect(SymbolLocator.lines(of: "UUID()", in: file) == [2])
    }

    @Test("an initializer is found by its labels, also when they are on the lines below init(")
    func declaration_findsInitializerByLabelsOnMultiLineParameters() throws {
        let source = """
            struct Screen {
                init() {}
                init(
                    saver: Saver,
                    now: Date
                ) {
                }
            }
            """
        let file = SourceFile(path: "Screen.swift", text: source)

        let found = try #require(SymbolLocator.declaration(of: "Screen.init(saver:now:)", in: file))

        #expect(found.firstLine == 3)
        #expect(SymbolLocator.declaration(of: "Screen.init(saver:clock:)", in: file) == nil)
    }

    @Test("a function is found by its argument labels; a local of the same name is never a declaration")
    func declaration_findsFunctionByLabelsNotLocalOfSameName() throws {
        let file = SourceFile(path: "Rules.swift", text: Self.rules)

        let found = try #require(SymbolLocator.declaration(of: "Rules.amount(from:limit:)", in: file))

        #expect(found.firstLine == 7)
        #expect(SymbolLocator.declaration(of: "amount(in:)", in: file)?.firstLine == 6)
        #expect(SymbolLocator.declaration(of: "apply(_:to:)", in: file)?.firstLine == 8)
        #expect(SymbolLocator.declaration(of: "amount(from:)", in: file) == nil)
        #expect(SymbolLocator.declaration(of: "amount", in: file)?.firstLine == 6)
    }

    @Test("a note that names Rules.amount(from:limit:) sits on that function, which is shown, not on a local")
    func symbolLine_anchorsNoteOnFunctionNotOnLocalOfSameName() throws {
        let file = SourceFile(path: "Refactored/Expenses/Rules.swift", text: Self.rules)
        let note = CodeNote(
            files: [file.path], symbols: ["Rules.amount(from:limit:)"], text: "One rule per field.", kataID: "k")

        let excerpts = ExcerptResolver(files: [file.path: file]).excerpts(for: [note])

        let anchor = try #require(ReviewSide.symbolLine(note, in: excerpts))
        #expect(anchor.line == 7)
        #expect(excerpts[anchor.excerpt].lines == [7])
    }

    static let rules = """
        enum Rules {
            static func draft(_ text: String) -> Int {
                let amount = amount(from: text, limit: 3)
                return amount
            }
            static func amount(in text: String) -> Int { 0 }
            static func amount(from text: String, limit: Int = 1) -> Int { 2 }
            static func apply(_ change: (Int) -> Int, to value: Int) -> Int { change(value) }
        }
        """
}
