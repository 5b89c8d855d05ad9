import Specs

/// The app a command line names, as every command reads it: `expenses`, `cart` or `registration`, in
/// any case, with a suggestion for a misspelt one.
enum AppArgument {
    /// The app `word` names, or every app when there is no word.
    static func apps(_ word: String?) throws(UsageError) -> [App] {
        try Suggestions.cases(named: word, noun: "app", hint: "The apps are expenses, cart and registration.")
    }
}
