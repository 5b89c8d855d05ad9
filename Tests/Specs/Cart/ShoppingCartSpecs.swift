/// The shopping cart's specs (BEHAVIOUR.md section 2).
public enum ShoppingCartSpecs {
    public static let all: [Spec] =
        inventory + cart + refresh + moments + currency + layout + catalogue + rates + cartTotal + cartTotalCatalogue
        + euro
        + euroCatalogue + euroRates
}
