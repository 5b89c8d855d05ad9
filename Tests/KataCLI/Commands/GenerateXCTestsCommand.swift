import Foundation

/// `kata generate-xctests`: writes the XCTest classes from the spec catalogue, or with `--check`
/// says whether they are up to date (CI runs the check).
public enum GenerateXCTestsCommand {
    static let help = """
        Usage: swift run kata generate-xctests [--check]

        Writes Tests/XCTests/Generated/: one XCTest class per implementation and app, one test method per
        spec of the catalogue. XCTest on Linux runs no inherited test method, so each class lists them all.
        Run it after adding, renaming or removing a spec in Tests/Harness; Swift Testing needs nothing.

          --check   write nothing: name the files that differ from the catalogue (CI runs this)

        Exit codes: 0 the files match the catalogue, 1 they did not (--check) or could not be written, 2 usage.
        """

    /// Runs the command on `generated` (the package's `Tests/XCTests/Generated` unless a test names
    /// another folder); a command line it does not understand is answered as `KataCLI.run` does.
    public static func run(_ words: [String], terminal: Terminal, generated: GeneratedXCTests = GeneratedXCTests())
        -> ExitCode
    {
        do {
            return try run(parsing: words, terminal: terminal, generated: generated)
        } catch {
            terminal.printError("kata: \(error.message)\n")
            terminal.printError(help)
            return .usage
        }
    }

    private static func run(parsing words: [String], terminal: Terminal, generated: GeneratedXCTests)
        throws(UsageError) -> ExitCode
    {
        let arguments = try Arguments(words, flags: ["--check"])
        try arguments.expectPositionals(atMost: 0)
        let folder = displayPath(of: generated.folder)

        if arguments.has("--check") {
            let stale = generated.staleFiles()
            guard stale.isEmpty else {
                terminal.printError("The XCTest classes do not match the spec catalogue:")
                for name in stale { terminal.printError("    \(folder)/\(name)") }
                terminal.printError("Run: \(GeneratedXCTests.command)")
                return .specFailure
            }
            terminal.print("\(folder) is up to date: \(generated.methodCount) test methods.")
            return .passed
        }

        do {
            let changes = try generated.write()
            for name in changes.written { terminal.print("Wrote \(folder)/\(name)") }
            for name in changes.removed { terminal.print("Removed \(folder)/\(name)") }
            terminal.print("\(folder) is up to date: \(generated.methodCount) test methods.")
            return .passed
        } catch let error as CatalogueNameError {
            terminal.printError("kata: \(error.message)")
            return .specFailure
        } catch {
            terminal.printError("kata: cannot write \(folder): \(error.localizedDescription)")
            return .specFailure
        }
    }

    /// `folder` from the package root when it is inside the package, else in full.
    private static func displayPath(of folder: URL) -> String {
        let root = PackageFolder.root.standardizedFileURL.path + "/"
        let path = folder.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
