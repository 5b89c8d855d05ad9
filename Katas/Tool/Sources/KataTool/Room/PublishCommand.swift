import Foundation

/// `kata room-publish ROOT`, not listed in the help: the publisher that `kata` and `kata check` start, in a
/// clone that joined a room, after they print their verdict. It leaves the terminal's session first, so
/// it outlives the command and no Ctrl-C or closed terminal meant for the command reaches it, writes
/// nowhere, and gives up after `deadline` seconds at most (a room that stops answering mid-push): its
/// runs are on the chain by then, and the next run's publisher sends them.
enum PublishCommand {
    static let name = "room-publish"
    static let deadline = 300.0

    static let syntax = CommandSyntax(
        usage: ["kata room-publish ROOT"],
        description: "Not for people: `kata` and `kata check` start it to publish their run to the room.",
        arguments: [("ROOT", "the clone's folder")])

    static func run(_ words: [String]) throws(UsageError) -> ExitCode {
        let arguments = try Self.syntax.parse(words, positionalsAtMost: 1)
        guard let root = arguments.positionals.first else { throw UsageError(message: "\(name) takes a folder.") }
        setsid()
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { _exit(3) }
        RoomPublication(root: URL(fileURLWithPath: root, isDirectory: true)).run()
        return .success
    }
}
