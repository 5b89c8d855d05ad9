import Specs

/// One file of the Starter (or its adapters) that a table changed since the shipped Starter, as `git diff -M`
/// gives it: added, removed, changed, or moved (renamed, with or without changes), with its lines.
struct FileChange: Equatable, Sendable {
    /// Its path in the shipped Starter; nil when it is new.
    let oldPath: String?
    /// Its path now; nil when it was removed.
    let newPath: String?
    /// The changed lines with a few kept lines around each; nil marks lines left out.
    var rows: [Row?] = []

    struct Row: Equatable, Sendable {
        enum Kind: String, Sendable { case same, added, removed }
        let kind: Kind
        /// Its number in the shipped file (nil when added) and now (nil when removed).
        let old: Int?
        let new: Int?
        let text: String
    }

    var path: String { newPath ?? oldPath ?? "" }

    /// `added`, `removed`, `moved` or `changed`.
    var state: String {
        oldPath == nil ? "added" : newPath == nil ? "removed" : oldPath != newPath ? "moved" : "changed"
    }

    /// The changes of `app`: its adapter, the files of its shipped folder, and its Starter files now (`now`:
    /// those its adapter reaches, wherever they are, as `AppCode.starter` holds them), added ones included.
    static func of(_ app: App, in changes: [FileChange], now: Set<String>) -> [FileChange] {
        let folder = StarterAppFiles.shippedFolder(app) + "/"
        let adapter = StarterAppFiles.adapterPath(app)
        return changes.filter { change in
            change.oldPath?.hasPrefix(folder) == true || change.newPath.map(now.contains) == true
                || [change.oldPath, change.newPath].contains(adapter)
        }
    }

    /// The changes that no one app owns, which every app's page shows: the package manifest, and the Starter
    /// files (or adapters' files) that are in no app's shipped folder, are no app's adapter and are among no
    /// app's files now (`now`, by app): a file that several apps use, a module split's manifest.
    static func shared(in changes: [FileChange], now: [App: Set<String>]) -> [FileChange] {
        changes.filter { change in App.allCases.allSatisfy { of($0, in: [change], now: now[$0] ?? []).isEmpty } }
    }

    /// The files of `git diff -M` output, in its order.
    static func parse(gitDiff text: String) -> [FileChange] {
        var changes: [FileChange] = []
        var old: String?
        var new: String?
        var rows: [Row?] = []
        var numbers = (old: 0, new: 0)
        var inHunk = false
        func flush() {
            if old != nil || new != nil { changes.append(FileChange(oldPath: old, newPath: new, rows: rows)) }
            (old, new, rows, inHunk) = (nil, nil, [], false)
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("diff --git ") {
                flush()
                let paths = line.dropFirst("diff --git a/".count).components(separatedBy: " b/")
                (old, new) = (paths.first, paths.last)
            } else if line.hasPrefix("new file mode") {
                old = nil
            } else if line.hasPrefix("deleted file mode") {
                new = nil
            } else if line.hasPrefix("rename from ") {
                old = String(line.dropFirst("rename from ".count))
            } else if line.hasPrefix("rename to ") {
                new = String(line.dropFirst("rename to ".count))
            } else if line.hasPrefix("@@ ") {
                let parts = line.split(separator: " ")
                let start = { (part: Substring) in Int(part.dropFirst().split(separator: ",").first ?? "") ?? 1 }
                numbers = (parts.count > 2 ? start(parts[1]) : 1, parts.count > 2 ? start(parts[2]) : 1)
                if numbers.old > 1 || numbers.new > 1 || !rows.isEmpty { rows.append(nil) }
                inHunk = true
            } else if inHunk, let mark = line.first, ["+", "-", " "].contains(mark) {
                let text = String(line.dropFirst())
                switch mark {
                case "+":
                    rows.append(Row(kind: .added, old: nil, new: numbers.new, text: text))
                    numbers.new += 1
                case "-":
                    rows.append(Row(kind: .removed, old: numbers.old, new: nil, text: text))
                    numbers.old += 1
                default:
                    rows.append(Row(kind: .same, old: numbers.old, new: numbers.new, text: text))
                    numbers = (numbers.old + 1, numbers.new + 1)
                }
            }
        }
        flush()
        return changes
    }
}
