import Foundation
import Specs

/// `kata audit`: SOLID-relevant facts per app, computed from the code, Starter and Refactored side by side.
enum AuditCommand {
    static let json = CommandOption.flag("--json", "the same facts as JSON, with the places each one counted")

    static let syntax = CommandSyntax(
        usage: ["swift run kata audit [expenses|cart|registration] [--json]"],
        description: """
            SOLID-relevant facts per app, computed from the code in the working tree, the Starter and the
            Refactored side by side, each with what it means in one line: files and lines, the largest type
            and the longest function, singletons and global state, type checks and switches over names,
            screens that name storage, protocols and their conformers, and what each change request costs.
            Refactor the Starter and run it again: its numbers move.
            """,
        options: [json])

    static func run(_ words: [String], terminal: Terminal, root: URL = PackageFolder.root) throws(UsageError)
        -> ExitCode
    {
        let arguments = try Self.syntax.parse(words)
        try arguments.expectPositionals(atMost: 1)
        let apps = try AppArgument.apps(arguments.positionals.first)
        let audits = apps.map { AppAudit.audit($0, root: root) }
        if arguments.has(Self.json) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(audits)) ?? Data("[]".utf8)
            terminal.print(String(decoding: data, as: UTF8.self))
        } else {
            terminal.print(AuditTable.text(audits))
            terminal.print("The same table heads each page of the review site: swift run kata review")
        }
        return .success
    }
}
