import Foundation

// The cart. There is one cart in the app, so every screen gets at it through `shared`.
public class CartManager {
    public static var shared = CartManager()

    var items: [[String: Any]] = []  // the products the user added, in order

    public init() {}
}
