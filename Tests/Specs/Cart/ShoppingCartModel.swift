/// What a shopping-cart user can do, for the differential runner: pick a currency, add an item (or
/// tap a row that is not there), open and close the cart. After each action one second passes, so an
/// open cart has caught up, as BEHAVIOUR.md allows it; except after an addition made with no time
/// passing (several can follow one another within one second), after which the runner compares what is
/// decided at once: the inventory, its footer, and whether the cart is open (an open cart may show the
/// addition up to a second later, so its rows are compared once the next second has passed).
public struct ShoppingCartModel: DifferentialModel {
    public enum Action: DifferentialAction {
        case selectCurrency(String)
        case addItem(row: Int)
        /// Add with no time passing afterwards: the moment between a change and the cart's refresh.
        case addItemWithinTheSecond(row: Int)
        case openCart
        case closeCart

        public var step: String {
            switch self {
            case .selectCurrency(let name): "the user selects the currency \(name.debugDescription)"
            case .addItem(let row): "the user taps Add on row \(row)"
            case .addItemWithinTheSecond(let row): "the user taps Add on row \(row), with no time passing"
            case .openCart: "the user opens the cart"
            case .closeCart: "the user closes the cart"
            }
        }

        public var plainer: [Action] {
            guard case .selectCurrency(let name) = self else { return [] }
            return PlainText.forms(of: name, ["USD", "x", ""]).map(Action.selectCurrency)
        }

        public var code: String {
            let call =
                switch self {
                case .selectCurrency(let name): "try app.selectCurrency(\(name.debugDescription))"
                case .addItem(let row), .addItemWithinTheSecond(let row): "app.addItem(inRow: \(row))"
                case .openCart: "app.openCart()"
                case .closeCart: "app.closeCart()"
                }
            guard case .addItemWithinTheSecond = self else { return call + "; app.letOneSecondPass()" }
            return call
        }
    }

    public let app = App.cart
    /// The change requests both implementations have: what only one of them shows is left out.
    private let changeRequests: Set<ChangeRequest>

    public init(changeRequests: Set<ChangeRequest>) {
        self.changeRequests = changeRequests
    }

    public func randomSetup(using generator: inout SeededRandom) {}

    public func given(_ setup: Void) -> String {
        "a fresh shopping cart"
    }

    public func randomActions(using generator: inout SeededRandom) -> [Action] {
        var currencies = ["USD", "Rupee", "Yuan"]
        if changeRequests.contains(.euro) { currencies.append("Euro") }
        return (0..<Int.random(in: 1...14, using: &generator)).map { _ in
            generator.pick([
                (5, .addItem(row: Int.random(in: -1...3, using: &generator))),
                (2, .addItemWithinTheSecond(row: Int.random(in: -1...3, using: &generator))),
                (3, .selectCurrency(currencies.randomElement(using: &generator)!)),
                (1, .selectCurrency(HostileText.random(using: &generator))),
                (2, .openCart),
                (1, .closeCart),
            ])
        }
    }

    @MainActor
    public func start(_ setup: Void, on adapters: Adapters) async throws -> any ShoppingCartDriver {
        adapters.cart.launch()
    }

    @MainActor
    public func perform(_ action: Action, in app: any ShoppingCartDriver) async throws -> String {
        var refused = ""
        switch action {
        case .selectCurrency(let name):
            do {
                try app.selectCurrency(name)
            } catch {
                refused = "refused: \(error)\n"
            }
        case .addItem(let row): app.addItem(inRow: row)
        case .addItemWithinTheSecond(let row):
            app.addItem(inRow: row)
            let inventory = app.visibleText.components(separatedBy: "\n\n")[0]
            return shared(inventory) + "\n(the cart is \(app.cart == nil ? "closed" : "open"))"
        case .openCart: app.openCart()
        case .closeCart: app.closeCart()
        }
        app.letOneSecondPass()
        return refused + shared(app.visibleText)
    }

    @MainActor
    public func view(of app: any ShoppingCartDriver) async -> String {
        shared(app.visibleText)
    }

    @MainActor
    public func finish(_ app: any ShoppingCartDriver) async {}

    /// The text without what a change request adds that only one implementation has done.
    /// Lines are only taken apart when a total must go: the runner compares after every action.
    private func shared(_ text: String) -> String {
        let hidesTotal = !changeRequests.contains(.cartTotal) && text.contains("Total ")
        let hidesEuro = !changeRequests.contains(.euro) && text.contains(" Euro")
        let kept =
            hidesTotal
            ? text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("Total ") || $0.hasPrefix("Total in cart") }.joined(separator: "\n")
            : text
        return hidesEuro ? kept.replacingOccurrences(of: " Euro", with: "") : kept
    }
}
