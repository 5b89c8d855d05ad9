import Foundation
import Testing

@testable import Specs

/// What a trap prints for what was running: a spec, a random sequence (which starts both
/// implementations' apps too) or a test of the attendee's net, each with the command that shows it
/// again; and, when none of them ran, that the crash came from elsewhere.
@Suite("Crash verdict")
struct SpecCrashVerdictTests {
    @Test("a random sequence that traps is named, with the command that replays it", arguments: App.allCases)
    func lines_nameARandomSequenceAndItsReplayOnEveryApp(app: App) {
        let lines = SpecCrashVerdict.lines(randomSequence: 42, of: app).split(separator: "\n").map(String.init)

        #expect(
            lines.first
                == "  Random sequence 42 of the \(app.displayName.lowercased()), on the Starter and the Refactored")
        #expect(lines.last == "    swift run kata check \(app.rawValue) --sequence 42")
    }

    @Test("a test of the attendee's net that traps is named as theirs, with the command that runs it alone")
    func lines_nameANetTestAsTheVerdictDoes() {
        let lines = SpecCrashVerdict.lines(netSuite: "CartNet", test: "givenA_whenB_thenC")

        #expect(
            lines == """
                  Your net   CartNet.givenA_whenB_thenC
                    Run it alone: swift test --filter CartNet.givenA_whenB_thenC

                """)
    }

    @Test("a crash while nothing it names ran says so, instead of an empty list")
    func headers_sayWhenNoSpecRan() {
        let headers = SpecCrashVerdict.headers(framework: "XCTest")

        #expect(headers.running == "\nThe XCTest run crashed while these ran:\n")
        #expect(
            headers.elsewhere == "\nThe XCTest run crashed while no spec, random sequence or test of your net ran.\n")
    }

    @Test("what runs the Starter's code comes first; specs of the Refactored alone beside it, a line each, after")
    func writeVerdict_listsTheStartersWorkFirstOnSpecsRunningAtOnce() throws {
        SpecCrashVerdict.install(framework: "Swift Testing", keepingSwiftsBacktrace: true)
        let alone = try #require(Catalogue.specs(for: .cart).first { $0.otherImplementation == nil })
        let shared = try #require(Catalogue.specs(for: .expenses).first { $0.otherImplementation != nil })
        let slots = [
            SpecCrashVerdict.begin(alone, on: .refactored), SpecCrashVerdict.begin(alone, on: .starter),
            SpecCrashVerdict.begin(shared, on: .refactored), SpecCrashVerdict.begin(netSuite: "CartNet", test: "t"),
        ]
        defer { slots.forEach(SpecCrashVerdict.end) }
        let pipe = Pipe()

        SpecCrashVerdict.writeVerdict(to: pipe.fileHandleForWriting.fileDescriptor)

        try pipe.fileHandleForWriting.close()
        let verdict = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = verdict.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let also = try #require(
            lines.firstIndex(of: SpecCrashVerdict.headers(framework: "").alsoRunning.trimmingNewline))
        let starter = try #require(lines.firstIndex(of: "  Starter \(alone.id)"))
        let sharedLine = try #require(lines.firstIndex(of: "  Refactored \(shared.id)"))
        let net = try #require(lines.firstIndex(of: "  Your net   CartNet.t"))
        let refactored = try #require(lines.firstIndex(of: "  Refactored \(alone.id)"))
        #expect([starter, sharedLine, net].allSatisfy { $0 < also } && also < refactored)
        #expect(lines[starter + 2].hasSuffix("--implementation starter --spec \(alone.name)"))
        #expect(!verdict.contains("--implementation refactored --spec \(alone.name)"))
    }
}

extension String {
    fileprivate var trimmingNewline: String { trimmingCharacters(in: .newlines) }
}
