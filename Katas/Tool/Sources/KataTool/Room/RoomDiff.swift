import Foundation

/// The changes between commits of the room's copy, read the way the review site reads a diff
/// (`FileChange.parse(gitDiff:)`, from git's own patch, renames found): every comparison asked for at once
/// from one `git diff-tree --stdin`, so a refresh of thirty pairs runs one git, not thirty. Plumbing: no
/// external diff, no text conversion, nothing of the room's runs; a file over 256 KB counts as binary.
enum RoomDiff {
    /// The most files shown of one comparison.
    static let mostFiles = 100

    /// The files that differ from each comparison's first commit to its second, in git's order.
    static func changes(_ comparisons: [(from: String, to: String)], in git: RoomGit) -> [[FileChange]] {
        guard !comparisons.isEmpty else { return [] }
        // Each line names the second commit, then the first, as a commit and its parent; the output gives,
        // in the same order, each second commit's id on a line of its own (also when nothing differs),
        // then its patch.
        let input = comparisons.map { "\($0.to) \($0.from)\n" }.joined()
        let output = git.run(
            ["-c", "core.bigFileThreshold=256k", "diff-tree", "--stdin", "--always", "-p", "-M", "--no-color"],
            input: Data(input.utf8)
        ).text
        var patches: [[Substring]] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if (40...64).contains(line.count), line.allSatisfy(\.isHexDigit) {
                patches.append([])
            } else if !patches.isEmpty {
                patches[patches.count - 1].append(line)
            }
        }
        guard patches.count == comparisons.count else { return comparisons.map { _ in [] } }
        return patches.map { Array(FileChange.parse(gitDiff: $0.joined(separator: "\n")).prefix(mostFiles)) }
    }
}
