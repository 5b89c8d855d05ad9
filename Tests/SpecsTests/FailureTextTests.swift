import Foundation
import ImplementationAdapters
import Testing

@testable import Specs

/// Every failure prints the same way in `kata check`, XCTest and Swift Testing, readable at a glance.
@Suite("Failure report")
struct FailureTextTests {
    @Test("a list: one item a line, indented under Expected and Seen, the differing lines marked")
    func report_listsItemsOneALineAndMarksDifferencesOnLists() throws {
        let failure = try Self.failure { try expect(["Lunch", "Coffee"], equals: ["Lunch", "Tea"], "the titles") }

        #expect(
            FailureText(failure).lines() == [
                "Checked: the titles",
                "Expected:",
                "    \"Lunch\"",
                "  ≠ \"Tea\"",
                "Seen:",
                "    \"Lunch\"",
                "  ≠ \"Coffee\"",
            ])
    }

    @Test("one value of one line stays beside its label")
    func report_keepsValueBesideLabelOnOneLineValues() throws {
        let failure = try Self.failure { try expect(3, equals: 2, "the count") }

        #expect(FailureText(failure).lines() == ["Checked: the count", "Expected: 2", "Seen:     3"])
    }

    @Test("a screen: its lines under the label, the lines that differ marked")
    func report_marksDifferingLinesOnScreens() throws {
        let failure = SpecFailure(
            "the screen", expected: "Inventory\nFlashlight $100\nTotal in cart 0",
            seen: "still open:\nInventory\nFlashlight $1\nTotal in cart 0")

        #expect(
            FailureText(failure).lines() == [
                "Checked: the screen",
                "Expected:",
                "    Inventory",
                "  ≠ Flashlight $100",
                "    Total in cart 0",
                "Seen:",
                "  ≠ still open:",
                "    Inventory",
                "  ≠ Flashlight $1",
                "    Total in cart 0",
            ])
    }

    @Test("times as 09:00:00, and with milliseconds only when they matter")
    func localTime_showsSecondsAndMillisecondsOnlyWhenTheyMatter() {
        #expect(LocalTime(2025, 5, 14, 9).description == "2025-05-14 09:00:00")
        #expect(LocalTime(2025, 5, 14, 9, 5, 7).description == "2025-05-14 09:05:07")
        #expect(LocalTime(2025, 5, 14).lastHalfSecond.description == "2025-05-14 23:59:59.500")
        #expect(LocalTime(2025, 5, 14, 8, 0, 59.9).description == "2025-05-14 08:00:59.900")
    }

    @Test("strings as strings: quoted, only invisible characters escaped, and named")
    func shownValue_showsStringsAsStringsOnTextsAndCharacters() {
        #expect(ShownValue.text("  spaced out ") == "\"  spaced out \"")
        #expect(ShownValue.text("Книги “quoted”") == "\"Книги “quoted”\"")
        #expect(
            ShownValue.text("\u{202E}gnp.exe")
                == "\"\\u{202E}gnp.exe\" (invisible: \\u{202E} RIGHT-TO-LEFT OVERRIDE)")
        #expect(ShownValue.text("a\u{0}b") == "\"a\\u{0}b\" (invisible: \\u{0} NULL)")
        #expect(ShownValue.text(Array("  sp")) == "\"  sp\"")
        #expect(ShownValue.text(["tab\tin\nlines"]) == "\n\"tab\\tin\\nlines\" (invisible: \\t TAB, \\n LINE FEED)")
        #expect(
            ShownValue.text("Today\n\u{200B}Lunch")
                == "\nToday\n\\u{200B}Lunch\n(invisible: \\u{200B} ZERO WIDTH SPACE)")
        #expect(
            ShownValue.text([Array("e\u{301}\u{0}".unicodeScalars)])
                == "\n\"e\u{301}\\u{0}\" (invisible: \\u{0} NULL)")
    }

    @Test("what a user typed, in a label: quoted as Swift writes it, every invisible character escaped")
    func addressRow_escapesEveryInvisibleCharacterOnTypedText() {
        #expect(
            AddressRow("taro..\u{2028}@docomo.ne.jp", "line separator inside").description
                == #"line separator inside "taro..\u{2028}@docomo.ne.jp""#)
        #expect(
            AddressRow("taro..\nyamada@ezweb.ne.jp", "line break inside").description
                == #"line break inside "taro..\nyamada@ezweb.ne.jp""#)
        #expect(
            AddressRow("\"a\\b\"\u{200B}@example.com", "quoted").description
                == #"quoted "\"a\\b\"\u{200B}@example.com""#)
        #expect(
            AddressRow(String(repeating: "\u{FEFF}", count: 61), "long").description
                == #"long ""# + String(repeating: #"\u{FEFF}"#, count: 20) + #""… (61 characters)"#)
    }

    @Test("no Optional(...): an optional shows its value, or nothing")
    func shownValue_unwrapsOptionalsOnSomeAndNone() {
        // `as Any`: what a failure hands ShownValue is an optional inside an `Any`, as here.
        #expect(ShownValue.text(Optional("Saved") as Any) == "\"Saved\"")
        #expect(ShownValue.text(String?.none as Any) == "nothing")
        #expect(ShownValue.text(Optional(["a", "b"]) as Any) == "\n\"a\"\n\"b\"")
        #expect(ShownValue.text([String]()) == "(nothing)")
    }

    @Test("a dictionary: one key: value a line, in key order")
    func shownValue_listsKeysInOrderOnDictionaries() {
        #expect(
            ShownValue.text(["title": "needed", "amount": "too big"]) == "\namount: \"too big\"\ntitle: \"needed\"")
    }

    @Test("long texts: cut around the first difference, its position marked")
    func report_cutsLongTextsAroundFirstDifferenceOnLongTexts() throws {
        let expected = String(repeating: "é", count: 600)
        let seen = String(repeating: "é", count: 599) + "e"

        let failure = try Self.failure { try expect(seen, equals: expected, "the comment") }

        let lines = FailureText(failure).lines()
        #expect(lines.count == 7)
        #expect(lines[5].hasPrefix("  ≠ \"…éééé") && lines[5].hasSuffix("e\""), "\(lines.joined(separator: "\n"))")
        #expect(lines[6].trimmingCharacters(in: .whitespaces) == "^ character 600 of 600")
        let caret = try #require(lines[6].firstIndex(of: "^"))
        let marked = lines[5][
            lines[5].index(lines[5].startIndex, offsetBy: lines[6].distance(from: lines[6].startIndex, to: caret))]
        #expect(marked == "e")
    }

    @Test("a table failing on many rows shows the first three and how many more")
    @MainActor
    func expectEveryRow_showsFirstThreeRowsAndCountOnManyWrongRows() async throws {
        let failure = try await Self.failure {
            try await expectEveryRow(of: Array(1...8), "doubling") { row in
                try expect(row + row, equals: row * 3, "double \(row)")
            }
        }

        #expect(failure.what == "doubling: 8 of 8 rows wrong")
        #expect(failure.seen.components(separatedBy: "Checked: double").count - 1 == 3)
        #expect(failure.seen.hasSuffix("\nand 5 more"))
    }

    @Test("XCTest and Swift Testing print the same report as kata check")
    func description_isTheReportOnAnyFailure() {
        let failure = SpecFailure("the count", expected: "2", seen: "3")

        #expect(failure.description == FailureText(failure).text)
    }

    @Test("a failure names a spec's database file, not its folder, so every run fails the same way")
    @MainActor
    func failure_namesTheFileNotItsFolderOnDatabaseFiles() async throws {
        var whats: [String] = []
        for _ in 1...2 {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let world = try ExpenseWorld(Adapters.refactored, database: .file(folder.file("expenses.sqlite")))
            // A new file opens: the refusal the spec asks for is not there, so the check fails.
            whats.append(try Self.failure { _ = try world.launchRefused() }.what)
        }

        #expect(whats == ["starting on the file expenses.sqlite", "starting on the file expenses.sqlite"])
        #expect(ExpenseDatabaseLocation.inMemory.description == "in memory")
    }

    // MARK: - Helpers

    private static func failure(_ body: () throws -> Void) throws -> SpecFailure {
        do {
            try body()
        } catch let failure as SpecFailure {
            return failure
        }
        throw SpecFailure("the check fails", expected: "a SpecFailure", seen: "none")
    }

    @MainActor
    private static func failure(_ body: @MainActor () async throws -> Void) async throws -> SpecFailure {
        do {
            try await body()
        } catch let failure as SpecFailure {
            return failure
        }
        throw SpecFailure("the check fails", expected: "a SpecFailure", seen: "none")
    }
}
