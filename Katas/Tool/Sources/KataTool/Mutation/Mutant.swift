import Foundation
import Specs

/// A small behaviour change to one file of the package: `find` replaced by `replace`.
///
/// A shipped mutant (from a mutants file) names text that occurs exactly once in the file. A generated
/// mutant also knows where: the UTF-8 `offset` of `find` and its `line`, since the same text often
/// occurs many times.
struct Mutant: Decodable, Equatable, Sendable {
    let id: String
    let app: String
    let implementation: String
    /// The file to change, relative to the package root.
    var file: String
    let find: String
    let replace: String
    let description: String
    /// The rule of the behaviour this mutant breaks (optional in a mutants file; a generated mutant gets
    /// the rule whose code it changes, see `RuleLines`).
    var rule: String?
    /// The line of `find`, for generated mutants.
    var line: Int?
    /// The UTF-8 offset of `find` in the file, for generated mutants.
    var offset: Int?

    /// Where the change is, as a person opens it: `file:line` when the line is known.
    var location: String { line.map { "\(file):\($0)" } ?? file }

    /// ` [rule X]` after a mutant's line when it names a rule, or nothing.
    var ruleTag: String { rule.map { " [rule \($0)]" } ?? "" }

    /// Its file as the package in `package` has it; `nil` when it cannot be read.
    func source(in package: URL = PackageFolder.root) -> String? {
        try? String(contentsOf: package.appendingPathComponent(file), encoding: .utf8)
    }

    /// The line this mutant changes, trimmed, as it reads in `source`.
    func codeLine(in source: String) -> String? {
        guard let line else { return nil }
        let lines = source.components(separatedBy: "\n")
        guard line >= 1, line <= lines.count else { return nil }
        return lines[line - 1].trimmingCharacters(in: .whitespaces)
    }

    /// Whether it applies to its file as the package in `package` has it.
    func applies(in package: URL = PackageFolder.root) -> Bool { source(in: package).flatMap(applied(to:)) != nil }

    /// `source` with this mutant applied, or `nil` when the mutant no longer applies to it.
    func applied(to source: String) -> String? {
        guard let offset else {
            let pieces = source.components(separatedBy: find)
            return pieces.count == 2 ? pieces.joined(separator: replace) : nil
        }
        var bytes = Array(source.utf8)
        guard (0...bytes.count).contains(offset), bytes[offset...].starts(with: find.utf8) else { return nil }
        bytes.replaceSubrange(offset..<offset + find.utf8.count, with: replace.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes this mutant into its file of the package in `package`, runs `build` there, then `check` if it
    /// built, and puts the file back: the slow way, where the package itself is built. `.notApplicable` when
    /// the mutant does not apply, `.didNotBuild` when `build` fails.
    func builtInto(_ package: URL, with build: [String], check: () -> MutationVerdict) -> MutationVerdict {
        let file = package.appendingPathComponent(self.file)
        guard let original = source(in: package), let mutated = applied(to: original),
            (try? AtomicFile.write(mutated, to: file)) != nil
        else { return .notApplicable }
        defer { try? AtomicFile.write(original, to: file) }
        return QuietProcess.run(build, in: package) == .exited(0) ? check() : .didNotBuild
    }

    /// The file of each of `mutants` as the package in `package` has it ("" when it cannot be read).
    static func sources(of mutants: [Mutant], in package: URL) -> [String: String] {
        Dictionary(grouping: mutants, by: \.file).mapValues { $0[0].source(in: package) ?? "" }
    }

    /// `mutants`, each Starter mutant that no longer applies to its file but whose text is once in one
    /// other file of its app's Starter (`StarterAppFiles`), or once in several of which one has its file's
    /// name, changing that file instead: a refactor moved or renamed the file, or moved the code unchanged to
    /// another file, and the same change of the same code still measures the same rule.
    static func followingMoves(_ mutants: [Mutant], root: URL = PackageFolder.root) -> [Mutant] {
        let own = Self.sources(of: mutants, in: root)
        var sources: [App: [String: String]] = [:]
        return mutants.map { mutant in
            guard mutant.implementation == Implementation.starter.rawValue, mutant.offset == nil,
                own[mutant.file].flatMap(mutant.applied(to:)) == nil, let app = App(rawValue: mutant.app)
            else { return mutant }
            if sources[app] == nil {
                let files = StarterAppFiles.files(of: app, root: root)
                sources[app] = Dictionary(
                    uniqueKeysWithValues: files.map { file in
                        (file, (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? "")
                    })
            }
            let holding = (sources[app] ?? [:]).filter { $0.value.components(separatedBy: mutant.find).count == 2 }
            // Copied code (the daily and monthly reports) is in two files: the one that kept the file's name
            // is the file moved to another folder.
            let fileName = mutant.file.split(separator: "/").last
            let candidates =
                holding.count == 1 ? holding : holding.filter { $0.key.split(separator: "/").last == fileName }
            guard candidates.count == 1, let moved = candidates.first?.key else { return mutant }
            var followed = mutant
            followed.file = moved
            return followed
        }
    }

    /// Reads a mutants file: a JSON array of objects with the fields above.
    static func load(from file: URL) throws -> [Mutant] {
        try JSONDecoder().decode([Mutant].self, from: Data(contentsOf: file))
    }
}
