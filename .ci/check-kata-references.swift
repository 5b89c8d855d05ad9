// Checks that the kata texts name code that exists, so they cannot drift from it.
//   swift .ci/check-kata-references.swift      (from the package root; .ci/run runs it)
// The rule the texts follow (Katas/README.md, "How the katas name code"): a file is written in backticks
// with its path from the package root, e.g. `Starter/Expenses/ExpenseReportScreens.swift`; on a line that
// names files, every other backticked word that looks like a Swift name (`DailyReportScreen`,
// `DailyReportScreen.reload()`) is a symbol that must appear in one of those files.
// Not part of `swift test`: attendees rename Starter symbols while they refactor.
import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let katas = root.appendingPathComponent("Katas")
let pathPattern = try! NSRegularExpression(pattern: "^(Starter|Refactored|Tests)/[A-Za-z0-9_+./-]+\\.(swift|md|json)$")
let symbolPattern = try! NSRegularExpression(pattern: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*(\\([A-Za-z0-9_:, ]*\\))?$")

func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
    pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
}

func backticked(_ line: Substring) -> [String] {
    let parts = line.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
}

func words(in source: String) -> Set<Substring> {
    Set(source.split { !($0.isLetter || $0.isNumber || $0 == "_") })
}

var problems: [String] = []
var fileReferences = 0
var symbolReferences = 0
var sourceWords: [String: Set<Substring>] = [:]

let files = FileManager.default.enumerator(at: katas, includingPropertiesForKeys: nil)?
    .compactMap { $0 as? URL }
    .filter { $0.pathExtension == "md" && $0.deletingLastPathComponent().lastPathComponent != "Solutions" }
    .sorted { $0.path < $1.path } ?? []

for file in files {
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    let name = file.path.replacingOccurrences(of: root.path + "/", with: "")
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let tokens = backticked(line)
        let paths = tokens.filter { matches(pathPattern, $0) }
        guard !paths.isEmpty else { continue }
        var known: [Set<Substring>] = []
        for path in paths {
            fileReferences += 1
            if let cached = sourceWords[path] {
                known.append(cached)
            } else if let source = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) {
                sourceWords[path] = words(in: source)
                known.append(sourceWords[path]!)
            } else {
                problems.append("\(name):\(number + 1): no file \(path)")
            }
        }
        guard known.count == paths.count else { continue }
        for token in tokens where !paths.contains(token) && matches(symbolPattern, token) {
            symbolReferences += 1
            let base = token.split(separator: "(").first.map(String.init) ?? token
            let parts = base.split(separator: ".")
            if !known.contains(where: { words in parts.allSatisfy { words.contains($0) } }) {
                problems.append("\(name):\(number + 1): `\(token)` is not in \(paths.joined(separator: " or "))")
            }
        }
    }
}

if fileReferences == 0 {
    problems.append("the kata texts name no file at all: the check would prove nothing")
}
if problems.isEmpty {
    print("kata references: \(fileReferences) files and \(symbolReferences) symbols named in Katas/ all exist")
} else {
    print("kata references: \(problems.count) names in Katas/ do not match the code:")
    problems.forEach { print("  " + $0) }
    exit(1)
}
