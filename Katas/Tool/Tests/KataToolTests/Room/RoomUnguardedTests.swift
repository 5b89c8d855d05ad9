import Foundation
import Testing

@testable import KataTool

/// A room `kata room create` reaches over the network, where it cannot install its hook: marked as it is
/// found, guarded or not, and said plainly when not. (A bare repository in a folder stands in for the
/// remote: git reaches both the same way.)
@Suite("The room: over the network")
struct RoomUnguardedTests {
    @Test("a room without the hook is marked unguarded, the missing guard is said, and pairs publish without a key")
    func roomWithoutHook_isMarkedUnguardedAndTakesRuns() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        RoomFixture.git(["init", "-q", "--bare", fixture.room.path], in: fixture.folder.url)
        let owner = RoomKey.make()
        let ownerHash = try #require(owner.hash(with: RoomGit(folder: fixture.facilitator)))

        let marked = RoomCreateCommand.markOverNetwork(
            fixture.room.path, ownerKey: owner, ownerHash: ownerHash, root: fixture.facilitator,
            now: RoomFixture.start)
        let clone = fixture.clone("anna-and-ben")
        let (code, output) = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)
        let state = RoomFixture.publishRun("status", in: clone)

        #expect(try marked.get() == false)
        #expect(RoomCreateCommand.unguardedText("R").contains("It is not guarded: no hook of the room's runs there"))
        #expect(
            RoomCreateCommand.unguardedText("R").contains(
                "a plain git push to the room can change or delete any pair's snapshots"))
        #expect(code == .success)
        #expect(output.standardOutput.oneLine.contains("This room is not guarded (see the guide)."))
        #expect(state == PublishState(outcome: .sent))
        #expect(fixture.runIDs(of: "anna-and-ben").count == 1)
        let refs = RoomFixture.git(["for-each-ref", "--format=%(refname)"], in: fixture.room)
        #expect(refs == "refs/kata-room/claims/anna-and-ben\nrefs/kata-room/pairs/anna-and-ben\nrefs/kata-room/room\n")
    }

    @Test("a bare repository with the hook installed by hand (kata room hook) is found guarded")
    func roomWithHookInstalledByHand_isMarkedGuarded() async throws {
        let fixture = try RoomFixture()
        defer { fixture.folder.remove() }
        RoomFixture.git(["init", "-q", "--bare", fixture.room.path], in: fixture.folder.url)
        let (terminal, printed) = CapturedOutput.terminal()
        _ = try await RoomCommand.run(["hook"], terminal: terminal, root: fixture.facilitator)
        let hook = fixture.room.appendingPathComponent("hooks/pre-receive")
        try (printed.standardOutput + "\n").write(to: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        RoomFixture.git(["config", "receive.advertisePushOptions", "true"], in: fixture.room)
        let owner = RoomKey.make()
        let ownerHash = try #require(owner.hash(with: RoomGit(folder: fixture.facilitator)))

        let marked = RoomCreateCommand.markOverNetwork(
            fixture.room.path, ownerKey: owner, ownerHash: ownerHash, root: fixture.facilitator,
            now: RoomFixture.start)
        let clone = fixture.clone("anna-and-ben")
        let (code, _) = await fixture.run(["join", fixture.room.path, "--name", "anna-and-ben"], in: clone)
        let other = RoomGit(folder: fixture.clone("other")).run(
            ["push", fixture.room.path, "--force", "HEAD:refs/kata-room/claims/anna-and-ben"])

        #expect(try marked.get() == true)
        #expect(code == .success)
        #expect(RoomMembership.read(root: clone)?.isGuarded == true)
        #expect(other.error.contains("remote: kata room: the name anna-and-ben is claimed"))
        let refs = RoomFixture.git(["for-each-ref", "--format=%(refname)"], in: fixture.room)
        #expect(refs == "refs/kata-room/claims/anna-and-ben\nrefs/kata-room/room\n")
    }
}
