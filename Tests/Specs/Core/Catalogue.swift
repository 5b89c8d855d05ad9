/// Every spec of every app, in the order BEHAVIOUR.md describes them.
public enum Catalogue {
    public static let specs: [Spec] = ExpenseTrackerSpecs.all + ShoppingCartSpecs.all + RegistrationSpecs.all

    public static func specs(for app: App) -> [Spec] {
        specs.filter { $0.app == app }
    }

    public static func spec(_ app: App, _ name: String) -> Spec? {
        specs.first { $0.app == app && $0.name == name }
    }
}
