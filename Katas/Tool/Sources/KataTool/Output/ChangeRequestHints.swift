import Specs

/// What the results say about declarations: a declared change request with a failing spec is "declared,
/// failing" (a failure like any other: it may be unbuilt, or a regression); an undeclared one whose specs all pass when run as if declared "looks built". Each hint ends
/// with the `kata declare` command that acts on it.
struct ChangeRequestHints {
    /// The declared change requests with a failing spec, per implementation, with how many of their specs
    /// fail and how many they have.
    let declaredButFailing: [DeclaredFailing]
    /// The undeclared change requests whose specs all pass, per implementation.
    let looksBuilt: [(Implementation, ChangeRequest)]
    /// The undeclared change requests with a spec that does not pass yet, per implementation.
    let notBuilt: [(Implementation, ChangeRequest)]

    /// Reads `results`, and runs the specs of every undeclared change request on its adapters as if it
    /// declared that one too.
    @MainActor
    static func make(_ results: SpecResults, adapterSets: [Adapters]) async -> ChangeRequestHints {
        var declaredButFailing: [DeclaredFailing] = []
        var looksBuilt: [(Implementation, ChangeRequest)] = []
        var notBuilt: [(Implementation, ChangeRequest)] = []
        for adapters in adapterSets {
            let mine = results.filtered(implementation: adapters.implementation)
            let failing = Set(mine.filter(\.outcome.isFailure).compactMap(\.spec.changeRequest))
            declaredButFailing += failing.sorted().map { changeRequest in
                let itsResults = mine.filter { $0.spec.changeRequest == changeRequest }
                return DeclaredFailing(
                    implementation: adapters.implementation, changeRequest: changeRequest,
                    failing: Set(itsResults.filter(\.outcome.isFailure).map(\.spec.id)).count,
                    specs: Set(itsResults.map(\.spec.id)).count)
            }
            for changeRequest in results.changeRequestsNotYet(on: adapters.implementation) {
                let declaredAdapters = Adapters(
                    implementation: adapters.implementation,
                    changeRequestsDone: adapters.changeRequestsDone.union([changeRequest]), expenses: adapters.expenses,
                    cart: adapters.cart, registration: adapters.registration)
                var allPass = true
                for spec in mine.map(\.spec) where allPass && spec.changeRequest == changeRequest {
                    if case .passed = await SpecRunner.run(spec, on: declaredAdapters) { continue }
                    allPass = false
                }
                if allPass {
                    looksBuilt.append((adapters.implementation, changeRequest))
                } else {
                    notBuilt.append((adapters.implementation, changeRequest))
                }
            }
        }
        return ChangeRequestHints(declaredButFailing: declaredButFailing, looksBuilt: looksBuilt, notBuilt: notBuilt)
    }

    /// One paragraph of hints, or an empty string when there is nothing to say. `listingNotYet: false`
    /// leaves out the line naming the undeclared requests, for a report that lists them already.
    func text(listingNotYet: Bool = true) -> String {
        var lines = declaredButFailing.map { declared in
            "\(declared.changeRequest.code) is declared, failing: \(declared.failing) of its "
                + "\(declared.specs.counted("spec")) fail\(declared.failing == 1 ? "s" : "") on the "
                + "\(declared.implementation.displayName). The failures above show what each expects; "
                + "a declared change request must pass."
        }
        lines += looksBuilt.map { implementation, changeRequest in
            "\(changeRequest.code) looks built: its specs pass on the \(implementation.displayName). Declare it: "
                + Self.command([changeRequest.code], implementation)
        }
        if let (implementation, first) = notBuilt.first {
            let implementations = Implementation.allCases.filter { one in notBuilt.contains { $0.0 == one } }
            let codes = implementations.map { implementation in
                let list = notBuilt.filter { $0.0 == implementation }.map(\.1.code).joined(separator: ", ")
                return implementations == [.starter] ? list : "\(list) on the \(implementation.displayName)"
            }.joined(separator: ", and ")
            if listingNotYet {
                lines.append("Not yet: the specs of \(codes) run once the change request is declared done.")
            }
            lines.append("When you have built one, declare it, e.g.: \(Self.command([first.code], implementation))")
            lines.append("(`swift run kata declare` alone lists what is declared; declaring keeps the others.)")
        }
        return lines.joined(separator: "\n")
    }

    /// A declared change request with a failing spec on one implementation.
    struct DeclaredFailing: Equatable {
        let implementation: Implementation
        let changeRequest: ChangeRequest
        /// How many of its specs fail, and how many it has.
        let failing: Int
        let specs: Int
    }

    /// `swift run kata declare ...` as printed, for the Starter or the Refactored.
    static func command(_ words: [String], _ implementation: Implementation) -> String {
        let option = implementation == .starter ? [] : ["--implementation", implementation.rawValue]
        return (["swift", "run", "kata", "declare"] + option + words).joined(separator: " ")
    }
}
