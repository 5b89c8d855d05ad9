import Foundation

// Used all over the app. Two decimals, "." as separator, no grouping.
func formatAmount(_ value: Double) -> String {
    String(format: "%.2f", value)
}
