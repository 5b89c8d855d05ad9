import Foundation

/// A sum of money in whole cents, exact however many amounts are added up.
public struct Amount: Hashable, Sendable, Comparable {
    /// Whole cents, e.g. 1230 for 12.30. Decimal keeps 38 digits, so totals never round.
    public let cents: Decimal

    public init(cents: Decimal) {
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
