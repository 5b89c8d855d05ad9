import Foundation
import Testing

@testable import KataTool

/// `kata play expenses --now`: every ISO 8601 form of an instant, in the range both implementations
/// show alike (`PlayClockLimit`).
@Suite("kata play --now")
struct PlayNowTests {
    @Test(
        "--now takes every ISO 8601 form of an instant",
        arguments: [
            "2025-05-14T12:00:00Z", "2025-05-14T12:00Z", "2025-05-14T12Z", "2025-05-14T12:00:00.000Z",
            "2025-05-14T14:00:00+02:00", "2025-05-14T14:00+02", "2025-05-14T02:00-10:00", "20250514T120000Z",
            "20250514T1400+0200", "20250514T12Z", "2025-134T12:00Z", "2025134T1200Z", "2025-W20-3T12:00:00Z",
            "2025W203T120000Z", "2025-05-14T11:59:59,999999999Z", "2025-05-14T11:59,9999999Z", "2025-05-14T11,99999Z",
        ])
    func now_takesEveryISO8601FormOfAnInstant(text: String) throws {
        let noon = Date(timeIntervalSince1970: 1_747_224_000)

        let date = try PlayDate.instant(text)

        #expect(abs(date.timeIntervalSince(noon)) < 0.04, "\(text)")
    }

    @Test(
        "a fraction belongs to the last unit written: seconds, minutes or hours",
        arguments: [
            ("2025-05-14T12:00:00.25Z", 1_747_224_000.25), ("2025-05-14T12:00.5Z", 1_747_224_030),
            ("2025-05-14T12,25Z", 1_747_224_900), ("2020-W53-7T00Z", 1_609_632_000), ("2024-366T00Z", 1_735_603_200),
        ])
    func now_readsTheFractionOfTheLastUnit(text: String, seconds: Double) throws {
        #expect(try PlayDate.instant(text).timeIntervalSince1970 == seconds)
    }

    @Test(
        "what is not an instant, or not a real one, is refused with its reason",
        arguments: [
            ("2025-05-14", "takes an ISO 8601 instant"), ("2025-05-14T12:00:00", "takes an ISO 8601 instant"),
            ("2025-05-14 12:00:00Z", "takes an ISO 8601 instant"), ("2025-0514T120000Z", "takes an ISO 8601 instant"),
            ("2025-05-14T14:00:00+0200", "takes an ISO 8601 instant"),
            ("2025-05-14T1200Z", "takes an ISO 8601 instant"),
            ("+2025-05-14T12Z", "takes an ISO 8601 instant"), ("2025-05-14T12:00:00.Z", "takes an ISO 8601 instant"),
            ("2025-05-14T24:00Z", "is not a real date and time"),
            ("2025-05-14T23:59:60Z", "is not a real date and time"),
            ("2021-W53-1T00Z", "is not a real date and time"), ("2025-366T00Z", "is not a real date and time"),
            ("2025-05-14T12:00+24:00", "is not a real date and time"), ("2025-000T00Z", "is not a real date and time"),
        ])
    func now_refusesWhatIsNotAnInstant(text: String, reason: String) {
        #expect {
            try PlayDate.instant(text)
        } throws: { error in
            (error as? UsageError)?.message.contains(reason) == true
        }
    }

    @Test("--now is refused just outside its range, and taken at its ends")
    func now_takesItsRangeAndNothingOutside() throws {
        #expect(try PlayDate.instant("0001-01-02T00:00:00Z") == PlayClockLimit.earliest)
        #expect(try PlayDate.instant("9999-12-30T23:59:59.999999999Z") < PlayClockLimit.latest)
        for text in ["0001-01-01T23:59:59.999999999Z", "9999-12-31T00:00:00Z", "9999-12-30T23:59:59-00:01"] {
            #expect(throws: UsageError.self, "\(text)") { try PlayDate.instant(text) }
        }
    }
}

extension OneAppAtATime {
    @MainActor
    @Suite("kata play --now, at the ends of its range")
    struct PlayNowRangeTests {
        @Test(
            "both implementations show the same local date at each end of the --now range, in the zones furthest from UTC",
            arguments: [
                ("0001-01-02T00:00:00Z", "Etc/GMT-14", "0001-01-02 14:00"),
                ("0001-01-02T00:00:00Z", "Etc/GMT+12", "0001-01-01 12:00"),
                ("9999-12-30T23:59:59.999Z", "Etc/GMT-14", "9999-12-31 13:59"),
                ("9999-12-30T23:59:59.999Z", "Etc/GMT+12", "9999-12-30 11:59"),
            ], ["starter", "refactored"])
        func playExpenses_showsTheEntryInTodayAndThisMonthAtTheEndsOfTheRange(
            end: (now: String, zone: String, shown: String), implementation: String
        ) async {
            let (terminal, output) = scriptedTerminal(input: [
                "add", "title Last", "amount 1", "save", "open Today", "back", "open This Month",
            ])

            let code = await KataCommandLine.run(
                ["play", "expenses", "-i", implementation, "--now", end.now, "--time-zone", end.zone],
                terminal: terminal)

            #expect(code == .success, "\(output.standardError)")
            let row = "\(end.shown)  Last  1.00\nTotal 1.00"
            #expect(output.standardOutput.contains("Today\n\(row)"), "\(output.standardOutput.suffix(300))")
            #expect(output.standardOutput.contains("This Month\n\(row)"), "\(output.standardOutput.suffix(300))")
        }
    }
}
