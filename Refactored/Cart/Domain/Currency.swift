/// A currency the shop shows prices in; the cases are in the order the currency selector offers them.
public enum Currency: String, CaseIterable, Hashable, Sendable {
    case usd = "USD"
    case rupee = "Rupee"
    case yuan = "Yuan"
    case euro = "Euro"

    /// The name the currency selector shows.
    public var name: String { rawValue }

    /// The sign written before an amount, e.g. `$` in `$5.00`.
    public var symbol: String {
        switch self {
        case .usd: "$"
        case .rupee: "₹"
        case .yuan: "元"
        case .euro: "€"
        }
    }
}
