import Foundation

/// Processor time used by the child processes this process has waited for (compilers, linkers, checks):
/// unlike the time on the clock, it does not grow when other work shares the machine.
enum ProcessorTime {
    static func ofChildren() -> Duration {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        let user = Duration.seconds(usage.ru_utime.tv_sec) + .microseconds(usage.ru_utime.tv_usec)
        let system = Duration.seconds(usage.ru_stime.tv_sec) + .microseconds(usage.ru_stime.tv_usec)
        return user + system
    }
}
