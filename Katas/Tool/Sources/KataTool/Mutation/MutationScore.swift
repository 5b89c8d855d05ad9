import Specs

/// The verdicts of a run, summed up honestly: how many mutants measured anything first, then the score
/// of those, which rules no mutant measured any more, and what to do when few or none did.
struct MutationScore: Equatable {
    let verdicts: [MutationVerdict]
    /// Whether a mutant that does not build fails the run (CI's check of the shipped mutants on the
    /// untouched tree) or is left out (generated mutants; shipped ones on a refactored tree).
    let buildFailureFails: Bool
    /// The rules of the mutants that ran whose every mutant no longer applies: the score says nothing of them.
    let unmeasuredRules: [String]
    /// The implementations (`starter`, `refactored`) among the mutants that ran whose every mutant no longer
    /// applies: the score is the other implementation's alone.
    let unmeasuredImplementations: [String]

    init(
        _ verdicts: [MutationVerdict], buildFailureFails: Bool, unmeasuredRules: [String] = [],
        unmeasuredImplementations: [String] = []
    ) {
        self.verdicts = verdicts
        self.buildFailureFails = buildFailureFails
        self.unmeasuredRules = unmeasuredRules
        self.unmeasuredImplementations = unmeasuredImplementations
    }

    var total: Int { verdicts.count }
    var killed: Int { verdicts.count { $0 == .killed } }
    var crashed: Int { verdicts.count { if case .crashed = $0 { true } else { false } } }
    /// Checks that did not end in time, stopped by `kata`: kills too.
    var stopped: Int { verdicts.count { if case .stopped = $0 { true } else { false } } }
    /// Every kill: a failing spec, a crash, a check stopped at its time limit.
    var kills: Int { verdicts.count(where: \.isKill) }
    var survived: Int { verdicts.count { $0 == .survived } }
    var notApplicable: Int { verdicts.count { $0 == .notApplicable } }
    var didNotBuild: Int { verdicts.count { $0 == .didNotBuild } }
    var inUnusedFiles: Int { verdicts.count { $0 == .inUnusedFile } }
    var equivalent: Int { verdicts.count { $0 == .equivalent } }

    /// The rules named by `mutants` whose every mutant has the verdict `.notApplicable`, in first-seen order.
    static func unmeasuredRules(of mutants: [Mutant], _ verdicts: [MutationVerdict]) -> [String] {
        let ruled = zip(mutants, verdicts).compactMap { mutant, verdict in mutant.rule.map { ($0, verdict) } }
        let measurable = Set(ruled.filter { $0.1 != .notApplicable }.map(\.0))
        var seen: Set<String> = []
        return ruled.map(\.0).filter { !measurable.contains($0) && seen.insert($0).inserted }
    }

    /// The implementations of `mutants` whose every mutant has the verdict `.notApplicable`, sorted.
    static func unmeasuredImplementations(of mutants: [Mutant], _ verdicts: [MutationVerdict]) -> [String] {
        let pairs = zip(mutants, verdicts).map { ($0.implementation, $1) }
        let measurable = Set(pairs.filter { $0.1 != .notApplicable }.map(\.0))
        return Set(pairs.map(\.0)).subtracting(measurable).sorted()
    }

    /// Mutants that ran against the specs: applicable and built.
    var measured: Int { kills + survived }

    /// Whole percent of the measured mutants killed, rounded down; `nil` when nothing was measured.
    var percent: Int? { measured == 0 ? nil : kills * 100 / measured }

    var exitCode: ExitCode {
        if measured == 0 || survived > 0 || (buildFailureFails && didNotBuild > 0) { return .failure }
        return .success
    }

    /// Measured mutants are fewer than half of all: the score says little about the net.
    var measuredLittle: Bool { measured > 0 && measured * 2 < total }

    /// The summary lines. `advice` is what to run instead when little or nothing was measured, or when
    /// rules went unmeasured.
    func summary(advice: [String]) -> [String] {
        let changed = notApplicable == 0 ? "" : " (\(notApplicable) no longer apply here: their code has changed)"
        var lines = ["Applicable: \(total - notApplicable) of \(total) mutants\(changed)."]
        if didNotBuild > 0 {
            lines.append(
                buildFailureFails
                    ? "Did not build: \(didNotBuild) (fix the mutants file: a mutant must compile)."
                    : "Did not build: \(didNotBuild) (not counted: the compiler caught them, not the specs).")
        }
        if inUnusedFiles > 0 {
            lines.append(
                "Not counted: \(inUnusedFiles) survived in a file nothing uses (the package builds without it).")
        }
        if equivalent > 0 {
            lines.append(
                "Not counted: \(equivalent) equivalent (listed with the reason no user can see each, in "
                    + "\(EquivalentMutants.path)).")
        }
        guard let percent else {
            let applicable = total - notApplicable
            lines.append(
                applicable == 0
                    ? "Nothing measured: no mutant ran against the specs, so there is no score."
                    : applicable == 1
                        ? "Nothing measured: the one mutant that applied is not counted, so there is no score."
                        : "Nothing measured: none of the \(applicable) mutants that applied is counted, so there is "
                            + "no score.")
            return lines + advice
        }
        var how: [String] = []
        if crashed > 0 { how.append("\(crashed) of them by a crash") }
        if stopped > 0 { how.append("\(stopped)\(how.isEmpty ? " of them" : "") by a check that did not end in time") }
        let crashes = how.isEmpty ? "" : ", " + how.joined(separator: " and ")
        let ofWhich = notApplicable > 0 ? " of the mutants that still apply" : ""
        lines.append(
            "Mutation score: \(percent)% (\(kills) of \(measured) killed\(crashes))\(ofWhich)")
        if !unmeasuredRules.isEmpty {
            lines.append(
                "Unmeasured: \(unmeasuredRules.count) rule\(unmeasuredRules.count == 1 ? "" : "s") whose every "
                    + "mutant no longer applies, so this score says nothing of "
                    + "\(unmeasuredRules.count == 1 ? "it" : "them"): \(unmeasuredRules.joined(separator: ", ")).")
        }
        if !unmeasuredImplementations.isEmpty {
            let names = unmeasuredImplementations.map { Implementation(rawValue: $0)?.displayName ?? $0 }
            lines.append(
                "Unmeasured: the \(names.joined(separator: " and ")): none of its mutants applies here any more "
                    + "(its code has changed), so this score says nothing of it.")
        }
        if measuredLittle {
            lines.append("Measured little: only \(measured) of \(total) mutants ran, so this score says little.")
        }
        if measuredLittle || !unmeasuredRules.isEmpty || !unmeasuredImplementations.isEmpty { lines += advice }
        return lines
    }
}
