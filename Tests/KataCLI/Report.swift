import KataHarness

/// Renders results for people: the spec matrix, failure details and the next step.
struct Report {
    let terminal: Terminal

    /// One line a spec, one column an implementation.
    func matrix(_ results: SpecResults, apps: [App], implementations: [Implementation]) -> String {
        var lines: [String] = []
        for app in apps {
            let appResults = results.filtered(app: app)
            guard !appResults.isEmpty else { continue }
            let specs = uniqueSpecs(in: appResults)
            let width = max(specs.map { label(for: $0).count }.max() ?? 0, app.displayName.count) + 2
            let header = implementations.map { $0.displayName.padding(toLength: 12, withPad: " ", startingAt: 0) }
            lines.append(
                terminal.bold(
                    app.displayName.padding(toLength: width + 2, withPad: " ", startingAt: 0) + header.joined()))
            for spec in specs {
                let cells = implementations.map { implementation in
                    appResults.first { $0.spec.id == spec.id && $0.implementation == implementation }
                        .map { cell(for: $0.outcome) } ?? ""
                }
                lines.append(
                    "  " + label(for: spec).padding(toLength: width, withPad: " ", startingAt: 0) + cells.joined())
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// What failed, step by step, with what was expected and seen, and the command to run just that.
    func failureDetails(_ result: SpecResult) -> String {
        let spec = result.spec
        var lines = [terminal.red("✗ \(spec.app.displayName) › \(spec.name) [\(result.implementation.displayName)]")]
        lines += spec.steps.split(separator: "\n").map { "    \($0)" }
        switch result.outcome {
        case .failed(let failure):
            lines += FailureReport(failure).lines(label: terminal.bold).map { "    " + $0 }
        case .threw(let error):
            lines.append("    " + terminal.bold("Threw: ") + error)
        case .crashed(let reason):
            lines.append("    " + terminal.bold("Crashed: ") + reason)
        case .passed, .notYet:
            break
        }
        lines.append("    Rerun just this: " + terminal.bold(rerunCommand(result)))
        return lines.joined(separator: "\n")
    }

    func rerunCommand(_ result: SpecResult) -> String {
        "swift run kata check \(result.spec.app.rawValue) --implementation \(result.implementation.rawValue) --spec \(result.spec.name)"
    }

    /// How to declare a change request done in the Starter, once it is built: one line to paste for
    /// each of `pending`, each keeping every change request already `declared`.
    func declarationHint(declared: Set<ChangeRequest>, pending: [ChangeRequest]) -> String {
        let lines = pending.map { changeRequest in
            let names = declared.union([changeRequest]).sorted().map(\.caseName).joined(separator: ", ")
            return
                "    let starterChangeRequestsDone: Set<ChangeRequest> = [\(names)]  // with \(changeRequest.code) built"
        }
        return """
            When you have built one in the Starter, replace the line in \(starterDeclarationFile) with:
            \(lines.joined(separator: "\n"))
            then run swift run kata again.
            """
    }

    private func uniqueSpecs(in results: [SpecResult]) -> [Spec] {
        var seen: Set<String> = []
        return results.map(\.spec).filter { seen.insert($0.id).inserted }
    }

    private func label(for spec: Spec) -> String {
        spec.changeRequest.map { "\(spec.name) (\($0.code))" } ?? spec.name
    }

    private func cell(for outcome: SpecOutcome) -> String {
        switch outcome {
        case .passed: terminal.green("✓ pass".padding(toLength: 12, withPad: " ", startingAt: 0))
        case .failed, .threw, .crashed: terminal.red("✗ FAIL".padding(toLength: 12, withPad: " ", startingAt: 0))
        case .notYet: terminal.yellow("· not yet".padding(toLength: 12, withPad: " ", startingAt: 0))
        }
    }
}
