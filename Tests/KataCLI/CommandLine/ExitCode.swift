/// The exit codes of `kata`, as its help documents them.
public enum ExitCode: Int32, Sendable {
    /// Every spec that ran passed.
    case passed = 0
    /// At least one spec failed.
    case specFailure = 1
    /// The command line was not understood.
    case usage = 2
}

/// A command line that `kata` does not understand; `message` says why.
struct UsageError: Error {
    let message: String
}
