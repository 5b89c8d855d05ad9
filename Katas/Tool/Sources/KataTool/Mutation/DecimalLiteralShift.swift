import Foundation

/// A decimal number moved by one in its last written digit, up and down: `74.19` becomes `74.20` and
/// `74.18`, `1_000_000_000.00` becomes `1000000000.01` and `999999999.99`: a mistyped rate or limit.
struct DecimalLiteralShift: MutationOperator {
    func sites(in source: TokenizedSource) -> [MutationSite] {
        source.tokens.flatMap { token -> [MutationSite] in
            guard token.kind == .number else { return [] }
            let digits = token.text.filter { $0 != "_" }
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
            let isDigits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
            guard parts.count == 2, parts.allSatisfy(isDigits),
                let value = Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX"))
            else { return [] }
            let places = parts[1].count
            let step = Decimal(sign: .plus, exponent: -places, significand: 1)
            return [value + step, value - step].filter { $0 >= 0 }.map { shifted in
                let text = Self.text(of: shifted, places: places)
                return MutationSite(token, to: text, "`\(token.text)` → `\(text)`")
            }
        }
    }

    /// `shifted` written with exactly `places` digits after the point.
    private static func text(of shifted: Decimal, places: Int) -> String {
        var value = shifted
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, places, .plain)
        let plain = NSDecimalNumber(decimal: rounded).stringValue
        let split = plain.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return split[0] + "." + (split.count > 1 ? split[1] : "").padding(toLength: places, withPad: "0", startingAt: 0)
    }
}
