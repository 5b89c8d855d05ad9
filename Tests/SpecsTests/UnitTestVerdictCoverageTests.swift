import Foundation
import Testing

/// A unit test of the Refactored that fails is named in the run's verdict only when its suite carries
/// `.unitTestVerdict`: without it, the verdict would count fewer failed tests than Swift Testing reports.
@Suite("every suite of the Refactored's unit tests is in the verdict")
struct UnitTestVerdictCoverageTests {
    @Test("each type that holds a @Test in Tests/RefactoredTests is a suite with the trait .unitTestVerdict")
    func refactoredTests_carryTheVerdictTraitOnEverySuite() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RefactoredTests")
        let files = try Self.swiftFiles(in: folder)
        #expect(files.count >= 20, "Tests/RefactoredTests is not found")
        let sources = try files.map {
            (
                name: $0.lastPathComponent,
                lines: try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n")
            )
        }

        var withTrait: Set<String> = []
        for source in sources {
            for (index, line) in source.lines.enumerated() where line.contains(".unitTestVerdict") {
                if let name = Self.declaredType(in: line)
                    ?? source.lines.dropFirst(index + 1).first.flatMap(Self.declaredType)
                {
                    withTrait.insert(name)
                }
            }
        }
        for source in sources {
            for (index, line) in source.lines.enumerated()
            where line.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") {
                let enclosing = source.lines[..<index].reversed().lazy.compactMap(Self.declaredType).first
                #expect(
                    enclosing.map(withTrait.contains) == true,
                    "\(source.name):\(index + 1): the test's suite \(enclosing ?? "(none)") lacks @Suite(.unitTestVerdict)"
                )
            }
        }
    }

    /// The type a line at the file's top level declares or extends (`struct CartScreenTests {` gives
    /// `CartScreenTests`), after any attribute written on the same line.
    private static func declaredType(in line: String) -> String? {
        guard let first = line.first, !first.isWhitespace else { return nil }
        let words = line.replacingOccurrences(of: #"@\w+(\([^)]*\))?"#, with: "", options: .regularExpression)
            .split(whereSeparator: { $0 == " " || $0 == "{" || $0 == ":" })
        guard let keyword = words.firstIndex(where: { ["struct", "class", "enum", "extension"].contains($0) }),
            keyword + 1 < words.count
        else { return nil }
        return String(words[keyword + 1])
    }

    private static func swiftFiles(in folder: URL) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
