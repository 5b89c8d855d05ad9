import Foundation

/// What `kata solution --apply` writes in its marker (`SolutionCommand.applyingMarker`) while it may
/// change the working tree: the kata, and, from the moment the result is ready aside, the id of the tree
/// the working tree will hold and the solutions that make it. One item a line.
struct ApplyingMark: Equatable {
    let kataID: String
    var tree: String? = nil
    var applied: [String] = []
}

extension ApplyingMark {

    /// The mark in `file`, or `nil` when there is none.
    init?(contentsOf file: URL) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        kataID = lines[0]
        tree = lines.count > 1 && !lines[1].isEmpty ? lines[1] : nil
        applied = lines.count > 2 ? lines[2].split(separator: " ").map(String.init) : []
    }

    /// Replaces `file` with this mark, at once (`AtomicFile`: a kill leaves no temporary file behind).
    func write(to file: URL) {
        let lines = tree.map { [kataID, $0, applied.joined(separator: " ")] } ?? [kataID]
        try? AtomicFile.write(lines.joined(separator: "\n"), to: file)
    }
}
