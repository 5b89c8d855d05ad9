/// What became of one mutant.
enum MutationVerdict: Equatable, Sendable {
    /// A spec failed: the check exited with status 1.
    case killed
    /// The check ended abnormally (a trap, a signal, any exit status but 0 and 1): a kill too.
    case crashed(String)
    /// The check did not end within its time limit, and `kata` stopped it: the mutant made the app hang (or
    /// crash slowly, spec after spec). A kill too: no spec run of it could ever pass.
    case stopped(String)
    /// The check passed: no spec noticed the change.
    case survived
    /// The mutant's code is no longer in the file.
    case notApplicable
    /// The mutated code does not compile.
    case didNotBuild
    /// The mutant survived in a file that nothing uses: the package builds with that file emptied, so no
    /// user can see the change, and the survivor is not counted.
    case inUnusedFile
    /// The mutant survived, and `Katas/Tool/Mutants/equivalents.json` lists it with the reason no user
    /// can see it: not counted.
    case equivalent

    /// The verdict a check gives by how it ended. The contract of `kata check`: exit 0 = the specs pass,
    /// exit 1 = a spec failed; anything else is a crash, and a crash is a kill.
    init(check end: ProcessEnd) {
        switch end {
        case .exited(0): self = .survived
        case .exited(1): self = .killed
        case .stopped: self = .stopped(end.description + ": a hang counts as caught")
        default: self = .crashed(end.description)
        }
    }

    var isKill: Bool {
        switch self {
        case .killed, .crashed, .stopped: true
        default: false
        }
    }

    /// Applicable and built: the mutant measured the specs, killed or not.
    var measured: Bool { isKill || self == .survived }
}
