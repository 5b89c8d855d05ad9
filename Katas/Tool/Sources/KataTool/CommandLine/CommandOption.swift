/// One option of a `kata` command, declared once: the command's parser accepts it, its help lists it, and
/// the command reads it back through this same value (`arguments.value(Self.spec)`).
struct CommandOption: Hashable, Sendable {
    /// The long name, e.g. `--implementation`.
    let name: String
    /// The short name the parser also accepts, e.g. `-i`.
    let short: String?
    /// What the value stands for in the help, e.g. `NAME`; `nil` for a flag, which takes no value.
    let valueName: String?
    /// What the option does, in the help's second column; the help wraps it.
    let summary: String
    /// Whether an empty value means something (`--declared=`: none declared); otherwise it is refused.
    var allowsEmptyValue = false

    /// An option that takes a value: `--spec NAME`, `--spec=NAME`.
    static func option(
        _ name: String, short: String? = nil, value valueName: String, allowsEmpty: Bool = false, _ summary: String
    ) -> CommandOption {
        CommandOption(
            name: name, short: short, valueName: valueName, summary: summary, allowsEmptyValue: allowsEmpty)
    }

    /// A flag, on when given: `--json`.
    static func flag(_ name: String, short: String? = nil, _ summary: String) -> CommandOption {
        CommandOption(name: name, short: short, valueName: nil, summary: summary)
    }

    var takesValue: Bool { valueName != nil }

    /// How the help names it: `-i, --implementation NAME`, `--spec NAME`, `--json`.
    var label: String {
        [short.map { "\($0), \(name)" } ?? name, valueName].compactMap(\.self).joined(separator: " ")
    }
}
