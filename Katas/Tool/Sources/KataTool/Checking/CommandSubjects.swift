import KataHarness
import KataSubjects

/// The apps `kata status`, `kata check` and `kata play` run in this process for each implementation: its
/// own (`Implementation.subject`). Tests of what those commands print run them on apps the test owns
/// instead, with `CommandSubjects.$subject.withValue(...)` (and the specs in process,
/// `SpecIsolation.$standard`), so they hold whatever an attendee does to the Starter.
enum CommandSubjects {
    @TaskLocal static var subject: @Sendable (Implementation) -> Subject = { $0.subject }
}
