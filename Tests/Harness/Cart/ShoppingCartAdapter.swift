/// Makes an implementation's shopping cart for a spec.
public protocol ShoppingCartAdapter: Sendable {}
