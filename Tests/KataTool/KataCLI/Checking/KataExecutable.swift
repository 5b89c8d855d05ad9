import Foundation

/// Where the `kata` program is, so `kata check` can run specs in child processes of itself.
enum KataExecutable {
    /// The running program when it is `kata`; else (in the package's tests) the `kata` built beside it.
    static func find() -> URL? {
        guard let running = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        if running.lastPathComponent == "kata" { return running }
        var folder = running.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("kata")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
