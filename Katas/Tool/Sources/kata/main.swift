import Foundation
import KataTool

// The main thread runs its run loop, rather than `async` top-level code: the Starter's cart screen
// schedules a Timer on the main run loop, as an app would, and on Linux an async entry point ends
// the main thread (the timer then logs a complaint on standard error).
let environment = ProcessInfo.processInfo.environment

// A child of kata (a spec worker, a mutant's check) starts with the signals blocked that its parent blocks
// while it watches for Ctrl-C (to read them, Dispatch blocks them): unblock SIGINT and SIGTERM, so that
// an interrupt, or a mutant's time limit, stops a child whose code loops forever. A command that
// watches for them blocks them again.
var interrupts = sigset_t()
sigemptyset(&interrupts)
sigaddset(&interrupts, SIGINT)
sigaddset(&interrupts, SIGTERM)
pthread_sigmask(SIG_UNBLOCK, &interrupts, nil)
Task { @MainActor in
    let code = await KataCommandLine.run(
        Array(CommandLine.arguments.dropFirst()), terminal: .standard(environment: environment))
    // Output that could not be written (a full disk, a closed pipe) is a failure, said on standard error.
    if fflush(nil) != 0 {
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("kata: could not write the output: \(reason).\n".utf8))
        exit(code == .success ? 1 : code.rawValue)
    }
    exit(code.rawValue)
}
RunLoop.main.run()
