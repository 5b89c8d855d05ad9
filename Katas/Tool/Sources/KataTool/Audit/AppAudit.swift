import Foundation
import Specs
import Synchronization

/// The audit of one app: every fact, the Starter and the Refactored side by side.
struct AppAudit: Codable, Sendable {
    let app: String
    let facts: [AuditFact]

    /// Where each design of `app` lives, from the package root.
    static func folders(of app: App) -> (starter: String, refactored: String) {
        ("Starter/" + app.rawValue.capitalized, "Refactored/" + app.rawValue.capitalized)
    }

    static func audit(_ app: App, root: URL) -> AppAudit {
        let adapters = App.allCases.compactMap { SourceFile.read(StarterAppFiles.adapterPath($0), under: root) }
        return audit(
            app,
            among: ["Starter", folders(of: app).refactored].flatMap { SourceFile.all(under: $0, of: root) } + adapters)
    }

    /// The audit of `app` from `files` already read (the Starter's, its adapters and the app's Refactored
    /// folder), as `audit(_:root:)` would read them. The Starter's side is the app's files wherever the
    /// attendee moved them (`StarterAppFiles`). An audit of the same files made before in this process is
    /// not made again (the review site, `kata audit` and their tests audit the same code many times);
    /// it is made while the memory is locked, so two threads that ask at once make it once.
    static func audit(_ app: App, among files: [SourceFile]) -> AppAudit {
        let folders = folders(of: app)
        let byPath = Dictionary(files.map { ($0.path, $0) }) { first, _ in first }
        let starter = StarterAppFiles.files(of: app, among: byPath)
            .compactMap { byPath[$0] }
        let refactored = files.filter { $0.path.hasPrefix(folders.refactored + "/") }
        let inputs = AuditInputs(
            app: app, starter: starter.map { [$0.path] + $0.lines }, refactored: refactored.map { [$0.path] + $0.lines }
        )
        return remembered.withLock { known in
            if let audit = known[inputs] { return audit }
            let audit = made(app, starter: starter, refactored: refactored)
            known[inputs] = audit
            return audit
        }
    }

    /// What an audit is made from: the app, and each file's path and lines.
    private struct AuditInputs: Hashable {
        let app: App
        let starter: [[String]]
        let refactored: [[String]]
    }

    private static let remembered = Mutex<[AuditInputs: AppAudit]>([:])

    private static func made(_ app: App, starter: [SourceFile], refactored: [SourceFile]) -> AppAudit {
        let before = SourceFacts(files: starter)
        let after = SourceFacts(files: refactored)
        func fact(_ name: String, _ definition: String, _ value: (SourceFacts) -> AuditValue) -> AuditFact {
            AuditFact(name: name, definition: definition, starter: value(before), refactored: value(after))
        }
        let requests = ChangeRequest.allCases.filter { $0.app == app }
        return AppAudit(
            app: app.rawValue,
            facts: [
                fact("Files and lines", "How much code there is: Swift files, and lines that hold code.") { $0.size },
                fact(
                    "Largest type, longest function",
                    "The biggest places to read: many lines in one type or function often mean many jobs (S)."
                ) { $0.largest },
                fact(
                    "Singletons and global state",
                    "Static `shared` instances and global `var`s: hidden dependencies every caller shares (D)."
                ) { $0.globalState },
                fact(
                    "Type checks and switches over names",
                    "`as!`, `as?`, `is`, and `switch`es over strings or types: each new case edits them (O, L)."
                ) { $0.typeChecks },
                fact(
                    "Screens that name storage",
                    "Screens (files named …Screen, …View, …ViewController or …Cell, or in a Screens, Views or UI folder) that name the database, the backend or SQL: a concrete dependency across layers (D, I)."
                ) { $0.screensNamingStorage },
                fact(
                    "Protocols and conformers",
                    "Roles a client can depend on instead of a concrete type, and who plays them (D, I, L)."
                ) { $0.protocols },
                fact(
                    "Change request cost",
                    "Files and lines of code that name the change request's case; before it is built, its nearest case's (O)."
                ) { facts in
                    AuditValue(summary: requests.map { $0.cost(in: facts.files) }.joined(separator: "; "), details: [])
                },
            ])
    }
}
