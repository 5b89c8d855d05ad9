import Foundation

/// Where a room is, as git reads a remote: a folder on this machine (a path, or a `file://` address) or
/// one it reaches over the network (`ssh://`, `host:path`, `https://`). `kata room create` can set up only
/// a folder it reaches as files: make the repository, install the hook. Any other room it can only mark.
enum RoomLocation: Equatable, Sendable {
    case folder(URL)
    case network(String)

    init(_ remote: String) {
        if remote.hasPrefix("file://") {
            self = .folder(URL(fileURLWithPath: String(remote.dropFirst(7)), isDirectory: true))
        } else if remote.contains("://") {
            self = .network(remote)
        } else if let colon = remote.firstIndex(of: ":"), !remote[..<colon].contains("/") {
            self = .network(remote)
        } else {
            self = .folder(URL(fileURLWithPath: remote, isDirectory: true).standardizedFileURL)
        }
    }
}
