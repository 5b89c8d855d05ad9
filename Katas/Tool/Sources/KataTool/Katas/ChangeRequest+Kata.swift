import Foundation
import Specs

extension ChangeRequest {
    /// The kata in which attendees build this change request.
    var kataID: String { facts.kataID }

    /// How the change request is written in the Starter's adapter, e.g. `.weeklyReport`.
    var caseName: String { ".\(self)" }

    /// The change request with this code (`EXP-1`, `exp-1`) or case name (`weeklyReport`, `.weeklyReport`).
    init?(word: String) {
        guard
            let found = ChangeRequest.allCases.first(where: {
                $0.code.caseInsensitiveCompare(word) == .orderedSame || $0.caseName == word || "\($0)" == word
            })
        else { return nil }
        self = found
    }
}

/// Where attendees declare the change requests they have built in the Starter.
let starterDeclarationFile = "Tests/Adapters/Starter/StarterAdapters.swift"

/// Where the Refactored declares the change requests it has built.
let refactoredDeclarationFile = "Tests/Adapters/Refactored/RefactoredAdapters.swift"
