import Foundation
import KataHarness

/// A kata's reference solution in Starter form: a walkthrough (`Katas/Solutions/<kata>.md`) and a patch
/// (`Katas/Solutions/<kata>.patch`) that applies to the reference result of the app's previous kata, or to
/// the untouched Starter for the app's first kata.
struct ReferenceSolution {
    let kataID: String
    let walkthrough: URL
    let patch: URL

    /// The katas that have a reference solution, in kata order (an app's solutions build on each other).
    static let order = [
        "expenses-srp", "expenses-ocp", "expenses-dip", "expenses-isp", "expenses-lsp",
        "cart-readability", "cart-reusability", "cart-refactorability",
        "registration-srp", "registration-dip", "registration-composition",
    ]

    static func folder(in root: URL) -> URL {
        root.appendingPathComponent("Katas/Solutions")
    }

    /// Every solution stored under `root`, in kata order.
    static func all(in root: URL) -> [ReferenceSolution] {
        order.compactMap { solution($0, in: root) }
    }

    static func solution(_ kataID: String, in root: URL) -> ReferenceSolution? {
        let folder = folder(in: root)
        let walkthrough = folder.appendingPathComponent("\(kataID).md")
        let patch = folder.appendingPathComponent("\(kataID).patch")
        guard FileManager.default.fileExists(atPath: walkthrough.path),
            FileManager.default.fileExists(atPath: patch.path)
        else { return nil }
        return ReferenceSolution(kataID: kataID, walkthrough: walkthrough, patch: patch)
    }

    /// The app: the kata id's first word.
    var app: String { String(kataID.prefix { $0 != "-" }) }

    /// The solutions of the same app up to and including this one, in kata order.
    func chain(in root: URL) -> [ReferenceSolution] {
        let same = Self.all(in: root).filter { $0.app == app }
        guard let index = same.firstIndex(where: { $0.kataID == kataID }) else { return [self] }
        return Array(same[...index])
    }

    /// The change requests built by this kata or an earlier one of the same app.
    func changeRequests(in root: URL) -> [ChangeRequest] {
        let katas = Set(chain(in: root).map(\.kataID))
        return ChangeRequest.allCases.filter { katas.contains($0.kataID) }
    }
}
