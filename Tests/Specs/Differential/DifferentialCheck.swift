/// The differential run of one app, with its model's types hidden, so front ends can list and run them.
public struct DifferentialCheck: Sendable {
    public let app: App
    private let body: @MainActor @Sendable (Adapters, Adapters, [UInt64]) async -> DifferentialOutcome

    /// `makeModel` gets the change requests both implementations declare done: the model generates
    /// only actions whose outcome they share, and hides what only one of them shows.
    public init<Model: DifferentialModel>(_ app: App, makeModel: @escaping @Sendable (Set<ChangeRequest>) -> Model) {
        self.app = app
        body = { left, right, sequenceSeeds in
            let model = makeModel(left.changeRequestsDone.intersection(right.changeRequestsDone))
            let runner = DifferentialRunner(model: model, left: left, right: right)
            switch await runner.run(sequenceSeeds: sequenceSeeds) {
            case .agreed(let sequences):
                return .agreed(sequences: sequences)
            case .diverged(let counterexample):
                return .diverged(
                    report: counterexample.report(
                        leftName: left.implementation.displayName,
                        rightName: right.implementation.displayName
                    ),
                    actions: counterexample.divergence.actions.count
                )
            }
        }
    }

    /// Runs `count` random sequences from `seed` on both sets of adapters.
    @MainActor
    public func run(_ left: Adapters, _ right: Adapters, sequences count: Int, seed: UInt64) async
        -> DifferentialOutcome
    {
        await body(left, right, (0..<count).map { SeededRandom.sequenceSeed(seed, index: $0) })
    }

    /// Runs the sequences with these seeds, in order: a counterexample's seed replays it alone.
    @MainActor
    public func run(_ left: Adapters, _ right: Adapters, sequenceSeeds: [UInt64]) async -> DifferentialOutcome {
        await body(left, right, sequenceSeeds)
    }
}

/// How a differential run of one app ended, for people.
public enum DifferentialOutcome: Sendable {
    case agreed(sequences: Int)
    /// `report` shows the shrunk sequence as Given/When/Then steps and how to reproduce it.
    case diverged(report: String, actions: Int)
}

/// The differential check of every app that has a model.
public enum DifferentialChecks {
    public static let all: [DifferentialCheck] = [
        DifferentialCheck(.expenses, makeModel: ExpenseTrackerModel.init(changeRequests:)),
        DifferentialCheck(.cart, makeModel: ShoppingCartModel.init(changeRequests:)),
        DifferentialCheck(.registration, makeModel: RegistrationModel.init(changeRequests:)),
    ]

    public static func check(for app: App) -> DifferentialCheck? {
        all.first { $0.app == app }
    }

    /// The random sequences every `swift test` plays per app: kept few for a fast `swift test` (every
    /// divergent-driver test of `SpecsTests` finds its planted difference with this count); CI plays 500
    /// more per app with another seed (`kata check --random 500` in `.ci/run`).
    public static let swiftTestSequences = (count: 50, seed: UInt64(20_261_122))

    /// The command that replays exactly the sequence with seed `seed` and shrinks a difference it shows.
    public static func replayCommand(_ app: App, sequence seed: UInt64) -> String {
        "swift run kata check \(app.rawValue) --sequence \(seed)"
    }

    /// The command that plays `swiftTestSequences` of `app` again and shows the first difference, shrunk.
    public static func replaySwiftTestSequences(of app: App) -> String {
        "swift run kata check \(app.rawValue) --random \(swiftTestSequences.count) --seed \(swiftTestSequences.seed)"
    }
}
