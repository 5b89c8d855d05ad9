import Foundation
import Testing

@testable import KataTool

/// Joining and leaving a room: the names it takes, what it refuses, and where it keeps what it knows.
@Suite("The room: joining and leaving")
struct RoomMembershipTests {
    @Test("the commands that create prints run as printed for a room whose path has a space and a quote")
    func create_printsCommandsAShellReadsWithTheRoomsPathAsOneWord() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        let room = fixture.folder.file("anna's room.git")

        let (code, output) = await fixture.run(["create", room.path], in: fixture.facilitator)

        #expect(code == .success, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for (command, end) in [("swift run kata room join ", " --name <pair>"), ("swift run kata room watch ", "")] {
            let line = try #require(lines.first { $0.hasPrefix(command) }, "\(output.standardOutput)")
            #expect(line.hasSuffix(end))
            #expect(
                Self.shellWords(String(line.dropFirst(command.count).dropLast(end.count))) == [room.path], "\(line)")
        }
    }

    @Test(
        "a word kata prints in a command reads back as itself in a shell",
        arguments: [
            "/tmp/my room.git", "anna's", "$HOME", "a\"b", "x;y", "~user/room", "", "git@host:room.git", "plain",
        ])
    func shellWord_readsBackAsItselfInAShell(word: String) {
        #expect(Self.shellWords(word.shellWord) == [word], "\(word.shellWord)")
    }

    @Test("a path from the home folder stays as the shell expands it, like an address git reads")
    func shellWord_leavesPlainWordsAsTheyAre() {
        #expect("~/kata-room.git".shellWord == "~/kata-room.git")
        #expect("git@host:room.git".shellWord == "git@host:room.git")
        #expect("/tmp/my room.git".shellWord == "'/tmp/my room.git'")
    }

    /// The words a POSIX shell reads in `text`, one per line (none holds a line break here).
    private static func shellWords(_ text: String) -> [String] {
        let result = QuietProcess.output(
            of: ["/bin/sh", "-c", "for word in " + text + "; do printf '[%s]\\n' \"$word\"; done"],
            in: FileManager.default.temporaryDirectory)
        return result.output.split(separator: "\n").map { String($0.dropFirst().dropLast()) }
    }

    @Test("joining keeps the room, the name and the key in the clone's own config, never in a tracked file")
    func join_keepsTheRoomInTheClonesConfigOnly() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        _ = await fixture.create()
        let clone = fixture.clone("anna-and-ben")
        let before = RoomFixture.state(of: clone)

        let (code, output) = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)

        #expect(code == .success, "\(output.standardError)")
        #expect(output.standardOutput.oneLine.hasPrefix("Joined the room \(fixture.room.path) as anna-and-ben."))
        #expect(RoomFixture.state(of: clone) == before)
        let config = RoomFixture.git(["config", "--local", "--get-regexp", "^kata\\.room\\."], in: clone)
        #expect(
            config.split(separator: "\n").map { $0.split(separator: " ")[0] } == [
                "kata.room.remote", "kata.room.name", "kata.room.key", "kata.room.guarded",
            ])
        #expect(
            RoomFixture.git(["for-each-ref", "--format=%(refname)", "refs/kata-room/claims"], in: fixture.room)
                == "refs/kata-room/claims/anna-and-ben\n", "the name is claimed when the pair joins")
    }

    @Test(
        "a name that is no pair's name is refused with the rule, and one near it when there is",
        arguments: [
            ("Anna", "it has a character other than a to z, 0 to 9 and -", "anna"),
            ("Anna & Ben", "it has a character other than a to z, 0 to 9 and -", "anna-ben"),
            ("a", "it has 1 character", nil),
            (String(repeating: "a", count: 33), "it has 33 characters", String(repeating: "a", count: 32)),
            ("anna--ben", "a hyphen must sit between two letters or digits", "anna-ben"),
            ("-anna", "a hyphen must sit between two letters or digits", "anna"),
            ("../anna", "it has a character other than a to z, 0 to 9 and -", "anna"),
            ("anna/ben", "it has a character other than a to z, 0 to 9 and -", "anna-ben"),
            ("anna.lock", "it has a character other than a to z, 0 to 9 and -", "anna-lock"),
            ("anna\u{7}", "it has a control character", "anna"),
            ("zoë-and-jo", "it has a character other than a to z, 0 to 9 and -", "zo-and-jo"),
        ] as [(String, String, String?)])
    func join_refusesANameThatBreaksTheRule(name: String, reason: String, near: String?) async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        let clone = fixture.clone("pair")

        let (code, output) = await fixture.run(["join", fixture.room.path, "--name", name], in: clone)

        #expect(code == .usageError)
        #expect(output.standardError.contains("cannot name a pair: \(reason). A name has 2 to 32 characters"))
        #expect(output.standardError.hasSuffix(near.map { "Did you mean \($0)?" } ?? "."))
        #expect(RoomMembership.read(root: clone) == nil)
    }

    @Test("a name is a pair's: 2 to 32 of a to z, 0 to 9 and single hyphens between them")
    func pairName_takesWhatTheRuleAllows() throws {
        for name in ["ab", "table-7", "anna-and-ben", "7-up", String(repeating: "z", count: 32)] {
            #expect(try PairName(name).description == name)
        }
    }

    @Test("joining a remote that is no room, or one not reached, is refused with the reason; nothing is kept")
    func join_refusesWhatIsNoRoom() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        let bare = fixture.folder.file("plain.git")
        RoomFixture.git(["init", "-q", "--bare", bare.path], in: fixture.folder.url)
        let clone = fixture.clone("anna-and-ben")

        let (plain, plainOutput) = await fixture.run(["join", bare.path, "--name", "anna-and-ben"], in: clone)
        let missing = fixture.folder.file("missing.git").path
        let (gone, goneOutput) = await fixture.run(["join", missing, "--name", "anna-and-ben"], in: clone)

        #expect(plain == .failure)
        #expect(plainOutput.standardError.hasPrefix("kata: \(bare.path) is no room: it has no refs/kata-room/room."))
        #expect(gone == .failure)
        #expect(goneOutput.standardError.hasPrefix("kata: the room \(missing) was not reached: "))
        #expect(RoomMembership.read(root: clone) == nil)
    }

    @Test("joining again under another name says the first name stays in the room, and how it goes")
    func join_underAnotherName_saysTheFirstNameStays() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        _ = await fixture.create()
        let clone = fixture.clone("anna-and-ben")
        _ = await fixture.run(["join", fixture.room.path, "--name", "anna-nd-ben"], in: clone)

        let (code, output) = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)
        let (_, same) = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)

        #expect(code == .success, "\(output.standardError)")
        #expect(
            output.standardOutput.oneLine.hasSuffix(
                "You were in this room as anna-nd-ben: that name stays on the facilitator's dashboard, with its runs; "
                    + "the facilitator removes it with swift run kata room prune \(fixture.room.path.shellWord) "
                    + "--pair anna-nd-ben."))
        #expect(!same.standardOutput.contains("You were in this room"), "the same name again is no rename")
        let claims = RoomFixture.git(
            ["for-each-ref", "--format=%(refname)", "refs/kata-room/claims"], in: fixture.room)
        #expect(claims.split(separator: "\n").count == 2, "\(claims)")
    }

    @Test("leaving forgets the room and the name, keeps the key; joining again under the name goes on")
    func leave_thenJoinAgain_goesOnUnderTheSameName() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        _ = await fixture.create()
        let clone = fixture.clone("anna-and-ben")
        _ = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)
        let key = RoomMembership.key(root: clone)
        RoomFixture.publishRun("status", in: clone)

        let (left, leftOutput) = await fixture.run(["leave"], in: clone)
        let (again, againOutput) = await fixture.run(["leave"], in: clone)

        #expect(left == .success)
        #expect(leftOutput.standardOutput.oneLine.contains("Left the room \(fixture.room.path): swift run kata and"))
        #expect(RoomMembership.read(root: clone) == nil)
        #expect(RoomMembership.key(root: clone) == key)
        #expect(RoomFixture.git(["for-each-ref", "refs/kata-room"], in: clone) == "")
        #expect(again == .success)
        #expect(againOutput.standardOutput == "This clone is in no room: nothing to leave.")

        let (joined, joinedOutput) = await fixture.run(
            ["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)
        RoomFixture.publishRun("status", in: clone, at: RoomFixture.start.addingTimeInterval(60))

        #expect(joined == .success, "\(joinedOutput.standardError)")
        #expect(joinedOutput.standardOutput.oneLine.contains("as anna-and-ben again (your earlier runs are there)"))
        let git = RoomGit(folder: fixture.room)
        let runs = SnapshotChain.snapshots(
            in: git, from: try #require(git.resolve("refs/kata-room/pairs/anna-and-ben")))
        #expect(runs.map(\.record.number) == [1, 2])
    }
}
