import Foundation
import ImplementationAdapters
import Specs

/// `kata spec-worker`, not listed in the help: what `kata check` runs in a child process. It runs the
/// app's specs (or the one named) from position INDEX on, and writes one `SpecRecord` line a spec as
/// soon as the spec ends, so a trap in a spec leaves the results before it. `--declared` replaces the
/// implementation's declared change requests with the parent's view of them.
enum SpecWorkerCommand {
    static let name = "spec-worker"
    static let spec = SpecName.option
    static let from = CommandOption.option(
        "--from", value: "INDEX", "start at this position of the app's specs (default 0)")
    static let declared = CommandOption.option(
        "--declared", value: "CODE,CODE", allowsEmpty: true,
        "the change requests to take as declared, instead of the implementation's")

    static let syntax = CommandSyntax(
        usage: ["kata spec-worker APP IMPLEMENTATION [--spec NAME] [--from INDEX] [--declared CODE,CODE]"],
        description: "Not for people: `swift run kata check` runs it in a child process and reads one line a spec.",
        arguments: [
            ("APP", "expenses, cart or registration"),
            ("IMPLEMENTATION", "starter or refactored"),
        ],
        options: [spec, from, declared])

    @MainActor
    static func run(_ words: [String], write: (String) -> Void = writeNow) async throws(UsageError) -> ExitCode {
        let arguments = try Self.syntax.parse(ForeignLocale.withoutArguments(words))
        guard arguments.positionals.count == 2, let app = App(rawValue: arguments.positionals[0]),
            let implementation = Implementation(rawValue: arguments.positionals[1])
        else {
            throw UsageError(message: "\(name) takes an app and an implementation.")
        }
        guard let start = Int(arguments.value(Self.from) ?? "0"), start >= 0 else {
            throw UsageError(message: "\(Self.from.name) takes a position from 0.")
        }
        let adapters = try declaring(arguments.value(Self.declared), on: implementation.adapters)
        let specs = SpecResults.specs(of: app, named: arguments.value(Self.spec))
        write(ForeignLocale.marker + Locale.current.identifier)
        for (index, spec) in specs.enumerated() where index >= start {
            let outcome = await SpecRunner.run(spec, on: adapters)
            write(SpecRecord(index: index, outcome: outcome).text)
        }
        return .success
    }

    /// `adapters` with the change requests listed in `codes` (comma-separated) declared instead of its own.
    private static func declaring(_ codes: String?, on adapters: Adapters) throws(UsageError) -> Adapters {
        guard let codes else { return adapters }
        let declared = try codes.split(separator: ",").map { code throws(UsageError) in
            guard let changeRequest = ChangeRequest(rawValue: String(code)) else {
                throw UsageError(message: "\(Self.declared.name) takes change request codes, e.g. EXP-1,CART-2.")
            }
            return changeRequest
        }
        return Adapters(
            implementation: adapters.implementation, changeRequestsDone: Set(declared), expenses: adapters.expenses,
            cart: adapters.cart, registration: adapters.registration, otherExpenses: adapters.otherExpenses)
    }

    /// Writes a line to the parent at once, unbuffered, on standard output.
    static func writeNow(_ line: String) {
        records.write(Data((line + "\n").utf8))
    }

    /// Standard output as it was when the worker started, for the records alone.
    private static let records = separatingRecords(output: STDOUT_FILENO, from: STDERR_FILENO)

    /// Keeps a copy of `output` for the records and points `output` itself at `error`. An app that prints
    /// (a `print` left in while refactoring) writes through stdio's buffer, which reaches a pipe in blocks
    /// that can end in the middle of a line: on the records' channel, a record after it would no longer
    /// start its line, and the parent would take the spec for crashed. What the apps print goes to
    /// standard error instead, which the parent reads apart.
    static func separatingRecords(output: Int32, from error: Int32) -> FileHandle {
        fflush(nil)
        let copy = dup(output)
        guard copy >= 0, dup2(error, output) >= 0 else {
            if copy >= 0 { close(copy) }
            return FileHandle(fileDescriptor: output, closeOnDealloc: false)
        }
        return FileHandle(fileDescriptor: copy, closeOnDealloc: true)
    }
}
