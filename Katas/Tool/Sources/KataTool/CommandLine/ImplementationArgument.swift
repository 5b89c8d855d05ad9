import Specs

/// The implementation a command line names (`--implementation`, `-i`), as every command reads it:
/// `starter` or `refactored`, in any case, with a suggestion for a misspelt one.
enum ImplementationArgument {
    /// The option that names it, `-i, --implementation NAME`, saying what `summary` says.
    static func option(_ summary: String) -> CommandOption {
        .option("--implementation", short: "-i", value: "NAME", summary)
    }

    /// The implementation `word` names, or both when there is no word.
    static func implementations(_ word: String?) throws(UsageError) -> [Implementation] {
        try Suggestions.cases(named: word, noun: "implementation", hint: "Use starter or refactored.")
    }
}
