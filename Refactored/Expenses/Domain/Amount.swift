/// A sum of money in whole cents: the one form an amount has from the parsed input to the
/// `amount_cents` column.
///
/// `Int64` holds every amount an expense may have (at most `maximum`, 10^11 cents) and the total of
/// 92 million such expenses, more than any report lists; integers never round.
public struct Amount: Hashable, Sendable, Comparable {
    /// Whole cents, e.g. 1230 for 12.30.
    public let cents: Int64

    public init(cents: Int64) {
        self.cents = cents
    }

    public static let zero = Amount(cents: 0)
    /// The largest amount one expense may have: 1 000 000 000.00.
    public static let maximum = Amount(cents: 100_000_000_000)

    public static func + (lhs: Amount, rhs: Amount) -> Amount {
        Amount(cents: lhs.cents + rhs.cents)
    }

    public static func < (lhs: Amount, rhs: Amount) -> Bool {
        lhs.cents < rhs.cents
    }
}
