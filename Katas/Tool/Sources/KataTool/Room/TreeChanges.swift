import Foundation

/// A file two trees hold differently (or one of them only), with its text on each side.
struct FileChange: Equatable, Sendable {
    let path: String
    /// The first tree's text; nil when it has no such file.
    let before: String?
    let after: String?
    /// Why the file is not shown as text (binary, too large), if it is not.
    var notShown: String?
}

/// The files that differ between two trees of the room's copy, read as git objects (`diff-tree`, then
/// `cat-file`): nothing is checked out. The blobs of every comparison asked for at once come from one
/// `cat-file`, so a refresh of thirty pairs costs a few processes, not hundreds.
enum TreeChanges {
    /// The largest file shown, in bytes, and the most files shown of one comparison.
    static let largest = 256 * 1024
    static let mostFiles = 100

    /// The changes from each comparison's first commit (or tree) to its second, by path.
    static func changes(_ comparisons: [(from: String, to: String)], in git: RoomGit) -> [[FileChange]] {
        let listed = differences(comparisons, in: git).map { Array($0.prefix(mostFiles)) }
        let ids = Set(listed.flatMap { $0.flatMap { [$0.before, $0.after].compactMap(\.self) } }).sorted()
        let texts = blobs(ids, in: git)
        return listed.map { entries in
            entries.map { entry in
                let sides = [entry.before, entry.after].map { id in id.map { texts[$0] ?? .notShown("not readable") } }
                let notShown = sides.compactMap { side -> String? in
                    if case .notShown(let reason) = side { return reason }
                    return nil
                }.first
                return FileChange(
                    path: entry.path, before: sides[0].map(\.text), after: sides[1].map(\.text), notShown: notShown)
            }
        }
    }

    /// The paths of the files that differ from `from` to `to`.
    static func paths(from: String, to: String, in git: RoomGit) -> Set<String> {
        Set(entries(git.run(["diff-tree", "-r", "-z", "--no-renames", from, to]).data).map(\.path))
    }

    /// The entries of each comparison, from one `diff-tree --stdin`: each line of its input names the
    /// second commit then the first (as a commit and its parent), and its output gives each second commit's
    /// id (`--always`: also when nothing differs), then that comparison's entries.
    private static func differences(_ comparisons: [(from: String, to: String)], in git: RoomGit)
        -> [[(path: String, before: String?, after: String?)]]
    {
        guard !comparisons.isEmpty else { return [] }
        let input = comparisons.map { "\($0.to) \($0.from)\n" }.joined()
        let output = git.run(
            ["diff-tree", "--stdin", "--always", "-r", "-z", "--no-renames"], input: Data(input.utf8)
        ).data
        var byCommit: [String: Data] = [:]
        var current: String?
        var body = Data()
        var fields = output.split(separator: 0, omittingEmptySubsequences: false)[...]
        while let field = fields.popFirst() {
            let text = String(decoding: field, as: UTF8.self)
            if text.hasPrefix(":") {
                body.append(field)
                body.append(0)
                if let path = fields.popFirst() {
                    body.append(path)
                    body.append(0)
                }
            } else if !text.isEmpty {
                if let current { byCommit[current] = body }
                current = text.trimmingCharacters(in: .whitespacesAndNewlines)
                body = Data()
            }
        }
        if let current { byCommit[current] = body }
        return comparisons.map { entries(byCommit[$0.to] ?? Data()) }
    }

    /// `diff-tree -z` output as paths with the blob ids on each side (nil for a side without the file);
    /// submodules left out.
    private static func entries(_ output: Data) -> [(path: String, before: String?, after: String?)] {
        let fields = output.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        var result: [(String, String?, String?)] = []
        var index = 0
        while index + 1 < fields.count {
            let header = fields[index].split(separator: " ")
            let path = fields[index + 1]
            index += 2
            guard header.count == 5, header[0].hasPrefix(":"), header[0] != ":160000", header[1] != "160000" else {
                continue
            }
            let zero = { (id: Substring) -> String? in id.allSatisfy { $0 == "0" } ? nil : String(id) }
            result.append((path, zero(header[2]), zero(header[3])))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    private enum Blob {
        case text(String)
        case notShown(String)

        var text: String {
            if case .text(let text) = self { return text }
            return ""
        }
    }

    /// The texts of the blobs `ids`, by id: a blob larger than `largest` or with a zero byte is not read as text.
    private static func blobs(_ ids: [String], in git: RoomGit) -> [String: Blob] {
        guard !ids.isEmpty else { return [:] }
        let request = Data(ids.map { $0 + "\n" }.joined().utf8)
        var result: [String: Blob] = [:]
        var small: [String] = []
        for line in git.run(["cat-file", "--batch-check"], input: request).text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 3, parts[1] == "blob", let size = Int(parts[2]) else { continue }
            if size > largest {
                result[String(parts[0])] = .notShown("larger than \(largest / 1024) KB")
            } else {
                small.append(String(parts[0]))
            }
        }
        let data = git.run(["cat-file", "--batch"], input: Data(small.map { $0 + "\n" }.joined().utf8)).data
        var position = data.startIndex
        while position < data.endIndex, let newline = data[position...].firstIndex(of: 10) {
            let header = String(decoding: data[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= data.endIndex else { break }
            let content = data[(newline + 1)..<(newline + 1 + size)]
            result[String(header[0])] =
                content.prefix(8000).contains(0) ? .notShown("binary") : .text(String(decoding: content, as: UTF8.self))
            position = newline + 1 + size + 1
        }
        return result
    }
}
