import Foundation
import KataTool

// The main thread runs its run loop, rather than `async` top-level code: the Starter's cart screen
// schedules a Timer on the main run loop, as an app would, and on Linux an async entry point ends
// the main thread (the timer then logs a complaint on standard error).
let environment = ProcessInfo.processInfo.environment
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
