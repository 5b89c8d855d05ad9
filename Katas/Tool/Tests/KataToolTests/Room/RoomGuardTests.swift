import Foundation
import Testing

@testable import KataTool

/// What the room made by `kata room create` refuses, each with its reason, to a plain `git push` (not the
/// tool, which never tries), and what its owner may still do.
@Suite("The room: its guard")
struct RoomGuardTests {
    @Test("a pair's snapshots cannot be changed or deleted by another clone, and the reason is printed")
    func otherClone_cannotChangeOrDeleteAPairsSnapshots() async throws {
        let (fixture, clone) = try await roomWithOnePublishedPair()
        defer { fixture.folder.remove() }
        let other = fixture.clone("other")
        let before = fixture.runIDs(of: "anna-and-ben")

        let overwrite = push(["--force", "HEAD:refs/kata-room/pairs/anna-and-ben"], from: other, to: fixture)
        let delete = push([":refs/kata-room/pairs/anna-and-ben"], from: other, to: fixture)
        let withAKey = push(
            ["-o", "kata-room-key=\(RoomKey.make().text)", "--force", "HEAD:refs/kata-room/pairs/anna-and-ben"],
            from: other, to: fixture)

        for answer in [overwrite, delete, withAKey] {
            #expect(!answer.succeeded)
            #expect(
                answer.error.contains(
                    "remote: kata room: the name anna-and-ben is another pair's: it was claimed when its pair joined"))
        }
        #expect(fixture.runIDs(of: "anna-and-ben") == before)
        #expect(RoomMembership.read(root: clone) != nil)
    }

    @Test(
        "the room refuses a claim changed or deleted, a name that breaks the rule, and any ref but a pair's",
        arguments: [
            ([":refs/kata-room/claims/anna-and-ben"], "the name anna-and-ben is claimed, and a claim never changes"),
            (["--force", "HEAD:refs/kata-room/claims/anna-and-ben"], "the name anna-and-ben is claimed"),
            (["HEAD:refs/kata-room/pairs/Anna"], "Anna is not a pair's name: 2 to 32 characters"),
            (["HEAD:refs/kata-room/pairs/x_y"], "x_y is not a pair's name"),
            (["HEAD:refs/heads/main"], "this repository is a kata room: it takes pairs' snapshots and claims"),
            (["HEAD:refs/tags/v1"], "this repository is a kata room"),
            (["HEAD:refs/kata-room/pairs/nobody"], "no pair has claimed the name nobody: join first"),
            (["--force", "HEAD:refs/kata-room/room"], "the room's mark changes only with its owner's key"),
        ])
    func room_refusesWhatBreaksItsRules(refspecs: [String], reason: String) async throws {
        let (fixture, _) = try await roomWithOnePublishedPair()
        defer { fixture.folder.remove() }
        let refsBefore = RoomFixture.git(["for-each-ref"], in: fixture.room)

        let answer = push(refspecs, from: fixture.clone("other"), to: fixture)

        #expect(!answer.succeeded)
        #expect(answer.error.contains("remote: kata room: \(reason)"), "\(answer.error)")
        #expect(RoomFixture.git(["for-each-ref"], in: fixture.room) == refsBefore)
    }

    @Test("the owner keeps each pair's last runs; the pair's next publish goes on from what the room kept")
    func owner_prunesAndThePairGoesOnFromThePrunedHistory() async throws {
        let (fixture, clone) = try await roomWithOnePublishedPair(runs: 4)
        defer { fixture.folder.remove() }
        let before = fixture.runIDs(of: "anna-and-ben")

        let (code, output) = await fixture.run(["prune", fixture.room.path, "--keep", "2"], in: fixture.facilitator)
        try publish(from: clone, at: 10)

        #expect(code == .success, "\(output.standardError)")
        #expect(output.standardOutput.oneLine.hasPrefix("Kept each pair's last 2 runs: 2 runs let go."))
        let after = fixture.runIDs(of: "anna-and-ben")
        #expect(after.count == 3)
        #expect(Array(after.prefix(2)) == Array(before.suffix(2)))
        let dashboard = fixture.folder.file("dashboard")
        _ = await fixture.run(
            ["watch", fixture.room.path, "--once", "--output", dashboard.path], in: fixture.facilitator)
        let page = try String(contentsOf: dashboard.appendingPathComponent("pairs/anna-and-ben.html"), encoding: .utf8)
        #expect(page.contains("5 runs (the room keeps the last 3), the last at"), "the count is of the runs made")
        #expect(page.contains("aria-label=\"3 runs: "), "the lights are the runs kept")
    }

    @Test("the owner frees a name; no one else can")
    func owner_freesAName() async throws {
        let (fixture, clone) = try await roomWithOnePublishedPair()
        defer { fixture.folder.remove() }

        let (refused, said) = await fixture.run(["prune", fixture.room.path, "--pair", "anna-and-ben"], in: clone)
        let (code, output) = await fixture.run(
            ["prune", fixture.room.path, "--pair", "anna-and-ben"], in: fixture.facilitator)

        #expect(refused == .failure)
        #expect(said.standardError.contains("only the room's owner prunes it"))
        #expect(code == .success, "\(output.standardError)")
        #expect(output.standardOutput.oneLine.hasPrefix("Removed anna-and-ben from the room: its runs and its claim."))
        #expect(
            RoomFixture.git(["for-each-ref", "refs/kata-room/pairs", "refs/kata-room/claims"], in: fixture.room) == "")
        let (joined, _) = await fixture.run(
            ["join", fixture.room.path, "--name", "anna-and-ben"], in: fixture.clone("newcomer"))
        #expect(joined == .success)
    }

    // MARK: - Helpers

    /// A room made by `kata room create`, and the clone of the pair anna-and-ben, which joined it and
    /// published `runs` runs.
    private func roomWithOnePublishedPair(runs: Int = 1) async throws -> (RoomFixture, URL) {
        let fixture = try RoomFixture()
        _ = await fixture.create()
        let clone = fixture.clone("anna-and-ben")
        let (code, output) = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)
        #expect(code == .success, "\(output.standardError)")
        for run in 0..<runs { try publish(from: clone, at: run) }
        return (fixture, clone)
    }

    /// One run of `kata check cart` in `clone`, published by the publisher in this process.
    private func publish(from clone: URL, at minute: Int) throws {
        RoomFixture.publishRun("check cart", in: clone, at: RoomFixture.start.addingTimeInterval(Double(minute * 60)))
    }

    private func push(_ arguments: [String], from clone: URL, to fixture: RoomFixture) -> RoomGit.Answer {
        RoomGit(folder: clone).run(["push", "--porcelain", fixture.room.path] + arguments)
    }
}
