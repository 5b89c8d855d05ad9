/// A parsed command line: positional words, options that take a value, and flags.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `words`, accepting `--name value`, `--name=value`, and `-i` for `--implementation`.
    init(
        _ words: [String],
        options: Set<String> = [],
        flags knownFlags: Set<String> = [],
        aliases: [String: String] = ["-i": "--implementation"]
    ) throws(UsageError) {
        var remaining = words[...]
        while let word = remaining.popFirst() {
            guard word.hasPrefix("-"), word != "-" else {
                positionals.append(word)
                continue
            }
            var name = aliases[word] ?? word
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if knownFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if options.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(message: "\(name) needs a value.")
                }
                values[name] = value
            } else {
                throw UsageError(message: "unknown option \(word).")
            }
        }
    }

    func value(_ option: String) -> String? { values[option] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Throws unless there are at most `count` positional words.
    func expectPositionals(atMost count: Int) throws(UsageError) {
        guard positionals.count > count else { return }
        throw UsageError(message: "unexpected \(positionals.dropFirst(count).joined(separator: " ")).")
    }
}
