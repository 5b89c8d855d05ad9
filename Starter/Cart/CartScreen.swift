import Foundation
import Scheduling

// What a row of the cart table shows.
public struct CartCell {
    public let name: String
    public let price: String
}

// Shows what is in the cart. It keeps a copy of the cart and checks for new items every second.
public class CartScreen {
    public let title = "Cart"

    weak var invView: InventoryScreen?  // for the prices
    var items: [[String: Any]] = []  // copy of the cart
    let scheduler: RepeatingScheduler  // runs the check every second
    var refresh: ScheduledJob?

    public init(scheduler: RepeatingScheduler = MainRunLoopScheduler()) {
        self.scheduler = scheduler
    }

    public func viewDidAppear() {
        items = CartManager.shared.items
        refresh = scheduler.every(1) { [weak self] in
            self?.items = CartManager.shared.items
        }
    }

    public func viewDidDisappear() {
        refresh?.cancel()
        refresh = nil
    }

    // MARK: - Table

    public var emptyText: String? {
        items.isEmpty ? "Nothing in the cart" : nil
    }

    public func numberOfRows() -> Int {
        items.count
    }

    public func cell(at _i: Int) -> CartCell {
        let pdt = items[_i]
        return CartCell(name: pdt["name"] as! String, price: invView?.prc(pdt) ?? "")
    }

    // MARK: - Drawing

    public func render() -> String {
        var lines = [title]
        if let emptyText = emptyText {
            lines.append(emptyText)
        }
        for _i in 0..<numberOfRows() {
            let c = cell(at: _i)
            lines.append("\(c.name) | \(c.price)")
        }
        return lines.joined(separator: "\n")
    }
}
