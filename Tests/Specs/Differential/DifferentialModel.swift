/// A model of what a user can do with one app, for the differential runner: it generates random
/// actions, performs them on a running app, and says what the user sees afterwards.
public protocol DifferentialModel: Sendable {
    associatedtype Setup: Sendable
    associatedtype Action: DifferentialAction
    associatedtype World

    var app: App { get }

    /// How a sequence starts (a time zone, a database file, ...), the same for the same generator state.
    func randomSetup(using generator: inout SeededRandom) -> Setup

    /// The setup as the Given step of a spec, e.g. `a fresh shopping cart`.
    func given(_ setup: Setup) -> String

    /// A random sequence of actions, the same for the same generator state.
    func randomActions(using generator: inout SeededRandom) -> [Action]

    /// Starts the app fresh on `adapters` as `setup` says, with everything the actions need.
    @MainActor func start(_ setup: Setup, on adapters: Adapters) async throws -> World

    /// Performs `action` and returns everything the user sees afterwards, messages included.
    @MainActor func perform(_ action: Action, in world: World) async throws -> String

    /// Everything the user sees now, as `perform` returns it: the runner compares it once the app has
    /// started, before any action, so that a difference already there is not blamed on the first action.
    @MainActor func view(of world: World) async -> String

    /// Releases what `start` made (temporary files, for example).
    @MainActor func finish(_ world: World) async
}

/// One user action, written both as a Given/When/Then step and as the driver call a spec would make.
public protocol DifferentialAction: Sendable {
    /// E.g. `the user adds "Lunch", 12.50, at 2025-03-09 12:00`.
    var step: String { get }
    /// E.g. `try app.add(title: "Lunch", amount: "12.50")`.
    var code: String { get }
    /// The same action with plainer values (short ordinary text in place of hostile text), plainest
    /// first, for the shrinker; empty when it is as plain as it gets.
    var plainer: [Self] { get }
}

extension DifferentialAction {
    public var plainer: [Self] { [] }
}
