import Foundation
import KataHarness

/// The spec tests generated from the spec catalogue for one test framework, one class or suite per
/// implementation and app, in `folder`.
///
/// Adding a spec to the catalogue and running `swift run kata generate-tests` is all it takes for the
/// spec to run in XCTest and in Swift Testing; the check (`--check`, run by CI and by the coverage
/// tests) fails when the files in `folder` no longer match the catalogue.
public struct GeneratedSpecTests: Sendable {
    /// The test frameworks that get generated files.
    public enum Framework: Sendable, CaseIterable {
        case xctest
        case swiftTesting

        /// Where the package keeps the framework's generated files.
        public var packageFolder: URL {
            switch self {
            case .xctest: PackageFolder.root.appendingPathComponent("Tests/XCTests/Generated")
            case .swiftTesting: PackageFolder.root.appendingPathComponent("Tests/SwiftTesting/Generated")
            }
        }

        /// What one generated test is called in the framework's words.
        var testNoun: String {
            switch self {
            case .xctest: "XCTest methods"
            case .swiftTesting: "Swift Testing tests"
            }
        }
    }

    /// The command that writes the files, as the files' header and every message name it.
    public static let command = "swift run kata generate-tests"

    public let framework: Framework
    public let folder: URL
    private let specs: [Spec]

    /// The files for `specs` (the catalogue's, unless a test gives others) in `folder` (the package's
    /// folder for the framework, unless a test gives another).
    public init(_ framework: Framework, folder: URL? = nil, specs: [Spec] = Catalogue.specs) {
        self.framework = framework
        self.folder = folder ?? framework.packageFolder
        self.specs = specs
    }

    /// The files `specs` ask for, every implementation for every app.
    var sources: [any SpecTestSource] {
        App.allCases.flatMap { app in
            Implementation.allCases.map { implementation -> any SpecTestSource in
                let specs = specs.filter { $0.app == app }
                return switch framework {
                case .xctest:
                    XCTestClassSource(app: app, implementation: implementation, specNames: specs.map(\.name))
                case .swiftTesting: SwiftTestingSuiteSource(app: app, implementation: implementation, specs: specs)
                }
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

    private func leftoverFiles(expecting expected: [any SpecTestSource]) -> [String] {
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let names = Set(expected.map(\.fileName))
        return present.filter { $0.hasSuffix(".swift") && !names.contains($0) }.sorted()
    }

    private func url(of fileName: String) -> URL {
        folder.appendingPathComponent(fileName)
    }
}
