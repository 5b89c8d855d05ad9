import Foundation
import Specs
import Testing

@testable import KataTool

@Suite("kata mutants --net mine: reading a net's run, and its score")
struct NetScoreTests {
    @Test("Swift Testing's output gives the test count and each issue with every line of what it saw")
    func testRun_readsCountAndIssuesOnFailingOutput() {
        let run = NetTestRun(
            output: """
                ◇ Test run started.
                ↳ Testing Library Version: 6.3.1
                ◇ Suite ExpensesNet started.
                ✘ Test givenLunch_whenSaved_thenTodayListsIt() recorded an issue at ExpensesNet.swift:10:13: Expectation failed: (titles → ["Today"]) == ["Week"]
                ± inserted ["Today"], removed ["Week"]
                ✘ Test givenLunch_whenSaved_thenTodayListsIt() failed after 0.004 seconds with 1 issue.
                ✔ Test passes() passed after 0.001 seconds.
                ✘ Test throws() recorded an issue at ExpensesNet.swift:13:10: Caught error: Checked: x
                Expected: a
                Seen:     b
                ✘ Test throws() failed after 0.001 seconds with 1 issue.
                ✘ Suite ExpensesNet failed after 0.006 seconds with 2 issues.
                ↳ /// a doc comment of the suite
                ✘ Test run with 3 tests in 2 suites failed after 0.007 seconds with 2 issues.
                """)

        #expect(run.testCount == 3)
        #expect(
            run.issues == [
                NetTestRun.Issue(
                    test: "givenLunch_whenSaved_thenTodayListsIt()", location: "ExpensesNet.swift:10:13",
                    message: [
                        #"Expectation failed: (titles → ["Today"]) == ["Week"]"#,
                        #"± inserted ["Today"], removed ["Week"]"#,
                    ]),
                NetTestRun.Issue(
                    test: "throws()", location: "ExpensesNet.swift:13:10",
                    message: ["Caught error: Checked: x", "Expected: a", "Seen:     b"]),
            ])
        #expect(run.failedTests == ["givenLunch_whenSaved_thenTodayListsIt()", "throws()"])
    }

    @Test("a run that ends without Swift Testing's last line has no count; one with no test counts 0")
    func testRun_readsNoCountOnCrashAndZeroOnEmptyNet() {
        #expect(NetTestRun(output: "◇ Test run started.\n◇ Test a() started.\n").testCount == nil)
        #expect(NetTestRun(output: "✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.").testCount == 0)
        #expect(NetTestRun(output: "✔ Test run with 1 test in 2 suites passed after 0.005 seconds.").testCount == 1)
    }

    @Test("below 80%: the score, the kills the kata asks for, and for each missed rule its question, not its answer")
    func report_asksAQuestionPerMissedRuleBelowTheDoneMark() throws {
        let rules = try RuleMap.load()
        let mutants = try starterMutants(.expenses)
        let verdicts = mutants.indices.map { $0 < 3 ? MutationVerdict.killed : .survived }
        let report = NetVerdict(app: .expenses, mutants: mutants, verdicts: verdicts, rules: rules)

        let lines = report.lines(nextKata: "expenses-srp", command: "swift run kata mutants expenses --net mine")

        let needed = (mutants.count * 80 + 99) / 100
        #expect(
            lines.first
                == "Your net kills 3 of \(mutants.count) shipped Starter mutants (\(300 / mutants.count)%). Done when: 80% "
                + "(\(needed) of \(mutants.count)).")
        #expect(!report.isDone)
        for (rule, _) in report.missedRules {
            let row = try #require(rules.row(rule))
            let index = try #require(lines.firstIndex { $0.hasPrefix("  \(rule) (") })
            #expect(lines[index + 1] == "    " + row.question)
            #expect(!lines.contains { $0.contains(row.sentence) }, "the rule's sentence is the answer: \(rule)")
        }
        #expect(
            lines.last == "Next: add specs to ExpensesNet, then run again: swift run kata mutants expenses --net mine")
    }

    @Test("at 80% the kata is done: the debrief names each missed rule and a shipped spec that decides it")
    func report_showsRuleAndShippedSpecPerMissedRuleAtTheDoneMark() throws {
        let rules = try RuleMap.load()
        let mutants = try starterMutants(.cart)
        let needed = (mutants.count * 80 + 99) / 100
        let verdicts = mutants.indices.map { $0 < needed ? MutationVerdict.killed : .survived }
        let report = NetVerdict(app: .cart, mutants: mutants, verdicts: verdicts, rules: rules)

        let lines = report.lines(nextKata: "cart-readability", command: "")

        #expect(report.isDone)
        #expect(lines.first?.hasSuffix("): done, 80% or more.") == true)
        for (rule, _) in report.missedRules {
            let row = try #require(rules.row(rule))
            let name = try #require(row.specs.first)
            let spec = try #require(Catalogue.spec(.cart, name))
            #expect(lines.contains("  \(rule): \(row.sentence)"))
            #expect(lines.contains("    \(spec.name)"))
            #expect(lines.contains("      Given \(spec.given)"))
        }
        #expect(
            lines.last
                == "Next: your net runs in swift test beside the shipped specs from now on. The next kata: "
                + "swift run kata show cart-readability")
    }

    @Test("the done mark is 80% of the mutants that ran, rounded up; mutants that no longer apply are left out")
    func report_countsOnlyMeasuredMutantsOnTheDoneMark() throws {
        let mutants = Array(try starterMutants(.registration).prefix(6))
        let rules = try RuleMap.load()
        func report(_ verdicts: [MutationVerdict]) -> NetVerdict {
            NetVerdict(app: .registration, mutants: mutants, verdicts: verdicts, rules: rules)
        }

        let fourOfFive = report([.killed, .killed, .crashed("signal 4"), .killed, .survived, .notApplicable])
        let threeOfFive = report([.killed, .killed, .killed, .survived, .survived, .didNotBuild])

        #expect(fourOfFive.isDone)
        #expect(
            Array(fourOfFive.lines(nextKata: nil, command: "").prefix(2)) == [
                "Your net kills 4 of 5 shipped Starter mutants (80%): done, 80% or more.",
                "Unmeasured: 1 mutant no longer applies.",
            ])
        #expect(!threeOfFive.isDone)
        #expect(threeOfFive.killsNeeded == 4)
    }

    @Test(
        "measured on mutants of a refactored Starter: says so, says what it left out, and names no next kata")
    func report_saysItMeasuredGeneratedMutantsAndSuggestsNoKataAfterARefactor() throws {
        let shipped = try starterMutants(.cart)
        let generated = Array(shipped.prefix(5))
        let rules = try RuleMap.load()
        let verdicts: [MutationVerdict] = [.killed, .killed, .killed, .killed, .didNotBuild]
        let report = NetVerdict(
            app: .cart, mutants: generated, verdicts: verdicts, rules: rules,
            source: .generated(unapplied: 25, of: shipped.count))

        let lines = report.lines(nextKata: "cart-readability", command: "")

        #expect(report.isDone)
        #expect(
            Array(lines.prefix(2)) == [
                "Your net kills 4 of 4 mutants made from your Starter as it is now (100%): done, 80% or more.",
                "Unmeasured: 25 of the \(shipped.count) shipped mutants no longer apply (your code changed where "
                    + "they look); 1 mutant did not build.",
            ])
        #expect(lines.last == "Next: your net runs in swift test beside the shipped specs from now on.")
        #expect(!lines.contains { $0.contains("kata show") })
    }

    @Test("a generated mutant listed as equivalent is not a miss of the net: left out of the score, and said so")
    func report_leavesListedEquivalentsOutOfTheScoreOnGeneratedMutants() throws {
        let folder = try TemporaryFolder(prefix: "net-equivalent")
        defer { folder.remove() }
        let file = "Starter/Cart/Screens/Cart.swift"
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Starter/Cart/Screens"), withIntermediateDirectories: true)
        try "        refresh = nil\n        count = 1\n".write(
            to: folder.url.appendingPathComponent(file), atomically: true, encoding: .utf8)
        func mutant(_ line: Int, _ find: String, _ description: String) -> Mutant {
            Mutant(
                id: "m\(line)", app: "cart", implementation: "starter", file: file, find: find, replace: "",
                description: description, line: line, offset: 8)
        }
        // After a refactor moved it, `refresh = nil` is still the line the list names (in the untouched
        // Starter's CartScreen.swift): the net cannot kill it, as no spec can.
        let mutants =
            [mutant(1, "refresh = nil", "assignment removed: `refresh = nil`")]
            + (2...6).map { _ in mutant(2, "count = 1", "assignment removed: `count = 1`") }
        let list = EquivalentMutants(entries: [
            EquivalentMutants.Entry(
                file: "Starter/Cart/CartScreen.swift", code: "refresh = nil",
                change: "assignment removed: `refresh = nil`", reason: "the job is cancelled on the line before")
        ])
        let listed = EquivalenceCheck.listedIndices(of: mutants, in: list, root: folder.url)
        let measured: [MutationVerdict] = [.survived, .killed, .killed, .killed, .killed, .survived]
        let verdicts = measured.indices.map { NetRun.counted(measured[$0], at: $0, listed: listed) }
        let report = NetVerdict(
            app: .cart, mutants: mutants, verdicts: verdicts, rules: try RuleMap.load(),
            source: .generated(unapplied: 30, of: 31))

        #expect(listed == [0])
        #expect(verdicts == [.equivalent, .killed, .killed, .killed, .killed, .survived])
        let done = report.isDone
        #expect(done)
        #expect(
            Array(report.lines(nextKata: nil, command: "").prefix(2)) == [
                "Your net kills 4 of 5 mutants made from your Starter as it is now (80%): done, 80% or more.",
                "Unmeasured: 30 of the 31 shipped mutants no longer apply (your code changed where they look); "
                    + "1 equivalent (listed in Katas/Tool/Mutants/equivalents.json with the reason no user can see "
                    + "each).",
            ])
    }

    @Test("survivors the rule map cannot place: no \"misses 0 rules\", and each survivor is listed")
    func report_saysSurvivorsFallInNoRuleWhenTheMapPlacesNone() throws {
        let shipped = try starterMutants(.expenses)
        let unplaced = shipped.prefix(3).map { mutant in
            var unplaced = mutant
            unplaced.rule = nil
            return unplaced
        }
        let report = NetVerdict(
            app: .expenses, mutants: unplaced, verdicts: [.killed, .survived, .survived], rules: try RuleMap.load(),
            source: .generated(unapplied: 0, of: shipped.count))

        let lines = report.lines(nextKata: nil, command: "swift run kata mutants expenses --net mine")

        #expect(!lines.contains { $0.contains("misses 0 rules") })
        #expect(lines.contains { $0.hasPrefix("No survivor falls in a rule the map places") })
        #expect(lines.contains("  In no rule the map can place (2 mutants survived), e.g.:"))
    }

    @Test("survivors in placed rules and outside them: the net misses \"at least\" the placed rules")
    func report_saysAtLeastWhenSomeSurvivorsFallInNoRule() throws {
        let shipped = try starterMutants(.expenses)
        var unplaced = shipped[1]
        unplaced.rule = nil
        let report = NetVerdict(
            app: .expenses, mutants: [shipped[0], unplaced], verdicts: [.survived, .survived],
            rules: try RuleMap.load(), source: .generated(unapplied: 0, of: shipped.count))

        let lines = report.lines(nextKata: nil, command: "swift run kata mutants expenses --net mine")

        #expect(lines.contains { $0.hasPrefix("Your net misses at least 1 rule. A question for each") })
        #expect(lines.contains("  In no rule the map can place (1 mutant survived), e.g.:"))
    }

    @Test("--net takes mine, one app, the Starter, and no option of the other runs")
    func net_answersUsageOnEveryCommandLineItCannotRun() async {
        for words in [
            ["mutants", "expenses", "--net", "theirs"],
            ["mutants", "--net", "mine"],
            ["mutants", "expenses", "--net", "mine", "-i", "refactored"],
            ["mutants", "expenses", "--net", "mine", "--generate"],
            ["mutants", "expenses", "--net", "mine", "--only", "expenses-starter-no-trim"],
        ] {
            let output = CapturedOutput()

            let code = await KataCommandLine.run(words, terminal: output.terminal())

            #expect(code == .usageError, "\(words)")
            #expect(output.standardOutput.isEmpty, "\(words): \(output.standardOutput)")
        }
    }

    @Test("a net failing where the shipped specs fail too is kept: the change to the Starter is what to look at")
    func adviceOnFailingNet_pointsAtTheStarterOnShippedSpecsFailingToo() throws {
        let lines = NetRun.adviceOnFailingNet(
            app: .registration, shipped: (failed: true, tally: "11 passed, 4 failed, 13 not yet"),
            command: "swift run kata mutants registration --net mine")

        let text = lines.joined(separator: "\n")
        #expect(text.contains("The shipped specs fail on the Starter too (11 passed, 4 failed, 13 not yet)"))
        #expect(text.contains("Keep your net as it is"))
        #expect(!text.contains("change each spec to what it saw"))
        #expect(lines.last?.hasSuffix("run again: swift run kata mutants registration --net mine") == true)
        let check = try #require(text.range(of: "swift run kata check ").map { text[$0.lowerBound...] })
        let words = check.prefix { $0 != "\n" }.split(separator: " ").map(String.init)
        let arguments = try CheckCommand.syntax.parse(Array(words.dropFirst(4)))
        #expect(try AppArgument.apps(arguments.positionals.first) == [.registration])
        #expect(try ImplementationArgument.implementations(arguments.value(CheckCommand.implementation)) == [.starter])
    }

    @Test("a net failing where the shipped specs pass: change the spec, unless a change to the Starter made it fail")
    func adviceOnFailingNet_saysBothCausesOnShippedSpecsPassing() {
        for shipped in [(failed: false, tally: "15 passed, 13 not yet"), nil] {
            let lines = NetRun.adviceOnFailingNet(
                app: .cart, shipped: shipped, command: "swift run kata mutants cart --net mine")

            let text = lines.joined(separator: "\n")
            #expect(text.contains("The shipped specs pass on the Starter (15 passed, 13 not yet)") == (shipped != nil))
            #expect(text.contains("If you have not changed the Starter, change each spec to what it saw"))
            #expect(text.contains("If you have (a refactor), that change altered what the app does"))
            #expect(!text.contains("fail on the Starter too"))
            #expect(lines.last == "Then run again: swift run kata mutants cart --net mine")
        }
    }

    @Test("every rule of the map has a question that ends with a question mark and does not quote the rule")
    func ruleMap_hasAQuestionOnEveryRule() throws {
        for row in try RuleMap.load().rows {
            #expect(row.question.hasSuffix("?"), "\(row.rule): \(row.question)")
            #expect(row.question != row.sentence, "\(row.rule)")
        }
    }

    private func starterMutants(_ app: App) throws -> [Mutant] {
        try Mutant.load(from: PackageFolder.root.appendingPathComponent(MutantsCommand.shippedFile)).filter {
            $0.app == app.rawValue && $0.implementation == "starter"
        }
    }
}
