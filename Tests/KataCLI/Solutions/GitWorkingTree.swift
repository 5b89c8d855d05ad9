import Foundation

/// The few git operations `kata solution --apply` needs, run in one folder.
struct GitWorkingTree {
    let root: URL

    /// Whether `git status --porcelain` lists nothing: no change, no untracked file.
    func isClean() -> Bool? {
        let (status, output) = run(["status", "--porcelain"])
        return status == 0 ? output.isEmpty : nil
    }

    /// Applies `patch` to the working tree; `false` when it does not apply (and nothing changed).
    func apply(_ patch: URL) -> Bool {
        run(["apply", "--check", patch.path]).status == 0 && run(["apply", patch.path]).status == 0
    }

    /// Puts back every tracked file and removes untracked ones: only called on a tree that was clean.
    func discardChanges() {
        _ = run(["checkout", "--", "."])
        _ = run(["clean", "-fdq"])
    }

    private func run(_ arguments: [String]) -> (status: Int32, output: String) {
        QuietProcess.output(of: ["git"] + arguments, in: root)
    }
}
