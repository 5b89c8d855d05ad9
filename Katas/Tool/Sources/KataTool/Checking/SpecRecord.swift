import Foundation
import Specs

/// One spec's outcome as a child process reports it to `kata check`: one line of its standard output,
/// marked so that whatever else the app under test prints is ignored.
struct SpecRecord: Codable, Equatable {
    /// A `SpecOutcome` as JSON carries it: a crash as `threw`, a change request by its code.
    enum Outcome: Codable, Equatable {
        case passed
        case failed(what: String, expected: String, seen: String, file: String, line: Int)
        case threw(String)
        case notYet(String)
    }

    static let marker = "kata-spec-result "

    /// The spec's position in the list the child was asked to run.
    let index: Int
    let recorded: Outcome

    init(index: Int, outcome: SpecOutcome) {
        self.index = index
        recorded =
            switch outcome {
            case .passed: .passed
            case .failed(let failure):
                .failed(
                    what: failure.what, expected: failure.expected, seen: failure.seen, file: failure.file,
                    line: failure.line)
            case .threw(let error): .threw(error)
            case .crashed(let reason): .threw("crashed: \(reason)")
            case .notYet(let changeRequest): .notYet(changeRequest.code)
            }
    }

    var outcome: SpecOutcome {
        switch recorded {
        case .passed: .passed
        case .failed(let what, let expected, let seen, let file, let line):
            .failed(SpecFailure(what, expected: expected, seen: seen, file: file, line: line))
        case .threw(let message): .threw(message)
        case .notYet(let code):
            ChangeRequest(rawValue: code).map(SpecOutcome.notYet) ?? .threw("unknown change request \(code)")
        }
    }

    var text: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data()
        return Self.marker + String(decoding: data, as: UTF8.self)
    }

    /// The records among the lines of `output`, in order; other lines are skipped.
    static func records(in output: String) -> [SpecRecord] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(marker) else { return nil }
            return try? JSONDecoder().decode(SpecRecord.self, from: Data(line.dropFirst(marker.count).utf8))
        }
    }
}
