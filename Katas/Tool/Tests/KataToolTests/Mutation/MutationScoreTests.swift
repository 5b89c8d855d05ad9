import Foundation
import Testing

@testable import KataTool

@Suite("kata mutants: verdicts and the score say what was measured")
struct MutationScoreTests {
    @Test(
        "a check's end gives the verdict: 0 survived, 1 killed, anything else crashed (a kill too)",
        arguments: [
            (ProcessEnd.exited(0), MutationVerdict.survived),
            (.exited(1), .killed),
            (.exited(2), .crashed("exit status 2")),
            (.signalled(SIGILL), .crashed("signal 4, SIGILL, a runtime trap")),
            (.signalled(SIGTRAP), .crashed("signal 5, SIGTRAP, a runtime trap")),
            (
                .stopped(afterSeconds: 60),
                .stopped("it did not end within 60 s, so kata stopped it: a hang counts as caught")
            ),
        ])
    func verdict_countsEveryAbnormalEndAsAKillOnEachEnd(end: ProcessEnd, verdict: MutationVerdict) {
        #expect(MutationVerdict(check: end) == verdict)
        #expect(verdict.isKill == (end != .exited(0)))
    }

    @Test("a crash is a kill: two mutants, one failing a spec and one crashing, score 100%")
    func score_countsACrashAsKilledOnOneCrash() {
        let score = MutationScore([.killed, .crashed("signal 4, SIGILL, a runtime trap")], buildFailureFails: true)

        #expect(score.exitCode == .success)
        #expect(
            score.summary(advice: ["advice"]) == [
                "Applicable: 2 of 2 mutants.", "Mutation score: 100% (2 of 2 killed, 1 of them by a crash)",
            ])
    }

    @Test("a check stopped at its time limit is a kill, and the score says how many were")
    func score_countsAStoppedCheckAsKilledAndSaysSo() {
        let stopped = MutationVerdict.stopped("it did not end within 60 s, so kata stopped it")
        let score = MutationScore(
            [.killed, .crashed("signal 4, SIGILL, a runtime trap"), stopped, .survived], buildFailureFails: true)
        let onlyStopped = MutationScore([.killed, stopped], buildFailureFails: true)

        #expect(score.measured == 4 && score.percent == 75)
        #expect(
            score.summary(advice: []).contains(
                "Mutation score: 75% (3 of 4 killed, 1 of them by a crash and 1 by a check that did not end in time)"))
        #expect(
            onlyStopped.summary(advice: []).contains(
                "Mutation score: 100% (2 of 2 killed, 1 of them by a check that did not end in time)"))
    }

    @Test("the time limit of a mutant's check: a minute, or twenty times the check without a mutant")
    func timeLimit_isAMinuteOrTwentyTimesTheUnmutatedCheck() {
        #expect(MutationRun.timeLimit(unmutated: .milliseconds(1500)) == .seconds(60))
        #expect(MutationRun.timeLimit(unmutated: .seconds(4)) == .seconds(80))
    }

    @Test("a command still running at its time limit is stopped, even when it blocks SIGINT and SIGTERM")
    func run_stopsACommandThatRunsPastItsTimeLimit() {
        // The loop ignores SIGINT and SIGTERM: only the last step, SIGKILL, ends it.
        let end = QuietProcess.run(
            ["/bin/sh", "-c", "trap '' INT TERM; while :; do :; done"], in: FileManager.default.temporaryDirectory,
            timeLimit: .milliseconds(200), patience: 0.1)

        #expect(end == .stopped(afterSeconds: 1))
        #expect(end.description == "it did not end within 1 s, so kata stopped it")
    }

    @Test("nothing measured: no score, the advice, exit 1")
    func score_exitsNonZeroWithAdviceOnNothingApplicable() {
        let score = MutationScore(Array(repeating: .notApplicable, count: 11), buildFailureFails: true)

        #expect(score.exitCode == .failure)
        #expect(score.percent == nil)
        #expect(
            score.summary(advice: ["advice"]) == [
                "Applicable: 0 of 11 mutants (11 no longer apply here: their code has changed).",
                "Nothing measured: no mutant ran against the specs, so there is no score.",
                "advice",
            ])
    }

    @Test("nothing measured although mutants applied: the line says none of them counts, not that none ran")
    func score_saysNoneCountedOnListedOrUnbuiltMutantsOnly() {
        let one = MutationScore([.equivalent], buildFailureFails: false)
        let two = MutationScore([.equivalent, .didNotBuild, .notApplicable], buildFailureFails: false)

        #expect(
            one.summary(advice: []) == [
                "Applicable: 1 of 1 mutants.",
                "Not counted: 1 equivalent (listed with the reason no user can see each, in "
                    + "Katas/Tool/Mutants/equivalents.json).",
                "Nothing measured: the one mutant that applied is not counted, so there is no score.",
            ])
        #expect(
            two.summary(advice: []).last == "Nothing measured: none of the 2 mutants that applied is counted, so "
                + "there is no score.")
    }

    @Test("the time line shares the run's time among the mutants that applied, and has no share when none did")
    func timeLine_dividesByTheMutantsTriedOnNoneOneAndMany() {
        let timing = (building: Duration.seconds(2), mutating: Duration.seconds(6), processor: Duration.seconds(3))

        #expect(
            MutationRun.timeLine(timing, tried: 3)
                == "Time: 2.0 s per mutant (6.0 s for 3 mutants, after 2.0 s to build the copy and check it "
                + "unmutated); processor time 1.0 s per mutant")
        #expect(MutationRun.timeLine(timing, tried: 1).contains("(6.0 s for 1 mutant, after"))
        #expect(MutationRun.timeLine(timing, tried: 0) == "Time: 2.0 s to build the copy and check it unmutated.")
    }

    @Test("few measured: the applicable count first, the score, then that it says little and the advice")
    func score_saysItMeasuredLittleOnMostNotApplicable() {
        let verdicts: [MutationVerdict] = [.killed, .survived] + Array(repeating: .notApplicable, count: 9)
        let score = MutationScore(verdicts, buildFailureFails: true)

        #expect(score.exitCode == .failure)
        #expect(
            score.summary(advice: ["advice"]) == [
                "Applicable: 2 of 11 mutants (9 no longer apply here: their code has changed).",
                "Mutation score: 50% (1 of 2 killed) of the mutants that still apply",
                "Measured little: only 2 of 11 mutants ran, so this score says little.",
                "advice",
            ])
    }

    @Test("rules whose every mutant no longer applies are named, with the advice: never a bare 100%")
    func score_namesUnmeasuredRulesOnAPartlyRefactoredTree() {
        let mutants = ["R1", "R1", "R2", "R3"].enumerated().map { index, rule in
            Mutant(
                id: "m\(index)", app: "cart", implementation: "starter", file: "F.swift", find: "a", replace: "b",
                description: "d", rule: rule)
        }
        let verdicts: [MutationVerdict] = [.notApplicable, .notApplicable, .killed, .notApplicable]

        let rules = MutationScore.unmeasuredRules(of: mutants, verdicts)
        let score = MutationScore(verdicts, buildFailureFails: false, unmeasuredRules: rules)

        #expect(rules == ["R1", "R3"])
        #expect(
            score.summary(advice: ["advice"]) == [
                "Applicable: 1 of 4 mutants (3 no longer apply here: their code has changed).",
                "Mutation score: 100% (1 of 1 killed) of the mutants that still apply",
                "Unmeasured: 2 rules whose every mutant no longer applies, so this score says nothing of them: R1, R3.",
                "Measured little: only 1 of 4 mutants ran, so this score says little.",
                "advice",
            ])
    }

    @Test("an implementation whose every mutant no longer applies is named, with advice for it alone")
    func score_namesAnImplementationNothingMeasured() {
        // The Starter moved on (none of its mutants applies); the Refactored's rules keep every rule measured.
        let mutants = [("starter", "R1"), ("starter", "R2"), ("refactored", "R1"), ("refactored", "R2")].enumerated()
            .map { index, pair in
                Mutant(
                    id: "m\(index)", app: "registration", implementation: pair.0, file: "F.swift", find: "a",
                    replace: "b", description: "d", rule: pair.1)
            }
        let verdicts: [MutationVerdict] = [.notApplicable, .notApplicable, .killed, .killed]

        let implementations = MutationScore.unmeasuredImplementations(of: mutants, verdicts)
        let score = MutationScore(
            verdicts, buildFailureFails: false, unmeasuredRules: MutationScore.unmeasuredRules(of: mutants, verdicts),
            unmeasuredImplementations: implementations)

        #expect(implementations == ["starter"])
        #expect(
            score.summary(advice: ["advice"]) == [
                "Applicable: 2 of 4 mutants (2 no longer apply here: their code has changed).",
                "Mutation score: 100% (2 of 2 killed) of the mutants that still apply",
                "Unmeasured: the Starter: none of its mutants applies here any more (its code has changed), so this "
                    + "score says nothing of it.",
                "advice",
            ])
        #expect(
            MutantsCommand.advice(apps: ["registration"], implementations: implementations).contains(
                "      swift run kata mutants --generate registration -i starter"))
    }

    @Test("a survivor in a file nothing uses is not counted, and the summary says so")
    func score_leavesOutSurvivorsInUnusedFiles() {
        let score = MutationScore([.killed, .inUnusedFile], buildFailureFails: false)

        #expect(score.exitCode == .success)
        #expect(
            score.summary(advice: []) == [
                "Applicable: 2 of 2 mutants.",
                "Not counted: 1 survived in a file nothing uses (the package builds without it).",
                "Mutation score: 100% (1 of 1 killed)",
            ])
    }

    @Test("a shipped mutant that no longer builds on a refactored tree says so; on CI's strict run it fails")
    func line_saysNoLongerAppliesOnAShippedMutantThatDoesNotBuild() {
        let mutant = Mutant(
            id: "cart-x", app: "cart", implementation: "starter", file: "F.swift", find: "a", replace: "b",
            description: "a rate swapped", rule: "CART-R1")
        var run = MutationRun(mutants: [mutant], specsOnly: true, generated: false, advice: [], terminal: silent)

        #expect(
            run.line(for: mutant, .didNotBuild)
                == "no longer applies cart-x: a rate swapped [rule CART-R1] (it does not build on this code)")
        run.strict = true
        #expect(run.line(for: mutant, .didNotBuild) == "DID NOT BUILD  cart-x: a rate swapped [rule CART-R1]")
    }

    @Test("a generated mutant that does not compile is left out; a shipped one fails the run")
    func score_leavesOutBuildFailuresOnlyOnGeneratedMutants() {
        let verdicts: [MutationVerdict] = [.killed, .killed, .didNotBuild]

        #expect(MutationScore(verdicts, buildFailureFails: false).exitCode == .success)
        #expect(MutationScore(verdicts, buildFailureFails: true).exitCode == .failure)
        #expect(
            MutationScore(verdicts, buildFailureFails: false).summary(advice: []) == [
                "Applicable: 3 of 3 mutants.",
                "Did not build: 1 (not counted: the compiler caught them, not the specs).",
                "Mutation score: 100% (2 of 2 killed)",
            ])
    }

    @Test("the line of a crashed mutant says it crashed, and shows the mutant's rule")
    func line_saysCrashedAndShowsTheRuleOnACrashedMutant() {
        let mutant = Mutant(
            id: "cart-x", app: "cart", implementation: "refactored", file: "F.swift", find: "a", replace: "b",
            description: "an out-of-range row", rule: "CART-R1")
        let run = MutationRun(mutants: [mutant], specsOnly: true, generated: false, advice: [], terminal: silent)

        #expect(
            run.line(for: mutant, .crashed("signal 4, SIGILL, a runtime trap"))
                == "killed         cart-x: an out-of-range row [rule CART-R1] (crashed: signal 4, SIGILL, a runtime trap)"
        )
    }

    @Test("the line of a mutant whose check was stopped says why it counts as caught")
    func line_saysStoppedOnAMutantThatHangs() {
        let mutant = Mutant(
            id: "cart-hang", app: "cart", implementation: "starter", file: "F.swift", find: "a", replace: "b",
            description: "the inventory never finishes drawing")
        let run = MutationRun(mutants: [mutant], specsOnly: true, generated: false, advice: [], terminal: silent)

        #expect(
            run.line(for: mutant, MutationVerdict(check: .stopped(afterSeconds: 60)))
                == "killed         cart-hang: the inventory never finishes drawing (it did not end within 60 s, so "
                + "kata stopped it: a hang counts as caught)")
    }

    @Test("verdicts arriving out of order print in the mutants' order, each as soon as it can")
    func board_printsInMutantOrderOnVerdictsOutOfOrder() {
        let printed = CapturedOutput()
        let board = VerdictBoard(known: [nil, .notApplicable, nil, nil]) { index, verdict in
            printed.append("\(index) \(verdict)", toError: false)
        }

        board.record(.survived, at: 2)
        #expect(printed.standardOutput.isEmpty)
        board.record(.killed, at: 0)
        #expect(printed.standardOutput == "0 killed\n1 notApplicable\n2 survived")
        board.record(.crashed("signal 4, SIGILL, a runtime trap"), at: 3)

        #expect(board.verdicts == [.killed, .notApplicable, .survived, .crashed("signal 4, SIGILL, a runtime trap")])
    }

    private let silent = Terminal(usesColor: false, writeOutput: { _ in }, writeError: { _ in })
}
