import Foundation
import Specs

/// `kata review`: writes the code review site, Starter and Refactored side by side.
enum ReviewCommand {
    static let output = CommandOption.option("--output", value: "DIR", "the folder to write the site into")
    static let app = CommandOption.option("--app", value: "APP", "only the pages of one app")
    static let principle = CommandOption.option("--principle", value: "NAME", "only the pages of one principle")
    static let since = CommandOption.option(
        "--since", value: "REVISION",
        "the commit whose Starter is the shipped one, for the pages of your changes (default: where the branch "
            + "came from: its upstream, origin/HEAD or origin/main)")
    static let strict = CommandOption.flag(
        "--strict",
        "CI's check on the untouched tree: fail when a page quotes code that is not there (a file or symbol the "
            + "texts name, or the line an expert comment quotes), or a note's smell check does not find its smell")

    static let syntax = CommandSyntax(
        usage: [
            "swift run kata review [--output DIR] [--app expenses|cart|registration] [--principle srp|ocp|lsp|isp|dip]"
                + " [--since REVISION] [--strict]"
        ],
        description: """
            Writes the code review site (default folder .build/kata-review): one page per app and principle the
            katas name a smell of, the Starter's code on the left and the Refactored's on the right, the expert
            comments of the review exercises and the smell maps next to the lines they talk about, the audit's
            numbers on top; one page per app with your changes to the shipped Starter; an index; and one
            printable card per kata. The code is read from your working tree now: run it again after a
            refactor, and each note says whether its smell is still there, checked by what the code does. Open
            the index.html it prints in a browser; every page prints as a landscape handout.
            """,
        options: [output, app, principle, since, strict],
        epilogue: """
            The index and the kata cards are always written. Files of the site that an earlier run left in the
            folder and this run does not write are removed; every page says when and from which commit it was
            made.
            """)

    static func run(_ words: [String], terminal: Terminal, root: URL = PackageFolder.root) throws(UsageError)
        -> ExitCode
    {
        let arguments = try Self.syntax.parse(words)
        try arguments.expectPositionals(atMost: 0)
        let apps = try AppArgument.apps(arguments.value(Self.app))
        var principles = Principle.allCases
        if let name = arguments.value(Self.principle) {
            guard let principle = Principle(rawValue: name.lowercased()) else {
                throw UsageError(message: "no principle named \(name): srp, ocp, lsp, isp or dip.")
            }
            principles = [principle]
        }
        if arguments.value(Self.output)?.isEmpty == true {
            throw UsageError(message: "\(Self.output.name) needs a folder, e.g. \(Self.output.name) handouts.")
        }
        let output =
            arguments.value(Self.output).map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent(".build/kata-review")
        let source = try SiteSource.read(root: root, since: arguments.value(Self.since), now: Date())
        let site = ReviewSite.current(root: root, source: source)
        if arguments.has(Self.strict) {
            let problems = site.quoteProblems(apps: apps, principles: principles)
            guard problems.isEmpty else {
                for problem in problems { terminal.printError(problem) }
                terminal.printError(
                    "kata: \(problems.count.counted("quote")) of the review pages no longer "
                        + "match the code (above): mend the kata texts that name them, or the smell checks.")
                return .failure
            }
        }
        do {
            let written = try site.write(into: output, apps: apps, principles: principles)
            let index = output.appendingPathComponent("index.html").standardizedFileURL
            let cards = written.filter { $0.hasPrefix("cards/") }
            let changes = written.filter { !cards.contains($0) && $0.hasSuffix("-changes.html") }
            let pages = written.filter {
                $0.hasSuffix(".html") && $0 != "index.html" && !cards.contains($0) && !changes.contains($0)
            }
            terminal.print(
                "Wrote \(pages.count.counted("review page")), \(changes.count.counted("page")) of changes, "
                    + "\(cards.count.counted("kata card")) and the index:")
            if pages.isEmpty {
                terminal.print(
                    "(The katas name no smell of that principle in that app: the index says where it is practised.)")
            }
            terminal.print("    \(index.path)")
            terminal.print("Open it in a browser: \(index.absoluteString)")
            return .success
        } catch {
            terminal.printError(
                "kata: could not write the site into \(output.path): \(FailureReason.of(error, at: output.path)).")
            return .failure
        }
    }
}
