/// The verdicts of a mutation run, summed up honestly: how many mutants measured anything first, then
/// the score of those, and what to do when few or none did.
struct MutationScore: Equatable {
    let total: Int
    let killed: Int
    let crashed: Int
    let survived: Int
    let notApplicable: Int
    let didNotBuild: Int
    /// Whether a mutant that does not build fails the run (shipped mutants) or is left out (generated ones).
    let buildFailureFails: Bool

    init(_ verdicts: [MutationVerdict], buildFailureFails: Bool) {
        total = verdicts.count
        killed = verdicts.filter { $0 == .killed }.count
        crashed = verdicts.filter { if case .crashed = $0 { true } else { false } }.count
        survived = verdicts.filter { $0 == .survived }.count
        notApplicable = verdicts.filter { $0 == .notApplicable }.count
        didNotBuild = verdicts.filter { $0 == .didNotBuild }.count
        self.buildFailureFails = buildFailureFails
    }

    /// Mutants that ran against the specs: applicable and built.
    var measured: Int { killed + crashed + survived }

    var applicable: Int { total - notApplicable }

    /// Whole percent of the measured mutants killed, rounded down; `nil` when nothing was measured.
    var percent: Int? { measured == 0 ? nil : (killed + crashed) * 100 / measured }

    var exitCode: ExitCode {
        if measured == 0 || survived > 0 || (buildFailureFails && didNotBuild > 0) { return .failure }
        return .success
    }

    /// Measured mutants are fewer than half of all: the score says little about the net.
    var measuredLittle: Bool { measured > 0 && measured * 2 < total }

    /// The summary lines. `advice` is what to run instead when little or nothing was measured.
    func summary(advice: [String]) -> [String] {
        var lines = ["Applicable: \(applicable) of \(total) mutants\(notApplicableNote)."]
        if didNotBuild > 0 {
            lines.append(
                buildFailureFails
                    ? "Did not build: \(didNotBuild) (fix the mutants file: a mutant must compile)."
                    : "Did not build: \(didNotBuild) (not counted: the compiler caught them, not the specs).")
        }
        guard let percent else {
            lines.append("Nothing measured: no mutant ran against the specs, so there is no score.")
            return lines + advice
        }
        let crashes = crashed > 0 ? ", \(crashed) of them by a crash" : ""
        lines.append("Mutation score: \(percent)% (\(killed + crashed) of \(measured) killed\(crashes))")
        if measuredLittle {
            lines.append("Measured little: only \(measured) of \(total) mutants ran, so this score says little.")
            lines += advice
        }
        return lines
    }

    private var notApplicableNote: String {
        notApplicable == 0 ? "" : " (\(notApplicable) not applicable: their code is no longer there)"
    }
}
