import Testing

@Suite("Apps, one at a time", .serialized, .starterTurn, .specVerdict)
struct OneAppAtATime {
    // Everything that runs a Starter app, serialized as one: the Starter keeps global state (the cart
    // singleton, the expense tracker's shared app), so two of its apps must never run at once. The suite
    // also takes the Starter's turn (`StarterTurns`), which the attendee's net takes in its own module.
    // Its name has neither implementation's name in it, so that `swift test --filter Starter` selects
    // only the Starter's specs. Its end, like the end of the Refactored's suites, prints the run's
    // verdict when it is the last. (The comment is inside the suite: Swift Testing prints the comment
    // before a suite under every failure in it.)
}
