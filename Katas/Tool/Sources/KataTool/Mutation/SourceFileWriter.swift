import Foundation

/// Writing a source file so that the next build notices.
enum SourceFileWriter {
    /// Writes `text` to `file` and moves its date forward: SwiftPM can miss an edit made within the same
    /// second as the previous build.
    static func write(_ text: String, to file: URL) throws {
        try text.write(to: file, atomically: true, encoding: .utf8)
        moveDateForward(of: file)
    }

    static func moveDateForward(of file: URL) {
        try? FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(2)], ofItemAtPath: file.path)
    }
}
