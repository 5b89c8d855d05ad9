import Foundation
import Testing

@testable import KataTool

/// The facilitator guide's "Run the room" says what the tool does: the figures it quotes are the tool's,
/// every room command is in it, and its screenshot is there.
@Suite("The room: the guide")
struct RoomGuideTests {
    @Test("the guide's figures are the tool's: the history kept, the refresh, the red mark, the name's rule")
    func guide_quotesTheToolsFigures() throws {
        let section = try Self.section()

        let limit = SnapshotChain.historyLimit
        #expect(section.contains("keeps its last \(limit / 1000),\(String(limit % 1000).leftPadded(3)) runs"))
        #expect(section.contains("refreshes its table every \(RoomWatchCommand.defaultEvery) s (`--every`)"))
        #expect(section.contains("marks a pair red for \(RoomWatchCommand.defaultRedAfter) minutes or more"))
        #expect(section.contains("A name has \(PairName.rule)."))
        #expect(section.contains("--keep \(RoomPruneCommand.defaultKeep)`"))
    }

    @Test("the guide names every room command, and shows the dashboard's screenshot")
    func guide_namesEveryRoomCommand() throws {
        let section = try Self.section()

        for command in RoomCommand.subcommands.names {
            #expect(section.contains("swift run kata room \(command)"), "\(command)")
        }
        #expect(section.contains("](Images/room.png)"))
        #expect(
            FileManager.default.fileExists(
                atPath: PackageFolder.root.appendingPathComponent("Katas/Images/room.png").path))
    }

    /// The section "Run the room" of Katas/README.md, each run of spaces and line breaks one space (a
    /// sentence reads the same wherever its lines break).
    static func section() throws -> String {
        let guide = try String(
            contentsOf: PackageFolder.root.appendingPathComponent("Katas/README.md"), encoding: .utf8)
        let start = try #require(guide.range(of: "\n## Run the room\n"))
        let rest = guide[start.upperBound...]
        let text = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
