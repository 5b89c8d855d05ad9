/// The shopping cart's specs (BEHAVIOUR.md section 2).
public enum ShoppingCartSpecs {
    public static let all: [Spec] =
        inventory + cart + currency + layout + catalogue + cartTotal + cartTotalCatalogue + euro + euroCatalogue
}
