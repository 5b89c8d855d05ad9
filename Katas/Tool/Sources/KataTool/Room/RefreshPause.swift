import Foundation

/// The watch's wait between two refreshes: until the next refresh is due, or at once when the facilitator
/// presses Enter (when a person types the input). It waits on the input, or on a semaphore nothing
/// signals, with the time as its limit: it never sleeps.
enum RefreshPause {
    static func wait(seconds: Double, interactive: Bool) {
        guard interactive else {
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + seconds)
            return
        }
        var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        if poll(&input, 1, Int32(seconds * 1000)) > 0 {
            _ = readLine()
        }
    }
}
