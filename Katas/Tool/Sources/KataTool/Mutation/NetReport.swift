import KataHarness

/// The end of `kata mutants <app> --net mine`: the score of an attendee's net against the app's Starter
/// mutants and, for each rule it misses, a question that leads to the missing spec; once the net is
/// strong enough, the debrief: each missed rule's sentence and a shipped spec that decides it.
struct NetReport {
    let app: App
    let mutants: [Mutant]
    let verdicts: [MutationVerdict]
    let rules: RuleMap

    /// The counts, as every mutation run sums them up.
    var score: MutationScore { MutationScore(verdicts, buildFailureFails: false) }

    /// The mutants that ran against the net: applicable and built.
    var measured: Int { score.measured }
    /// Killed by a failing spec or a crash.
    var killed: Int { score.killed + score.crashed }

    /// The kills the kata asks for: `NetRun.donePercent` of the measured mutants, rounded up.
    var killsNeeded: Int { (measured * NetRun.donePercent + 99) / 100 }

    var isDone: Bool { measured > 0 && killed >= killsNeeded }

    /// The rules with a surviving mutant, in the order of their first survivor, with how many survived.
    var missedRules: [(rule: String, survivors: Int)] {
        let missed = zip(mutants, verdicts).filter { $0.1 == .survived }.map { $0.0.rule ?? $0.0.id }
        var seen: Set<String> = []
        return missed.filter { seen.insert($0).inserted }.map { rule in (rule, missed.filter { $0 == rule }.count) }
    }

    func lines(nextKata: String?, command: String) -> [String] {
        let notApplicable = score.notApplicable
        let still = notApplicable > 0 ? " (of the mutants that still apply; \(notApplicable) no longer apply)" : ""
        guard measured > 0 else {
            return ["Nothing measured: no mutant built and ran against your net\(still)."]
        }
        let kills = "Your net kills \(killed) of \(measured) Starter mutants (\(score.percent ?? 0)%)"
        guard isDone else {
            var lines = [
                "\(kills)\(still). Done when: \(NetRun.donePercent)% (\(killsNeeded) of \(measured)).", "",
                "Your net misses \(missedRules.count.counted("rule")). A question for each: a spec that answers it "
                    + "kills that rule's mutants.",
            ]
            for (rule, survivors) in missedRules {
                lines.append("  \(rule) (\(survivors.counted("mutant")) survived)")
                let question = rules.row(rule)?.question ?? ""
                lines.append(
                    "    " + (question.isEmpty ? "What does \(rule) say? \(RuleMap.path) lists it." : question))
            }
            lines.append("Next: add specs to \(NetRun.suite(of: app)), then run again: \(command)")
            return lines
        }
        var lines = ["\(kills)\(still): done, \(NetRun.donePercent)% or more."]
        if !missedRules.isEmpty {
            lines += [
                "",
                "Debrief: the shipped specs kill every one of these mutants (CI checks it). For each rule your net "
                    + "misses, the rule and one shipped spec that decides it:",
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
        lines.append(
            "Next: your net runs in swift test beside the shipped specs from now on"
                + (nextKata.map { ". The next kata: swift run kata show \($0)" } ?? "."))
        return lines
    }
}
