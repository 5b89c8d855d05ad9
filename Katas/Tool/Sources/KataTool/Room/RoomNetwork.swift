import Foundation

/// How the room's git commands reach a remote without hanging: over ssh without a prompt, a connection
/// given up after 15 s and a silent one after 30 s (unless the user's git names an ssh command of its
/// own); over https without a prompt, a transfer given up after 30 s below 1 byte a second. Each git
/// command that talks to the room starts with these.
enum RoomNetwork {
    static let sshCommand =
        "ssh -o BatchMode=yes -o ConnectTimeout=15 -o ServerAliveInterval=10 -o ServerAliveCountMax=3"

    /// The options and environment that talk to the room from the repository of `git`.
    static func settings(for git: RoomGit) -> (options: [String], environment: [String: String]) {
        let options = ["-c", "http.lowSpeedLimit=1", "-c", "http.lowSpeedTime=30"]
        let variables = ProcessInfo.processInfo.environment
        let hasOwn =
            variables["GIT_SSH_COMMAND"] != nil || variables["GIT_SSH"] != nil
            || git.run(["config", "core.sshCommand"]).succeeded
        return (options, hasOwn ? [:] : ["GIT_SSH_COMMAND": sshCommand])
    }

    /// `git ls-remote` of `refs` (all of the room's when none is named) at `remote`.
    static func list(_ refs: [String], at remote: String, in git: RoomGit) -> RoomGit.Answer {
        let (options, environment) = settings(for: git)
        return git.run(options + ["ls-remote", "--refs", remote] + refs, environment: environment)
    }

    /// The refs `list` found, by name, with their ids.
    static func refs(in listing: RoomGit.Answer) -> [String: String] {
        var refs: [String: String] = [:]
        for line in listing.text.split(separator: "\n") {
            let parts = line.split(separator: "\t")
            if parts.count == 2 { refs[String(parts[1])] = String(parts[0]) }
        }
        return refs
    }

    /// Fetches `refspecs` from `remote`, and nothing more: no tag, no FETCH_HEAD, no maintenance afterwards.
    static func fetch(_ refspecs: [String], from remote: String, in git: RoomGit, prune: Bool = false)
        -> RoomGit.Answer
    {
        let (options, environment) = settings(for: git)
        return git.run(
            options + [
                "fetch", "--no-tags", "--no-write-fetch-head", "--no-auto-maintenance", "--recurse-submodules=no",
            ]
                + (prune ? ["--prune"] : []) + [remote] + refspecs, environment: environment)
    }

    /// Pushes `refspecs` to `remote` with `extra` options (a lease, the key), and nothing more: no tag, no
    /// submodule, and the clone's own pre-push hook does not run (the push is not the pair's). Porcelain
    /// output: a line a ref, `!` for one refused.
    static func push(_ refspecs: [String], to remote: String, extra: [String] = [], in git: RoomGit)
        -> RoomGit.Answer
    {
        let (options, environment) = settings(for: git)
        return git.run(
            options + ["push", "--porcelain", "--no-verify", "--no-follow-tags", "--recurse-submodules=no"] + extra
                + [remote] + refspecs, environment: environment)
    }

    /// The first line git wrote on standard error that says what went wrong, as a message repeats it.
    static func reason(_ error: String) -> String {
        let lines = error.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let line =
            lines.first { $0.hasPrefix("fatal:") || $0.hasPrefix("ssh:") || $0.hasPrefix("error:") }
            ?? lines.first { !$0.isEmpty } ?? "git said nothing"
        let text = line.hasPrefix("fatal: ") ? String(line.dropFirst(7)) : line
        return RunRecord.shown(Substring(text), limit: 160)
    }

    /// What the room's hook said: the lines git shows as `remote: kata room: ...`, joined.
    static func hookReason(_ error: String) -> String? {
        let lines = error.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "remote: kata room: ") else { return nil }
            return line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        }
        return lines.isEmpty ? nil : RunRecord.shown(Substring(lines.joined(separator: " ")), limit: 400)
    }
}
