import Testing

@testable import KataTool

@Suite("kata mutants: each operator finds its places in code, and only in code")
struct MutationOperatorTests {
    @Test("comparisons shift their boundary and equalities negate; generics, strings and comments are left alone")
    func relational_shiftsBoundariesAndNegatesEqualityOnlyInCode() {
        let code = """
            let ok: Array<Int> = a < b && c == d || e >= f
            let text = "a < b" // a < b
            """

        #expect(
            changes(TokenSwap.relationalOperatorReplacement, in: code) == [
                "< → <= on line 1", "== → != on line 1", ">= → > on line 1",
            ])
    }

    @Test("&& and || swap")
    func logicalConnector_swapsAndAndOrOnBinaryUse() {
        #expect(
            changes(TokenSwap.logicalConnectorReplacement, in: "if a && b || c {}") == [
                "&& → || on line 1", "|| → && on line 1",
            ])
    }

    @Test("a prefix negation is removed; a force unwrap, try! and != are not negations")
    func negation_removesOnlyPrefixNegationOnMixedBangs() {
        let code = """
            if !done && value! > 0 && (!ready) { try! run() }
            if a != b {}
            """

        #expect(changes(TokenSwap.negationRemoval, in: code) == ["! →  on line 1", "! →  on line 1"])
    }

    @Test("whole numbers go one up and one down; zero only up; tuple elements, decimals and attributes stay")
    func integerLiteral_shiftsWholeNumbersOnlyOnPlainIntegers() {
        let code = """
            @available(macOS 15, *)
            let limit = 100; let start = 0; let x = pair.0; let y = 1.5
            """

        #expect(
            changes(IntegerLiteralShift(), in: code) == [
                "100 → 101 on line 2", "100 → 99 on line 2", "0 → 1 on line 2",
            ])
    }

    @Test(
        "a call standing alone as a statement is removed (with try, a trailing closure, inside a closure); used results are not"
    )
    func unusedCall_removesStatementCallsOnlyOnStandaloneCalls() {
        let code = """
            func save() {
                saver.save(expense)
                try store.delete(id)
                let x = compute()
                x = y
                return finish()
                items.forEach { print($0) }
                onClose()
            }
            """

        #expect(
            changes(UnusedCallRemoval(), in: code) == [
                "saver.save(expense) →  on line 2", "try store.delete(id) →  on line 3",
                "items.forEach { print($0) } →  on line 7", "print($0) →  on line 7", "onClose() →  on line 8",
            ])
    }

    @Test("a sort order flips in a sort closure, in sorted(by: <), in sorted(), and in SQL ORDER BY")
    func sortOrder_flipsOrderOnClosuresOperatorsAndSQL() {
        let code = """
            let a = items.sorted { $0.date > $1.date }
            let b = items.sorted(by: <)
            let c = names.sorted()
            let sql = "SELECT * FROM e ORDER BY date DESC, seq ASC"
            """

        #expect(
            changes(SortOrderFlip(), in: code) == [
                "> → < on line 1", "< → > on line 2", "sorted() → sorted(by: >) on line 3",
                "DESC → ASC on line 4", "ASC → DESC on line 4",
            ])
        #expect(changes(TokenSwap.relationalOperatorReplacement, in: code).isEmpty)
    }

    @Test("a trimmingCharacters call is dropped with its argument")
    func trimming_dropsTheCallOnAChain() {
        let code = "let empty = name.trimmingCharacters(in: .whitespaces).isEmpty"
        let site = TrimmingRemoval().sites(in: TokenizedSource(code))

        #expect(site.map(\.original) == [".trimmingCharacters(in: .whitespaces)"])
        #expect(apply(site[0], to: code) == "let empty = name.isEmpty")
    }

    @Test("a decimal moves by one in its last written digit, up and down; whole numbers and hex stay")
    func decimalLiteral_shiftsTheLastDigitOnRatesAndLimits() {
        let code = "let rate = 74.19; let max = 1_000_000_000.00; let low = 0.0; let n = 3; let h = 0x1F"

        #expect(
            changes(DecimalLiteralShift(), in: code) == [
                "74.19 → 74.20 on line 1", "74.19 → 74.18 on line 1", "1_000_000_000.00 → 1000000000.01 on line 1",
                "1_000_000_000.00 → 999999999.99 on line 1", "0.0 → 0.1 on line 1",
            ])
    }

    @Test("a string is emptied, an empty one filled, raw strings keep their hashes; comments stay")
    func stringLiteral_emptiesAndFillsOnPlainRawAndEmptyStrings() {
        let code = """
            let a = "Enter a title." // "not this"
            let b = ""
            let c = #"a "quoted" \\d"#
            """

        #expect(
            changes(StringLiteralReplacement(), in: code) == [
                "\"Enter a title.\" → \"\" on line 1", "\"\" → \"mutant\" on line 2",
                "#\"a \"quoted\" \\d\"# → #\"\"# on line 3",
            ])
    }

    @Test("a character set loses each member in turn, and a named set becomes its neighbour")
    func characterSet_dropsMembersAndSwapsNamedSetsOnSetArguments() {
        let code = """
            let allowed = CharacterSet(charactersIn: "+-.")
            let digits = CharacterSet.decimalDigits
            let label = Text("+-.")
            """

        #expect(
            changes(CharacterSetMutation(), in: code) == [
                "\"+-.\" → \"-.\" on line 1", "\"+-.\" → \"+.\" on line 1", "\"+-.\" → \"+-\" on line 1",
                "decimalDigits → letters on line 2",
            ])
    }

    @Test("a pattern drops an anchor or a quantifier, moves a bound, narrows or negates a class; other strings stay")
    func regex_changesOnlyPatternsOnRegexArgumentsAndLiterals() {
        let code = #"""
            let amount = text.range(of: #"\A[0-9]+\z"#, options: .regularExpression)
            let code = try Regex("^a{1,2}$")
            let dot = try NSRegularExpression(pattern: "\\d\\.")
            let literal = #/[ab]x?/#
            let plain = "[0-9]+"
            let next = text.range(of: "x", options: .regularExpression)
            """#

        #expect(
            RegexMutation().sites(in: TokenizedSource(code)).map(\.replacement) == [
                ##"#"[0-9]+\z"#"##, ##"#"\A[^0-9]+\z"#"##, ##"#"\A[1-9]+\z"#"##, ##"#"\A[0-8]+\z"#"##,
                ##"#"\A[0-9]\z"#"##, ##"#"\A[0-9]*\z"#"##, ##"#"\A[0-9]+"#"##,
                #""a{1,2}$""#, #""^a$""#, #""^a{2,2}$""#, #""^a{0,2}$""#, #""^a{1,3}$""#, #""^a{1,1}$""#, #""^a{1,2}""#,
                #""\\D\\.""#, #""\\d.""#,
                "#/[^ab]x?/#", "#/[b]x?/#", "#/[a]x?/#", "#/[ab]x/#",
            ])
        #expect(
            RegexMutation().sites(in: TokenizedSource(code)).first?.description
                == ##"regular expression #"\A[0-9]+\z"#: `\A` dropped"##)
    }

    @Test("true and false swap")
    func booleanLiteral_flipsOnBothValues() {
        #expect(
            changes(TokenSwap.booleanLiteralFlip, in: "f(true, false)") == [
                "true → false on line 1", "false → true on line 1",
            ])
    }

    @Test("binary arithmetic swaps; a unary minus and a spaced-less operator stay")
    func arithmetic_swapsOnlyBinaryOperators() {
        let code = "let x = a + b * -c; total += d; let y = e/f"

        #expect(
            changes(TokenSwap.arithmeticOperatorReplacement, in: code) == [
                "+ → - on line 1", "* → / on line 1", "+= → -= on line 1",
            ])
    }

    @Test("a call becomes its mirror, and a transforming call is dropped")
    func methodSwap_mirrorsAndDropsOnCallChains() {
        let code = "let a = s.hasPrefix(p) ? rows.first : rows.reversed().last"

        #expect(
            changes(MethodSwap(), in: code) == [
                "hasPrefix → hasSuffix on line 1", "first → last on line 1", ".reversed() →  on line 1",
                "last → first on line 1",
            ])
    }

    @Test("a condition becomes true and false, a ternary's too; conditions that bind or list are left alone")
    func condition_replacesPlainConditionsOnIfGuardAndWhile() {
        let code = """
            if count > 3 { go() }
            guard !name.isEmpty else { return }
            if let x = y { go() }
            guard a, b else { return }
            let text = comment.isEmpty ? line : "\\(line) \\(comment)"
            return "." + (cents < 10 && !exact ? "0" : "")
            let name: String? = optional?.name ?? nil
            """

        #expect(
            changes(ConditionReplacement(), in: code) == [
                "count > 3 → true on line 1", "count > 3 → false on line 1", "!name.isEmpty → true on line 2",
                "!name.isEmpty → false on line 2", "comment.isEmpty → true on line 5",
                "comment.isEmpty → false on line 5", "cents < 10 && !exact → true on line 6",
                "cents < 10 && !exact → false on line 6",
            ])
    }

    @Test("a statement that stores a value is removed; declarations and comparisons stay")
    func assignment_removesStoresOnPropertiesAndCompoundAssignments() {
        let code = """
            func reset() {
                message = nil
                self.items[0] = Item(name: "a",
                                     price: 1)
                count += 1
                let x = 2
                if a == b { total = 0 }
            }
            """

        #expect(
            changes(AssignmentRemoval(), in: code) == [
                "message = nil →  on line 2",
                "self.items[0] = Item(name: \"a\",\n                         price: 1) →  on line 3",
                "count += 1 →  on line 5", "total = 0 →  on line 7",
            ])
    }

    @Test("a change over several lines is described on one line: a line break and its indent read as one space")
    func description_ofAChangeOverSeveralLines_readsAsOneLine() {
        let code = """
            func reset() {
                total = items.map {
                    $0.price
                }
            }
            """

        #expect(
            AssignmentRemoval().sites(in: TokenizedSource(code)).map(\.description) == [
                "assignment removed: `total = items.map { $0.price }`"
            ])
    }

    @Test("try? becomes try!; try and try! stay")
    func optionalTry_forcesOnlyOptionalTry() {
        #expect(changes(OptionalTryForcing(), in: "let a = try? f(); try g(); try! h()") == ["try? → try! on line 1"])
    }

    @Test("a loop over a collection walks it backwards; ranges and indices stay")
    func iteration_reversesCollectionLoopsOnly() {
        let code = """
            for item in items where item.ok { use(item) }
            for (key, value) in table { use(key) }
            for index in 0..<count { use(index) }
            for index in items.indices { use(index) }
            """

        #expect(
            changes(IterationReversal(), in: code) == [
                "items → (items).reversed() on line 1", "table → (table).reversed() on line 2",
            ])
    }

    @Test(
        "a thrown value becomes the next other value the file throws, round to the top; a rethrow is swapped, never a replacement"
    )
    func thrownError_swapsWithTheNextOtherValueOnEachThrow() {
        let code = """
            func register() throws(Failure) {
                guard valid else { throw .invalidEmail } // throw .inComment
                do { try call() } catch { throw error }
                if taken { throw .alreadyRegistered(address: "a") }
                throw .invalidEmail
                let text = "throw .inString"; let pattern = #/throw .inRegex/#
            }
            """

        #expect(
            changes(ThrownErrorSwap(), in: code) == [
                ".invalidEmail → .alreadyRegistered(address: \"a\") on line 2",
                "error → .alreadyRegistered(address: \"a\") on line 3",
                ".alreadyRegistered(address: \"a\") → .invalidEmail on line 4",
                ".invalidEmail → .alreadyRegistered(address: \"a\") on line 5",
            ])
        #expect(changes(ThrownErrorSwap(), in: "guard ok else { throw .invalid }\nthrow .invalid").isEmpty)
    }

    @Test("a thrown error swap is described with both values, each on one line and cut")
    func thrownError_describesBothValuesOnLongValues() throws {
        let code = """
            case .readOnly: throw ExpenseTrackerError.readOnly(fileName: fileName)
            case .busy: throw ExpenseTrackerError.inUse(fileName: fileName)
            """
        let site = try #require(ThrownErrorSwap().sites(in: TokenizedSource(code)).first)

        #expect(
            site.description
                == "thrown error swapped: `ExpenseTrackerError.readOnly(fileName: fileName)` → "
                + "`ExpenseTrackerError.inUse(fileName: fileName)`")
        #expect(
            apply(site, to: code) == """
                case .readOnly: throw ExpenseTrackerError.inUse(fileName: fileName)
                case .busy: throw ExpenseTrackerError.inUse(fileName: fileName)
                """)
    }

    @Test("a case whose body is one statement breaks instead; several statements, break, fallthrough and values stay")
    func caseBody_becomesBreakOnlyOnSingleStatements() {
        let code = """
            func handle(_ result: Outcome) throws {
                switch result {
                case .registered:
                    completion(.success(()))
                case .taken(let name), .gone(let name):
                    if name.isEmpty { show("?") } else { show(name) }
                case .unavailable: throw .serverUnavailable // case .x: y()
                case .other:
                    log("other")
                    retry()
                case .skipped: break
                case .next: fallthrough
                default: count += 1
                }
                let label = "case .a: go()"; let pattern = #/case .b: go()/#
            }
            var symbol: String {
                switch self {
                case .usd: "$"
                case .rupee: name
                }
            }
            """

        #expect(
            changes(CaseBodyBreak(), in: code) == [
                "completion(.success(())) → break on line 4",
                "if name.isEmpty { show(\"?\") } else { show(name) } → break on line 6",
                "throw .serverUnavailable → break on line 7", "count += 1 → break on line 13",
            ])
    }

    @Test(
        "no case breaks where break does not build or changes nothing: a switch used as a value, a return ending the block, a throw or self = in an init"
    )
    func caseBody_leavesAloneBodiesWhereBreakDoesNotBuild() {
        let code = """
            init(_ problem: Problem) throws {
                do { try open() } catch let error as StoreError {
                    switch error.problem {
                    case .busy: throw LaunchError.inUse
                    case .full: self = .full
                    }
                }
                message =
                    switch problem {
                    case .busy: Wording.inUse(file)
                    }
            }
            func symbol() -> String {
                switch currency {
                case .rupee: return "₹"
                default: return "$"
                }
            }
            func run() {
                switch answer {
                case .done: return
                case .late: schedule(again)
                }
            }
            func keep() -> Int {
                switch answer {
                case .done: return 1
                }
                return 0
            }
            """

        #expect(
            changes(CaseBodyBreak(), in: code) == [
                "schedule(again) → break on line 22", "return 1 → break on line 27",
            ])
        #expect(
            CaseBodyBreak().sites(in: TokenizedSource(code)).first?.description
                == "case body made `break`: `schedule(again)`")
    }

    @Test("a generated mutant changes exactly its place, even where the same text occurs elsewhere")
    func generatedMutant_appliesAtItsOffsetOnRepeatedText() throws {
        let code = "if a < b { return a < c }"
        let sites = MutantGenerator.sites(in: code).filter { $0.original == "<" }
        let second = try #require(sites.last)

        #expect(apply(second, to: code) == "if a < b { return a <= c }")
    }

    private func changes(_ mutationOperator: some MutationOperator, in code: String) -> [String] {
        mutationOperator.sites(in: TokenizedSource(code)).map {
            "\($0.original) → \($0.replacement) on line \($0.line)"
        }
    }

    private func apply(_ site: MutationSite, to code: String) -> String? {
        Mutant(
            id: "m", app: "cart", implementation: "starter", file: "F.swift", find: site.original,
            replace: site.replacement, description: site.description, line: site.line, offset: site.offset
        ).applied(to: code)
    }
}
