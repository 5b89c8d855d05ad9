import Foundation
import Testing

@testable import KataTool

/// `kata play expenses --now`: an ISO 8601 instant as Foundation reads it, in the range both
/// implementations show alike (`PlayClockLimit`); every refusal names its own reason.
@Suite("kata play --now")
struct PlayNowTests {
    @Test(
        "--now takes an instant with its offset, with or without a fraction of a second",
        arguments: [
            "2025-05-14T12:00:00Z", "2025-05-14T12:00:00.000Z", "2025-05-14T14:00:00+02:00",
            "2025-05-14T14:00:00+0200", "2025-05-14T02:00:00-10:00", "2025-05-14T17:45:00+05:45",
            "2025-05-14T11:59:59.999999999Z",
        ])
    func now_takesAnInstantWithItsOffset(text: String) throws {
        let noon = Date(timeIntervalSince1970: 1_747_224_000)

        let date = try PlayDate.instant(text)

        #expect(abs(date.timeIntervalSince(noon)) < 0.000_01, "\(text)")
    }

    @Test(
        "a fraction is a fraction of the second",
        arguments: [
            ("2025-05-14T12:00:00.25Z", 1_747_224_000.25), ("2025-05-14T14:00:00.5+02:00", 1_747_224_000.5),
            ("2025-05-14T12:00:00.125Z", 1_747_224_000.125),
        ])
    func now_readsTheFractionOfTheSecond(text: String, seconds: Double) throws {
        #expect(try PlayDate.instant(text).timeIntervalSince1970 == seconds)
    }

    @Test(
        "what is not an instant, or not a real one, is refused with its own reason",
        arguments: [
            ("2025-05-14", "takes an ISO 8601 instant"), ("2025-05-14T12:00:00", "takes an ISO 8601 instant"),
            ("2025-05-14 12:00:00Z", "takes an ISO 8601 instant"), ("20250514T120000Z", "takes an ISO 8601 instant"),
            ("2025-05-14T12:00Z", "takes an ISO 8601 instant"), ("2025-W20-3T12:00:00Z", "takes an ISO 8601 instant"),
            ("2025-134T12:00:00Z", "takes an ISO 8601 instant"), ("+2025-05-14T12:00:00Z", "takes an ISO 8601 instant"),
            ("2025-05-14T12:00:00.Z", "takes an ISO 8601 instant"),
            ("2025-05-14T12:00:00,5Z", "takes an ISO 8601 instant"),
            ("x2025-05-14T12:00:00Z", "takes an ISO 8601 instant"),
            ("2025-05-14T12:00:00Zx", "takes an ISO 8601 instant"),
            ("2025-05-14T12:00:00.1234567891Z", "at most nine digits after the point"),
            ("2025-05-14T24:00:00Z", "24:00 is the next day's 00:00"),
            ("2025-05-14T12:00:00+24:00", "no clock is +24:00 from UTC"),
            ("2025-05-14T12:00:00+02:60", "no clock is +02:60 from UTC"),
            ("2025-05-14T23:59:60Z", "is not a real date and time"),
            ("2025-02-29T12:00:00Z", "is not a real date and time"),
            ("2025-13-01T00:00:00Z", "is not a real date and time"),
            ("2025-04-31T00:00:00Z", "is not a real date and time"),
            ("2025-05-14T12:60:00Z", "is not a real date and time"),
            ("0000-01-01T00:00:00Z", "is out of range"), ("10000-01-01T00:00:00Z", "is out of range"),
            ("9999-12-31T00:00:00Z", "is out of range"),
        ])
    func now_refusesWhatIsNotAnInstantWithItsReason(text: String, reason: String) {
        #expect {
            try PlayDate.instant(text)
        } throws: { error in
            (error as? UsageError)?.message.contains(reason) == true
        }
    }

    @Test("--now is refused just outside its range, and taken at its ends, said as from ... to before ...")
    func now_takesItsRangeAndNothingOutside() throws {
        #expect(try PlayDate.instant("0001-01-02T00:00:00Z") == PlayClockLimit.earliest)
        #expect(try PlayDate.instant("9999-12-30T23:59:59.999999999Z") < PlayClockLimit.latest)
        for text in ["0001-01-01T23:59:59.999999999Z", "9999-12-31T00:00:00Z", "9999-12-30T23:59:59-00:01"] {
            #expect(throws: UsageError.self, "\(text)") { try PlayDate.instant(text) }
        }
        #expect {
            try PlayDate.instant("9999-12-31T00:00:00Z")
        } throws: { error in
            (error as? UsageError)?.message.hasSuffix(
                "give an instant from 0001-01-02T00:00:00Z to before 9999-12-31T00:00:00Z.") == true
        }
    }
}

@MainActor
@Suite("kata play --now, at the ends of its range", .standInApps)
struct PlayNowRangeTests {
    @Test(
        "-i starter and -i refactored show the local date at each end of the --now range, in the zones furthest from UTC",
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
