import Specs

/// The shopping cart in use.
@MainActor
final class CartPlaySession: PlaySession {
    private let app: any ShoppingCartDriver

    init(app: any ShoppingCartDriver) {
        self.app = app
    }

    let commands = """
        Commands:
          currency <name>         select a currency, e.g. currency Yuan
          add <row>               tap Add on a row of the inventory (0 is the top row, as in a spec)
          cart                    open the cart
          back                    close the cart
          wait                    let one second pass (an open cart may catch up then)
        """

    let commandNames = ["currency", "add", "cart", "back", "wait"]

    var screen: String { app.visibleText }

    func perform(_ command: String, _ rest: String) async throws -> String? {
        switch command {
        case "currency": try selectCurrency(rest.trimmingSpaces)
        case "add":
            let row = try PlayNumber.row(
                of: app.inventory.rows.count, in: "the inventory",
                example: "Give a row number, e.g. add 0 for the top row."
            ).parse(rest)
            app.addItem(inRow: row)
        case "cart":
            guard app.cart == nil else { throw SessionError(message: "The cart is already open.") }
            app.openCart()
        case "back":
            guard app.cart != nil else { throw SessionError(message: "The cart is not open: type cart to open it.") }
            app.closeCart()
        case "wait":
            guard rest.trimmingSpaces.isEmpty else {
                throw SessionError(message: "wait takes no number here: each wait lets one second pass.")
            }
            app.letOneSecondPass()
        default: throw SessionError.unknown(command, in: commandNames, meaning: ["close": "back", "open": "cart"])
        }
        return nil
    }

    private func selectCurrency(_ name: String) throws(SessionError) {
        let currencies = Suggestions(names: app.inventory.currencies)
        let listed = "Currencies: \(Suggestions.list(app.inventory.currencies))."
        guard let currency = currencies.match(name) else {
            throw SessionError(
                message: name.isEmpty
                    ? "Name a currency, e.g. currency Yuan. \(listed)"
                    : "No currency named \(Arguments.quoted(name)).\(currencies.didYouMean(name)) \(listed)")
        }
        guard currency != app.inventory.selectedCurrency else {
            throw SessionError(message: "\(currency) is already selected.")
        }
        do {
            try app.selectCurrency(currency)
        } catch {
            throw SessionError(message: "\(error)")
        }
    }
}
