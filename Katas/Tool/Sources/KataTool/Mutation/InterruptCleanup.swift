import Foundation

/// On Ctrl-C (SIGINT) or SIGTERM, stops every build and check it started, waits for them to end, then
/// removes the mutated copy of the package (or the folder of mutated builds), so that no mutated code
/// and no half-built copy is left behind, and nothing writes into it once it says it is gone.
final class InterruptCleanup {
    private let sources: [DispatchSourceSignal]

    /// Removes the mutated copy and everything built in it.
    convenience init(mirror: PackageMirror, terminal: Terminal) {
        self.init(
            removing: mirror.folder.deletingLastPathComponent(), named: "the mutated copy \(mirror.folder.path)",
            terminal: terminal)
    }

    /// Removes `folder`, which the messages call `name`.
    init(removing folder: URL, named name: String, terminal: Terminal) {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                terminal.printError("\nkata: interrupted; stopping the builds and checks it started ...")
                QuietProcess.stopAll()
                // The command's own thread may still put back a mutated file in the folder while it is
                // removed (a removal then fails on a folder no longer empty), until it parks at its next
                // process start: remove again until nothing is left.
                for _ in 0..<100 where FileManager.default.fileExists(atPath: folder.path) {
                    try? FileManager.default.removeItem(at: folder)
                }
                terminal.printError("kata: stopped them, and removed \(name).")
                exit(130)
            }
            source.resume()
            return source
        }
    }

    /// Stops watching: Ctrl-C ends the command as usual again.
    func end() {
        QuietProcess.parkIfStopping()
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
