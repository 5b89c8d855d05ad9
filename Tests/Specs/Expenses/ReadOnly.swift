import Foundation

/// Takes write permission away from a file or folder for a spec, and gives it back.
enum ReadOnly {
    static func mark(_ url: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
    }

    static func unmark(_ url: URL) {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
}
