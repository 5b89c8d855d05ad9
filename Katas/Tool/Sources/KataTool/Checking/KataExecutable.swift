import Foundation

/// Where the `kata` program is, so `kata check` can run specs in child processes of itself.
enum KataExecutable {
    /// The running program when it is `kata`; else (in the package's tests) the `kata` built beside it.
    static func find() -> URL? {
        guard let running = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        if running.lastPathComponent == "kata" { return running }
        return sequence(first: running.deletingLastPathComponent()) { $0.deletingLastPathComponent() }.prefix(4)
            .map { $0.appendingPathComponent("kata") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
