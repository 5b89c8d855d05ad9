import Foundation

/// `kata generate-tests`: writes the spec tests of both test frameworks from the spec catalogue, or
/// with `--check` says whether they are up to date (CI runs the check).
public enum GenerateTestsCommand {
    static let check = CommandOption.flag(
        "--check", "write nothing: name the files that differ from the catalogue (CI runs this)")

    static let syntax = CommandSyntax(
        usage: ["swift run kata generate-tests [--check]"],
        description: """
            Writes one test per spec of the catalogue, for each implementation and app:
            \(HelpLayout.table(folders, width: CommandSyntax.width))
            Run it after adding, renaming or removing a spec in Tests/Specs.
            """,
        options: [check],
        epilogue:
            "Exit codes: 0 the files match the catalogue, 1 they did not (--check) or could not be written, 2 usage.")

    private static let folders: [(label: String, text: String)] = [
        ("Tests/XCTests/Generated/", "XCTest classes (XCTest on Linux runs no inherited test method)"),
        ("Tests/SwiftTesting/Generated/", "Swift Testing suites (so that --filter selects a spec by name)"),
    ]

    /// Runs the command on `generated` (the package's generated folders unless a test names others);
    /// a command line it does not understand is answered as `KataCommandLine.run` does.
    public static func run(
        _ words: [String],
        terminal: Terminal,
        generated: [GeneratedSpecTests] = GeneratedSpecTests.Framework.allCases.map { GeneratedSpecTests($0) }
    ) -> ExitCode {
        let arguments: Arguments
        do {
            arguments = try Self.syntax.parse(words, positionalsAtMost: 0)
        } catch {
            terminal.printError("kata: \(error.message)\n")
            terminal.printError(syntax.text)
            return .usageError
        }
        if arguments.has(Self.check) {
            let stale = generated.flatMap { files in
                files.staleFiles().map { "\(displayPath(of: files.folder))/\($0)" }
            }
            guard stale.isEmpty else {
                terminal.printError("The generated spec tests do not match the spec catalogue:")
                for path in stale { terminal.printError("    \(path)") }
                return terminal.fail("Run: \(GeneratedSpecTests.command)")
            }
            for files in generated { terminal.print(upToDate(files)) }
            return .success
        }

        // The package's root, as every writing command locks it; folders a test gives elsewhere lock their own.
        let inPackage = generated.allSatisfy { $0.folder.standardizedFileURL.path.hasPrefix(packagePrefix) }
        let locked = inPackage ? PackageFolder.root : generated.first?.folder ?? PackageFolder.root
        let lock: ExclusiveFileLock
        do {
            lock = try ExclusiveFileLock.writing(locked, terminal: terminal)
        } catch {
            return terminal.fail("kata: could not lock \(locked.path): \(error.localizedDescription)")
        }
        defer { withExtendedLifetime(lock) {} }
        for files in generated {
            let folder = displayPath(of: files.folder)
            do {
                let changes = try files.write()
                for name in changes.written { terminal.print("Wrote \(folder)/\(name)") }
                for name in changes.removed { terminal.print("Removed \(folder)/\(name)") }
                terminal.print(upToDate(files))
            } catch let error as CatalogueNameError {
                return terminal.fail("kata: \(error.message)")
            } catch {
                return terminal.fail("kata: cannot write \(folder): \(error.localizedDescription)")
            }
        }
        return .success
    }

    private static func upToDate(_ files: GeneratedSpecTests) -> String {
        "\(displayPath(of: files.folder)) is up to date: \(files.methodCount) \(files.framework.testNoun)."
    }

    /// `folder` from the package root when it is inside the package, else in full.
    private static func displayPath(of folder: URL) -> String {
        let path = folder.standardizedFileURL.path
        return path.hasPrefix(packagePrefix) ? String(path.dropFirst(packagePrefix.count)) : path
    }

    /// The package root's path, with a `/` at the end.
    private static var packagePrefix: String { PackageFolder.root.standardizedFileURL.path + "/" }
}
