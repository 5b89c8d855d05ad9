import Testing

#if compiler(>=6.1)
    /// Everything that runs a Starter app, serialized as one: the Starter keeps global state (the cart
    /// singleton, the expense tracker's shared app), so two of its apps must never run at once. The
    /// suite's name has neither implementation's name in it, so that `swift test --filter Starter`
    /// selects only the Starter's specs. It ends by naming the specs that failed, so a failing run
    /// ends with its verdict.
    @Suite("Apps, one at a time", .serialized, .specVerdict)
    struct OneAppAtATime {}
#else
    /// Everything that runs a Starter app, serialized as one: the Starter keeps global state (the cart
    /// singleton, the expense tracker's shared app), so two of its apps must never run at once. The
    /// suite's name has neither implementation's name in it, so that `swift test --filter Starter`
    /// selects only the Starter's specs.
    @Suite("Apps, one at a time", .serialized)
    struct OneAppAtATime {}
#endif
