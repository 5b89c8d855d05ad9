import Specs

/// The end of `kata mutants <app> --net mine`: the score of an attendee's net against the app's Starter
/// mutants and, for each rule it misses, a question that leads to the missing spec; once the net is
/// strong enough, the debrief: each missed rule's sentence and a shipped spec that decides it.
struct NetVerdict {
    /// Which mutants measured the net.
    enum Source: Equatable {
        /// The app's shipped Starter mutants, every one of which applies: the net kata's measure.
        case shipped
        /// Mutants made from the Starter as it is now, because `unapplied` of the `of` shipped ones no
        /// longer apply (a refactor changed their code).
        case generated(unapplied: Int, of: Int)

        /// What the mutants are called in the report.
        var noun: String {
            switch self {
            case .shipped: "shipped Starter mutants"
            case .generated: "mutants made from your Starter as it is now"
            }
        }
    }

    let app: App
    let mutants: [Mutant]
    let verdicts: [MutationVerdict]
    let rules: RuleMap
    var source = Source.shipped

    /// The counts, as every mutation run sums them up.
    var score: MutationScore { MutationScore(verdicts, buildFailureFails: false) }

    /// The mutants that ran against the net: applicable and built.
    var measured: Int { score.measured }
    /// Killed by a failing spec, a crash, or a check stopped at its time limit.
    var killed: Int { score.kills }

    /// The kills the kata asks for: `NetRun.donePercent` of the measured mutants, rounded up.
    var killsNeeded: Int { (measured * NetRun.donePercent + 99) / 100 }

    var isDone: Bool { measured > 0 && killed >= killsNeeded }

    /// The rules with a surviving mutant, in the order of their first survivor, with how many survived.
    /// A shipped mutant names its rule; a generated one does where the rule map can place it.
    var missedRules: [(rule: String, survivors: Int)] {
        let missed = survivors.compactMap { source == .shipped ? $0.rule ?? $0.id : $0.rule }
        var seen: Set<String> = []
        return missed.filter { seen.insert($0).inserted }.map { rule in (rule, missed.filter { $0 == rule }.count) }
    }

    /// "2 rules", or, when survivors fall where the map places no rule (code a refactor moved), "at least
    /// 2 rules": those survivors may break rules of their own.
    private var missedRulesCount: String {
        let count = missedRules.count.counted("rule")
        return source != .shipped && survivors.contains { $0.rule == nil } ? "at least \(count)" : count
    }

    private var survivors: [Mutant] { zip(mutants, verdicts).filter { $0.1 == .survived }.map(\.0) }

    /// Generated survivors the rule map cannot place in a rule, each where it is and what it changes (a
    /// few: the rest are counted).
    private var unplacedSurvivors: [String] {
        guard source != .shipped else { return [] }
        let unplaced = survivors.filter { $0.rule == nil }
        guard !unplaced.isEmpty else { return [] }
        var lines = ["  In no rule the map can place (\(unplaced.count.counted("mutant")) survived), e.g.:"]
        lines += unplaced.prefix(5).map { "    \($0.location): \($0.description)" }
        return lines
    }

    func lines(nextKata: String?, command: String) -> [String] {
        guard measured > 0 else {
            return ["Nothing measured: no mutant built and ran against your net."] + unmeasured
        }
        let kills = "Your net kills \(killed) of \(measured) \(source.noun) (\(score.percent ?? 0)%)"
        guard isDone else {
            var lines =
                ["\(kills). Done when: \(NetRun.donePercent)% (\(killsNeeded) of \(measured))."] + unmeasured + [
                    "",
                    missedRules.isEmpty
                        ? "No survivor falls in a rule the map places (\(RuleMap.path)): each says where it is and what "
                            + "it changes; a spec that sees that change kills it."
                        : "Your net misses \(missedRulesCount). A question for each: a spec that answers it kills "
                            + "that rule's mutants.",
                ]
            for (rule, survivors) in missedRules {
                lines.append("  \(rule) (\(survivors.counted("mutant")) survived)")
                let question = rules.row(rule)?.question ?? ""
                lines.append(
                    "    " + (question.isEmpty ? "What does \(rule) say? \(RuleMap.path) lists it." : question))
            }
            lines += unplacedSurvivors
            lines.append("Next: add specs to \(NetRun.suite(of: app)), then run again: \(command)")
            return lines
        }
        var lines = ["\(kills): done, \(NetRun.donePercent)% or more."] + unmeasured
        if !missedRules.isEmpty {
            lines += [
                "",
                source == .shipped
                    ? "Debrief: the shipped specs kill every one of these mutants (CI checks it). For each rule your "
                        + "net misses, the rule and one shipped spec that decides it:"
                    : "Debrief: for each rule your net misses, the rule and one shipped spec that decides it:",
            ]
            for (rule, _) in missedRules {
                let row = rules.row(rule)
                lines.append("  \(rule): \(row?.sentence ?? "")")
                if let name = row?.specs.first, let spec = Catalogue.spec(app, name) {
                    lines.append("    \(name)")
                    lines += spec.steps.split(separator: "\n").map { "      \($0)" }
                }
            }
        }
        lines += unplacedSurvivors
        let next = source == .shipped ? nextKata : nil
        lines.append(
            "Next: your net runs in swift test beside the shipped specs from now on"
                + (next.map { ". The next kata: swift run kata show \($0)" } ?? "."))
        return lines
    }

    /// What the score leaves out, and why: shipped mutants whose code the attendee changed, mutants that do
    /// not build, listed equivalents. Empty when every mutant counted.
    var unmeasured: [String] {
        var parts: [String] = []
        if case .generated(let unapplied, let shipped) = source {
            parts.append(
                "\(unapplied) of the \(shipped) shipped mutants no longer apply (your code changed where they look)")
        }
        if score.didNotBuild > 0 {
            parts.append("\(score.didNotBuild.counted("mutant")) did not build")
        }
        if score.notApplicable > 0 {
            parts.append(
                "\(score.notApplicable.counted("mutant")) no longer \(score.notApplicable == 1 ? "applies" : "apply")")
        }
        if score.equivalent > 0 {
            parts.append(
                "\(score.equivalent) equivalent (listed in \(EquivalentMutants.path) with the reason no user can see "
                    + "each)")
        }
        return parts.isEmpty ? [] : ["Unmeasured: " + parts.joined(separator: "; ") + "."]
    }
}
