import KataHarness

extension ChangeRequest {
    /// The kata in which attendees build this change request.
    var kataID: String {
        switch self {
        case .weeklyReport: "expenses-ocp"
        case .failedSaveKeepsForm: "expenses-lsp"
        case .cartTotal, .euro: "cart-refactorability"
        case .disposableDomains, .retry: "registration-composition"
        }
    }

    /// How the change request is written in the Starter's adapter, e.g. `.weeklyReport`.
    var caseName: String { ".\(self)" }
}

/// Where attendees declare the change requests they have built in the Starter.
let starterDeclarationFile = "Tests/Adapters/Starter/StarterAdapter.swift"
