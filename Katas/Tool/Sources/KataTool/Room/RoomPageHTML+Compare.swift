import Foundation

/// The page of two pairs' code on one kata, side by side, for the debrief.
extension RoomPageHTML {
    /// Two pairs' code on one kata side by side: `changes` go from the first pair's files to the second's.
    /// Without a kata both ran (`kata` is `nil`), each pair's last run, with the kata of each.
    /// It links to the room's index when the folder has one (`hasIndex`).
    func comparePage(
        _ first: PairHistory, _ second: PairHistory, kata: String?, changes: [FileChange], hasIndex: Bool
    ) -> HTML {
        let title = "\(first.name) and \(second.name): \(kata ?? "their last runs")"
        let which =
            kata.map { "each as its last run on \($0) left it" }
            ?? "each as its last run left it (they have no kata in common: "
            + [first, second].map { "\($0.name) is on \($0.last.flatMap(RoomCompareCommand.kata(of:)) ?? "no branch")" }
            .joined(separator: ", ") + ")"
        var body: HTML = """
            <header class="page"><h1>\(title)</h1>\
            <p class="summary">Two pairs' code for the debrief: \(first.name.description) on the left (1), \
            \(second.name.description) on the right (2), \(which). Only the files they \
            wrote differently are shown, and the lines that differ are marked on both sides.</p></header>
            <main id="main" class="pair-page">
            """
        body +=
            changes.isEmpty
            ? "<p>Their files are the same.</p>"
            : "<p>\(changes.count.counted("file")) \(changes.count == 1 ? "differs" : "differ") between them.</p>"
        body += SplitDiffHTML.html(
            changes, left: first.name.description, right: second.name.description, comparing: true)
        body += "</main>"
        return page(title: title + " · the room", root: "", body: body, navigation: hasIndex ? nil : "")
    }
}
