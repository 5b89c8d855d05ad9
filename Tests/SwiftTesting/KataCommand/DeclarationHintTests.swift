import KataHarness
import Testing

@testable import KataCLI

extension StarterAndRefactored {
    /// The declaration a hint prints, pasted as printed, keeps everything already declared.
    @Suite("Declaration hint")
    struct DeclarationHintTests {
        @Test(
            "each printed declaration keeps what is declared and adds one built change request",
            arguments: [
                [], [.disposableDomains], [.weeklyReport, .disposableDomains], [.cartTotal, .euro, .retry],
                Set(ChangeRequest.allCases).subtracting([.euro]),
            ] as [Set<ChangeRequest>])
        func declarationHint_keepsEveryDeclaredChangeRequestOnSomeDeclared(declared: Set<ChangeRequest>) throws {
            let pending = ChangeRequest.allCases.filter { !declared.contains($0) }

            let hint = Report(terminal: Terminal(usesColor: false, writeOutput: { _ in }, writeError: { _ in }))
                .declarationHint(declared: declared, pending: pending)

            let pasted = try hint.split(separator: "\n").filter { $0.contains("let starterChangeRequestsDone") }
                .map(Self.declaredSet)
            #expect(pasted == pending.map { declared.union([$0]) })
        }

        // MARK: - Helpers

        /// What a pasted line declares, read as Swift would: the cases between `[` and `]`.
        private static func declaredSet(_ line: Substring) throws -> Set<ChangeRequest> {
            let prefix = "    let starterChangeRequestsDone: Set<ChangeRequest> = ["
            #expect(line.hasPrefix(prefix))
            let literal = try #require(line.dropFirst(prefix.count).split(separator: "]").first.map(String.init) ?? "")
            let names = literal.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return Set(
                try names.map { name in
                    try #require(ChangeRequest.allCases.first { $0.caseName == name }, "no case \(name)")
                })
        }
    }
}
