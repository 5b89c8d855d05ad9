import Foundation
import Specs

/// The rule map: the tables of `Katas/Tool/Mutants/README.md`, one row per rule of the behaviour, with
/// the sentence it comes from, the specs it alone decides, the mutants that remove it, and the question
/// that points a net missing it at the spec it lacks.
struct RuleMap: Sendable {
    struct Row: Sendable {
        let rule: String
        let app: App
        /// The rule in one sentence ("what it says").
        let sentence: String
        /// The shipped specs whose answer this rule alone decides.
        let specs: [String]
        /// The shipped mutants that remove it, Starter's then Refactored's.
        let mutants: [String]
        /// The generated mutants that land in this rule's code, as the map writes them: `Starter / Refactored`.
        let generated: String
        /// A question that leads to a spec for this rule, without giving its answer.
        let question: String
        /// A change request's rule: the Starter does not have it yet.
        let isChangeRequest: Bool
        /// A rule about something only the Starter does (its cart screen's timer): the Refactored has
        /// nothing it could break.
        let isStarterOnly: Bool
    }

    /// One place where a rule applies (a report, a screen, a moment), from the tables whose header starts
    /// `| rule | place |`: the specs that decide the rule there, and per implementation the mutants that
    /// break it there alone, or the other place whose code it shares.
    struct Place: Sendable {
        let rule: String
        let place: String
        let specs: [String]
        /// The mutants that break the rule in this place alone, in the Starter.
        let starterMutants: [String]
        let refactoredMutants: [String]
        /// What the cell says when it names no mutant: `same code as PLACE`, a change request not in the
        /// Starter yet, or something the implementation does not have.
        let starterCell: String
        let refactoredCell: String

        /// The other place of the same rule whose code this place shares in `implementation`, if the cell says so.
        func sharedPlace(_ implementation: String) -> String? {
            let cell = implementation == "starter" ? starterCell : refactoredCell
            guard cell.hasPrefix(Self.sameCode) else { return nil }
            return String(cell.dropFirst(Self.sameCode.count))
        }

        static let sameCode = "same code as "
    }

    static let path = "Katas/Tool/Mutants/README.md"
    /// The column that counts the generated mutants landing in each rule's code (see `RuleLines`).
    static let generatedColumn = "generated mutants"

    let rows: [Row]
    let places: [Place]

    /// The row of `rule`, if the map has it.
    func row(_ rule: String) -> Row? { rows.first { $0.rule == rule } }

    static func load(root: URL = PackageFolder.root) throws -> RuleMap {
        RuleMap(markdown: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    /// Reads every table whose header starts `| rule | app |`; cells are found by their column's name.
    init(markdown: String) {
        var columns: [String: Int] = [:]
        var rows: [Row] = []
        var places: [Place] = []
        for line in markdown.split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if cells.first == "rule" {
                columns = Dictionary(cells.enumerated().map { ($1, $0) }) { first, _ in first }
                continue
            }
            func cell(_ name: String) -> String {
                columns[name].flatMap { $0 < cells.count ? cells[$0] : nil } ?? ""
            }
            if columns["place"] != nil, cell("rule").hasPrefix("`") {
                places.append(
                    Place(
                        rule: cell("rule").trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                        place: cell("place"), specs: Self.codeSpans(in: cell("deciding specs")),
                        starterMutants: Self.codeSpans(in: cell("Starter mutants")),
                        refactoredMutants: Self.codeSpans(in: cell("Refactored mutants")),
                        starterCell: cell("Starter mutants"), refactoredCell: cell("Refactored mutants")))
                continue
            }
            guard cell("rule").hasPrefix("`"), let app = App(rawValue: cell("app")) else { continue }
            rows.append(
                Row(
                    rule: cell("rule").trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                    app: app,
                    sentence: cell("what it says"),
                    specs: Self.codeSpans(in: cell("deciding specs")),
                    mutants: Self.codeSpans(in: cell("Starter mutants"))
                        + Self.codeSpans(in: cell("Refactored mutants")),
                    generated: cell(Self.generatedColumn),
                    question: cell("question"),
                    isChangeRequest: cell("Starter mutants").hasPrefix("change request"),
                    isStarterOnly: cell("Refactored mutants").hasPrefix("Starter only")))
        }
        self.rows = rows
        self.places = places
    }

    /// What the generated-mutants column must say for the `generated` mutants (placed by `RuleLines`): a
    /// line per rule whose cell differs, with the cell to write. Only for a run of every app and both
    /// implementations on the untouched tree, which is what the column counts.
    func generatedColumnProblems(_ generated: [Mutant]) -> [String] {
        rows.compactMap { row in
            let count = { (implementation: String) in
                generated.filter { $0.rule == row.rule && $0.implementation == implementation }.count
            }
            let cell = "\(count("starter")) / \(count("refactored"))"
            guard row.generated != cell else { return nil }
            return "The rule map says `\(row.generated)` generated mutants (Starter / Refactored) for \(row.rule); "
                + "the code has `\(cell)`. Write `\(cell)` in its \"\(Self.generatedColumn)\" cell in \(Self.path)."
        }
    }

    private static func codeSpans(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
    }
}
