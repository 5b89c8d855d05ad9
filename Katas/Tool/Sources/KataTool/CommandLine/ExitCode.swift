/// The exit codes of `kata`, as its help documents them.
public enum ExitCode: Int32, Sendable {
    /// The command did what was asked, and every spec it ran passed.
    case success = 0
    /// A spec failed, or what the command checks does not hold (a stale generated file, a surviving
    /// mutant, a declaration it could not write).
    case failure = 1
    /// The command line was not understood.
    case usageError = 2
}
