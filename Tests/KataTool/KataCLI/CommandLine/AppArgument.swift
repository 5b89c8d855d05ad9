import KataHarness

/// The app a command line names, as every command reads it: `expenses`, `cart` or `registration`, in
/// any case, with a suggestion for a misspelt one.
enum AppArgument {
    /// The app `word` names, or every app when there is no word.
    static func apps(_ word: String?) throws(UsageError) -> [App] {
        guard let word else { return App.allCases }
        let names = Suggestions(names: App.allCases.map(\.rawValue))
        guard let app = names.match(word).flatMap(App.init(rawValue:)) else {
            throw UsageError(
                message:
                    "unknown app \(Arguments.echo(word)).\(names.didYouMean(word)) The apps are expenses, cart and registration."
            )
        }
        return [app]
    }
}
