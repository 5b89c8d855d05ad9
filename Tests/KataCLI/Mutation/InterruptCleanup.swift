import Foundation

/// On Ctrl-C (SIGINT), removes the mutated copy of the package before the command ends, so that no
/// mutated code and no half-built copy is left behind.
final class InterruptCleanup {
    private let source: DispatchSourceSignal

    init(mirror: PackageMirror, terminal: Terminal) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            mirror.remove()
            terminal.printError("\nkata: interrupted; removed the mutated copy \(mirror.folder.path).")
            exit(130)
        }
        source.resume()
    }

    /// Stops watching: Ctrl-C ends the command as usual again.
    func end() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
