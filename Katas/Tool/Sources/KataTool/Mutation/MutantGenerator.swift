import Foundation
import Specs

/// Makes mutants from the code as it is now: every operator at every place it applies, in every Swift
/// file of an app: the Refactored's app folder (`Refactored/Cart`), and the Starter files the app's
/// adapter reaches, wherever they are (`StarterAppFiles`). Code shared by the Starter's apps belongs to
/// no one app and is left out.
struct MutantGenerator {
    let root: URL

    static let operators: [any MutationOperator] = [
        TokenSwap.relationalOperatorReplacement, TokenSwap.logicalConnectorReplacement, TokenSwap.negationRemoval,
        IntegerLiteralShift(), UnusedCallRemoval(), SortOrderFlip(), TrimmingRemoval(), DecimalLiteralShift(),
        StringLiteralReplacement(), CharacterSetMutation(), RegexMutation(), TokenSwap.booleanLiteralFlip,
        TokenSwap.arithmeticOperatorReplacement, MethodSwap(), ConditionReplacement(), AssignmentRemoval(),
        OptionalTryForcing(), IterationReversal(), ThrownErrorSwap(), CaseBodyBreak(),
    ]

    func mutants(app: String, implementation: String) -> [Mutant] {
        let files: [String]
        if implementation == "starter", let known = App(rawValue: app) {
            files = StarterAppFiles.files(of: known, root: root)
        } else {
            let folder = "\(implementation.capitalized)/\(app.capitalized)"
            let found = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            files = (found?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
                "\(folder)/\($0)"
            }
        }
        return files.flatMap { file -> [Mutant] in
            let name = file.split(separator: "/").dropFirst(2).joined(separator: "/")
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else {
                return []
            }
            return Self.sites(in: text).enumerated().map { number, site in
                Mutant(
                    id:
                        "\(app)-\(implementation)-\((name as NSString).deletingPathExtension)-\(site.line)-\(number + 1)"
                        .replacingOccurrences(of: "/", with: "-"),
                    app: app, implementation: implementation, file: file, find: site.original,
                    replace: site.replacement, description: site.description, line: site.line, offset: site.offset)
            }
        }
    }

    /// Every operator's sites in `text`, in the order they appear.
    static func sites(in text: String) -> [MutationSite] {
        let source = TokenizedSource(text)
        return operators.flatMap { $0.sites(in: source) }.sorted {
            ($0.offset, $0.replacement) < ($1.offset, $1.replacement)
        }
    }
}
