import Foundation
import Specs
import Testing

@testable import KataTool

/// The texts, the reference solutions and the Refactored call each role by one name: the table of
/// "One vocabulary" in Katas/README.md. These tests read the kata texts, the solutions and the
/// Refactored, never the Starter, so they hold after any refactor of the Starter.
@Suite("One vocabulary")
struct VocabularyTests {
    @Test("the vocabulary's names are all declared by the Refactored")
    func vocabulary_namesTypesTheRefactoredDeclares() throws {
        let vocabulary = try Vocabulary.read()
        let declared = try Self.refactoredTypes()

        #expect(vocabulary.names.count >= 10, "the table of One vocabulary in Katas/README.md is not found")
        for name in vocabulary.names {
            #expect(declared.contains(name), "Katas/README.md names \(name), which the Refactored does not declare")
        }
    }

    @Test("no kata text, walkthrough, review note, solution or Refactored file uses a name of the Not column")
    func texts_neverUseARefusedName() throws {
        let vocabulary = try Vocabulary.read()
        #expect(!vocabulary.refused.isEmpty)

        for (path, text) in try Self.textsToCheck() {
            for (refused, name) in vocabulary.refused.sorted(by: { $0.key < $1.key })
            where Self.containsWord(refused, in: text) {
                Issue.record("\(path) names \(refused): the project calls it \(name) (Katas/README.md, One vocabulary)")
            }
        }
    }

