import Foundation

/// Git, run for the room in one repository (a pair's clone, the room, or the facilitator's copy of it):
/// never asking for a password (the publisher runs with no terminal), never signing, colour off.
struct RoomGit: Sendable {
    let folder: URL

    /// What git said: its exit status, its standard output and its standard error.
    struct Answer: Sendable {
        let status: Int32
        let data: Data
        let error: String

        var succeeded: Bool { status == 0 }
        var text: String { String(decoding: data, as: UTF8.self) }
        /// The output's first line, without its line break: an object id, a ref's value.
        var line: String { text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "" }
    }

    /// Runs `git <arguments>`, with `input` on its standard input and `environment` added to this process's.
    @discardableResult
    func run(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:]) -> Answer {
        let variables = ProcessInfo.processInfo.environment.merging(
            ["NO_COLOR": "1", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"].merging(environment) { $1 }
        ) { $1 }
        let (status, data, error) = QuietProcess.exchange(
            ["git"] + arguments, in: folder, input: input, environment: variables)
        return Answer(status: status, data: data, error: error)
    }

    /// The value of `revision`, or nil when it names nothing.
    func resolve(_ revision: String) -> String? {
        let answer = run(["rev-parse", "-q", "--verify", revision])
        return answer.succeeded && !answer.line.isEmpty ? answer.line : nil
    }

    /// Sets `ref` to `value` only if it is `expected` now (nil: only if it does not exist).
    func update(_ ref: String, to value: String, from expected: String?) -> Bool {
        run(["update-ref", ref, value, expected ?? String(repeating: "0", count: 40)]).succeeded
    }

    /// A commit of `tree` with `parents` and `message`, made by `author` at `date`: the same inputs give
    /// the same commit, in every clone. Never signed, whatever the user's git config says.
    func commit(tree: String, parents: [String], message: String, author: String, date: Date) -> String? {
        let identity = [
            "GIT_AUTHOR_NAME": author, "GIT_AUTHOR_EMAIL": "\(author)@kata-room",
            "GIT_COMMITTER_NAME": author, "GIT_COMMITTER_EMAIL": "\(author)@kata-room",
            "GIT_AUTHOR_DATE": "@\(Int(date.timeIntervalSince1970)) +0000",
            "GIT_COMMITTER_DATE": "@\(Int(date.timeIntervalSince1970)) +0000",
        ]
        let answer = run(
            ["commit-tree", "--no-gpg-sign", tree] + parents.flatMap { ["-p", $0] } + ["-m", message],
            environment: identity)
        return answer.succeeded ? answer.line : nil
    }

    /// The id of git's empty tree, written into the repository.
    func emptyTree() -> String? {
        let answer = run(["hash-object", "-w", "-t", "tree", "--stdin"])
        return answer.succeeded ? answer.line : nil
    }

    /// The folder git keeps this repository's shared files in (`.git`, or the bare repository itself).
    func commonFolder() -> URL? {
        let answer = run(["rev-parse", "--git-common-dir"])
        guard answer.succeeded, !answer.line.isEmpty else { return nil }
        return answer.line.hasPrefix("/")
            ? URL(fileURLWithPath: answer.line, isDirectory: true)
            : folder.appendingPathComponent(answer.line, isDirectory: true).standardizedFileURL
    }
}
