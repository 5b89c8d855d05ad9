import Foundation
import KataHarness
import KataSubjects

@MainActor
func runAll() async -> Bool {
    var anyFailure = false
    for app in App.allCases {
        print(app.displayName)
        for spec in Catalogue.specs(for: app) {
            var cells: [String] = []
            for implementation in Implementation.allCases {
                let outcome = await SpecRunner.run(spec, on: implementation.subject)
                anyFailure = anyFailure || outcome.isFailure
                switch outcome {
                case .passed: cells.append("pass")
                case .failed, .threw: cells.append("FAIL")
                case .notYet: cells.append("not yet")
                }
            }
            print("  \(spec.name): \(cells.joined(separator: " | "))")
        }
    }
    return !anyFailure
}

let passed = await runAll()
exit(passed ? 0 : 1)
