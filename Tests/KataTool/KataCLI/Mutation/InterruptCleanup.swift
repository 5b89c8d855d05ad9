import Foundation

/// On Ctrl-C (SIGINT) or SIGTERM, stops every build and check it started, waits for them to end, then
/// removes the mutated copy of the package, so that no mutated code and no half-built copy is left
/// behind, and nothing writes into the copy once it says it is gone.
final class InterruptCleanup {
    private let sources: [DispatchSourceSignal]

    init(mirror: PackageMirror, terminal: Terminal) {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                terminal.printError("\nkata: interrupted; stopping the builds and checks it started ...")
                QuietProcess.stopAll()
                mirror.remove()
                terminal.printError("kata: stopped them, and removed the mutated copy \(mirror.folder.path).")
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
