import Specs

/// A spec name typed after `--spec`: matched without regard to case, with or without its app before it
/// as the verdict of `swift test` prints it (`cart.openCart_...`), with a suggestion when misspelt, and
/// the right app named when the spec belongs to another one.
enum SpecName {
    /// The option that names it, `--spec NAME`.
    static let option = CommandOption.option("--spec", value: "NAME", "only the spec with this name")

    /// The spec's name as the catalogue spells it.
    static func resolve(_ word: String, in apps: [App]) throws(UsageError) -> String {
        // The name as a verdict of `swift test` prints it, after its app: `cart.openCart_...`.
        if let dot = word.firstIndex(of: "."), let named = App(rawValue: word[..<dot].lowercased()) {
            let name = try resolve(String(word[word.index(after: dot)...]), in: [named])
            guard apps.contains(named) else { throw elsewhere(name, of: named, not: apps) }
            return name
        }
        let specNames = { (apps: [App]) in Suggestions(names: apps.flatMap { Catalogue.specs(for: $0).map(\.name) }) }
        if let name = specNames(apps).match(word) { return name }
        for app in App.allCases where !apps.contains(app) {
            if let name = specNames([app]).match(word) { throw elsewhere(name, of: app, not: apps) }
        }
        let every = specNames(App.allCases)
        throw UsageError(
            message: "no spec named \(Arguments.echo(word)). `swift run kata check` lists every spec.",
            suggestion: every.suggestion(for: word) ?? completion(of: word, among: every.names))
    }

    /// The error for a spec of `app` asked of `apps`, with the command that runs it.
    private static func elsewhere(_ name: String, of app: App, not apps: [App]) -> UsageError {
        UsageError(
            message: "\(name) is a spec of the \(app.displayName.lowercased()), not of the "
                + "\(apps.map { $0.displayName.lowercased() }.joined(separator: " or ")). "
                + "Run it with: swift run kata check \(app.rawValue) --spec \(name)")
    }

    /// `Did you mean NAME?` when `word` is the start of one spec's name, or of a few (a name copied from
    /// the first of the lines the matrix breaks it over); nil for a start too short to say much.
    static func completion(of word: String, among names: [String]) -> String? {
        guard word.count >= 12 else { return nil }
        let started = names.filter { $0.lowercased().hasPrefix(word.lowercased()) }
        guard (1...3).contains(started.count) else { return nil }
        return "Did you mean \(Suggestions.list(started, joinedBy: "or"))?"
    }
}