    @Test("every type a reference solution adds is the Refactored's or listed as a solution's own")
    func solutions_addOnlyTypesOfTheVocabulary() throws {
        let vocabulary = try Vocabulary.read()
        let declared = try Self.refactoredTypes()
        let patches = ReferenceSolution.all(in: PackageFolder.root).map(\.patch)
        #expect(patches.count == ReferenceSolution.order.count)

        for (kata, type) in try Self.typesAdded(by: patches) {
            #expect(
                declared.contains(type) || vocabulary.solutionOnly.contains(type),
                "\(kata) adds \(type), which the Refactored does not declare: name it as the Refactored does, or list it in Katas/README.md (One vocabulary) with why the Refactored has none"
            )
        }
    }

    @Test(
        "a name is found as a whole word only",
        arguments: [
            ("let cart: CartContents", true), ("`CartContents`", true), ("CartContentsView", false),
            ("MyCartContents", false), ("CartContents.swift", true),
        ])
    func containsWord_findsWholeWordsOnly(text: String, expected: Bool) {
        #expect(Self.containsWord("CartContents", in: text) == expected)
    }

    @Test("a type a patch declares on an added line, and never showed before, is added by that patch")
    func typesAdded_areTheNewDeclarationsOnly() throws {
        let folder = try TemporaryFolder(prefix: "vocabulary")
        defer { folder.remove() }
        let first = folder.file("a.patch")
        let second = folder.file("b.patch")
        try """
        -public final class Legacy {
        +public struct Legacy {
        +public final class Brand {
        +    struct Nested {
         public enum Kept {
        """.write(to: first, atomically: true, encoding: .utf8)
        try "+public protocol Later {\n+public final class Brand {\n".write(
            to: second, atomically: true, encoding: .utf8)

        let added = try Self.typesAdded(by: [first, second])

        #expect(added.map(\.type) == ["Brand", "Later"])
    }

    // MARK: - Helpers

    /// The table of Katas/README.md's "One vocabulary" section.
    struct Vocabulary {
        /// The names the project uses.
        var names: [String] = []
        /// Each refused name, and the name used instead.
        var refused: [String: String] = [:]
        /// The types only a reference solution has.
        var solutionOnly: Set<String> = []

        static func read() throws -> Vocabulary {
            var vocabulary = Vocabulary()
            var isSolutionTable = false
            for row in try section().split(separator: "\n") where row.hasPrefix("|") {
                let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                if cells.first == "Name" || cells.first == "Solution type" {
                    isSolutionTable = cells.first == "Solution type"
                }
                guard cells.count >= 3, let first = cells.first, first.hasPrefix("`") else { continue }
                let names = VocabularyTests.codeSpans(in: first)
                if isSolutionTable {
                    vocabulary.solutionOnly.formUnion(names)
                } else {
                    vocabulary.names += names
                    for refused in VocabularyTests.codeSpans(in: cells[1]) {
                        vocabulary.refused[refused] = names.first
                    }
                }
            }
            return vocabulary
        }

        /// The section's text, from its heading to the next heading.
        static func section() throws -> String {
            let guide = try String(
                contentsOf: PackageFolder.root.appendingPathComponent("Katas/README.md"), encoding: .utf8)
            guard let start = guide.range(of: "\n## One vocabulary\n") else { return "" }
            let rest = guide[start.upperBound...]
            let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
            return String(rest[..<end])
        }
    }

    static func codeSpans(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func containsWord(_ word: String, in text: String) -> Bool {
        var searched = text[...]
        while let range = searched.range(of: word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isWordCharacter = { (character: Character?) in
                character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
            if !isWordCharacter(before) && !isWordCharacter(after) { return true }
            searched = text[range.upperBound...]
        }
        return false
    }

    /// Every type the Refactored declares.
    static func refactoredTypes() throws -> Set<String> {
        let declaration = /\b(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9]*)/
        var types: Set<String> = []
        for file in try files(under: "Refactored", ending: ".swift") {
            let text = try String(contentsOf: file, encoding: .utf8)
            types.formUnion(text.matches(of: declaration).map { String($0.output.1) })
        }
        return types
    }

    /// The top-level types each patch declares on an added line that no earlier patch, nor this
    /// patch's removed or kept lines, showed before: the names a solution brings in.
    static func typesAdded(by patches: [URL]) throws -> [(kata: String, type: String)] {
        let declaration = /^(?:public |final |open |internal )*(?:struct|class|enum|protocol|actor) ([A-Z][A-Za-z0-9]*)/
        var seen: Set<String> = []
        var added: [(kata: String, type: String)] = []
        for patch in patches {
            let lines = try String(contentsOf: patch, encoding: .utf8).split(separator: "\n")
            let kata = patch.deletingPathExtension().lastPathComponent
            let shown = lines.filter { $0.hasPrefix("-") || $0.hasPrefix(" ") }
                .compactMap { $0.dropFirst().firstMatch(of: declaration).map { String($0.output.1) } }
            let declared = lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
                .compactMap { $0.dropFirst().firstMatch(of: declaration).map { String($0.output.1) } }
            for type in declared where !seen.contains(type) && !shown.contains(type) {
                added.append((kata, type))
                seen.insert(type)
            }
            seen.formUnion(shown)
        }
        return added
    }

    /// The texts that must speak the vocabulary: every Markdown file under Katas/ (the vocabulary
    /// section itself left out), the READMEs, every reference solution and every Refactored file.
    static func textsToCheck() throws -> [(path: String, text: String)] {
        let root = PackageFolder.root
        var files = try files(under: "Katas", ending: ".md") + files(under: "Katas/Solutions", ending: ".patch")
        files += try self.files(under: "Refactored", ending: ".swift")
        files += ["README.md", "Tests/README.md", "Tests/Specs/README.md"].map { root.appendingPathComponent($0) }
        let vocabulary = try Vocabulary.section()
        return try files.map { file in
            let path = String(file.path.dropFirst(root.path.count + 1))
            var text = try String(contentsOf: file, encoding: .utf8)
            if path == "Katas/README.md" { text = text.replacingOccurrences(of: vocabulary, with: "") }
            return (path, text)
        }
    }

    static func files(under folder: String, ending suffix: String) throws -> [URL] {
        let base = PackageFolder.root.appendingPathComponent(folder)
        let paths = FileManager.default.subpaths(atPath: base.path) ?? []
        return paths.filter { $0.hasSuffix(suffix) }.sorted().map { base.appendingPathComponent($0) }
    }
}
