import Specs

/// `kata declare`: adds change requests to an implementation's declaration, takes one away, or lists them.
/// It only ever rewrites that one declaration, so declaring in any order never drops another request.
enum DeclareCommand {
    static let implementation = ImplementationArgument.option(
        "starter (default) or refactored: whose declaration to change")
    static let remove = CommandOption.flag(
        "--remove", "take the named change requests back instead of adding them")

    static let syntax = CommandSyntax(
        usage: [
            "swift run kata declare [-i NAME]",
            "swift run kata declare CODE... [-i NAME]",
            "swift run kata declare --remove CODE... [-i NAME]",
        ],
        description: """
            Without a code, it lists what the Starter declares done, and what it does not:
                swift run kata declare
            With codes, it declares those change requests done; with --remove, it takes them back:
                swift run kata declare CART-1 CART-2

            A declared change request's specs run; the others show `· not yet`. Declaring is idempotent and keeps
            every change request already declared. Codes are case-insensitive: cart-1 is CART-1.
            """,
        options: [implementation, remove],
        epilogue: """
            The command rewrites one line of \(starterDeclarationFile) (or, for the Refactored,
            \(refactoredDeclarationFile)) and nothing else.

            Exit codes: 0 done, 2 the command line was not understood or the declaration could not be read.
            """)

    static func run(_ words: [String], terminal: Terminal) throws(UsageError) -> ExitCode {
        let arguments = try Self.syntax.parse(words)
        let implementation = try ImplementationArgument.implementations(
            arguments.value(Self.implementation) ?? "starter")
        let declaration = implementation[0] == .starter ? ChangeRequestDeclaration.starter : .refactored
        return try run(arguments, declaration: declaration, implementation: implementation[0], terminal: terminal)
    }

    /// Runs against `declaration`, which tests point at a copy of the adapter file.
    static func run(
        _ arguments: Arguments, declaration: ChangeRequestDeclaration, implementation: Implementation,
        terminal: Terminal
    ) throws(UsageError) -> ExitCode {
        let named = try arguments.positionals.map { word throws(UsageError) -> ChangeRequest in
            guard let changeRequest = ChangeRequest(word: word) else {
                let codes = ChangeRequest.allCases.map(\.code).joined(separator: ", ")
                throw UsageError(message: "no change request \(Arguments.echo(word)). They are \(codes).")
            }
            return changeRequest
        }
        let removing = arguments.has(Self.remove)
        if removing, named.isEmpty {
            throw UsageError(
                message: "\(Self.remove.name) needs the change requests to take back, e.g. \(Self.remove.name) CART-2.")
        }
        let lock: ExclusiveFileLock?
        do {
            lock = named.isEmpty ? nil : try ExclusiveFileLock.writing(declaration.root, terminal: terminal)
        } catch {
            throw UsageError(message: "could not lock \(declaration.root.path): \(error.localizedDescription)")
        }
        defer { withExtendedLifetime(lock) {} }
        do {
            if named.isEmpty {
                terminal.print(
                    listing(try declaration.read(), implementation: implementation, declaration: declaration))
                return .success
            }
            let (before, after) = try declaration.update { removing ? $0.subtracting(named) : $0.union(named) }
            terminal.print(changes(named, before: before, removing: removing, declaration: declaration))
            terminal.print(listing(after, implementation: implementation, declaration: declaration))
            let apps = App.allCases.filter { app in named.contains { $0.app == app } }
            let option = implementation == .starter ? "" : " --implementation \(implementation.rawValue)"
            terminal.print(
                "Next: " + apps.map { "swift run kata check \($0.rawValue)\(option)" }.joined(separator: "; "))
            return .success
        } catch {
            throw UsageError(message: error.message)
        }
    }

    private static func changes(
        _ named: [ChangeRequest], before: Set<ChangeRequest>, removing: Bool, declaration: ChangeRequestDeclaration
    ) -> String {
        Set(named).sorted().map { changeRequest in
            switch (removing, before.contains(changeRequest)) {
            case (false, false): "Declared \(changeRequest.code) \(changeRequest.title) in \(declaration.displayPath)."
            case (false, true): "\(changeRequest.code) \(changeRequest.title) was already declared."
            case (true, true): "Took back \(changeRequest.code) \(changeRequest.title) from \(declaration.displayPath)."
            case (true, false): "\(changeRequest.code) \(changeRequest.title) was not declared."
            }
        }.joined(separator: "\n")
    }

    /// The declared and the undeclared change requests, one a line.
    static func listing(
        _ declared: Set<ChangeRequest>, implementation: Implementation, declaration: ChangeRequestDeclaration
    ) -> String {
        let rows = { (requests: [ChangeRequest]) in
            requests.isEmpty ? ["    none"] : requests.map { "    \($0.code) \($0.title) (kata \($0.kataID))" }
        }
        let heading = "Declared done in the \(implementation.displayName) (\(declaration.displayPath)):"
        let notYet = ChangeRequest.allCases.filter { !declared.contains($0) }
        return ([heading] + rows(ChangeRequest.allCases.filter(declared.contains)) + ["Not declared:"] + rows(notYet))
            .joined(separator: "\n")
    }
}
