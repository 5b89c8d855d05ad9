import Specs

/// A parsed command line: positional words, the values of options, and flags.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// The long names of the options the command accepts.
    private let accepted: Set<String>

    /// Parses `words`, accepting the declared `options` and no others: `--name value`, `--name=value`, and
    /// an option's short name (`-i`) for its long one. `--` ends the options: every word after it is a
    /// positional one. An option that takes a value may be given once, and not empty (`--output ""`)
    /// unless an empty value means something for it (`CommandOption.allowsEmptyValue`).
    init(_ words: [String], accepting options: [CommandOption]) throws(UsageError) {
        let names = options.flatMap { option in [option.name, option.short].compactMap(\.self).map { ($0, option) } }
        let declared = Dictionary(names, uniquingKeysWith: { $1 })
        accepted = Set(options.map(\.name))
        var remaining = words[...]
        while let word = remaining.popFirst() {
            if word == "--" {
                positionals += remaining
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                positionals.append(word)
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let inlineValue = parts.count > 1 ? String(parts[1]) : nil
            guard let option = declared[name], option.takesValue || inlineValue == nil else {
                throw UsageError(
                    message: "unknown option \(Self.echo(word)).",
                    suggestion: Suggestions(names: options.map(\.name)).suggestion(for: name))
            }
            guard option.takesValue else {
                flags.insert(option.name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(message: "\(option.name) needs a value.")
            }
            guard !value.isEmpty || option.allowsEmptyValue else {
                throw UsageError(message: "\(option.name) needs a value (\(option.valueName ?? "")), not an empty one.")
            }
            if let earlier = values[option.name] {
                throw UsageError(
                    message:
                        "\(option.name) is given twice (\(Self.echo(earlier)) and \(Self.echo(value))): give it once.")
            }
            values[option.name] = value
        }
    }

    /// A word of the command line as a message repeats it: as typed when it is short and plain; cut to
    /// its first 40 characters when long; quoted, with invisible characters escaped and named, when it
    /// has any.
    static func echo(_ word: String) -> String {
        let cut = word.count > 60 ? String(word.prefix(40)) : word
        guard ShownValue.text(cut) == "\"\(cut)\"", !cut.isEmpty, !cut.contains(" ") else { return quoted(word) }
        return word.count > 60 ? "\(cut)… (\(word.count) characters)" : cut
    }

    /// A word a message repeats in quotes, as `kata play` does with what was typed: invisible characters
    /// escaped and named (`"\u{200B}add"`, so that it is not taken for `add`), and cut to its first 40
    /// characters when long.
    static func quoted(_ word: String) -> String {
        guard word.count > 60 else { return ShownValue.text(word) }
        return "\(ShownValue.text(String(word.prefix(40))))… (\(word.count) characters)"
    }

    func value(_ option: CommandOption) -> String? { values[option.name] }

    func has(_ flag: CommandOption) -> Bool { flags.contains(flag.name) }

    func expectPositionals(atMost count: Int) throws(UsageError) {
        guard positionals.count > count else { return }
        let extra = positionals.dropFirst(count)
        // `kata check cart starter`: the implementation typed where a word may stand, without its option.
        let implementation = extra.first.flatMap { Implementation(rawValue: $0.lowercased()) }
        throw UsageError(
            message: "unexpected \(extra.map(Self.echo).joined(separator: " ")).",
            suggestion: implementation.flatMap {
                accepted.contains("--implementation") ? "Did you mean --implementation \($0.rawValue)?" : nil
            })
    }
}
