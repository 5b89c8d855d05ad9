import Foundation
import KataHarness

/// The XCTest classes generated from the spec catalogue, one per implementation and app, in `folder`.
///
/// Adding a spec to the catalogue and running `swift run kata generate-xctests` is all it takes for
/// the spec to run in XCTest; the check (`--check`, run by CI and by `SpecCoverageTests`) fails when
/// the files in `folder` no longer match the catalogue.
public struct GeneratedXCTests: Sendable {
    /// The command that writes the files, as the files' header and every message name it.
    public static let command = "swift run kata generate-xctests"

    /// Where the package keeps the generated classes: `Tests/XCTests/Generated`.
    public static let packageFolder = PackageFolder.root.appendingPathComponent("Tests/XCTests/Generated")

    public let folder: URL
    private let specs: [Spec]

    /// The classes for `specs` (the catalogue's, unless a test gives others) in `folder`.
    public init(folder: URL = GeneratedXCTests.packageFolder, specs: [Spec] = Catalogue.specs) {
        self.folder = folder
        self.specs = specs
    }

    /// The classes the catalogue asks for, every implementation for every app.
    var sources: [XCTestClassSource] {
        App.allCases.flatMap { app in
            Implementation.allCases.map { implementation in
                XCTestClassSource(
                    app: app,
                    implementation: implementation,
                    specNames: specs.filter { $0.app == app }.map(\.name)
                )
            }
        }
    }

    /// How many test methods the generated classes hold.
    public var methodCount: Int { sources.map(\.specNames.count).reduce(0, +) }

    /// The names of the files that are missing, differ from the catalogue, or are not generated at
    /// all (a class left behind); empty when the folder is up to date.
    public func staleFiles() -> [String] {
        let expected = sources
        var stale = expected.filter { source in
            let current = try? String(contentsOf: url(of: source.fileName), encoding: .utf8)
            return current != source.text
        }.map(\.fileName)
        stale += leftoverFiles(expecting: expected)
        return stale
    }

    /// Writes the files that are stale and removes the classes left behind; returns the names of the
    /// files it wrote and of those it removed. Throws a `CatalogueNameError` before writing anything
    /// when a spec name cannot be a test method name.
    public func write() throws -> (written: [String], removed: [String]) {
        try checkSpecNames()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let expected = sources
        let leftovers = leftoverFiles(expecting: expected)
        for leftover in leftovers {
            try FileManager.default.removeItem(at: url(of: leftover))
        }
        let stale = Set(staleFiles())
        let written = expected.filter { stale.contains($0.fileName) }
        for source in written {
            try Data(source.text.utf8).write(to: url(of: source.fileName), options: .atomic)
        }
        return (written.map(\.fileName), leftovers)
    }

    /// Throws when a spec name is not a Swift identifier or appears twice in one app: the generated
    /// method would not compile.
    func checkSpecNames() throws(CatalogueNameError) {
        for app in App.allCases {
            var seen: Set<String> = []
            for name in specs.filter({ $0.app == app }).map(\.name) {
                guard Self.isIdentifier(name) else {
                    throw CatalogueNameError(message: "the spec name \"\(name)\" cannot be a test method name.")
                }
                guard seen.insert(name).inserted else {
                    throw CatalogueNameError(message: "\(app.displayName) has two specs named \(name).")
                }
            }
        }
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }
    }

    private func leftoverFiles(expecting expected: [XCTestClassSource]) -> [String] {
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let names = Set(expected.map(\.fileName))
        return present.filter { $0.hasSuffix(".swift") && !names.contains($0) }.sorted()
    }

    private func url(of fileName: String) -> URL {
        folder.appendingPathComponent(fileName)
    }
}
