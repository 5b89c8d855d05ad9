import Foundation

/// The few pieces of the kata texts' Markdown the review site reads: headings, sections, table rows,
/// numbered items, code blocks and backticked names.
struct MarkdownText: Sendable {
    let lines: [String]

    init(_ text: String) { lines = text.components(separatedBy: "\n") }

    var title: String {
        lines.first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? ""
    }

    var headings: [String] {
        lines.filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    }

    /// The lines under the first `## ` heading that starts with `heading`, up to the next `## `.
    func section(_ heading: String) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## " + heading) }) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    /// The body rows of the tables in `section`, one array of cells per row (headers and rules skipped).
    /// A row is in a table's body when the line above it is a row too.
    static func tableRows(_ section: [String]) -> [[String]] {
        zip([""] + section, section).filter { $0.hasPrefix("|") && $1.hasPrefix("|") }.map { cells($1) }
            .filter { !isRule($0) }
    }

    /// Whether the cells are a table's rule under its header: `|---|:--:|`.
    static func isRule(_ cells: [String]) -> Bool { cells.allSatisfy { $0.allSatisfy { $0 == "-" || $0 == ":" } } }

    /// The cells of a table row `| a | b |`, trimmed.
    static func cells(_ row: String) -> [String] {
        row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The contents of every fenced code block of `lines`, in order, each without the indentation of its
    /// fence (a block inside a list item is indented with the item).
    static func fencedBlocks(_ lines: [String]) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        var indent = 0
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = []
                    indent = line.count - trimmed.count
                }
            } else if current != nil {
                let spaces = line.prefix { $0 == " " }.count
                current?.append(String(line.dropFirst(min(indent, spaces))))
            }
        }
        return blocks
    }

    /// The items of the numbered list in `section`, each with its continuation lines joined by spaces.
    static func numberedItems(_ section: [String]) -> [String] {
        var items: [String] = []
        for line in section {
            if let marker = MarkdownBlocks.listMarker(line), marker.number != nil {
                items.append(String(line.dropFirst(marker.width)))
            } else if line.hasPrefix("   "), !items.isEmpty {
                items[items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty == false, !items.isEmpty {
                break
            }
        }
        return items
    }

    /// The lines of the code blocks in `section` fenced as `sh`.
    static func shellCommands(_ section: [String]) -> [String] {
        var commands: [String] = []
        var inShell = false
        for line in section {
            if line.hasPrefix("```") {
                inShell = !inShell && line == "```sh"
                continue
            }
            if inShell, !line.trimmingCharacters(in: .whitespaces).isEmpty { commands.append(line) }
        }
        return commands
    }

    /// The names written in backticks in `text`, in order.
    static func backticked(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
