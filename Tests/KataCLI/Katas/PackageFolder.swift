import Foundation

/// The package's root folder, found from this file's place in it (the command always runs from its
/// sources: `swift run kata`).
enum PackageFolder {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
}
