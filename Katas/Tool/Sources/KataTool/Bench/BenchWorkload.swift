import Specs

/// One thing `kata bench` times on both implementations, the same way on each.
struct BenchWorkload {
    let name: String
    /// Readies one run on an implementation, untimed, and returns what to time; `nil` when the
    /// implementation does not have the feature (the Starter has no weekly report until EXP-1).
    let prepare: @MainActor (Implementation) async throws -> (@MainActor () async throws -> Void)?
}
