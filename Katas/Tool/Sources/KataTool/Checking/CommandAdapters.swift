import ImplementationAdapters
import Specs

/// The apps `kata status`, `kata check` and `kata play` run in this process for each implementation: its
/// own (`Implementation.adapters`). Tests of what those commands print run them on apps the test owns
/// instead, with `CommandAdapters.$adapters.withValue(...)` (and the specs in process,
/// `SpecIsolation.$standard`), so they hold whatever an attendee does to the Starter.
enum CommandAdapters {
    @TaskLocal static var adapters: @Sendable (Implementation) -> Adapters = { $0.adapters }
}
