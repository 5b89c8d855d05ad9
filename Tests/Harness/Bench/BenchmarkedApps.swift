import Foundation
import RegistrationBackend

/// One implementation's apps as `kata bench` drives them: through the implementation's own entry
/// points and screens, with none of the spec drivers' checks in between.
@MainActor
public protocol BenchmarkedApps {
    /// Starts the expense tracker on `file`, as its entry point does (checking the whole file).
    func launchExpenseTracker(file: URL, timeZone: TimeZone, now: @escaping () -> Date) throws
        -> any BenchmarkedExpenseTracker

    /// Starts the shop and opens the cart; adds `adds` items, one row after the other, selects the next
    /// of `currencies` every `currencySwitchEvery` adds and renders the open cart after each switch.
    /// Returns the number of characters rendered.
    func fillCart(adds: Int, currencySwitchEvery: Int, currencies: [String]) -> Int

    /// Types each address into one registration screen and taps Register, with `backend` behind it.
    /// Returns the number of characters of the messages shown.
    func register(_ addresses: [String], backend: InProcessRegistrationBackend) async -> Int
}
