import KataHarness

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
          add <row>               tap Add on a row of the inventory (1 is the top row)
          cart                    open the cart
          back                    close the cart
          wait                    let one second pass (an open cart may catch up then)
        """

    var screen: String { app.visibleText }

    func perform(_ command: String, _ rest: String) async throws -> String? {
        switch command {
        case "currency": try app.selectCurrency(rest)
        case "add": app.addItem(inRow: try rowIndex(rest))
        case "cart": app.openCart()
        case "back": app.closeCart()
        case "wait": app.letOneSecondPass()
        default: throw SessionError.unknown(command)
        }
        return nil
    }
}
