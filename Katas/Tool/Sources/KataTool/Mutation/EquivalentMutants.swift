import Foundation

/// Generated mutants that no user can see, each with the reason, reviewed by a person: the one list
/// `kata mutants --generate` leaves out of the score. An entry names the file, the line of code as it
/// reads (trimmed, so it survives lines moving) and the change, as the run prints them; it still
/// matches after a refactor moves that line to another file of the same implementation.
///
/// An entry with `onlyOn` is listed on that platform only: a change that a user elsewhere can see (a
/// formatter that follows the machine's locale, which Foundation on Linux never changes) counts, and
/// must die, wherever it can be seen.
struct EquivalentMutants: Sendable {
    struct Entry: Codable, Equatable, Sendable {
        let file: String
        let code: String
        let change: String
        let reason: String
        /// The one platform (`linux`, `macos`) on which no user can see the change; nil: none anywhere.
        var onlyOn: String? = nil
    }

    /// This machine's platform, as `onlyOn` names it.
    static var platform: String {
        #if os(Linux)
            "linux"
        #elseif os(macOS)
            "macos"
        #else
            "other"
        #endif
    }

    static let path = "Katas/Tool/Mutants/equivalents.json"
    /// At most this share of the mutants that build may be listed: the list explains a few, it does not
    /// excuse a weak net.
    static let maximumPercent = 5

    let entries: [Entry]

    /// The entries that hold on `platform`: those for every platform, and those `onlyOn` it.
    static func load(from root: URL, platform: String = platform) throws -> EquivalentMutants {
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return EquivalentMutants(entries: []) }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))
        return EquivalentMutants(entries: entries.filter { $0.onlyOn == nil || $0.onlyOn == platform })
    }

    /// The list, or nil after saying on `terminal` why it cannot be read.
    static func load(from root: URL, terminal: Terminal) -> EquivalentMutants? {
        do {
            return try load(from: root)
        } catch {
            terminal.printError("kata: cannot read \(path): \(FailureReason.of(error, at: path)).")
            return nil
        }
    }

    /// The entry that lists `mutant`, whose line reads `code`: the one for the mutant's file or, when a
    /// refactor moved the line to another file, one for the same code and change in the same
    /// implementation (the file an entry names is where it was reviewed; its reason is about the line).
    func entry(for mutant: Mutant, code: String) -> Entry? {
        let implementation = mutant.file.prefix { $0 != "/" }
        let same = entries.filter {
            $0.code == code && $0.change == mutant.description && $0.file.prefix { $0 != "/" } == implementation
        }
        return same.first { $0.file == mutant.file } ?? same.first
    }
}
