/// What a spec throws when the app does not behave as BEHAVIOUR.md asks: what was checked, what was
/// expected, and what the user saw instead.
public struct SpecFailure: Error, Sendable, CustomStringConvertible {
    public let what: String
    public let expected: String
    public let seen: String
    public let file: String
    public let line: Int

    public init(_ what: String, expected: String, seen: String, file: String = #filePath, line: Int = #line) {
        self.what = what
        self.expected = expected
        self.seen = seen
        self.file = file
        self.line = line
    }

    /// The failure laid out as `FailureText` does it.
    public var description: String {
        FailureText(self).text
    }
}

/// Throws a `SpecFailure` unless `seen` equals `expected`.
public func expect<Value: Equatable>(
    _ seen: Value,
    equals expected: Value,
    _ what: @autoclosure () -> String,
    file: String = #filePath,
    line: Int = #line
) throws {
    guard seen != expected else { return }
    let shown = ShownValue.pair(expected: expected, seen: seen)
    throw SpecFailure(what(), expected: shown.expected, seen: shown.seen, file: file, line: line)
}

/// Throws a `SpecFailure` unless `condition` holds.
public func expect(
    _ condition: Bool,
    _ what: @autoclosure () -> String,
    expected: @autoclosure () -> String = "true",
    seen: @autoclosure () -> String = "false",
    file: String = #filePath,
    line: Int = #line
) throws {
    guard !condition else { return }
    throw SpecFailure(what(), expected: expected(), seen: seen(), file: file, line: line)
}

/// Throws one `SpecFailure` that lists the wrong rows of a table (the first `rowsShown` of them, and
/// how many more), so a table spec reports more than its first wrong row without burying it.
/// Runs on the main actor, as specs do, so `check` can drive the app's screens.
@MainActor
public func expectEveryRow<Row>(
    of table: [Row],
    _ what: String,
    file: String = #filePath,
    line: Int = #line,
    check: @MainActor (Row) async throws -> Void
) async throws {
    var failures: [[String]] = []
    for row in table {
        do {
            try await check(row)
        } catch let failure as SpecFailure {
            failures.append(FailureText(failure).lines())
        } catch {
            failures.append(["\(row): threw \(error)"])
        }
    }
    guard !failures.isEmpty else { return }
    let shown = failures.prefix(rowsShown).flatMap { $0 }
    let more = failures.count > rowsShown ? ["and \(failures.count - rowsShown) more"] : []
    throw SpecFailure(
        "\(what): \(failures.count) of \(table.count) rows wrong",
        expected: "every row as in the table",
        seen: ShownValue.block(shown + more),
        file: file,
        line: line
    )
}

/// How many wrong rows of a table a failure shows.
let rowsShown = 3
