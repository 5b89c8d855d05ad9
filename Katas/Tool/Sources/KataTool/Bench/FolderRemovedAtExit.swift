import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes a folder once this process has ended, however it ends: a kill (SIGKILL) included, which no
/// handler of this process sees. A small shell, started in a process group of its own (so that a signal
/// sent to this process's group, as `timeout` or Ctrl-C sends it, does not end it too), reads a pipe whose
/// writing end only this process holds; the system closes that end when the process ends, the read
/// returns, and the shell removes the folder. A process that removes the folder itself leaves it nothing to do.
enum FolderRemovedAtExit {
    static func watch(_ folder: URL) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        defer { close(ends[0]) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else { return }
        defer { posix_spawn_file_actions_destroy(&actions) }
        guard posix_spawnattr_init(&attributes) == 0 else { return }
        defer { posix_spawnattr_destroy(&attributes) }
        _ = posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        _ = posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        _ = posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        _ = posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        _ = posix_spawnattr_setpgroup(&attributes, 0)
        let words = ["/bin/sh", "-c", #"trap '' INT TERM HUP; cat; exec rm -rf -- "$1""#, "sh", folder.path]
        var arguments = words.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var child: pid_t = 0
        // The writing end stays open, unused, for as long as this process lives. Nothing waits for the
        // shell: it outlives this process on purpose, and the system reaps it then.
        _ = posix_spawn(&child, "/bin/sh", &actions, &attributes, &arguments, environ)
    }
}
