import Foundation
import Scheduling

// What a row of the inventory table shows.
public struct InventoryCell {
    public let name: String
    public let desc: String
    public let price: String
}

// The first screen: everything we sell, the currency picker, and how many things are in the cart.
public class InventoryScreen {
    public let title = "Inventory"

    // everything we sell. prices are whole numbers in "cur"
    let inv: [Int: [String: Any]]

    static let shopInv: [Int: [String: Any]] = [
        0: ["name": "Flashlight", "desc": "A really great flashlight", "price": 100, "cur": "USD"],
        1: ["name": "Tin can", "desc": "Pretty much what you would expect from a tin can", "price": 32, "cur": "USD"],
        2: ["name": "Cardboard Box", "desc": "It holds things", "price": 5, "cur": "USD"],
    ]

    // currency picker
    public let curs = ["USD", "Rupee", "Yuan"]
    public private(set) var selIdx = 0  // selected currency, USD to start with

    // exchange rates, from row to column
    let rates: [String: [String: Double]] = [
        "USD": ["USD": 1.0, "Rupee": 66.78, "Yuan": 6.87],
        "Rupee": ["USD": 1 / 66.78, "Rupee": 1.0, "Yuan": 0.107],
        "Yuan": ["USD": 1 / 6.87, "Rupee": 9.35, "Yuan": 1.0],
    ]

    public private(set) var cartScreen: CartScreen?  // the cart, while it is open
    public var scheduler: RepeatingScheduler = MainRunLoopScheduler()  // the cart screen's timer runs on it

    public init() {
        inv = InventoryScreen.shopInv
    }

    // for demos: sell other things. prices are whole numbers in "cur" (USD, Rupee or Yuan)
    public init(products: [(name: String, desc: String, price: Int, cur: String)]) {
        var d: [Int: [String: Any]] = [:]
        for (i, p) in products.enumerated() {
            d[i] = ["name": p.name, "desc": p.desc, "price": p.price, "cur": p.cur]
        }
        inv = d
    }

    // MARK: - Table

    public func numberOfRows() -> Int {
        inv.count
    }

    public func cell(at _i: Int) -> InventoryCell {
        let pdt = inv[_i]!
        return InventoryCell(name: pdt["name"] as! String, desc: pdt["desc"] as! String, price: prc(pdt))
    }

    public var footerText: String {
        "Total in cart \(CartManager.shared.items.count)"
    }

    // MARK: - Actions

    public func curChanged(_ idx: Int) {
        guard curs.indices.contains(idx) else { return }
        selIdx = idx
    }

    public func addTapped(_ _i: Int) {
        guard let pdt = inv[_i] else { return }  // no such row
        CartManager.shared.items.append(pdt)
    }

    public func cartTapped() {
        guard cartScreen == nil else { return }
        let c = CartScreen(scheduler: scheduler)
        c.invView = self
        c.viewDidAppear()
        cartScreen = c
    }

    public func backTapped() {
        cartScreen?.viewDidDisappear()
        cartScreen = nil
    }

    // MARK: - Prices

    // price text of a product in the selected currency
    func prc(_ pdt: [String: Any]) -> String {
        let cur = curs[selIdx]
        let p = Double(pdt["price"] as! Int) * rates[pdt["cur"] as! String]![cur]!
        switch cur {
        case "Rupee": return "₹" + formatAmount(p)
        case "Yuan": return "元" + formatAmount(p)
        default: return "$" + formatAmount(p)
        }
    }

    // MARK: - Drawing

    public func render() -> String {
        var lines = [title]
        lines.append(
            "Currency: "
                + curs.enumerated().map { $0.offset == selIdx ? "[\($0.element)]" : $0.element }.joined(separator: " "))
        for _i in 0..<numberOfRows() {
            let c = cell(at: _i)
            lines.append("\(c.name) | \(c.desc) | \(c.price) | Add")
        }
        lines.append(footerText)
        return lines.joined(separator: "\n")
    }
}
