/// A whole number typed in a play command: decimal digits only (no sign, no point, no `0x`, no `inf`),
/// checked against its range before any arithmetic, so no input can overflow.
struct PlayNumber {
    /// The numbers accepted; empty when none is (a report without rows).
    let range: Range<Int>
    /// What to type, e.g. `Give a row number, e.g. add 0.`
    let example: String
    /// What to say about a number outside the range, e.g. `No row 3: the inventory has rows 0 to 2.` (a long
    /// number as messages echo a long word: its first 40 digits and its length)
    let outOfRange: (String) -> String

    func parse(_ text: String) throws(SessionError) -> Int {
        let digits = text.trimmingSpaces
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { throw SessionError(message: example) }
        guard let number = Int(digits), range.contains(number) else {
            throw SessionError(message: outOfRange(Arguments.echo(digits)))
        }
        return number
    }

    /// A row as a spec's driver counts rows (`addItem(inRow:)`, `deleteReportRow(at:)`): 0 is the top one
    /// of `count` rows, so a session's commands read as the lines of a spec.
    static func row(of count: Int, in place: String, example: String) -> PlayNumber {
        PlayNumber(range: 0..<count, example: example) { number in
            count == 0
                ? "No row \(number): \(place) has no rows."
                : "No row \(number): \(place) has \(count == 1 ? "only row 0" : "rows 0 to \(count - 1)")."
        }
    }
}
