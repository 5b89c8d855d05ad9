import Foundation

/// The package's root folder, found from this file's place in it (the command always runs from its
/// sources: `swift run kata`): the nearest folder above this file that holds `Package.swift`.
enum PackageFolder {
    static let root: URL = {
        let source = URL(fileURLWithPath: #filePath)
        var folder = source.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return source.deletingLastPathComponent()
    }()
}
