/// Runs random action sequences on two implementations and compares what the user sees after every
/// step. On the first divergence it shrinks the sequence to a minimal one that still diverges.
public struct DifferentialRunner<Model: DifferentialModel>: Sendable {
    public let model: Model
    public let left: Adapters
    public let right: Adapters

    public init(model: Model, left: Adapters, right: Adapters) {
        self.model = model
        self.left = left
        self.right = right
    }

    /// Runs `count` sequences, the `i`th from `SeededRandom.sequenceSeed(seed, index: i)`.
    @MainActor
    public func run(sequences count: Int, seed: UInt64) async -> DifferentialResult<Model.Action> {
        await run(sequenceSeeds: (0..<count).map { SeededRandom.sequenceSeed(seed, index: $0) })
    }

    /// Runs one sequence a seed, in order; a counterexample names the seed of its sequence, so
    /// `run(sequenceSeeds: [thatSeed])` finds and shrinks the same one again.
    @MainActor
    public func run(sequenceSeeds: [UInt64]) async -> DifferentialResult<Model.Action> {
        for sequenceSeed in sequenceSeeds {
            let crashSlot = SpecCrashVerdict.begin(randomSequence: sequenceSeed, of: model.app)
            defer { SpecCrashVerdict.end(crashSlot) }
            var generator = SeededRandom(seed: sequenceSeed)
            let setup = model.randomSetup(using: &generator)
            let actions = model.randomActions(using: &generator)
            if let divergence = await firstDivergence(in: actions, from: setup) {
                let shrunk = await shrink(from: setup, divergence: divergence)
                return .diverged(
                    Counterexample(
                        app: model.app, seed: sequenceSeed, given: model.given(setup),
                        originalLength: actions.count, divergence: shrunk)
                )
            }
        }
        return .agreed(sequences: sequenceSeeds.count)
    }

    /// Performs `actions` on both implementations, step by step; the first step where the two differ.
    @MainActor
    public func firstDivergence(in actions: [Model.Action], from setup: Model.Setup) async -> Divergence<Model.Action>?
    {
        let leftWorld: Model.World
        do {
            leftWorld = try await model.start(setup, on: left)
        } catch {
            return Divergence(actions: [], left: "could not start: \(error)", right: "(not started)")
        }
        let rightWorld: Model.World
        do {
            rightWorld = try await model.start(setup, on: right)
        } catch {
            await model.finish(leftWorld)
            return Divergence(actions: [], left: "(started)", right: "could not start: \(error)")
        }
        let leftStart = await model.view(of: leftWorld)
        let rightStart = await model.view(of: rightWorld)
        let divergence =
            leftStart != rightStart
            ? Divergence(actions: [], left: leftStart, right: rightStart)
            : await compare(actions, leftWorld, rightWorld)
        await model.finish(leftWorld)
        await model.finish(rightWorld)
        return divergence
    }

    @MainActor
    private func compare(_ actions: [Model.Action], _ leftWorld: Model.World, _ rightWorld: Model.World) async
        -> Divergence<Model.Action>?
    {
        for (index, action) in actions.enumerated() {
            let leftView = await view(after: action, in: leftWorld)
            let rightView = await view(after: action, in: rightWorld)
            if leftView != rightView {
                return Divergence(actions: Array(actions[...index]), left: leftView, right: rightView)
            }
        }
        return nil
    }

    @MainActor
    private func view(after action: Model.Action, in world: Model.World) async -> String {
        do {
            return try await model.perform(action, in: world)
        } catch {
            return "the action failed: \(error)"
        }
    }

    /// Removes ever smaller chunks of actions as long as what remains still diverges, then makes
    /// each remaining action plainer (short ordinary text instead of hostile text) where it still does.
    @MainActor
    private func shrink(from setup: Model.Setup, divergence: Divergence<Model.Action>) async -> Divergence<Model.Action>
    {
        let shorter = await removeActions(from: setup, divergence: divergence)
        return await simplifyActions(from: setup, divergence: shorter)
    }

    @MainActor
    private func removeActions(from setup: Model.Setup, divergence: Divergence<Model.Action>) async
        -> Divergence<Model.Action>
    {
        var best = divergence
        var chunk = max(best.actions.count / 2, 1)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < best.actions.count {
                var candidate = best.actions
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if let smaller = await firstDivergence(in: candidate, from: setup) {
                    best = smaller
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return best
    }

    /// Replaces each action by the first of its plainer forms that still diverges, until none does.
    @MainActor
    private func simplifyActions(from setup: Model.Setup, divergence: Divergence<Model.Action>) async
        -> Divergence<Model.Action>
    {
        var best = divergence
        var index = 0
        while index < best.actions.count {
            var simplified = false
            for plainer in best.actions[index].plainer {
                var candidate = best.actions
                candidate[index] = plainer
                if let smaller = await firstDivergence(in: candidate, from: setup),
                    smaller.actions.count == candidate.count
                {
                    best = smaller
                    simplified = true
                    break
                }
            }
            if !simplified { index += 1 }
        }
        return best
    }
}

/// Where two implementations first showed the user something different.
public struct Divergence<Action: DifferentialAction>: Sendable {
    public let actions: [Action]
    public let left: String
    public let right: String
}

/// A minimal sequence of actions on which two implementations differ, and the seed that found it.
public struct Counterexample<Action: DifferentialAction>: Sendable {
    public let app: App
    public let seed: UInt64
    /// The setup as a Given step.
    public let given: String
    public let originalLength: Int
    public let divergence: Divergence<Action>

    /// Given/When/Then steps and the body of a spec, ready to paste into a new spec.
    public func report(leftName: String, rightName: String) -> String {
        let actions = divergence.actions
        let steps =
            actions.isEmpty
            ? ["When the app has just started, before any action"]
            : actions.enumerated().map { index, action in "\(index == 0 ? "When" : "And ") \(action.step)" }
        let code =
            actions.isEmpty ? ["    // no action: compare what each shows at launch"] : actions.map { "    \($0.code)" }
        let when =
            actions.isEmpty
            ? "as soon as they start, before any action"
            : "after \(actions.count) action\(actions.count == 1 ? "" : "s")"
        let screens = markedScreens
        return """
            \(app.displayName): \(leftName) and \(rightName) differ \(when) \
            (shrunk from \(originalLength), seed \(seed)).
            Given \(given), on both implementations
            \(steps.joined(separator: "\n"))
            Then both show the same, but (≠ marks the lines that differ)
              \(leftName) shows:
            \(screens.left)
              \(rightName) shows:
            \(screens.right)
            As a spec body:
            \(code.joined(separator: "\n"))
            Reproduce: \(reproduceCommand)
            """
    }

    /// The command that replays exactly this sequence and shrinks it again to this counterexample.
    public var reproduceCommand: String {
        DifferentialChecks.replayCommand(app, sequence: seed)
    }

    /// What each side shows, one `| ` line each, the lines that differ marked.
    private var markedScreens: (left: String, right: String) {
        func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let marked = LineDifference.marked(lines(divergence.left), lines(divergence.right))
        func framed(_ lines: [String]) -> String {
            lines.map { "    " + $0.prefix(2) + "| " + InvisibleCharacters.escaped(String($0.dropFirst(2))) }
                .joined(separator: "\n")
        }
        return (framed(marked.left), framed(marked.right))
    }
}

/// How a differential run ended.
public enum DifferentialResult<Action: DifferentialAction>: Sendable {
    case agreed(sequences: Int)
    case diverged(Counterexample<Action>)
}
