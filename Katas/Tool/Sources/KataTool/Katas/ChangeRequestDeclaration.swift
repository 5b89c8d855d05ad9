import Foundation
import Specs

/// One `let <name>: Set<ChangeRequest> = [...]` in a Swift file: the change requests an implementation
/// declares done. Reading parses the literal set; writing rewrites that declaration only, in catalogue
/// order, and leaves every other byte of the file as it was.
struct ChangeRequestDeclaration {
    /// The file, e.g. the Starter's adapter.
    let file: URL
    /// The constant's name, e.g. `starterChangeRequestsDone`.
    let name: String
    /// The path shown to people, relative to the package root.
    let displayPath: String
    /// The package root the file is in: what `kata declare` locks while it writes (`ExclusiveFileLock.writing`).
    let root: URL

    static let starter = ChangeRequestDeclaration(
        root: PackageFolder.root, path: starterDeclarationFile, name: "starterChangeRequestsDone")

    static let refactored = ChangeRequestDeclaration(
        root: PackageFolder.root, path: refactoredDeclarationFile, name: "refactoredChangeRequestsDone")

    init(root: URL, path: String, name: String) {
        self.file = root.appendingPathComponent(path)
        self.name = name
        self.displayPath = path
        self.root = root
    }

    /// The declared change requests.
    func read() throws(DeclarationError) -> Set<ChangeRequest> {
        try parse(try contents()).declared
    }

    /// Reads the declaration, and writes what `change` makes of it when that differs: one run at a time
    /// (a second `kata declare` waits for the first, so neither loses the other's code), and all or
    /// nothing (the file is replaced at once, never left half written). The file is touched, so the next
    /// build sees it even within the same second as the last one.
    func update(_ change: (Set<ChangeRequest>) -> Set<ChangeRequest>) throws(DeclarationError)
        -> (before: Set<ChangeRequest>, after: Set<ChangeRequest>)
    {
        let lock: ExclusiveFileLock
        do {
            lock = try ExclusiveFileLock(guarding: file)
        } catch {
            throw DeclarationError(message: "could not lock \(displayPath): \(error.localizedDescription)")
        }
        defer { withExtendedLifetime(lock) {} }
        let text = try contents()
        let found = try parse(text)
        let after = change(found.declared)
        guard after != found.declared else { return (found.declared, after) }
        let literal = "[" + after.sorted().map(\.caseName).joined(separator: ", ") + "]"
        let updated = text.replacingCharacters(in: found.literalRange, with: literal)
        do {
            try AtomicFile.write(updated, to: file)
        } catch {
            throw DeclarationError(message: "could not write \(displayPath): \(error.localizedDescription)")
        }
        return (found.declared, after)
    }

    private func contents() throws(DeclarationError) -> String {
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8)
        else {
            throw DeclarationError(message: "could not read \(displayPath).")
        }
        return text
    }

    private func parse(_ text: String) throws(DeclarationError) -> (
        declared: Set<ChangeRequest>, literalRange: Range<String.Index>
    ) {
        let pattern = "let \(name): Set<ChangeRequest> = "
        guard let start = text.range(of: pattern) else {
            throw DeclarationError(
                message: "\(displayPath) has no line `\(pattern)[...]`. Put it back, e.g. `\(pattern)[]`.")
        }
        let rest = text[start.upperBound...]
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else {
            throw DeclarationError(
                message:
                    "\(displayPath): `\(name)` is not a list like `[.weeklyReport, .cartTotal]`. Write it that way.")
        }
        let inside = rest[rest.index(after: rest.startIndex)..<close]
        let words = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let declared = try words.filter { !$0.isEmpty }.map { word throws(DeclarationError) in
            guard let changeRequest = ChangeRequest.allCases.first(where: { $0.caseName == word }) else {
                throw DeclarationError(
                    message:
                        "\(displayPath): `\(word)` in `\(name)` is not a change request. They are \(ChangeRequest.allCases.map(\.caseName).joined(separator: ", "))."
                )
            }
            return changeRequest
        }
        return (Set(declared), rest.startIndex..<rest.index(after: close))
    }
}
