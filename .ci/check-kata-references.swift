// Checks that the kata texts, the guide's principle map and Tests/Specs/README.md name code that
// exists, so they cannot drift from it.
//   swift .ci/check-kata-references.swift      (from the package root; .ci/run runs it)
// The rule the texts follow (Katas/README.md, "How the katas name code"): a file is written in backticks
// with its path from the package root, e.g. `Starter/Expenses/ExpenseReportScreens.swift`; on a line that
// names files, every other backticked word that looks like a Swift name (`DailyReportScreen`,
// `DailyReportScreen.reload()`) is a symbol that must appear in one of those files. In a table cell that
// names a file, the symbols of that cell must appear in that cell's file. A backticked kata id
// (`expenses-srp`) must be a kata in Katas/.
// Katas/README.md's principle map must have a row for each of S, O, L, I and D, each naming a Starter file,
// a Refactored file and a kata.
// Not part of `swift test`: attendees rename Starter symbols while they refactor.
import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let katas = root.appendingPathComponent("Katas")
let pathPattern = try! NSRegularExpression(
    pattern: "^(Starter|Refactored|Tests)/[A-Za-z0-9_+./-]+\\.(swift|md|json)$")
let symbolPattern = try! NSRegularExpression(
    pattern: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*(\\([A-Za-z0-9_:, ]*\\))?$")
let kataIDPattern = try! NSRegularExpression(pattern: "^(expenses|cart|registration|review)-[a-z-]+$")

func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
    pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
}

func backticked(_ text: Substring) -> [String] {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
}

func words(in source: String) -> Set<Substring> {
    Set(source.split { !($0.isLetter || $0.isNumber || $0 == "_") })
}

/// The cells of a Markdown table row, or the whole line when it is not one.
func cells(of line: Substring) -> [Substring] {
    guard line.hasPrefix("|") else { return [line] }
    return line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
}

var problems: [String] = []
var fileReferences = 0
var symbolReferences = 0
var kataReferences = 0
var sourceWords: [String: Set<Substring>] = [:]

let kataFiles =
    FileManager.default.enumerator(at: katas, includingPropertiesForKeys: nil)?
    .compactMap { $0 as? URL }
    .filter {
        $0.pathExtension == "md" && $0.deletingLastPathComponent().lastPathComponent != "Solutions"
            && !$0.path.contains("/Katas/Tool/")
    }
    .sorted { $0.path < $1.path } ?? []
// A kata is a Markdown file of a numbered folder (Katas/1-Expenses/2-expenses-ocp.md), as `kata list` finds them.
let kataIDs = Set(
    kataFiles.filter {
        $0.lastPathComponent != "README.md" && $0.deletingLastPathComponent().lastPathComponent.first?.isNumber == true
    }.map {
        String($0.deletingPathExtension().lastPathComponent.drop { $0.isNumber || $0 == "-" })
    })
let checkedFiles =
    kataFiles + [root.appendingPathComponent("README.md"), root.appendingPathComponent("Tests/Specs/README.md")]

/// The words of the file at `path`, or `nil` (and a problem) when there is no such file.
func knownWords(_ path: String, at place: String) -> Set<Substring>? {
    if let cached = sourceWords[path] { return cached }
    guard let source = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
        problems.append("\(place): no file \(path)")
        return nil
    }
    sourceWords[path] = words(in: source)
    return sourceWords[path]
}

/// Checks the symbols among `tokens` against the files `paths` name.
func checkSymbols(_ tokens: [String], in paths: [String], at place: String) {
    let known = paths.compactMap { knownWords($0, at: place) }
    guard known.count == paths.count else { return }
    for token in tokens where !paths.contains(token) && matches(symbolPattern, token) {
        symbolReferences += 1
        let base = token.split(separator: "(").first.map(String.init) ?? token
        let parts = base.split(separator: ".")
        if !known.contains(where: { words in parts.allSatisfy { words.contains($0) } }) {
            problems.append("\(place): `\(token)` is not in \(paths.joined(separator: " or "))")
        }
    }
}

for file in checkedFiles {
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    let name = file.path.replacingOccurrences(of: root.path + "/", with: "")
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let place = "\(name):\(number + 1)"
        for token in backticked(line) where matches(kataIDPattern, token) {
            kataReferences += 1
            if !kataIDs.contains(token) { problems.append("\(place): no kata named \(token)") }
        }
        let linePaths = backticked(line).filter { matches(pathPattern, $0) }
        guard !linePaths.isEmpty else { continue }
        fileReferences += linePaths.count
        for cell in cells(of: line) {
            let tokens = backticked(cell)
            let cellPaths = tokens.filter { matches(pathPattern, $0) }
            checkSymbols(tokens, in: cellPaths.isEmpty ? linePaths : cellPaths, at: place)
        }
    }
}

// The facilitator guide's principle map: a row for each principle, each naming both implementations and a kata.
let readme = (try? String(contentsOf: katas.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
let mapRows =
    readme.components(separatedBy: "## Principle map").dropFirst().first?
    .components(separatedBy: "\n## ").first?
    .split(separator: "\n").filter { $0.hasPrefix("| **") } ?? []
var principles: Set<Character> = []
for row in mapRows {
    let rowCells = cells(of: row)
    guard rowCells.count == 4, let letter = rowCells[0].drop(while: { $0 == " " || $0 == "*" }).first,
        backticked(rowCells[1]).contains(where: { $0.hasPrefix("Starter/") }),
        backticked(rowCells[2]).contains(where: { $0.hasPrefix("Refactored/") }),
        backticked(rowCells[3]).contains(where: { kataIDs.contains($0) })
    else {
        problems.append(
            "Katas/README.md principle map: a row needs a principle, a Starter file, a Refactored file, a kata: \(row)")
        continue
    }
    principles.insert(letter)
}
for letter in "SOLID" where !principles.contains(letter) {
    problems.append("Katas/README.md principle map: no row for \(letter)")
}

if fileReferences == 0 {
    problems.append("the texts name no file at all: the check would prove nothing")
}
if problems.isEmpty {
    print(
        "kata references: \(fileReferences) files, \(symbolReferences) symbols and \(kataReferences) katas named in "
            + "Katas/, README.md and Tests/Specs/README.md all exist; the principle map covers S, O, L, I and D")
} else {
    var seen: Set<String> = []
    let distinct = problems.filter { seen.insert($0).inserted }
    print("kata references: \(distinct.count) names do not match the code:")
    for problem in distinct { print("  " + problem) }
    exit(1)
}
