import Testing

@testable import KataCLI

@Suite("kata mutants: each operator finds its places in code, and only in code")
struct MutationOperatorTests {
    @Test("comparisons shift their boundary and equalities negate; generics, strings and comments are left alone")
    func relational_shiftsBoundariesAndNegatesEqualityOnlyInCode() {
        let code = """
            let ok: Array<Int> = a < b && c == d || e >= f
            let text = "a < b" // a < b
            """

        #expect(
            changes(RelationalOperatorReplacement(), in: code) == [
                "< → <= on line 1", "== → != on line 1", ">= → > on line 1",
            ])
    }

    @Test("&& and || swap")
    func logicalConnector_swapsAndAndOrOnBinaryUse() {
        #expect(
            changes(LogicalConnectorReplacement(), in: "if a && b || c {}") == [
                "&& → || on line 1", "|| → && on line 1",
            ])
    }

    @Test("a prefix negation is removed; a force unwrap, try! and != are not negations")
    func negation_removesOnlyPrefixNegationOnMixedBangs() {
        let code = """
            if !done && value! > 0 && (!ready) { try! run() }
            if a != b {}
            """

        #expect(changes(NegationRemoval(), in: code) == ["! →  on line 1", "! →  on line 1"])
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
        #expect(changes(RelationalOperatorReplacement(), in: code).isEmpty)
    }

    @Test("a trimmingCharacters call is dropped with its argument")
    func trimming_dropsTheCallOnAChain() {
        let code = "let empty = name.trimmingCharacters(in: .whitespaces).isEmpty"
        let site = TrimmingRemoval().sites(in: TokenizedSource(code))

        #expect(site.map(\.original) == [".trimmingCharacters(in: .whitespaces)"])
        #expect(apply(site[0], to: code) == "let empty = name.isEmpty")
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
