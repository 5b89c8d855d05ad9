/// A whole number an option takes within a range, read the one way every command reads it: a word that
/// is not a whole number, one below the range, and one above it (however many digits) each get their
/// own message.
enum CountArgument {
    static func parse(_ text: String, for option: CommandOption, of noun: String, in range: ClosedRange<Int>)
        throws(UsageError) -> Int
    {
        let inRange = "\(option.name) takes a number of \(noun) from \(range.lowerBound) to \(range.upperBound)"
        let negative = text.hasPrefix("-")
        let body = negative || text.hasPrefix("+") ? text.dropFirst() : text[...]
        guard !body.isEmpty, body.allSatisfy(\.isASCIIDigit) else {
            throw UsageError(message: "\(inRange), not \(Arguments.echo(text)).")
        }
        let count = Int(text)
        if !negative, count.map({ $0 > range.upperBound }) ?? true {
            throw UsageError(
                message: "\(option.name) \(Arguments.echo(text)) is too large: at most \(range.upperBound) \(noun).")
        }
        guard let count, count >= range.lowerBound else { throw UsageError(message: "\(inRange).") }
        return count
    }
}
