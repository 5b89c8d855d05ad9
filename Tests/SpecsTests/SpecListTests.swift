import Foundation
import Testing

/// Keeps a one-line spec edit cheap to build (Tests/Specs/README.md, "Keep `swift test` fast"): a stored
/// list's initializer is part of the Specs module's interface, so editing a spec in it would make every
/// module that imports Specs emit its module again.
@Suite("Spec lists")
struct SpecListTests {
    @Test("every list of specs written out in the catalogue is a computed property; the lists joining them are stored")
    func specLists_areComputedOnEveryFileOfTheCatalogue() throws {
        let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Specs")
        let files = try #require(FileManager.default.enumerator(at: specs, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var stored: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated()
            where line.contains("static let ") && line.contains(": [Spec] = [") {
                stored.append("\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }

        #expect(files.count > 20, "the catalogue's files, read from \(specs.path)")
        #expect(stored == [], "stored lists of specs; make each `static var NAME: [Spec] { [ ... ] }`")
    }
}
