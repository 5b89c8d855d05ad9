import Foundation

/// What `kata start` writes in its marker (`StartCommand.switchingMarker`) while `git checkout` switches
/// the working tree to the branch it made: the kata, the branch and its commit, and the commit the tree
/// held before. A run that finds the mark knows the changes it finds are that switch cut short, never
/// the attendee's work, and finishes it. One item a line.
struct SwitchingMark: Equatable {
    let kataID: String
    let branch: String
    let target: String
    let origin: String
}

extension SwitchingMark {
    /// The mark in `file`, or `nil` when there is none (or it is not whole).
    init?(contentsOf file: URL) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.count == 4 else { return nil }
        (kataID, branch, target, origin) = (lines[0], lines[1], lines[2], lines[3])
    }

    /// Replaces `file` with this mark, at once (`AtomicFile`).
    func write(to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write([kataID, branch, target, origin].joined(separator: "\n"), to: file)
    }
}
