/// The five SOLID principles, as the review site and the kata texts name them.
enum Principle: String, CaseIterable, Sendable, Codable {
    case srp, ocp, lsp, isp, dip

    /// The letter the smell maps use, e.g. `S`.
    var letter: String { rawValue.prefix(1).uppercased() }

    var name: String {
        switch self {
        case .srp: "Single responsibility"
        case .ocp: "Open/closed"
        case .lsp: "Liskov substitution"
        case .isp: "Interface segregation"
        case .dip: "Dependency inversion"
        }
    }

    /// The principle in one line.
    var definition: String {
        switch self {
        case .srp: "A type has one reason to change: one job, for one group of people who ask for changes."
        case .ocp: "A new case of a known kind is added as new code, not by editing the code that uses the cases."
        case .lsp:
            "Every implementation of a role keeps the role's promises, so its clients never check which one they have."
        case .isp: "A client depends only on the operations it uses, not on a whole object that happens to have them."
        case .dip: "Policy depends on abstractions it owns; the concrete details are chosen in one place and passed in."
        }
    }

    /// The principle a kata text names: `S` in a smell map, or `(SRP)` in a review's title.
    init?(letter: String) {
        guard let principle = Self.allCases.first(where: { $0.letter == letter || $0.rawValue == letter.lowercased() })
        else { return nil }
        self = principle
    }
}
