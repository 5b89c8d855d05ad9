import Foundation

/// The package's root folder, found from this file's place in it (the command always runs from its
/// sources: `swift run kata`): the nearest folder above this file that holds `Package.swift`.
/// `KATA_PACKAGE_ROOT` names another folder: the tests that kill commands point `kata` at a scratch
/// copy with it, so that a killed command never touches the package itself.
enum PackageFolder {
    static let root: URL = {
        if let other = ProcessInfo.processInfo.environment["KATA_PACKAGE_ROOT"], !other.isEmpty {
            return URL(fileURLWithPath: other, isDirectory: true)
        }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let folders = sequence(first: source) { $0.deletingLastPathComponent() }.prefix { $0.path != "/" }
        return folders.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
            ?? source
    }()
}
