import Foundation
import Specs

/// What `kata start <kata>` puts on its branch: the reference solutions of the same app's earlier katas,
/// the change requests they build, declared, and the app's reference net when the attendee's net file is
/// still the shipped one (a net of theirs is never mixed with the reference net).
struct StartPlan {
    let kataID: String
    /// The refactoring katas' solutions before this kata, in kata order.
    let refactors: [ReferenceSolution]
    /// The app's reference net, when its net kata comes before this kata.
    let nets: [ReferenceSolution]
    /// The change requests the earlier katas build.
    let built: [ChangeRequest]

    init(kataID: String, root: URL) {
        let earlier = StartCommand.earlierSolutions(of: kataID, in: root)
        self.kataID = kataID
        refactors = earlier.filter { !$0.isNet }
        nets = earlier.filter(\.isNet)
        built = ChangeRequest.allCases.filter { request in earlier.contains { $0.kataID == request.kataID } }
    }

    /// Makes the Start commit on `baseCommit` in a scratch checkout, aside from the working tree, which
    /// stays as it is: the commit and the katas it applied, or, when there is nothing to apply, the base
    /// commit itself. The commit is on no branch yet. `base` is the base's name, for the messages.
    func makeStartCommit(on baseCommit: String, named base: String, in tree: GitWorkingTree) -> Result<
        (commit: String, applied: [String]), StartRefusal
    > {
        tree.withScratchCheckout(of: baseCommit, prefix: "kata-start") { aside in
            make(on: baseCommit, named: base, aside: aside)
        } finally: { made in
            made
                ?? .failure(
                    StartRefusal("kata: git could not make a scratch checkout of \(base). Nothing was changed."))
        }
    }

    private func make(on baseCommit: String, named base: String, aside: GitWorkingTree) -> Result<
        (commit: String, applied: [String]), StartRefusal
    > {
        for solution in refactors {
            guard aside.run(["apply", solution.patch.path]).status == 0 else {
                let after = refactors.prefix { $0.kataID != solution.kataID }.last.map { " after \($0.kataID)" } ?? ""
                return .failure(
                    StartRefusal(
                        "kata: the reference solution of \(solution.kataID) does not apply to \(base)\(after), so "
                            + "start/\(kataID) cannot be made. Nothing was changed: you are where you were."))
            }
            StopPoint.pass()
        }
        if !built.isEmpty {
            let declaration = ChangeRequestDeclaration(
                root: aside.root, path: starterDeclarationFile, name: "starterChangeRequestsDone")
            do {
                _ = try declaration.update { $0.union(built) }
            } catch {
                return .failure(
                    StartRefusal(
                        "kata: \(built.map(\.code).joined(separator: ", ")) cannot be declared on \(base): "
                            + "\(error.message) Nothing was changed: you are where you were."))
            }
        }
        var applied = refactors.map(\.kataID)
        for net in nets where changedNetFiles(of: net, in: baseCommit, tree: aside).isEmpty {
            guard aside.run(["apply", net.patch.path]).status == 0 else {
                return .failure(
                    StartRefusal(
                        "kata: the reference net of \(net.kataID) does not apply to its shipped net file on \(base). "
                            + "Nothing was changed: you are where you were."))
            }
            applied.append(net.kataID)
            StopPoint.pass()
        }
        guard aside.isClean() == false else { return .success((baseCommit, [])) }
        if let reason = aside.commitAll(message(applied: applied)) {
            return .failure(StartRefusal("kata: git could not commit: \(reason) Nothing was changed."))
        }
        StopPoint.pass()
        guard let commit = aside.commit("HEAD") else {
            return .failure(StartRefusal("kata: git made no commit. Nothing was changed."))
        }
        return .success((commit, applied))
    }

    /// The Start commit's message: what it starts from, then the katas applied and the change requests declared.
    func message(applied: [String]) -> String {
        "Start \(kataID) from the reference result of \(refactors.last?.kataID ?? "the Starter")\n\n"
            + "\(Self.appliedLine)\(applied.joined(separator: ", "))."
            + (built.isEmpty ? "" : "\nDeclared: \(built.map(\.code).joined(separator: ", ")).")
    }

    /// The katas a Start commit of this kata says it applied (`message(applied:)`); `nil` when `message`
    /// is not one of this kata's.
    func applied(byStartCommit message: String) -> [String]? {
        guard message.hasPrefix("Start \(kataID) from "),
            let line = message.split(separator: "\n").first(where: { $0.hasPrefix(Self.appliedLine) })
        else { return nil }
        return line.dropFirst(Self.appliedLine.count).dropLast().components(separatedBy: ", ")
    }

    private static let appliedLine = "Applied by swift run kata start: "

    /// The files `net`'s patch changes that are not, in `commit`, the ones it was made from (its `index`
    /// lines name their blobs): net files the attendee has written in. Empty when each is the shipped one.
    func changedNetFiles(of net: ReferenceSolution, in commit: String, tree: GitWorkingTree) -> [String] {
        let lines = ((try? String(contentsOf: net.patch, encoding: .utf8)) ?? "").split(separator: "\n")
        var changed: [String] = []
        var path: String?
        for line in lines {
            if line.hasPrefix("diff --git a/") {
                if let path { changed.append(path) }
                path = line.components(separatedBy: " b/").last
            } else if let file = path, line.hasPrefix("index ") {
                let shipped = line.dropFirst("index ".count).prefix { $0 != "." }
                let blob = tree.blob(file, in: commit)
                let isShipped = shipped.allSatisfy { $0 == "0" } ? blob == nil : blob?.hasPrefix(shipped) == true
                path = nil
                if !isShipped { changed.append(file) }
            }
        }
        if let path { changed.append(path) }
        return changed
    }
}

/// Why `kata start` could not make its branch, as it tells the attendee.
struct StartRefusal: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
