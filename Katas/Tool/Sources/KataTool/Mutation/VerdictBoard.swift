import Synchronization

/// The verdicts of a run as they arrive from mutants running side by side. Each verdict's line is
/// printed in the mutants' order, as soon as every mutant before it has its verdict.
final class VerdictBoard: Sendable {
    /// The verdicts so far, and how many of them are printed.
    private let state: Mutex<(verdicts: [MutationVerdict?], printed: Int)>
    private let print: @Sendable (Int, MutationVerdict) -> Void

    /// `known` holds the verdicts given before the run (nil for the others); `print` prints one mutant's line.
    init(known: [MutationVerdict?], print: @escaping @Sendable (Int, MutationVerdict) -> Void) {
        state = Mutex((known, 0))
        self.print = print
    }

    func record(_ verdict: MutationVerdict, at index: Int) {
        state.withLock { state in
            state.verdicts[index] = verdict
            while state.printed < state.verdicts.count, let ready = state.verdicts[state.printed] {
                print(state.printed, ready)
                state.printed += 1
            }
        }
    }

    /// Every verdict; a mutant that got none (which a finished run does not leave) counts as not applicable.
    var verdicts: [MutationVerdict] {
        state.withLock { $0.verdicts.map { $0 ?? .notApplicable } }
    }
}
