/// What one run of an attendee's net printed, read from Swift Testing's console output: how many tests
/// ran, and each issue a test recorded, with what it saw.
struct NetTestRun: Equatable, Sendable {
    /// One recorded issue: the test, where, and the message (several lines for a thrown spec failure).
    struct Issue: Equatable, Sendable {
        let test: String
        let location: String
        var message: [String]
    }

    /// The tests that ran; `nil` when the output has no end-of-run line (the run crashed).
    let testCount: Int?
    let issues: [Issue]

    /// The tests that failed, each once, in the order they failed.
    var failedTests: [String] {
        var seen: Set<String> = []
        return issues.map(\.test).filter { seen.insert($0).inserted }
    }

    /// Reads lines such as `✘ Test name() recorded an issue at File.swift:10:13: Expectation failed: ...`
    /// (the message goes on until the next line that starts with a symbol of Swift Testing's, `±`
    /// lines included) and `✘ Test run with 3 tests in 2 suites failed ...`.
    init(output: String) {
        var count: Int?
        var issues: [Issue] = []
        // Whether the last issue's message may go on: until the next line with a symbol.
        var isOpen = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let body = Self.withoutSymbol(line)
            if body != nil { isOpen = false }
            if let body, body.hasPrefix("Test run with ") {
                count = Int(body.dropFirst("Test run with ".count).prefix { $0.isNumber })
            } else if let body, body.hasPrefix("Test "), let recorded = body.range(of: " recorded an issue at ") {
                let test = String(body[body.index(body.startIndex, offsetBy: 5)..<recorded.lowerBound])
                let rest = body[recorded.upperBound...].split(
                    separator: ": ", maxSplits: 1, omittingEmptySubsequences: false)
                issues.append(
                    Issue(test: test, location: String(rest[0]), message: [rest.count > 1 ? String(rest[1]) : ""]))
                isOpen = true
            } else if body == nil, isOpen, !line.isEmpty {
                issues[issues.count - 1].message.append(line)
            }
        }
        testCount = count
        self.issues = issues
    }

    /// The line after Swift Testing's leading symbol (`◇`, `✔`, `✘`, `↳`, ...: one or two characters, none
    /// of them ASCII) and its space, or `nil` when it does not start with one: a message's continuation
    /// line, or a `±` difference line.
    private static func withoutSymbol(_ line: String) -> String? {
        guard let space = line.firstIndex(of: " ") else { return nil }
        let symbol = line[..<space]
        guard (1...2).contains(symbol.count), symbol != "±", !symbol.unicodeScalars.contains(where: \.isASCII) else {
            return nil
        }
        return String(line[line.index(after: space)...])
    }
}
