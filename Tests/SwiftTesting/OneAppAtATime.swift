import Testing

/// Everything that runs the Starter and the Refactored apps, serialized as one: the Starter keeps
/// global state (the cart singleton, the expense tracker's shared app), so two of its apps must never
/// run at once. The suite's name has neither implementation's name in it, so that
/// `swift test --filter Starter` selects only the Starter's specs.
@Suite("Apps, one at a time", .serialized)
struct OneAppAtATime {}
