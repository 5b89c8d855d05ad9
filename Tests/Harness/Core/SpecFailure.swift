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

    public var description: String {
        "\(what)\n  expected: \(expected)\n  seen:     \(seen)"
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
    throw SpecFailure(what(), expected: show(expected), seen: show(seen), file: file, line: line)
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

/// Throws one `SpecFailure` that lists every row of a table that failed, so a table spec reports
/// all of its wrong rows at once rather than only the first.
/// Runs on the main actor, as specs do, so `check` can drive the app's screens.
@MainActor
public func expectEveryRow<Row>(
    of table: [Row],
    _ what: String,
    file: String = #filePath,
    line: Int = #line,
    check: @MainActor (Row) async throws -> Void
) async throws {
    var failures: [String] = []
    for row in table {
        do {
            try await check(row)
        } catch let failure as SpecFailure {
            failures.append("\(failure.what): expected \(failure.expected), seen \(failure.seen)")
        } catch {
            failures.append("\(row): threw \(error)")
        }
    }
    guard !failures.isEmpty else { return }
    throw SpecFailure(
        "\(what): \(failures.count) of \(table.count) rows wrong",
        expected: "every row as in the table",
        seen: "\n    " + failures.joined(separator: "\n    "),
        file: file,
        line: line
    )
}

/// Shows a value in a failure message: strings quoted, so white space is visible; lists one item a line.
public func show<Value>(_ value: Value) -> String {
    switch value {
    case let text as String:
        return text.debugDescription
    case let lines as [String]:
        return lines.isEmpty ? "(nothing)" : "\n    " + lines.map(\.debugDescription).joined(separator: "\n    ")
    default:
        return String(describing: value)
    }
}
