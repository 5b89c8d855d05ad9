import Foundation
import ImplementationAdapters
import Specs
import Testing

@testable import KataTool

@Suite("kata declare")
struct DeclareCommandTests {
    @Test("declarations made at the same moment all land: one waits for the other, none is lost, no leftover")
    func declare_keepsEveryCodeOnDeclarationsAtOnce() throws {
        let (folder, declaration, _) = try emptyStarterDeclaration()
        defer { folder.remove() }
        let codes = ChangeRequest.allCases

        DispatchQueue.concurrentPerform(iterations: codes.count) { index in
            _ = try? declaration.update { $0.union([codes[index]]) }
        }

        #expect(try declaration.read() == Set(codes))
        let siblings = try FileManager.default.contentsOfDirectory(
            atPath: declaration.file.deletingLastPathComponent().path)
        #expect(siblings == [declaration.file.lastPathComponent])
    }

    @Test("declaring in the cart kata's order on a branch with EXP-1 keeps EXP-1, and changes one line only")
    func declare_keepsEveryDeclaredRequestOnPlayingCartRefactorabilityAfterEXP1() throws {
        let (declaration, original) = try makeSUT()
        defer { remove(declaration) }

        for words in [["EXP-1"], ["CART-1"], ["cart-2"], ["CART-1", "CART-2"]] {
            _ = try run(words, on: declaration)
        }

        #expect(try declaration.read() == [.weeklyReport, .cartTotal, .euro])
        let text = try String(contentsOf: declaration.file, encoding: .utf8)
        #expect(
            text
                == original.replacingOccurrences(
                    of: "let starterChangeRequestsDone: Set<ChangeRequest> = []",
                    with: "let starterChangeRequestsDone: Set<ChangeRequest> = [.weeklyReport, .cartTotal, .euro]"))
    }

    @Test("declaring twice says so and changes nothing")
    func declare_saysAlreadyDeclaredOnDeclaringTwice() throws {
        let (declaration, _) = try makeSUT()
        defer { remove(declaration) }
        _ = try run(["EXP-1"], on: declaration)

        let output = try run(["exp-1"], on: declaration)

        #expect(output.contains("EXP-1 weekly report was already declared."))
        #expect(try declaration.read() == [.weeklyReport])
    }

    @Test("--remove takes one request back and keeps the others")
    func declareRemove_keepsOthersOnRemovingOne() throws {
        let (declaration, _) = try makeSUT()
        defer { remove(declaration) }
        _ = try run(["EXP-1", "CART-1", "CART-2"], on: declaration)

        let output = try run(["--remove", "CART-2"], on: declaration)

        #expect(output.contains("Took back CART-2 Euro"))
        #expect(try declaration.read() == [.weeklyReport, .cartTotal])
    }

    @Test("alone, it lists what is declared and what is not")
    func declare_listsDeclaredAndNotDeclaredOnNoCodes() throws {
        let (declaration, _) = try makeSUT()
        defer { remove(declaration) }
        _ = try run(["REG-2"], on: declaration)

        let output = try run([], on: declaration)

        let notDeclared = ChangeRequest.allCases.filter { $0 != .retry }
            .map { "    \($0.code) \($0.title) (kata \($0.kataID))" }
        #expect(
            output
                == ([
                    "Declared done in the Starter (\(starterDeclarationFile)):",
                    "    REG-2 one retry (kata registration-composition)",
                    "Not declared:",
                ] + notDeclared).joined(separator: "\n"))
    }

    @Test("an unknown code is a usage error that changes nothing", arguments: [["NOPE-1"], ["--remove"]])
    func declare_answersUsageOnUnknownCode(words: [String]) async throws {
        let output = CapturedOutput()

        let code = await KataCommandLine.run(["declare"] + words, terminal: output.terminal())

        #expect(code == .usageError)
        #expect(output.standardError.hasPrefix("kata: "))
    }

    @Test(
        "declare and solution answer --help with their usage",
        arguments: [["declare", "--help"], ["solution", "--help"]])
    func help_printsUsageOnNewCommands(arguments: [String]) async {
        let output = CapturedOutput()

        let code = await KataCommandLine.run(arguments, terminal: output.terminal())

        #expect(code == .success)
        #expect(output.standardOutput.hasPrefix("Usage: swift run kata \(arguments[0])"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (ChangeRequestDeclaration, String) {
        let (_, declaration, text) = try emptyStarterDeclaration()
        return (declaration, text)
    }

    private func remove(_ declaration: ChangeRequestDeclaration) {
        let folder = declaration.file.path.replacingOccurrences(of: "/" + starterDeclarationFile, with: "")
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// Runs `kata declare <words>` against `declaration` and returns what it printed.
func run(_ words: [String], on declaration: ChangeRequestDeclaration) throws -> String {
    let output = CapturedOutput()
    let arguments = try DeclareCommand.syntax.parse(words)
    let code = try DeclareCommand.run(
        arguments, declaration: declaration, implementation: .starter, terminal: output.terminal())
    #expect(code == .success)
    return output.standardOutput
}

/// A copy of the Starter's adapter file with nothing declared, in a temporary folder of its own
/// (`folder.remove()` deletes it), and the copy's text.
func emptyStarterDeclaration() throws -> (
    folder: TemporaryFolder, declaration: ChangeRequestDeclaration, text: String
) {
    let folder = try TemporaryFolder(prefix: "declare")
    let original = try String(
        contentsOf: PackageFolder.root.appendingPathComponent(starterDeclarationFile), encoding: .utf8)
    let empty = original.replacingOccurrences(
        of: #"let starterChangeRequestsDone: Set<ChangeRequest> = \[[^\]]*\]"#,
        with: "let starterChangeRequestsDone: Set<ChangeRequest> = []", options: .regularExpression)
    let file = folder.file(starterDeclarationFile)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(empty.utf8).write(to: file)
    return (
        folder,
        ChangeRequestDeclaration(root: folder.url, path: starterDeclarationFile, name: "starterChangeRequestsDone"),
        empty
    )
}
