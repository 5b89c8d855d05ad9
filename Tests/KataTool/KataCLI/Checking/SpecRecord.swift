import Foundation
import KataHarness

/// One spec's outcome as a child process reports it to `kata check`: one line of its standard output,
/// marked so that whatever else the app under test prints is ignored.
struct SpecRecord: Codable, Equatable {
    enum Kind: String, Codable {
        case passed, failed, threw, notYet
    }

    static let marker = "kata-spec-result "

    /// The spec's position in the list the child was asked to run.
    let index: Int
    let kind: Kind
    var what = ""
    var expected = ""
    var seen = ""
    var file = ""
    var line = 0
    /// The error of `threw`, or the change request's code of `notYet`.
    var message = ""

    init(index: Int, outcome: SpecOutcome) {
        self.index = index
        switch outcome {
        case .passed:
            kind = .passed
        case .failed(let failure):
            kind = .failed
            what = failure.what
            expected = failure.expected
            seen = failure.seen
            file = failure.file
            line = failure.line
        case .threw(let error):
            kind = .threw
            message = error
        case .crashed(let reason):
            kind = .threw
            message = "crashed: \(reason)"
        case .notYet(let changeRequest):
            kind = .notYet
            message = changeRequest.code
        }
    }

    var outcome: SpecOutcome {
        switch kind {
        case .passed: .passed
        case .failed: .failed(SpecFailure(what, expected: expected, seen: seen, file: file, line: line))
        case .threw: .threw(message)
        case .notYet:
            ChangeRequest(rawValue: message).map(SpecOutcome.notYet) ?? .threw("unknown change request \(message)")
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
