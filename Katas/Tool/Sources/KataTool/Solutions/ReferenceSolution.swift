import Foundation
import Specs

/// A kata's reference solution in Starter form: a walkthrough (`Katas/Solutions/<kata>.md`) and a patch
/// (`Katas/Solutions/<kata>.patch`) that applies to the reference result of the app's previous refactoring
/// kata, or to the untouched Starter for the app's first.
///
/// A net kata's solution is a reference net: it fills the app's net file (`Tests/MyNet/`) and
/// touches no Starter file, so the refactoring solutions neither need it nor apply it (an attendee's own
/// net stays theirs); `kata start` gives it to a table that starts a later kata, when their net file is
/// still the shipped one.
struct ReferenceSolution {
    let kataID: String
    let walkthrough: URL
    let patch: URL

    /// The katas that have a reference solution, in kata order (an app's solutions build on each other).
    static let order = [
        "expenses-net", "expenses-srp", "expenses-ocp", "expenses-dip", "expenses-isp", "expenses-lsp",
        "cart-net", "cart-readability", "cart-reusability", "cart-refactorability",
        "registration-net", "registration-srp", "registration-dip", "registration-composition",
    ]

    /// Every solution stored under `root`, in kata order.
    static func all(in root: URL) -> [ReferenceSolution] {
        order.compactMap { solution($0, in: root) }
    }

    static func solution(_ kataID: String, in root: URL) -> ReferenceSolution? {
        let folder = root.appendingPathComponent("Katas/Solutions")
        let walkthrough = folder.appendingPathComponent("\(kataID).md")
        let patch = folder.appendingPathComponent("\(kataID).patch")
        guard FileManager.default.fileExists(atPath: walkthrough.path),
            FileManager.default.fileExists(atPath: patch.path)
        else { return nil }
        return ReferenceSolution(kataID: kataID, walkthrough: walkthrough, patch: patch)
    }

    var app: String { String(kataID.prefix { $0 != "-" }) }

    var isNet: Bool { kataID.hasSuffix("-net") }

    /// The solutions of the same app up to and including this one, in kata order: the refactoring
    /// solutions, without the reference net (a net's chain is the net alone).
    func chain(in root: URL) -> [ReferenceSolution] {
        guard !isNet else { return [self] }
        let same = Self.all(in: root).filter { $0.app == app && !$0.isNet }
        guard let index = same.firstIndex(where: { $0.kataID == kataID }) else { return [self] }
        return Array(same[...index])
    }

    /// The change requests built by this kata or an earlier one of the same app.
    func changeRequests(in root: URL) -> [ChangeRequest] {
        let katas = Set(chain(in: root).map(\.kataID))
        return ChangeRequest.allCases.filter { katas.contains($0.kataID) }
    }
}
