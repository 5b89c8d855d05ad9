/// A word a command takes by its position, as its help lists it beside the options: `APP`, `KATA`.
struct CommandArgument: Hashable, Sendable {
    /// How the usage names it, e.g. `APP`.
    let name: String
    /// What it is, in the help's second column.
    let summary: String

    init(_ name: String, _ summary: String) {
        self.name = name
        self.summary = summary
    }
}
