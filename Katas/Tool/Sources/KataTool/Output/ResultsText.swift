import Specs

/// Renders results for people: the spec matrix, failure details and the next step.
struct ResultsText {
    let terminal: Terminal

    /// One line a spec, one column an implementation, within the terminal's width: a spec name too long
    /// for its column goes on over the next lines, broken between its words.
    func matrix(_ results: SpecResults, apps: [App], implementations: [Implementation]) -> String {
        var lines: [String] = []
        let cellsWidth = implementations.count * Self.cellWidth
        for app in apps {
            let appResults = results.filtered(app: app)
            guard !appResults.isEmpty else { continue }
            var seen: Set<String> = []
            let specs = appResults.map(\.spec).filter { seen.insert($0.id).inserted }
            let longest = max(specs.map { label(for: $0).count }.max() ?? 0, app.displayName.count - 2)
            let width = min(longest + 2, max(terminal.width - 2 - cellsWidth, 12))
            let header = implementations.map { (text: $0.displayName, painted: $0.displayName) }
            lines.append(terminal.bold(row(app.displayName, width: width + 2, cells: header)))
            for spec in specs {
                let cells = implementations.map { implementation in
                    appResults.first { $0.spec.id == spec.id && $0.implementation == implementation }
                        .map { cell(for: $0.outcome) } ?? ("", "")
                }
                let pieces = TextWrap.identifier(label(for: spec), width: width - 2)
                lines.append("  " + row(pieces[0], width: width, cells: cells))
                lines += pieces.dropFirst().map { "      " + $0 }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The width of a result column: the longest cell, `· not yet`, and a space.
    static let cellWidth = 11

    /// `label` padded to `width`, then the cells as printed (in colour), each padded to a column (by its
    /// text without colour) but the last.
    private func row(_ label: String, width: Int, cells: [(text: String, painted: String)]) -> String {
        cells.reduce(label.padded(to: width)) { line, cell in
            line + cell.painted + String(repeating: " ", count: max(Self.cellWidth - cell.text.count, 1))
        }.trimmingTrailingSpaces
    }

    /// What failed, step by step, with what was expected and seen, and the command to run just that
    /// (unless `rerun` is false: the run was that command already).
    func failureDetails(_ result: SpecResult, rerun showsRerun: Bool = true) -> String {
        let spec = result.spec
        var lines = [terminal.red("✗ \(spec.app.displayName) › \(spec.name) [\(result.implementation.displayName)]")]
        lines += spec.steps.split(separator: "\n").map { "    \($0)" }
        switch result.outcome {
        case .failed(let failure):
            lines += FailureText(failure).lines(label: terminal.bold).map { "    " + $0 }
        case .threw(let error):
            lines.append("    " + terminal.bold("Threw: ") + error)
        case .crashed(let reason):
            lines.append("    " + terminal.bold("Crashed: ") + reason)
        case .passed, .notYet:
            break
        }
        if showsRerun {
            let rerun = spec.checkCommand(on: result.implementation)
            lines.append("    Rerun just this: " + terminal.bold("\(rerun) --spec \(spec.name)"))
        }
        return lines.joined(separator: "\n")
    }

    /// One line: the other apps with a failing spec and the command that shows them, or that none fails.
    func otherApps(_ results: SpecResults, apps: [App], implementations: [Implementation]) -> String {
        let red = apps.map { ($0, results.filtered(app: $0).filter(\.outcome.isFailure).count) }.filter { $0.1 > 0 }
        guard !red.isEmpty else {
            return "Other apps: no spec fails (\(apps.map(\.rawValue).joined(separator: ", ")))."
        }
        let option = implementations.count == 1 ? " --implementation \(implementations[0].rawValue)" : ""
        let parts = red.map { app, count in
            "\(app.rawValue) (\(count) failed: swift run kata check \(app.rawValue)\(option))"
        }
        return terminal.red("Also red: ") + parts.joined(separator: "; ")
    }

    private func label(for spec: Spec) -> String {
        spec.changeRequest.map { "\(spec.name) (\($0.code))" } ?? spec.name
    }

    /// An outcome's cell, as measured and as printed (in colour).
    private func cell(for outcome: SpecOutcome) -> (text: String, painted: String) {
        switch outcome {
        case .passed: ("✓ pass", terminal.green("✓ pass"))
        case .failed, .threw, .crashed: ("✗ FAIL", terminal.red("✗ FAIL"))
        case .notYet: ("· not yet", terminal.yellow("· not yet"))
        }
    }
}
